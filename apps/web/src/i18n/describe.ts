// Sentences about the game, in the page's language: what just happened (read out to screen
// readers, and shown for passes) and where the game stands.
import type { Move, ResolvedRules, Reversi } from '@flank/reversi';
import type { LastAction } from '../play/page-game.ts';
import type { Messages } from './messages.ts';

/** Whether a pass under these rules was forced: only free placement's voluntaryPass lets a player pass by choice. */
const passesAreForced = (rules: ResolvedRules) => !(rules.name === 'free-placement' && rules.voluntaryPass);

/**
 * The moves of an action as a sentence each: "Black plays d3", "White has no move and passes".
 *
 * @example
 * ```ts
 * describeMoves(MESSAGES.en, [{ color: 'black', square: 'f5', flips: ['e5'] }], { name: 'othello' }); // ['Black plays f5']
 * ```
 */
export function describeMoves(t: Messages, moves: Move[], rules: ResolvedRules): string[] {
  return moves.map((move) => (move.square === 'pa' ? t.passes(move.color, passesAreForced(rules)) : t.plays(move.color, move.square)));
}

/**
 * What the page announces after an action: the moves played, how many were taken back, or the
 * position now shown (`history`: the game's moves, to name the one that led there).
 */
export function describeAction(t: Messages, action: LastAction, rules: ResolvedRules, history: readonly Move[]): string {
  switch (action.kind) {
    case 'undone':
      return t.undone(action.moves.length);
    case 'restored':
      return t.restored;
    case 'viewed':
      return t.viewed(action.ply, action.plies, history[action.ply - 1] ?? null);
    case 'resigned':
      return t.resigned(action.color);
    case 'branched':
      return [...describeMoves(t, action.moves, rules), t.branched(action.kept)].join('. ');
    default:
      return describeMoves(t, action.moves, rules).join('. ');
  }
}

/** The pass that was just played, as a notice ("White has no move and passes"), or null. */
export function passNotice(t: Messages, game: Reversi): string | null {
  const last = game.history({ verbose: true }).at(-1);
  return last?.square === 'pa' ? describeMoves(t, [last], game.rules())[0]! : null;
}

/** The result once the game is over ("Game over: Black wins 40–24"), else null. */
export function resultText(t: Messages, game: Reversi): string | null {
  const result = game.result();
  if (result === null) return null;
  const { black, white } = game.score();
  return result === 'draw' ? t.draw(black) : t.wins(result, black, white);
}
