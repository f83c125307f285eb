// How a long search tells how it goes while it runs. The core answers in one call, and a slice of
// it cannot be resumed (a spent budget unwinds the search), so reports come from the clock the core
// already reads every 4096 nodes (core/engine.ts, watchSearch), and between the wrapper's calls:
// the searches run exactly as unwatched, and their answers are the same.
import { PASS, loadedCore, now, stoppable, watchSearch } from '../core/engine.ts';
import { type Answer, type CoreExports, type CoreLine, LAYOUT, liveNodes, readAnswer } from '../core/core-interface.ts';
import type { MoveScore } from './search.ts';
import type { Searching } from '../core/searching.ts';
import { described } from '../arguments.ts';
import { ReversiError } from '../errors.ts';
import { formatSquare } from '../notation/square.ts';
import type { Outcome } from './outcome.ts';

/** A core square's name: 'pa' for PASS. */
export const moveName = (square: number): string => (square === PASS ? 'pa' : formatSquare(square));

/**
 * How far a search has come, as `onProgress` hears it: the nodes searched and the milliseconds
 * spent so far, and the stage:
 * - `'search'`: the core searches the root. `move` is the best move its last completed pass found,
 *   `depth` that pass's plies of midgame search or, for a solve's passes to the end, its empties
 *   (0 and undefined before one completes: a pass's answer is known only once it completes).
 * - `'lines'` (`analyze`): the moves as the search ranks them so far, best first (`MoveScore`s):
 *   those of its last completed iteration, `depth` plies deep (0 before the first: the opening
 *   book's moves alone), and, searched to the end, each move as it is proved.
 * - `'best-moves'` (`solve`): the root is solved (its `score`, or only its `outcome` under `wld`),
 *   and each other move is checked for it; `done` of `of` so far.
 * - `'line'` (`solve`): the line of perfect play is followed, `plies` of it so far.
 */
export type SearchProgress = { nodes: number; ms: number } & SearchStage;

/** Where a search stands, without its nodes and time: see `SearchProgress`. */
export type SearchStage =
  | { stage: 'search'; move: string | undefined; depth: number }
  | { stage: 'lines'; depth: number; moves: MoveScore[] }
  | { stage: 'best-moves'; score: number | undefined; outcome: Outcome; done: number; of: number }
  | { stage: 'line'; score: number | undefined; outcome: Outcome; plies: number };

/**
 * A stage as the search sets it: the root search's move and depth are the core's, read at each
 * report; so are the ranked moves of `analyze` while the core ranks them, which `rank` makes
 * `MoveScore`s (`moves`, the opening book's, until the core has searched). A 'lines' stage without
 * `rank` is a ranking already made (the core's calls then, solving its lines, change it not).
 */
type Stage =
  | { stage: 'search' }
  | { stage: 'lines'; moves: MoveScore[]; rank: (lines: CoreLine[]) => MoveScore[] }
  | Exclude<SearchStage, { stage: 'search' }>;

/**
 * How many nodes apart the reports of a running core search are: about a tenth of a second at the
 * exact solver's pace on one core (13 M nodes/s, docs/benchmarks.md), and counted in nodes, not
 * time, so that the same search always reports the same way (and in a Worker, whose clock stands
 * still). A change of stage is reported at once.
 */
export const PROGRESS_EVERY_NODES = 1 << 20;

/** Where a search reports to; `set` says a new stage at once. */
export interface Progress {
  set(stage: Stage): void;
}

/** The `onProgress` option checked: a function, or undefined for none. */
export function progressListener(value: unknown): ((progress: SearchProgress) => void) | undefined {
  if (value === undefined || typeof value === 'function') return value as ((progress: SearchProgress) => void) | undefined;
  throw new ReversiError('INVALID_ARGUMENT', `onProgress must be a function, got ${described(value)}`);
}

/**
 * The deadline to give the core's `limits`: a watched search, one a stop flag may stop
 * (`stopSearchesWhen`), or a lane's (`sliced`: its clock suspends it), needs one for the core to
 * read its clock (Infinity when none).
 */
export function watchedDeadline(deadline: number, listener: unknown, sliced = false): number {
  return (listener === undefined && !stoppable() && !sliced) || deadline !== 0 ? deadline : Infinity;
}

/**
 * Runs a search (`run`, which calls `limits` with `watchedDeadline` first) with its progress told
 * to `listener`: the stage `run` sets, and every PROGRESS_EVERY_NODES nodes while the core runs.
 * Without a listener it runs the search as it is.
 */
export function* withProgress<T>(listener: ((progress: SearchProgress) => void) | undefined, started: number, run: (progress: Progress) => Searching<T>): Searching<T> {
  if (listener === undefined) return yield* run({ set: () => {} });
  const core = loadedCore();
  let stage: Stage = { stage: 'search' };
  let next = PROGRESS_EVERY_NODES;
  /** The ranking last reported (answerMark): `analyze` reports each new one at once. */
  let mark = '';
  /** Whether the core has searched yet: until it has, its answer is the last search's. */
  let searched = false;
  const report = () => {
    const nodes = searched ? liveNodes(core) : 0;
    next = nodes + PROGRESS_EVERY_NODES;
    listener({ ...found(), nodes, ms: now() - started } as SearchProgress);
  };
  /** The stage, with what the running search has found for it. */
  const found = (): SearchStage => {
    if (stage.stage === 'search') {
      const answer = readAnswer(core);
      return { stage: 'search', move: answer.depth === 0 ? undefined : moveName(answer.move), depth: answer.depth };
    }
    if (stage.stage === 'lines' && 'rank' in stage) {
      if (!searched) return { stage: 'lines', depth: 0, moves: stage.moves };
      mark = answerMark(core);
      const answer = readAnswer(core);
      return { stage: 'lines', depth: answer.lines.length === 0 ? 0 : answer.depth, moves: answer.lines.length === 0 ? stage.moves : stage.rank(answer.lines) };
    }
    return stage;
  };
  const progress: Progress = {
    set(given) {
      stage = given;
      report();
    },
  };
  return yield* watchSearch(() => {
    searched = true;
    if (liveNodes(core) >= next || (stage.stage === 'lines' && 'rank' in stage && answerMark(core) !== mark)) report();
  }, afterEachCall(run(progress), () => (searched = true)));
}

/** A search's steps, with `called` told as each of its core calls returns. */
function* afterEachCall<T>(search: Searching<T>, called: () => void): Searching<T> {
  let step = search.next();
  while (!step.done) {
    let answer: Answer;
    try {
      answer = yield step.value;
    } catch (error) {
      step = search.throw(error);
      continue;
    }
    called();
    step = search.next(answer);
  }
  return step.value;
}

/**
 * What changes in the core's answer when its ranking does (an iteration completes, a move is
 * proved): the head's depth and each line's score, depth and flags. Cheap enough to read at every
 * clock read of the core, where the whole answer is not.
 */
function answerMark(core: CoreExports): string {
  const view = new DataView(core.memory.buffer, core.answer(), LAYOUT.answer.bytes + LAYOUT.line.bytes * LAYOUT.line.most);
  const count = Math.min(view.getInt32(LAYOUT.answer.lineCount, true), LAYOUT.line.most);
  let mark = `${view.getInt32(LAYOUT.answer.depth, true)}:${count}`;
  for (let i = 0; i < count; i++) mark += `,${view.getUint32(LAYOUT.answer.bytes + i * LAYOUT.line.bytes, true)}`;
  return mark;
}
