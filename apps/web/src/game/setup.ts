// What the board editor checks before a set-up position is played: the positions no game under the
// rule set can reach, each with its reason. Reversi's start is the wrapper's to check (it refuses
// such a board as it loads it); the editor names that reason in the page's language.
import { type Color, type ResolvedRules, Reversi, ReversiError } from '@flank/reversi';

/** Why a set-up position cannot be played. */
export type SetupProblem =
  /** Othello and free placement start with the four centre squares filled, and discs are never taken off. */
  | { kind: 'centre' }
  /** Free placement: every disc touches one already on the board, so all discs form one group. */
  | { kind: 'detached'; square: string }
  /** Reversi: the first four discs go on the centre squares, black first, in turn (the wrapper's refusal). */
  | { kind: 'reversi-start' }
  /** Neither side could move: the game would be over already. */
  | { kind: 'over' };

const CENTRE = [27, 28, 35, 36];
const squareName = (index: number) => `${'abcdefgh'[index % 8]}${Math.floor(index / 8) + 1}`;

/**
 * The problem with a set-up position (`discs`: 64 squares a1..h8, `turn`: the side to move), or null
 * when it can be played.
 *
 * @example
 * ```ts
 * setupProblem(Array(64).fill(null), 'black', { name: 'othello' }); // { kind: 'centre' }
 * ```
 */
export function setupProblem(discs: readonly (Color | null)[], turn: Color, rules: ResolvedRules): SetupProblem | null {
  const placed = discs.flatMap((disc, index) => (disc ? [index] : []));
  if (rules.name !== 'reversi' && !CENTRE.every((index) => discs[index] !== null)) return { kind: 'centre' };
  if (rules.name === 'free-placement') {
    const detached = placed.find((index) => !connected(discs).has(index));
    if (detached !== undefined) return { kind: 'detached', square: squareName(detached) };
  }
  let game: Reversi;
  try {
    game = new Reversi(boardString(discs, turn), { rules });
  } catch (error) {
    // A board string written here always parses: the one refusal left is reversi's start.
    if (error instanceof ReversiError && error.code === 'INVALID_BOARD') return { kind: 'reversi-start' };
    throw error;
  }
  return game.isGameOver() ? { kind: 'over' } : null;
}

/** The squares holding discs that are joined to the centre, square by neighbouring square. */
function connected(discs: readonly (Color | null)[]): Set<number> {
  const reached = new Set<number>();
  const queue = CENTRE.filter((index) => discs[index] !== null);
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (reached.has(next)) continue;
    reached.add(next);
    const [column, row] = [next % 8, Math.floor(next / 8)];
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const [x, y] = [column + dx, row + dy];
        if (x >= 0 && x < 8 && y >= 0 && y < 8 && discs[y * 8 + x] !== null) queue.push(y * 8 + x);
      }
    }
  }
  return reached;
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
  return `${discs.map((disc) => (disc === 'black' ? 'X' : disc === 'white' ? 'O' : '-')).join('')} ${turn === 'black' ? 'X' : 'O'}`;
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
