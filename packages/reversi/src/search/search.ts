import type { Outcome } from './outcome.ts';
import { PASS, START, loadedCore, now } from '../core/engine.ts';
import { type Answer, type CoreLine, type Request, liveNodes } from '../core/core-interface.ts';
import { described, flag, optionsOf } from '../arguments.ts';
import { ReversiError } from '../errors.ts';
import { formatSquare, parseSquare } from '../notation/square.ts';
import { type BookOption, bookChoice, bookLine, bookMoves, bookOptionOf } from '../openings/book.ts';
import { DEFAULT_LEVEL, type Level, levelOf } from './levels.ts';
import { type StyleOption, styleOptionOf, styledChoice } from './style.ts';
import { type Progress, type SearchProgress, moveName, progressListener, watchedDeadline, withProgress } from './progress.ts';
import { type Searching, coreSearch, searchNow } from '../core/searching.ts';
import { laneName, searchInLane } from '../core/lanes.ts';
import {
  type CorePosition,
  afterMove,
  afterPass,
  canMove,
  canPass,
  finalScore,
  isOver,
  placements,
} from '../core/position.ts';

/** How long and how deep a search may go. */
export interface SearchOptions {
  /** 1 (weakest) to 20 (strongest), default 8: the midgame depth and where exact solving starts (see levels.ts). */
  level?: number;
  /** Midgame depth in plies, instead of the level's. */
  depth?: number;
  /**
   * At most this many nodes (positions searched): the budget that works in every runtime, Workers
   * included. Beyond it, every search starts from a one-ply answer whatever the budget (each move
   * evaluated once), so that it never answers without a searched move; `nodes` in the answer counts
   * those too: a budget of 1 reports the position's moves and 1 (`analyze` then scores each move
   * by that answer).
   */
  nodes?: number;
  /** At most this many milliseconds (not in a Worker, whose clock stands still while code runs). */
  timeMs?: number;
  /**
   * The opening book (othello): on by default where one is loaded (`init` loads the package's).
   * `false` searches every position; `{ variety: 2, seed: 7 }` picks among the book moves within
   * 2 discs of the best, the same one for the same seed and position.
   */
  book?: BookOption;
  /**
   * Hears how the search goes while it runs (`SearchProgress`): about every million nodes, and at
   * each change of stage. The search and its answer are the same with it or without.
   */
  onProgress?: (progress: SearchProgress) => void;
  /**
   * `bestMove` only: play like a person who loses about `loss` discs a game (`{ loss: 12, seed: 1 }`):
   * every move is searched as `analyze` searches them, and one is drawn, the better ones likelier
   * (see style.ts); the same seed draws the same move in the same position.
   */
  style?: StyleOption;
  /**
   * `analyze` only: how many of the best moves to search for their scores and lines, as a chess
   * engine's MultiPV: the answer lists those, best first (default: every move, as hints need). A
   * search of fewer lines is faster, since the other moves are only proved worse.
   */
  lines?: number;
  /**
   * Start on the transposition table the last search left rather than an empty one: what it
   * learned makes this search quicker, but the answer may then depend on the searches before it.
   * Off by default, so that the same request always gets the same answer; an analysis board that
   * goes back and forth over the positions of a game turns it on.
   */
  reuseTable?: boolean;
}

/** Where an answer comes from: the opening book, or a search. */
export type Source = 'book' | 'search';

/** The best move found by a search. */
export interface BestMove {
  /** A square like `'d3'`, or `'pa'` when the side to move must pass. */
  move: string;
  /**
   * The disc difference at the end of the game for the side to move: exact when `exact`, else the
   * evaluation's prediction. Empty squares count for the winner.
   */
  score: number;
  /** Whether `score` is the exact result of perfect play. */
  exact: boolean;
  /**
   * Plies of midgame search completed (at least 1), or the empties searched to the end: exact, or
   * a selective solve that the budget cut short before the exact one.
   */
  depth: number;
  /** The expected continuation, `move` first. */
  pv: string[];
  /** Positions searched: the budget at most, beyond the one-ply answer every search starts from (see `SearchOptions.nodes`). */
  nodes: number;
  ms: number;
  /** `'book'` when the move comes from the opening book (its score backed up through the book), else `'search'`. */
  source: Source;
}

