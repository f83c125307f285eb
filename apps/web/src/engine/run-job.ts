// The engine's work, the same in the Web Worker and in the tests' engine (which runs it in Node).
import { replay } from '../game/record.ts';
import type { Evaluation, BestLines, ResultOf, SearchJob } from './protocol.ts';

/**
 * A line's moves after its first come from a search of the position after it at the depth its
 * score came from: the analysis just filled the table for it, so this is quick; it stops here at
 * the latest.
 */
const LINE_MS = 300;

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
    case 'lines': {
      const analysis = game.analyze(job.options);
      const sign = game.turn() === 'black' ? 1 : -1;
      const lines = analysis.moves.slice(0, job.count).map(({ move, score, exact, depth, source }): Evaluation => {
        const after = replay(job.position);
        after.move(move);
        const rest = after.isGameOver()
          ? []
          : after.bestMove({ ...job.options, timeMs: Math.min(job.options.timeMs ?? LINE_MS, LINE_MS), ...(exact ? {} : { depth: Math.max(1, depth - 1) }) }).pv;
        return { black: sign * score, exact, depth, pv: [move, ...rest], source };
      });
      const result: BestLines = { moves: analysis.moves, lines, ms: analysis.ms };
      return result as ResultOf<J>;
    }
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
