// Which board strings a reversi game can reach. A board string has no history, so most of a game
// cannot be checked; its start can: the first four discs go on the centre squares, black first,
// in turn, and turn nothing, so the centre is full from the fourth disc on.
import type { Color, Discs } from '../notation/board-string.ts';
import { countSquares } from '../notation/square.ts';

/** d4, e4, d5, e5. */
const CENTRE = (1n << 27n) | (1n << 28n) | (1n << 35n) | (1n << 36n);

/**
 * Why no reversi game reaches a board with this side to move, or null when one may.
 *
 * @example
 * ```ts
 * reversiBoardProblem({ black: 1n, white: 0n }, 'white'); // 'a1 holds a disc, but ...'
 * ```
 */
export function reversiBoardProblem(discs: Discs, turn: Color): string | null {
  const placed = discs.black | discs.white;
  const count = countSquares(placed);
  if (count >= 4) {
    return (placed & CENTRE) === CENTRE ? null : 'a centre square (d4, e4, d5, e5) is empty, but reversi fills the four of them with its first four discs';
  }
  if ((placed & ~CENTRE) !== 0n) return `a disc lies outside the centre, but reversi's first four discs (${count} here) go on d4, e4, d5 and e5`;
  const black = countSquares(discs.black);
  const expected = { black: Math.ceil(count / 2), turn: count % 2 === 0 ? 'black' : 'white' };
  if (black !== expected.black || turn !== expected.turn) {
    return `with ${count} disc${count === 1 ? '' : 's'} placed in turn, black first, black has ${expected.black} and ${expected.turn} is to move`;
  }
  return null;
}