/** One legal move with its score, as `analyze` reports it. */
export interface MoveScore {
  move: string;
  score: number;
  exact: boolean;
  depth: number;
  /** `'book'` for a move of the opening book (its backed-up score), else `'search'`. */
  source: Source;
  /** The line that gives the score, `move` first: the one the search proved (to its depth, or to the end when exact), or the book's. */
  pv: string[];
}

/** Every legal move with its score, best first. */
export interface Analysis {
  moves: MoveScore[];
  /** Positions searched: may pass the budget by the one-ply answer each move's position starts from (see `SearchOptions.nodes`). */
  nodes: number;
  ms: number;
}


export type { Outcome };

/** What `solve` takes: its budget, and whether win, draw or loss is enough. */
export interface SolveOptions {
  /** At most this many nodes. */
  nodes?: number;
  /** At most this many milliseconds (not in a Worker). */
  timeMs?: number;
  /** Only whether the side to move wins, draws or loses (faster than the exact score): no `score`. */
  wld?: boolean;
  /**
   * Hears how the solve goes while it runs (`SearchProgress`): the root search, then, once the
   * score is proved, the check of the other moves and the line. About every million nodes, and at
   * each change of stage; the solve and its answer are the same with it or without.
   */
  onProgress?: (progress: SearchProgress) => void;
}

/**
 * What a solve knows when its budget ran out (`solved: false`), kept apart by what it is:
 * - proved, once the root is solved and the other moves are being checked: `outcome` (and `score`
 *   but under `wld`), the moves proved to reach it so far (`bestMoves`), and the other moves not
 *   yet checked (`unchecked`), any of which may reach it too;
 * - while the root is searched, what its exact pass proved so far, the bounds of its score
 *   (`scoreAtLeast`, `scoreAtMost`, never under `wld`) and the outcome where a bound decides one
 *   (`outcomeAtLeast`, `outcomeAtMost`): each window of the pass that the search completed, and
 *   the root moves of the window it stopped in, prove one;
 * - beside those, only the search's best so far, not proved: the best move of its last completed
 *   pass (`move`) and that pass's `depth`, as `BestMove` reports them (or, as there, the move an
 *   unfinished midgame pass proved better, and that pass's depth). No move when no pass
 *   completed (below 18 empties the solve makes none before the exact one).
 */
interface Unsolved {
  solved: false;
  /** The best move of the search's last completed pass, or one an unfinished midgame pass proved better: not proved. Absent once the root is proved, and before a pass completes. */
  move?: string;
  /** That pass's plies of midgame search, or the empties of a selective solve to the end (as `BestMove.depth`); with `move` only. */
  depth?: number;
  /** The root's proved outcome for the side to move; absent while the root is searched. */
  outcome?: Outcome;
  /**
   * While the root is searched, the least outcome proved for the side to move: `'draw'` (it does
   * not lose) or `'win'`; absent when no bound decides one.
   */
  outcomeAtLeast?: Exclude<Outcome, 'loss'>;
  /** While the root is searched, the greatest outcome proved: `'draw'` (it does not win) or `'loss'`; absent when no bound decides one. */
  outcomeAtMost?: Exclude<Outcome, 'win'>;
  /** The moves proved to reach the proved score (with `wld`, to keep the outcome) so far, in square order; with `outcome` only. */
  bestMoves?: string[];
  /** The other moves not yet checked, which may reach it too, in square order; with `outcome` only. */
  unchecked?: string[];
  nodes: number;
  ms: number;
}

