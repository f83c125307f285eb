// The messages between the page and the engine's Web Worker. Positions travel as records (rules,
// start, moves), not board strings: a board string cannot carry the passes just played (two in a
// row end a game under voluntaryPass) nor, under reversi, the discs left in hand.
import type { Analysis, BestMove, MoveScore, SearchOptions, Solution, Source } from '@flank/reversi';
import type { GameRecord } from '../game/record.ts';

/** A position, as the worker rebuilds it. */
export type JobPosition = Pick<GameRecord, 'rules' | 'start' | 'moves'>;

/**
 * A position as a string, the same for the same position: the key of what the engine found of it.
 *
 * @example
 * ```ts
 * positionKey({ rules: { name: 'othello' }, start: null, moves: ['f5'] }); // '{"name":"othello"}||f5'
 * ```
 */
export const positionKey = (position: JobPosition) => `${JSON.stringify(position.rules)}|${position.start ?? ''}|${position.moves.join('')}`;

/** One piece of work for the engine. */
export type SearchJob =
  | { kind: 'best-move'; position: JobPosition; options: SearchOptions }
  | { kind: 'analyze'; position: JobPosition; options: SearchOptions }
  /**
   * The best moves (`options.lines` of them, every move without it) with their lines, as `analyze`
   * ranks them in one search on the table the worker's last search left (`reuseTable`), each
   * iteration's ranking told to the page as it completes.
   */
  | {
      kind: 'lines';
      position: JobPosition;
      options: Omit<SearchOptions, 'reuseTable' | 'onProgress'>;
      /** On an emptied table instead (the exact solve after a midgame search of the position, analysis-lane.ts). */
      fresh?: boolean;
    }
  | { kind: 'solve'; position: JobPosition; options: Pick<SearchOptions, 'nodes' | 'timeMs'> }
  /** The position's value for black: the final disc difference once over, else a search's score and line. */
  | { kind: 'evaluate'; position: JobPosition; options: SearchOptions }
  /** Several positions' values for black, as `evaluate` gives them, in one job: the graph's quick pass. */
  | { kind: 'evaluate-all'; positions: JobPosition[]; options: SearchOptions };

/** A position's value, from black's side, and the line the engine expects. */
export interface Evaluation {
  /** The final disc difference for black: exact when `exact`, else the search's prediction. */
  black: number;
  exact: boolean;
  /** Plies searched (0 when the game is over). */
  depth: number;
  /** The expected moves from the position, passes as `'pa'`. */
  pv: string[];
  source: Source;
}

/** The engine's best moves at a position as far as its search has gone. */
export interface RankedMoves {
  /** The moves ranked, best first, each with its score for the side to move and its line (`pv`). */
  moves: MoveScore[];
  /** The search's last completed iteration, in plies (for a search to the end, its empties); 0 when nothing was searched. */
  depth: number;
  /** Positions searched and the milliseconds it took, so far: the page shows the speed. */
  nodes: number;
  ms: number;
}

/** A `lines` job's answer: its last ranking, and whether a stop cut its search short of its bound. */
export interface BestLines extends RankedMoves {
  stopped: boolean;
}

/** What each kind of job answers. */
export interface JobResults {
  'best-move': BestMove;
  analyze: Analysis;
  lines: BestLines;
  solve: Solution;
  evaluate: Evaluation;
  'evaluate-all': number[];
}

/** What each kind of job tells while it runs: a `lines` job each ranking, the others nothing. */
export interface JobProgress {
  lines: RankedMoves;
}

/** What a job tells while it runs. */
export type ProgressOf<J extends SearchJob> = J['kind'] extends keyof JobProgress ? JobProgress[J['kind']] : never;

/** The answer to a job. */
export type ResultOf<J extends SearchJob> = JobResults[J['kind']];

/**
 * The values of the flag that stops the worker's search, where the page can share memory with it
 * (cross-origin isolated): any but `searching` stops the search as a spent budget would, and the
 * job answers what it knew. `cancelled`: the answer is dropped; `answering`: it is wanted.
 */
export const STOP_FLAG = { searching: 0, cancelled: 1, answering: 2 } as const;

/** From the page to the worker: first the engine's files (once) and the stop flag, then jobs. */
export type ToWorker =
  | {
      type: 'init';
      wasm: WebAssembly.Module;
      weights: ArrayBuffer;
      /** The linear weights beside a network (`false` where `weights` are they). */
      linearWeights: ArrayBuffer | false;
      book: ArrayBuffer;
      threads: { count: number; wasm: WebAssembly.Module } | undefined;
      stop: Int32Array | undefined;
    }
  | { type: 'job'; id: number; job: SearchJob };

/** From the worker to the page: what a job tells while it runs, its answer or error; `failed` when the engine could not load. */
export type FromWorker =
  | { type: 'progress'; id: number; progress: JobProgress[keyof JobProgress] }
  | { type: 'result'; id: number; result: JobResults[keyof JobResults] }
  | { type: 'error'; id: number; message: string }
  | { type: 'failed'; message: string };
