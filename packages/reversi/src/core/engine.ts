import { ReversiError } from '../errors.ts';

/** The exports of flank.wasm (packages/engine/assembly/index.ts). Bitboards are relative: `player` is the side to move. */
export interface CoreExports {
  moves(rules: number, player: bigint, opponent: bigint, stock: number): bigint;
  flips(rules: number, player: bigint, opponent: bigint, square: number): bigint;
  status(rules: number, player: bigint, opponent: bigint, playerStock: number, opponentStock: number, passes: number): number;
  perft(
    rules: number,
    player: bigint,
    opponent: bigint,
    playerStock: number,
    opponentStock: number,
    passes: number,
    depth: number,
    passMoves: number,
  ): bigint;
  tableSize(bits: number): void;
  limits(maxNodes: bigint, deadlineMs: number): void;
  solve(player: bigint, opponent: bigint, alpha: number, beta: number): number;
  solveRules(rules: number, player: bigint, opponent: bigint, playerStock: number, opponentStock: number, passes: number, alpha: number, beta: number): number;
  think(player: bigint, opponent: bigint, maxDepth: number, endgame: number): number;
  thinkRules(rules: number, player: bigint, opponent: bigint, playerStock: number, opponentStock: number, passes: number, maxDepth: number): number;
  resultMove(): number;
  resultDepth(): number;
  resultExact(): number;
  searchedNodes(): bigint;
  budgetSpent(): number;
  tableMove(player: bigint, opponent: bigint): number;
}

/** Status bits returned by `status`. */
export const CAN_MOVE = 1;
export const CAN_PASS = 2;
export const GAME_OVER = 4;

/** Where a runtime's `init()` may take the engine from: compiled already, bytes, or a fetch response. */
export type WasmSource = WebAssembly.Module | ArrayBuffer | ArrayBufferView | Response | PromiseLike<Response>;

/** The host clock the core reads for search deadlines, in milliseconds (it stands still inside a Worker's request). */
export const now = (): number => (globalThis.performance ? performance.now() : Date.now());

let core: CoreExports | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the core once: later and concurrent calls share the first load, and a failed load may be
 * tried again.
 */
export function initOnce(source: () => WasmSource | Promise<WasmSource>): Promise<void> {
  loading ??= instantiate(source).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function instantiate(load: () => WasmSource | Promise<WasmSource>): Promise<void> {
  let source = await load();
  if (typeof (source as PromiseLike<Response>).then === 'function') source = await (source as PromiseLike<Response>);
  let module: WebAssembly.Module;
  if (source instanceof WebAssembly.Module) module = source;
  else if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) module = await WebAssembly.compile(source as BufferSource);
  else if (typeof Response !== 'undefined' && source instanceof Response) {
    if (!source.ok) {
      const from = source.url ? ` from ${source.url}` : '';
      throw new ReversiError('NOT_INITIALIZED', `Could not fetch the engine${from}: HTTP ${source.status}`);
    }
    module = await WebAssembly.compile(await source.arrayBuffer());
  } else {
    throw new ReversiError('INVALID_ARGUMENT', 'init() takes a WebAssembly.Module, the bytes of flank.wasm, a URL or a fetch Response');
  }
  const instance = await WebAssembly.instantiate(module, { env: { now } });
  const exports = instance.exports as unknown as CoreExports;
  // An i64 reaches JavaScript as a signed BigInt: h8 (bit 63) would make a bitboard negative.
  const unsigned = (bits: bigint) => BigInt.asUintN(64, bits);
  core = {
    ...exports,
    moves: (rules, player, opponent, stock) => unsigned(exports.moves(rules, player, opponent, stock)),
    flips: (rules, player, opponent, square) => unsigned(exports.flips(rules, player, opponent, square)),
  };
}

/** Whether `init()` has completed. */
export function isInitialized(): boolean {
  return core !== undefined;
}

/** The loaded core; throws until `init()` has completed. */
export function engine(): CoreExports {
  if (!core) {
    throw new ReversiError('NOT_INITIALIZED', 'The engine is not loaded yet: call `await init()` once before using Reversi');
  }
  return core;
}
