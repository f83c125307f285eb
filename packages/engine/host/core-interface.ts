// The wasm core's interface, described once (assembly/index.ts is its source): the exports, the
// rule codes, the status bits, the squares that mean a pass and no move, the stock that never
// runs out, and loadWeights' results. The wrapper, the benches and tools/train all import this
// file; packages/reversi copies it into its sources at build, as it copies flank.wasm. It has no
// imports, so it runs in every runtime.

/**
 * The module's exports as JavaScript sees them: bitboards are BigInts (relative: `player` is the
 * side to move; bit 0 = a1 .. bit 63 = h8), `rules` is a rule code (RULES).
 */
export interface CoreExports {
  memory: WebAssembly.Memory;
  /** Where the player may place a disc. `stock`: the player's discs in hand (reversi only). */
  moves(rules: number, player: bigint, opponent: bigint, stock: number): bigint;
  /** The discs a legal placement on `square` flips. */
  flips(rules: number, player: bigint, opponent: bigint, square: number): bigint;
  /** STATUS bits; `passes`: the passes played just before this position. */
  status(rules: number, player: bigint, opponent: bigint, playerStock: number, opponentStock: number, passes: number): number;
  perft(rules: number, player: bigint, opponent: bigint, playerStock: number, opponentStock: number, passes: number, depth: number, passMoves: number): bigint;
  /** Sizes the transposition table to 2^bits entries of 32 bytes. */
  tableSize(bits: number): void;
  /** The budget of the searches that follow: nodes (0n: none) and a deadline on the host clock (0: none). */
  limits(maxNodes: bigint, deadlineMs: number): void;
  /**
   * The best move for the side to move: exact within `exactEmpties` empties of the end, else by
   * iterative deepening to `maxDepth` plies. Returns the score; the result functions say the rest.
   * `avoided`: root moves left out where it runs the midgame search (othello, beyond the exact
   * horizon, a move left), ignored elsewhere (0n: none); the opening book's builder uses it.
   */
  think(rules: number, player: bigint, opponent: bigint, playerStock: number, opponentStock: number, passes: number, maxDepth: number, exactEmpties: number, avoided: bigint): number;
  /** The exact score within the window (alpha, beta), a bound outside it. */
  solve(rules: number, player: bigint, opponent: bigint, playerStock: number, opponentStock: number, passes: number, alpha: number, beta: number): number;
  /** Multi-ProbCut's margin for `think`, in tenths of a standard deviation (0: full width). */
  probcut(t10: number): void;
  /** The last search's best move: a square, PASS, or NO_MOVE (the game is over, or a `solve` found none). */
  resultMove(): number;
  /** Plies of midgame search, or the empties of a search to the end. */
  resultDepth(): number;
  /** 1 when the last search's score is proved. */
  resultExact(): number;
  /**
   * What the last search proved of its score, ends included, even when the budget stopped it
   * before the score: each window of its exact solve bounds it once searched, and a stopped one by
   * the best root move it completed above its alpha. -64 and 64 when nothing is proved; the score
   * twice once exact.
   */
  resultLower(): number;
  resultUpper(): number;
  searchedNodes(): bigint;
  /** 1 when the budget ran out: a `solve` then has no answer. */
  budgetSpent(): number;
  /** The best move the table holds for a position, or NO_MOVE for none. */
  tableMove(player: bigint, opponent: bigint): number;
  /**
   * A position for the next `thinkQueued`, as `think` takes it; returns its index in the batch, or
   * -1 when the batch is full (128 positions).
   */
  queue(rules: number, player: bigint, opponent: bigint, playerStock: number, opponentStock: number, passes: number): number;
  /**
   * `think` on every queued position, on one budget: spread over the threads on the threaded
   * build (each takes the next position), one after another otherwise. The next `queue` starts
   * another batch.
   */
  thinkQueued(maxDepth: number, exactEmpties: number): void;
  /** How many positions of the batch have their answer so far (then all of them, until the next `queue`). */
  queuedDone(): number;
  /** A queued position's score, best move, depth and exactness (1: proved), as the result functions say them. */
  queuedResult(index: number): number;
  queuedMove(index: number): number;
  queuedDepth(index: number): number;
  queuedExact(index: number): number;
  /** 1 when the budget ran out before the search of a queued position ended. */
  queuedSpent(index: number): number;
  /** Room for a weights file of `byteLength` bytes (0: no room), then `loadWeights` checks and unpacks it. */
  weightsAddress(byteLength: number): number;
  loadWeights(byteLength: number): number;
  /**
   * Threads (the threaded build, flank-threads.wasm, on one shared memory: host/threads.ts). The
   * first instance allocates each helper's own memory (`helperContext`) and says how many helpers
   * its searches use (`helpers`; -1 tells them to quit); each helper's instance runs `serve` in
   * its own thread until then.
   */
  helperContext(): number;
  helpers(count: number): void;
  serve(context: number, index: number): void;
  /** The evaluation in discs, and in 1/32 disc. */
  evaluate(player: bigint, opponent: bigint): number;
  evaluateFine(player: bigint, opponent: bigint): number;
}