/**
 * The exact solution of a position, or, when its budget was not enough, what the solve knows: see
 * `Unsolved` (the root's `score` too once proved, and the bounds of its score proved before).
 *
 * @example
 * ```ts
 * new Reversi(ffo1).solve(); // { solved: true, score: 18, outcome: 'win', bestMoves: ['g8'], pv: ['g8', 'h7', ...], ... }
 * new Reversi('f5d6c3').solve({ nodes: 1_000_000 }); // { solved: false, move: 'd3', depth: 8, nodes: 1000000, ... }: d3 is not proved
 * new Reversi(ffo40).solve({ nodes: 3_000_000 }); // { solved: false, move: 'a2', depth: 8, scoreAtLeast: 38, outcomeAtLeast: 'win', ... }
 * new Reversi(ffo25).solve({ nodes: 3_000_000 }); // { solved: false, score: 0, outcome: 'draw', bestMoves: ['a5', 'g1'], unchecked: ['f7', 'g7', 'h7'], ... }
 * ```
 */
export type Solution =
  | { solved: true; score: number; outcome: Outcome; bestMoves: string[]; pv: string[]; nodes: number; ms: number }
  | (Unsolved & {
      /** The root's proved score; absent while the root is searched. */
      score?: number;
      /** While the root is searched, the least score proved for it (even); absent when none is. */
      scoreAtLeast?: number;
      /** While the root is searched, the greatest score proved for it (even); absent when none is. */
      scoreAtMost?: number;
    });

/**
 * A win-draw-loss solution (`solve({ wld: true })`): the outcome, every move that keeps it, a line
 * that does; or, when the budget was not enough, what the solve knows (see `Unsolved`: never a
 * `score`).
 *
 * @example
 * ```ts
 * new Reversi(ffo1).solve({ wld: true }); // { solved: true, outcome: 'win', bestMoves: ['a2', 'a3', 'g8', 'h1', 'h7'], pv: [...], ... }
 * new Reversi(ffo25).solve({ wld: true, nodes: 10_000 }); // { solved: false, move: 'a5', depth: 6, nodes: 10000, ... }: a5 is not proved
 * ```
 */
export type WldSolution = { solved: true; outcome: Outcome; bestMoves: string[]; pv: string[]; nodes: number; ms: number } | Unsolved;

interface Plan {
  level: Level;
  depth: number;
  maxNodes: bigint;
  deadline: number;
  /** How many of the best moves `analyze` proves (undefined: every one). */
  lines: number | undefined;
  reuseTable: boolean;
  book: { variety: number; seed: number } | false;
  onProgress: ((progress: SearchProgress) => void) | undefined;
  style: Required<StyleOption> | undefined;
  /** Whether the search suspends between slices (a lane's, lanes.ts): its clock must then be read. */
  sliced: boolean;
}

/** The options each search takes. */
/** The deepest `depth` a search takes: the most moves a game has left. */
export const MAX_DEPTH = 60;

/** The longest `timeMs` a search takes: a day. */
export const MAX_TIME_MS = 86_400_000;

const SEARCH_OPTIONS = ['level', 'depth', 'nodes', 'timeMs', 'book', 'onProgress', 'reuseTable'] as const;
const BEST_MOVE_OPTIONS = [...SEARCH_OPTIONS, 'style'] as const;
const ANALYZE_OPTIONS = [...SEARCH_OPTIONS, 'lines'] as const;

/** The most lines `analyze` proves: every move of a position (60 placements and a pass at most), and a margin. */
export const MAX_LINES = 64;
const SOLVE_OPTIONS = ['nodes', 'timeMs', 'wld', 'onProgress'] as const;

/** What the asynchronous searches take beside their synchronous twins' options. */
export interface LaneOption {
  /**
   * The lane the search runs on (default `'main'`): each lane is an engine of its own, and runs its
   * searches one at a time, in the order asked; searches on different lanes take turns. A program
   * has at most 4 lanes.
   */
  lane?: string;
}

