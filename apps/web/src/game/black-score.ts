// The page shows every score of the engine as Black's, as lichess shows White's: the hints on the
// board, the lines, the bar, the graph and the quiz. The engine scores a move for the side to move.
import type { Color } from '@flank/reversi';

/**
 * A score of `side` (the side to move's, as the engine gives a move's) as Black's: + when Black is
 * ahead, − when White is.
 *
 * @example
 * ```ts
 * blackScore(25, 'white'); // -25: White to move is 25 ahead
 * blackScore(4, 'black'); // 4
 * ```
 */
export const blackScore = (score: number, side: Color): number => (side === 'black' ? score : -score);
