// The engine's work, the same in the Web Worker and in the tests' engine (which runs it in Node).
import { replay } from '../game/record.ts';
import type { Evaluation, ResultOf, SearchJob } from './protocol.ts';

/**
 * Runs one job on an initialized @flank/reversi and returns its answer. Throws the wrapper's error
 * when the position is not a legal game or the game is over (except `evaluate`, which scores it).
 *
 * @example
 * ```ts
 * runJob({ kind: 'best-move', position: { rules: { name: 'othello' }, start: null, moves: [] }, options: { level: 1 } }).move; // 'c4'
 * ```
 */
export function runJob<J extends SearchJob>(job: J): ResultOf<J> {
  const game = replay(job.position);
  switch (job.kind) {
    case 'best-move':
      return game.bestMove(job.options) as ResultOf<J>;
    case 'analyze':
      return game.analyze(job.options) as ResultOf<J>;
    case 'solve':
      return game.solve(job.options) as ResultOf<J>;
    case 'evaluate': {
      if (game.isGameOver()) {
        const { black, white } = game.score({ emptiesToWinner: true });
        const over: Evaluation = { black: black - white, exact: true, depth: 0, pv: [], source: 'search' };
        return over as ResultOf<J>;
      }
      const { score, exact, depth, pv, source } = game.bestMove(job.options);
      const evaluation: Evaluation = { black: game.turn() === 'black' ? score : -score, exact, depth, pv, source };
      return evaluation as ResultOf<J>;
    }
  }
}