/** Rule codes (assembly/rules.ts): the rule set in the low two bits, free-placement's options above. */
export const RULES = {
  OTHELLO: 0,
  REVERSI: 1,
  FREE_PLACEMENT: 2,
  /** free-placement: a move must flip a disc. */
  MUST_CAPTURE: 4,
  /** free-placement: a player may pass with a legal move; two passes in a row end the game. */
  VOLUNTARY_PASS: 8,
} as const;

/** Bits of `status`. */
export const STATUS = { CAN_MOVE: 1, CAN_PASS: 2, GAME_OVER: 4 } as const;

/**
 * The discs in hand of each side under a rule set that counts none (othello, free-placement):
 * more than any game plays, so never the limit. Only reversi reads the counters.
 */
export const UNLIMITED_STOCK = 1_000_000;

/** The "square" of a pass in the core's answers. */
export const PASS = 64;
/** The "square" of no move in the core's answers: a finished game's, an empty table entry's. */
export const NO_MOVE = 65;

/** loadWeights' results (assembly/eval/weights-file.ts). */
export const LOAD_RESULT = {
  LOADED: 0,
  BAD_LENGTH: 1,
  BAD_MAGIC: 2,
  BAD_VERSION: 3,
  BAD_LAYOUT: 4,
  BAD_PHASES: 5,
  BAD_CHECKSUM: 6,
  BAD_BITMAP: 7,
} as const;

/** What each loadWeights result means, by code. */
export const LOAD_ERRORS: readonly string[] = [
  '',
  'wrong length',
  'not a weights file (bad magic)',
  'unknown version',
  'made for another layout (patterns, units, network widths or value bounds)',
  'bad phase or head table',
  'corrupt (checksum)',
  'corrupt (bitmap)',
];

/**
 * The instance's exports with its bitboard answers made unsigned: an i64 reaches JavaScript as a
 * signed BigInt, so a set holding h8 (bit 63) would be negative, and a loop such as `for (let m =
 * moves; m !== 0n; m &= m - 1n)` would never end. Every host (the wrapper, the benches, the tools)
 * takes the core through this.
 *
 * @example
 * const core = unsignedExports(instance.exports as unknown as CoreExports);
 * core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK) >= 0n; // true
 */
export function unsignedExports(exports: CoreExports): CoreExports {
  const unsigned = (bits: bigint) => BigInt.asUintN(64, bits);
  return {
    ...exports,
    moves: (rules, player, opponent, stock) => unsigned(exports.moves(rules, player, opponent, stock)),
    flips: (rules, player, opponent, square) => unsigned(exports.flips(rules, player, opponent, square)),
  };
}

/**
 * What a helper thread of the threaded build runs, as the source of a worker: the module's own
 * instance on the shared memory (`env.memory`, with the host clock as `env.now`), a 'ready'
 * message once it exists, then `serve(context, index)` until the first instance says quit. It
 * takes `{ module, memory, context, index }`: in Node as `workerData` of a `worker_threads`
 * Worker made with `eval: true`, in browsers as the first message to a Web Worker.
 */
export const HELPER_SOURCES = {
  node: `
const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
const { module, memory, context, index } = workerData;
const instance = new WebAssembly.Instance(module, { env: { memory, now: () => performance.now() } });
parentPort.postMessage('ready');
instance.exports.serve(context, index);
`,
  web: `
onmessage = (event) => {
  const { module, memory, context, index } = event.data;
  const instance = new WebAssembly.Instance(module, { env: { memory, now: () => performance.now() } });
  postMessage('ready');
  instance.exports.serve(context, index);
  close();
};
`,
} as const;