/** The lane of an asynchronous search's options, checked. */
function laneAsked(options: unknown): string {
  const lane = (options as LaneOption | undefined)?.lane;
  return lane === undefined ? 'main' : laneName(lane);
}

/** The plan of a search from its options, or an error naming the bad option (`search`: the method, for messages). */
function planOf(options: unknown, allowed: readonly string[], search: string, sliced = false): Plan {
  const given = optionsOf<SearchOptions>(options, search, allowed as readonly (keyof SearchOptions)[], allowed.includes('level') ? '{ level: 8 }' : '{ nodes: 1000000 }');
  const level = given.level === undefined ? levelOf(DEFAULT_LEVEL) : levelOf(given.level);
  const whole = (name: string, value: unknown, max: number) => {
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
      throw new ReversiError('INVALID_ARGUMENT', `${name} must be a whole number from 1 to ${max}, got ${described(value)}`);
    }
    return value;
  };
  const depth = whole('depth', given.depth, MAX_DEPTH) ?? level.depth;
  const nodes = whole('nodes', given.nodes, Number.MAX_SAFE_INTEGER);
  const timeMs = whole('timeMs', given.timeMs, MAX_TIME_MS);
  return {
    level,
    depth,
    maxNodes: nodes === undefined ? 0n : BigInt(nodes),
    deadline: timeMs === undefined ? 0 : now() + timeMs,
    lines: whole('lines', given.lines, MAX_LINES),
    reuseTable: flag(given.reuseTable, 'reuseTable', false),
    book: bookOptionOf(given.book),
    onProgress: progressListener(given.onProgress),
    style: styleOptionOf(given.style),
    sliced,
  };
}

/**
 * Checks search options as `bestMove` and `analyze` would, without searching: the command line's
 * engine protocols refuse bad ones at start, not at the controller's first request.
 */
export function checkSearchOptions(options: SearchOptions): void {
  planOf(options, BEST_MOVE_OPTIONS, 'bestMove');
}

/**
 * The first core call of a search: its budget (a watched or sliced one needs a deadline for the
 * core to read its clock), and its table emptied unless the plan reuses it. The calls after it go
 * on with both (`START.CONTINUE`).
 */
function firstCall(plan: Plan): Pick<Request, 'maxNodes' | 'deadline' | 'start'> {
  return {
    maxNodes: plan.maxNodes,
    deadline: watchedDeadline(plan.deadline, plan.onProgress, plan.sliced),
    start: plan.reuseTable ? START.NEW_BUDGET : START.FRESH,
  };
}

function mustNotBeOver(position: CorePosition): void {
  if (isOver(position)) throw new ReversiError('GAME_OVER', 'The game is over: there is no move to search');
}

/**
 * The core's answer for a position whose game is not over, `depth` plies deep unless the level
 * solves it exactly: the best move of the deepest search that completed within the budget.
 */
function searchBest(position: CorePosition, plan: Plan): Searching<Answer> {
  return coreSearch('think', { ...position, ...firstCall(plan), maxDepth: plan.depth, exactEmpties: plan.level.exactEmpties, lines: 1 });
}

/** The exact score of a position for its side to move (within the window), under its rule set, on the search's budget so far. */
function solveExact(position: CorePosition, alpha: number, beta: number, first?: Plan): Searching<Answer> {
  return coreSearch('solve', { ...position, alpha, beta, ...(first ? firstCall(first) : { start: START.CONTINUE }) });
}

/** The window of an exact solve, and of a win-draw-loss one: final scores are even, so (-1, 1) tells the sign. */
const EXACT_WINDOW = [-64, 64] as const;
const WLD_WINDOW = [-1, 1] as const;

/**
 * The line of perfect play from a position to the end of the game, solved move by move in
 * `window` (the table makes each step cheap). Stops early if the budget runs out.
 */
