// The engine's work, the same in the Web Worker and in the tests' engine (which runs it in Node).
import type { SearchOptions } from '@flank/reversi';
import { replay } from '../game/record.ts';
import type { BestLines, Evaluation, JobPosition, ProgressOf, RankedMoves, ResultOf, SearchJob } from './protocol.ts';

/**
 * Runs one job on an initialized @flank/reversi and returns its answer. Throws the wrapper's error
 * when the position is not a legal game or the game is over (except `evaluate`, which scores it).
 * A `lines` job tells `onProgress` each ranking as its search makes it, and answers whether
 * `stopped` (the worker's stop flag, read as the search returns) cut it short.
 *
 * @example
 * ```ts
 * runJob({ kind: 'best-move', position: { rules: { name: 'othello' }, start: null, moves: [] }, options: { level: 1 } }).move; // 'c4'
 * ```
 */
export function runJob<J extends SearchJob>(job: J, onProgress: (progress: ProgressOf<J>) => void = () => undefined, stopped: () => boolean = () => false): ResultOf<J> {
  if (job.kind === 'evaluate-all') return job.positions.map((position) => evaluate(position, job.options).black) as ResultOf<J>;
  const game = replay(job.position);
  switch (job.kind) {
    case 'best-move':
      return game.bestMove(job.options) as ResultOf<J>;
    case 'analyze':
      return game.analyze(job.options) as ResultOf<J>;
    case 'lines': {
      // Nothing searched (the opening book's moves alone): no iteration, depth 0.
      let last: RankedMoves = { moves: [], depth: 0, nodes: 0, ms: 0 };
      const analysis = game.analyze({
        ...job.options,
        reuseTable: job.fresh !== true,
        onProgress: (progress) => {
          // Before the search the ranking holds the book's moves alone: without any, it says nothing yet.
          if (progress.stage !== 'lines' || progress.moves.length === 0) return;
          last = { moves: progress.moves, depth: progress.depth, nodes: progress.nodes, ms: progress.ms };
          (onProgress as (ranked: RankedMoves) => void)(last);
        },
      });
      const result: BestLines = { moves: analysis.moves, depth: last.depth, nodes: analysis.nodes, ms: analysis.ms, stopped: stopped() };
      return result as ResultOf<J>;
    }
    case 'solve':
      return game.solve(job.options) as ResultOf<J>;
    case 'evaluate':
      return evaluate(job.position, job.options) as ResultOf<J>;
  }
}

/** A position's value for black: the final disc difference once over, else a search's score and line. */
function evaluate(position: JobPosition, options: SearchOptions): Evaluation {
  const game = replay(position);
  if (game.isGameOver()) {
    const { black, white } = game.score({ emptiesToWinner: true });
    return { black: black - white, exact: true, depth: 0, pv: [], source: 'search' };
  }
  const { score, exact, depth, pv, source } = game.bestMove(options);
  return { black: game.turn() === 'black' ? score : -score, exact, depth, pv, source };
}
