// What the board editor checks before a set-up position is played: what the wrapper says rules the
// board out under the rule set (`boardProblem`), and whether the game would be over already. The
// editor names the problem in the page's language.
import { type BoardProblem, type Color, type ResolvedRules, Reversi, boardProblem, formatBoardString } from '@flank/reversi';

/** Why a set-up position cannot be played: what rules the board out, or `over` when neither side could move. */
export type SetupProblem = BoardProblem | { kind: 'over' };

/**
 * The problem with a set-up position (`discs`: 64 squares a1..h8, `turn`: the side to move), or null
 * when it can be played.
 *
 * @example
 * ```ts
 * setupProblem(Array(64).fill(null), 'black', { name: 'othello' }); // { kind: 'centre', reason: ... }
 * ```
 */
export function setupProblem(discs: readonly (Color | null)[], turn: Color, rules: ResolvedRules): SetupProblem | null {
  const position = boardString(discs, turn);
  const problem = boardProblem(position, { rules });
  if (problem) return problem;
  return new Reversi(position, { rules }).isGameOver() ? { kind: 'over' } : null;
}

/**
 * The board string of a set-up position.
 *
 * @example
 * ```ts
 * boardString(discs, 'white'); // '---------------------------OX------XO--------------------------- O'
 * ```
 */
export function boardString(discs: readonly (Color | null)[], turn: Color): string {
  const of = (color: Color) => discs.reduce((bits, disc, square) => (disc === color ? bits | (1n << BigInt(square)) : bits), 0n);
  return formatBoardString({ black: of('black'), white: of('white') }, turn);
}

/**
 * The discs of a board as the editor holds them: 64 squares a1..h8.
 *
 * @example
 * ```ts
 * discsOf(new Reversi()).filter(Boolean).length; // 4
 * ```
 */
export function discsOf(game: Reversi): (Color | null)[] {
  return game.board().flat();
}