function* perfectLine(position: CorePosition, window: readonly [number, number], step?: (plies: number) => void): Searching<string[]> {
  const line: string[] = [];
  let next = position;
  while (!isOver(next) && line.length < 120) {
    step?.(line.length);
    const { spent, move } = yield* solveExact(next, window[0], window[1]);
    if (spent) break;
    line.push(moveName(move));
    next = move === PASS ? afterPass(next) : afterMove(next, move);
  }
  return line;
}

/**
 * The expected continuation after `first`: the line of perfect play when the score is exact
 * (proved move by move, unless `proved` is such a line already), else the line the search proved
 * (`proved`, its moves from the position).
 */
function* principalVariation(position: CorePosition, first: string, exact: boolean, proved: readonly number[] = [], window: readonly [number, number] = EXACT_WINDOW, step?: (plies: number) => void): Searching<string[]> {
  const line = legalLine(position, proved);
  if (line[0] === first && (!exact || endsGame(position, proved.slice(0, line.length)))) return line;
  const next = first === 'pa' ? afterPass(position) : afterMove(position, parseSquare(first));
  if (exact) return [first, ...(yield* perfectLine(next, window, step && ((plies) => step(plies + 1))))];
  return [first];
}

/** A line's moves (core squares, PASS) as names, up to the first that is not legal where it is played. */
function legalLine(position: CorePosition, moves: readonly number[]): string[] {
  const names: string[] = [];
  let at = position;
  for (const move of moves) {
    if (isOver(at)) break;
    if (move === PASS ? !canPass(at) : !placements(at).includes(move)) break;
    names.push(moveName(move));
    at = move === PASS ? afterPass(at) : afterMove(at, move);
  }
  return names;
}

/** Whether a line's moves, all legal, end the game. */
function endsGame(position: CorePosition, moves: readonly number[]): boolean {
  let at = position;
  for (const move of moves) at = move === PASS ? afterPass(at) : afterMove(at, move);
  return isOver(at);
}

/**
 * The best move of a position whose game is not over: the answer of the deepest search that
 * completed within the budget (midgame iterations first, then the exact solve where the level
 * reaches the end), never a placeholder.
 */
export function bestMove(position: CorePosition, options: SearchOptions = {}): BestMove {
  const plan = planOf(options, BEST_MOVE_OPTIONS, 'bestMove');
  mustNotBeOver(position);
  return searchNow(bestMoveSearch(position, plan, now()));
}

/**
 * `bestMove` on a lane (`options.lane`, lanes.ts): the same answer, from a search that lets the
 * event loop run between its slices. Rejects as `bestMove` throws.
 */
export async function bestMoveInLane(position: CorePosition, options: SearchOptions & LaneOption = {}): Promise<BestMove> {
  const lane = laneAsked(options);
  const plan = planOf(options, [...BEST_MOVE_OPTIONS, 'lane'], 'bestMoveAsync', true);
  mustNotBeOver(position);
  const started = now();
  return searchInLane(lane, () => bestMoveSearch(position, plan, started));
}

/** The steps of `bestMove` once its options are checked. */
function* bestMoveSearch(position: CorePosition, plan: Plan, started: number): Searching<BestMove> {
  if (plan.style) return yield* styledMove(position, plan, plan.style, started);
  const booked = plan.book && bookChoice(position, plan.book);
  if (booked) {
    const move = formatSquare(booked.square);
    const line = bookLine(afterMove(position, booked.square)).map(formatSquare);
    return { move, score: booked.score, exact: false, depth: booked.depth, pv: [move, ...line], nodes: 0, ms: now() - started, source: 'book' };
  }
  return yield* withProgress(plan.onProgress, started, function* () {
    const found = yield* searchBest(position, plan);
    const move = moveName(found.move);
    const pv = yield* principalVariation(position, move, found.exact, found.lines[0]?.moves);
    return {
      move,
      score: found.score,
      exact: found.exact,
      depth: found.depth,
      pv,
      nodes: liveNodes(loadedCore()),
      ms: now() - started,
      source: 'search' as const,
    };
  });
}

