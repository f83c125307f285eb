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
  /** Every legal move's score, as `analyze`, and the lines of the best `count` of them. */
  | { kind: 'lines'; position: JobPosition; options: SearchOptions; count: number }
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

/** The engine's best moves at a position: every legal move's score, and the best ones' lines. */
export interface BestLines {
  /** Every legal move with its score for the side to move, best first (`analyze`'s). */
  moves: MoveScore[];
  /** The best moves, best first, each as an evaluation of the position whose line starts with it. */
  lines: Evaluation[];
  /** Positions searched, the lines' included, and the milliseconds it took: the page shows the speed. */
  nodes: number;
  ms: number;
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

/** The answer to a job. */
export type ResultOf<J extends SearchJob> = JobResults[J['kind']];

/**
 * The values of the flag that stops the worker's search, where the page can share memory with it
 * (cross-origin isolated): any but `searching` stops the search as a spent budget would. `cancelled`:
 * the answer is dropped, so every search of the job stops; `answering`: the job's main search
 * stops and the job answers what it knew, its lines (quick: the table holds them) searched after.
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

/** From the worker to the page: each job's answer or error; `failed` when the engine could not load. */
export type FromWorker =
  | { type: 'result'; id: number; result: JobResults[keyof JobResults] }
  | { type: 'error'; id: number; message: string }
  | { type: 'failed'; message: string };
