// The wasm core's interface, described once (assembly/index.ts is its source): the exports, the
// request and answer records and how to write and read them, the rule codes, the status bits, the
// squares that mean a pass and no move, the stock that never runs out, and loadWeights' results. The wrapper, the benches and tools/train all import this
// file; packages/reversi copies it into its sources at build, as it copies flank.wasm. It has no
// imports, so it runs in every runtime.

/**
 * The module's exports as JavaScript sees them: bitboards are BigInts (relative: `player` is the
 * side to move; bit 0 = a1 .. bit 63 = h8), `rules` is a rule code (RULES). Everything but the
 * rules' two flat functions goes through the request and the answer records: write a request
 * (`writeRequest`), call, read the answer (`readAnswer`); `think` and `solve` below do the three.
 */
export interface CoreExports {
  memory: WebAssembly.Memory;
  /** Where the player may place a disc. `stock`: the player's discs in hand (reversi only). */
  moves(rules: number, player: bigint, opponent: bigint, stock: number): bigint;
  /** The discs a legal placement on `square` flips. */
  flips(rules: number, player: bigint, opponent: bigint, square: number): bigint;
  /** STATUS bits of the request's position (its `passes`: the passes played just before it). */
  status(): number;
  /** The leaves of the request's position's game tree, `depth` plies deep (a pass a ply when `passMoves` is 1). */
  perft(): bigint;
  /**
   * The best move for the request's position: exact within `exactEmpties` empties of the end, else
   * by iterative deepening to `maxDepth` plies; with `lines` above 1, the root's moves ranked and
   * the best `lines` of them proved with their lines. `avoided`: root moves left out where it runs
   * the othello midgame search (the opening book's builder uses it). The answer says the rest.
   */
  think(): void;
  /** The exact score of the request's position within its window (alpha, beta), a bound outside it. */
  solve(): void;
  /** Where the request record is, and the answer record (the same place for the instance's life). */
  request(): number;
  answer(): number;
  /** Where the table of the records' field offsets is (LAYOUT's order), for `checkLayout`. */
  layout(): number;
  /** An instance's setting: a transposition table of 2^bits entries of 32 bytes, emptied. */
  setTableSize(bits: number): void;
  /** An instance's setting: Multi-ProbCut's margin for `think`, in tenths of a standard deviation (0: full width). */
  setProbcutMargin(t10: number): void;
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

/** A position as the core takes it: the rule code, relative bitboards, the discs in hand, the passes just before. */
export interface CorePosition {
  rules: number;
  /** Discs of the side to move. */
  player: bigint;
  opponent: bigint;
  playerStock: number;
  opponentStock: number;
  /** Passes played just before this position. */
  passes: number;
}

/** How a call starts (the request's `start`): a new budget, an emptied table; 0 goes on with the last call's of both. */
export const START = { NEW_BUDGET: 1, CLEAR_TABLE: 2, FRESH: 3, CONTINUE: 0 } as const;

/** What the host asks of a call: a position, and for a search its budget and what to search. Every field but the position defaults to 0. */
export interface Request extends CorePosition {
  /** At most this many nodes (0n: no limit). */
  maxNodes?: bigint;
  /** Until the host clock reads this, in ms (0: no deadline). */
  deadline?: number;
  avoided?: bigint;
  maxDepth?: number;
  exactEmpties?: number;
  /** `solve`'s window. */
  alpha?: number;
  beta?: number;
  /** `think`: how many of the best root moves it proves with their lines (1 to 64; 0 counts as 1). */
  lines?: number;
  /** START's bits (default 0: go on with the last call's budget and table). */
  start?: number;
  /** `perft`'s depth, and whether a pass counts as a move (1). */
  depth?: number;
  passMoves?: number;
}

/** A root move as an answer ranks it: its line (the move first: squares, PASS), its score for the side to move at the root, the depth that gave it. */
export interface CoreLine {
  moves: number[];
  score: number;
  depth: number;
  /** Its score is proved to the end of the game. */
  exact: boolean;
  /** Its score is only an upper bound: the search proved the move no better (a line of its move alone). */
  atMost: boolean;
}

/** What a `think` or `solve` answered. */
export interface Answer {
  /** The score for the side to move: exact, a bound of a `solve`'s window, or an estimate. */
  score: number;
  /** The best move: a square, PASS, or NO_MOVE (the game is over, or nothing was searched). */
  move: number;
  /** Plies of midgame search, or the empties of a search to the end. */
  depth: number;
  exact: boolean;
  /**
   * The budget ran out before the search ended: the answer is then an earlier search's, or the move
   * that the unfinished midgame iteration proved better than the last completed one's, at that
   * iteration's depth, its score a bound from below (a `solve` has none).
   */
  spent: boolean;
  /**
   * What the exact search proved of the score, ends included, even when the budget stopped it
   * before the score: each window of its exact solve bounds it once searched, and a stopped one by
   * the best root move it completed above its alpha. -64 and 64 when nothing is proved; the score
   * twice once exact.
   */
  lower: number;
  upper: number;
  /** Nodes searched since the budget started. */
  nodes: bigint;
  /** The root moves the search ranked, best first: the best alone for one line, every move for several. */
  lines: CoreLine[];
}

/**
 * The records' field offsets, in the order of the core's table (assembly/layout.ts): the
 * request's fields and size, the answer head's fields and size, a line's fields, head size, size,
 * and the most lines an answer holds.
 */
export const LAYOUT = {
  request: { player: 0, opponent: 8, rules: 16, playerStock: 20, opponentStock: 24, passes: 28, maxNodes: 32, deadline: 40, avoided: 48, maxDepth: 56, exactEmpties: 60, alpha: 64, beta: 68, lines: 72, start: 76, depth: 80, passMoves: 84, bytes: 88 },
  answer: { score: 0, move: 4, depth: 8, exact: 12, spent: 13, lower: 14, upper: 15, lineCount: 16, nodes: 24, bytes: 32 },
  line: { score: 0, depth: 1, flags: 2, length: 3, moves: 4, bytes: 84, most: 64 },
} as const;

/** A line's flags (assembly/search/answer.ts). */
const LINE_EXACT = 1;
const LINE_AT_MOST = 2;

/**
 * The fields whose offsets the core's table gives otherwise than LAYOUT, as `answer.nodes 24 (core: 32)`;
 * empty when they agree. A host refuses a core whose records it would misread.
 */
export function layoutMismatches(core: CoreExports): string[] {
  const ours = Object.entries(LAYOUT).flatMap(([record, fields]) => Object.entries(fields).map(([field, offset]) => [`${record}.${field}`, offset] as const));
  const table = new Uint16Array(core.memory.buffer, core.layout(), ours.length);
  return ours.flatMap(([name, offset], i) => (table[i] === offset ? [] : [`${name} ${offset} (core: ${table[i]})`]));
}

/** Writes a request where the core reads it: every field, the unnamed ones 0. */
export function writeRequest(core: CoreExports, request: Request): void {
  const view = new DataView(core.memory.buffer, core.request(), LAYOUT.request.bytes);
  const at = LAYOUT.request;
  view.setBigUint64(at.player, request.player, true);
  view.setBigUint64(at.opponent, request.opponent, true);
  view.setInt32(at.rules, request.rules, true);
  view.setInt32(at.playerStock, request.playerStock, true);
  view.setInt32(at.opponentStock, request.opponentStock, true);
  view.setInt32(at.passes, request.passes, true);
  view.setBigUint64(at.maxNodes, request.maxNodes ?? 0n, true);
  view.setFloat64(at.deadline, request.deadline ?? 0, true);
  view.setBigUint64(at.avoided, request.avoided ?? 0n, true);
  view.setInt32(at.maxDepth, request.maxDepth ?? 0, true);
  view.setInt32(at.exactEmpties, request.exactEmpties ?? 0, true);
  view.setInt32(at.alpha, request.alpha ?? 0, true);
  view.setInt32(at.beta, request.beta ?? 0, true);
  view.setInt32(at.lines, request.lines ?? 0, true);
  view.setInt32(at.start, request.start ?? 0, true);
  view.setInt32(at.depth, request.depth ?? 0, true);
  view.setInt32(at.passMoves, request.passMoves ?? 0, true);
}

/** The answer of the core's last `think` or `solve` (or, read while one runs, of its last completed search). */
export function readAnswer(core: CoreExports): Answer {
  const address = core.answer();
  const at = LAYOUT.answer;
  const view = new DataView(core.memory.buffer, address, at.bytes + LAYOUT.line.bytes * LAYOUT.line.most);
  const count = Math.min(view.getInt32(at.lineCount, true), LAYOUT.line.most);
  const lines: CoreLine[] = [];
  for (let i = 0; i < count; i++) {
    const base = at.bytes + i * LAYOUT.line.bytes;
    const flags = view.getUint8(base + LAYOUT.line.flags);
    const length = view.getUint8(base + LAYOUT.line.length);
    const moves = Array.from({ length }, (_, k) => view.getUint8(base + LAYOUT.line.moves + k));
    lines.push({ moves, score: view.getInt8(base + LAYOUT.line.score), depth: view.getUint8(base + LAYOUT.line.depth), exact: (flags & LINE_EXACT) !== 0, atMost: (flags & LINE_AT_MOST) !== 0 });
  }
  return {
    score: view.getInt32(at.score, true),
    move: view.getInt32(at.move, true),
    depth: view.getInt32(at.depth, true),
    exact: view.getUint8(at.exact) !== 0,
    spent: view.getUint8(at.spent) !== 0,
    lower: view.getInt8(at.lower),
    upper: view.getInt8(at.upper),
    nodes: view.getBigUint64(at.nodes, true),
    lines,
  };
}

/** The nodes the running search (or the last) has searched: read while it runs, at the clock the core reads every 4096 nodes. */
export function liveNodes(core: CoreExports): number {
  return Number(new DataView(core.memory.buffer, core.answer() + LAYOUT.answer.nodes, 8).getBigUint64(0, true));
}

/** The core's searching calls, each a request in and an answer out. */
export type SearchCallName = 'think' | 'solve';

/**
 * A search of the core: writes the request, calls, reads the answer.
 *
 * @example
 * ```ts
 * const answer = search(core, 'think', { ...position, maxDepth: 8, exactEmpties: 16, start: START.FRESH });
 * answer.move; // the best move's square
 * ```
 */
export function search(core: CoreExports, name: SearchCallName, request: Request): Answer {
  writeRequest(core, request);
  core[name]();
  return readAnswer(core);
}

/** STATUS bits of a position. */
export function statusOf(core: CoreExports, position: CorePosition): number {
  writeRequest(core, position);
  return core.status();
}

/** The leaves of a position's game tree `depth` plies deep (a pass a ply when `passMoves`). */
export function perftOf(core: CoreExports, position: CorePosition, depth: number, passMoves: boolean): bigint {
  writeRequest(core, { ...position, depth, passMoves: passMoves ? 1 : 0 });
  return BigInt.asUintN(64, core.perft());
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