/** `bestMove` with a style: every move searched as `analyze` would, then one drawn as the style says. */
function* styledMove(position: CorePosition, plan: Plan, style: Required<StyleOption>, started: number): Searching<BestMove> {
  return yield* withProgress(plan.onProgress, started, function* (progress) {
    const { moves, nodes } = yield* analyzeMoves(position, plan, started, progress);
    const { move, score, exact, depth, source, pv: line } = styledChoice(position, moves, style);
    const pv = source === 'book' ? line : yield* principalVariation(position, move, exact, line.map(coreSquare));
    return { move, score, exact, depth, pv, nodes, ms: now() - started, source };
  });
}

/**
 * Every legal move with its score, best first: each move's position is searched a ply shallower
 * than `bestMove` would search the root, with one budget for all. Deepening goes move by move,
 * iteration by iteration, so that a spent budget leaves every move with its last finished score,
 * and every move has one, however small the budget. The opening book's moves carry its scores
 * (`source: 'book'`) and are not searched.
 */
export function analyze(position: CorePosition, options: SearchOptions = {}): Analysis {
  const plan = planOf(options, ANALYZE_OPTIONS, 'analyze');
  mustNotBeOver(position);
  return searchNow(analysisSearch(position, plan, now()));
}

/** `analyze` on a lane (`options.lane`, lanes.ts): the same answer, from a search that lets the event loop run between its slices. */
export async function analyzeInLane(position: CorePosition, options: SearchOptions & LaneOption = {}): Promise<Analysis> {
  const lane = laneAsked(options);
  const plan = planOf(options, [...ANALYZE_OPTIONS, 'lane'], 'analyzeAsync', true);
  mustNotBeOver(position);
  const started = now();
  return searchInLane(lane, () => analysisSearch(position, plan, started));
}

const analysisSearch = (position: CorePosition, plan: Plan, started: number): Searching<Analysis> =>
  withProgress(plan.onProgress, started, (progress) => analyzeMoves(position, plan, started, progress));

/**
 * `analyze` once its options are checked: one search of the core that ranks the moves (every one,
 * or the best `plan.lines`), deepening on one table, each iteration's ranking told to `progress`.
 * A move's position within the level's exact horizon is solved: the root, one ply before it, is
 * searched to the end. The opening book's moves carry its scores and lines, and are not searched.
 */
function* analyzeMoves(position: CorePosition, plan: Plan, started: number, progress: Progress): Searching<Analysis> {
  const booked = new Map<string, MoveScore>();
  let avoided = 0n;
  if (plan.book) {
    for (const { square, score, depth } of bookMoves(position)) {
      const move = formatSquare(square);
      booked.set(move, { move, score, exact: false, depth, source: 'book', pv: [move, ...bookLine(afterMove(position, square)).map(formatSquare)] });
      avoided |= 1n << BigInt(square);
    }
  }
  const count = placements(position).length + (canPass(position) ? 1 : 0);
  let searched: MoveScore[] = [];
  let nodes = 0;
  if (booked.size < count) {
    const lines = Math.min(plan.lines ?? MAX_LINES, count - booked.size);
    // Each move's position is searched at least a ply deep.
    const request = { ...position, ...firstCall(plan), maxDepth: Math.max(plan.depth, 2), exactEmpties: plan.level.exactEmpties + 1, lines: Math.max(lines, 2), avoided };
    const rank = (ranked: CoreLine[]) => ranked.filter((line) => !line.atMost).slice(0, lines).map((line) => moveScoreOf(position, line));
    const withBook = (ranked: CoreLine[]) => [...rank(ranked), ...booked.values()].sort(bestFirst).slice(0, plan.lines);
    progress.set({ stage: 'lines', moves: [...booked.values()], rank: withBook });
    const answer = yield* coreSearch('think', request);
    // The last iteration ends as the search returns, before the core reads its clock again.
    progress.set({ stage: 'lines', moves: [...booked.values()], rank: withBook });
    const depth = answer.lines.length === 0 ? 0 : answer.depth;
    searched = yield* toTheEnd(position, rank(answer.lines), (moves) => progress.set({ stage: 'lines', depth, moves: [...moves, ...booked.values()].sort(bestFirst).slice(0, plan.lines) }));
    nodes = liveNodes(loadedCore());
  }
  const moves = [...booked.values(), ...searched].sort(bestFirst).slice(0, plan.lines);
  return { moves, nodes, ms: now() - started };
}

