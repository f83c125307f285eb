// The engine's work, the same in the Web Worker and in the tests' engine (which runs it in Node).
import type { Reversi, SearchOptions } from '@flank/reversi';
import { replay } from '../game/record.ts';
import type { BestLines, Evaluation, JobPosition, ResultOf, SearchJob } from './protocol.ts';

/**
 * A line's moves after its first come from a search of the position after it at the depth its
 * score came from: the analysis just filled the table for it, so this is quick; it stops here at
 * the latest.
 */
const LINE_MS = 300;
/** An exact line's proof stops here at the latest. */
const EXACT_LINE_MS = 3_000;

/**
 * The moves after a line's first. An exact score's line is the solver's proved one: a search cut
 * at LINE_MS stopped exact lines after a move or two once several lines shared the table. The
 * analysis has just proved it, so the solve is quick; should it not finish, the search's line stands.
 */
function lineAfter(after: Reversi, options: SearchOptions, exact: boolean, depth: number): { pv: string[]; nodes: number } {
  if (exact) {
    const solution = after.solve({ timeMs: EXACT_LINE_MS });
    if (solution.solved) return solution;
  }
  const best = after.bestMove({ ...options, timeMs: Math.min(options.timeMs ?? LINE_MS, LINE_MS), ...(exact ? {} : { depth: Math.max(1, depth - 1) }) });
  return best;
}

/**
 * Runs one job on an initialized @flank/reversi and returns its answer. Throws the wrapper's error
 * when the position is not a legal game or the game is over (except `evaluate`, which scores it).
 * `searched` is called once the main search of a `lines` job is done, before its lines are searched:
 * the worker lets a stopped job's lines be searched there.
 *
 * @example
 * ```ts
 * runJob({ kind: 'best-move', position: { rules: { name: 'othello' }, start: null, moves: [] }, options: { level: 1 } }).move; // 'c4'
 * ```
 */
export function runJob<J extends SearchJob>(job: J, searched: () => void = () => undefined): ResultOf<J> {
  if (job.kind === 'evaluate-all') return job.positions.map((position) => evaluate(position, job.options).black) as ResultOf<J>;
  const game = replay(job.position);
  switch (job.kind) {
    case 'best-move':
      return game.bestMove(job.options) as ResultOf<J>;
    case 'analyze':
      return game.analyze(job.options) as ResultOf<J>;
    case 'lines': {
      const analysis = game.analyze(job.options);
      searched();
      const sign = game.turn() === 'black' ? 1 : -1;
      let nodes = analysis.nodes;
      const lines = analysis.moves.slice(0, job.count).map(({ move, score, exact, depth, source }): Evaluation => {
        const after = replay(job.position);
        after.move(move);
        const rest = after.isGameOver() ? { pv: [], nodes: 0 } : lineAfter(after, job.options, exact, depth);
        nodes += rest.nodes;
        return { black: sign * score, exact, depth, pv: [move, ...rest.pv], source };
      });
      const result: BestLines = { moves: analysis.moves, lines, nodes, ms: analysis.ms };
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