/**
 * The moves, each exact one's line run to the game's end: the exact solver keeps no line of its
 * own (a ranked exact move comes with itself alone), so the rest is the line of perfect play,
 * solved move by move on the search's table and budget (as `bestMove`'s is). `ranked` is told
 * the moves before and after, a ranking that the solves do not change.
 */
function* toTheEnd(position: CorePosition, moves: MoveScore[], ranked: (moves: MoveScore[]) => void): Searching<MoveScore[]> {
  const short = (move: MoveScore) => move.exact && !endsGame(position, move.pv.map(coreSquare));
  if (!moves.some(short)) return moves;
  ranked(moves);
  const ended: MoveScore[] = [];
  for (const move of moves) ended.push(short(move) ? { ...move, pv: yield* principalVariation(position, move.move, true, move.pv.map(coreSquare)) } : move);
  ranked(ended);
  return ended;
}

/** Moves best first, in square order among equals. */
const bestFirst = (a: MoveScore, b: MoveScore) => b.score - a.score || (a.move < b.move ? -1 : 1);

/** A core line as `analyze` reports it: an exact one's depth is the empties of its move's position, searched to the end. */
export function moveScoreOf(position: CorePosition, line: CoreLine): MoveScore {
  const pv = legalLine(position, line.moves);
  return { move: pv[0] ?? moveName(line.moves[0]!), score: line.score, exact: line.exact, depth: line.exact ? Math.max(line.depth - 1, 0) : line.depth, source: 'search', pv };
}

/** A move's name as a core square (PASS for 'pa'). */
const coreSquare = (move: string): number => (move === 'pa' ? PASS : parseSquare(move));

/**
 * The exact score of a position and every move that reaches it, or `solved: false` when the
 * budget (`nodes`, `timeMs`) ran out first. Never a guess. With `wld`, only the outcome (win,
 * draw or loss) and the moves that keep it, which a null window around 0 proves faster.
 */
export function solve(position: CorePosition, options: SolveOptions & { wld: true }): WldSolution;
export function solve(position: CorePosition, options?: SolveOptions & { wld?: false }): Solution;
export function solve(position: CorePosition, options: SolveOptions): Solution | WldSolution;
export function solve(position: CorePosition, options: SolveOptions = {}): Solution | WldSolution {
  const plan = planOf(options, SOLVE_OPTIONS, 'solve');
  const wld = flag(options.wld, 'wld', false);
  mustNotBeOver(position);
  const started = now();
  return searchNow(withProgress(plan.onProgress, started, (progress) => solveRoot(position, plan, wld, started, progress)));
}

/** `solve` on a lane (`options.lane`, lanes.ts): the same answer, from a search that lets the event loop run between its slices. */
export function solveInLane(position: CorePosition, options: SolveOptions & LaneOption & { wld: true }): Promise<WldSolution>;
export function solveInLane(position: CorePosition, options?: SolveOptions & LaneOption & { wld?: false }): Promise<Solution>;
export function solveInLane(position: CorePosition, options: SolveOptions & LaneOption): Promise<Solution | WldSolution>;
export async function solveInLane(position: CorePosition, options: SolveOptions & LaneOption = {}): Promise<Solution | WldSolution> {
  const lane = laneAsked(options);
  const plan = planOf(options, [...SOLVE_OPTIONS, 'lane'], 'solveAsync', true);
  const wld = flag(options.wld, 'wld', false);
  mustNotBeOver(position);
  const started = now();
  return searchInLane(lane, () => withProgress(plan.onProgress, started, (progress) => solveRoot(position, plan, wld, started, progress)));
}

/**
 * What the core proved of the root's score before its budget ran out: the score's bounds (not
 * under wld, which never gives a score) and the outcome each decides, where one does.
 */
function provedBounds({ lower, upper }: Answer, wld: boolean): Pick<Extract<Solution, { solved: false }>, 'scoreAtLeast' | 'scoreAtMost' | 'outcomeAtLeast' | 'outcomeAtMost'> {
  return {
    ...(wld || lower === -64 ? {} : { scoreAtLeast: lower }),
    ...(wld || upper === 64 ? {} : { scoreAtMost: upper }),
    ...(lower < 0 ? {} : { outcomeAtLeast: lower > 0 ? 'win' : 'draw' }),
    ...(upper > 0 ? {} : { outcomeAtMost: upper < 0 ? 'loss' : 'draw' }),
  };
}

/** `solve` once its options are checked: the root, then the other moves, then the line, each stage told to `progress`. */
function* solveRoot(position: CorePosition, plan: Plan, wld: boolean, started: number, progress: Progress): Searching<Solution | WldSolution> {
  let last: Answer;
  const spent = (known: Omit<Extract<Solution, { solved: false }>, 'solved' | 'nodes' | 'ms'>): Solution => ({ solved: false, ...known, nodes: Number(last.nodes), ms: now() - started });
  const window = wld ? WLD_WINDOW : EXACT_WINDOW;
  const root = (last = yield* solveExact(position, window[0], window[1], plan));
  const score = root.score;
  // The core keeps each completed pass's answer (a midgame presearch, then selective solves): the
  // best so far, never a proof, since the exact pass's answer is kept only once it completes. What
  // the exact pass proved of the score, it keeps apart.
  if (root.spent) return spent({ ...(root.depth === 0 ? {} : { move: moveName(root.move), depth: root.depth }), ...provedBounds(root, wld) });
  const outcome: Outcome = score > 0 ? 'win' : score < 0 ? 'loss' : 'draw';
  const first = moveName(root.move);
  // Every other move reaches the goal when its position is worth at most -goal to the opponent:
  // the score when exact; a win or a draw when wld. In a lost position every move loses.
  const goal = wld ? (outcome === 'win' ? 1 : outcome === 'draw' ? 0 : undefined) : score;
  const bestMoves = [first];
  const others = placements(position)
    .map((square) => ({ move: formatSquare(square), next: afterMove(position, square) }))
    .concat(canPass(position) && canMove(position) ? [{ move: 'pa', next: afterPass(position) }] : [])
    .filter(({ move }) => move !== first);
  const proved = { score: wld ? undefined : score, outcome };
  for (const [done, { move, next }] of others.entries()) {
    progress.set({ stage: 'best-moves', ...proved, done, of: others.length });
    if (goal === undefined) {
      bestMoves.push(move);
      continue;
    }
    if (!isOver(next)) last = yield* solveExact(next, -goal, -goal + 1);
    const value = isOver(next) ? finalScore(next) : last.score;
    if (last.spent) return spent({ ...(wld ? {} : { score }), outcome, bestMoves: [...bestMoves].sort(), unchecked: others.slice(done).map((other) => other.move).sort() });
    if (-value >= goal) bestMoves.push(move);
  }
  bestMoves.sort();
  const pv = yield* principalVariation(position, first, true, [], window, (plies) => progress.set({ stage: 'line', ...proved, plies }));
  const nodes = liveNodes(loadedCore());
  const ms = now() - started;
  return wld ? { solved: true, outcome, bestMoves, pv, nodes, ms } : { solved: true, score, outcome, bestMoves, pv, nodes, ms };
}
