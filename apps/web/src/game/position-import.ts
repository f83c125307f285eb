// A pasted transcript or board string becomes a game record, or an error that names what is wrong.
import { type ResolvedRules, ReversiError, Reversi } from '@flank/reversi';
import type { GameRecord } from './record.ts';

/**
 * The game a pasted text describes under a rule set: a transcript (`f5d6c3`, passes as `pa` or
 * left out) is played from the start, keeping its moves to undo; a board string (64 squares and
 * the side to move) starts a game there. Throws the wrapper's error, which names the offending
 * character or move, and an `INVALID_ARGUMENT` error for empty text.
 *
 * @example
 * ```ts
 * importPosition('f5d6', { name: 'othello' }).moves; // ['f5', 'd6']
 * ```
 */
export function importPosition(text: string, rules: ResolvedRules): GameRecord {
  if (text.trim() === '') throw new ReversiError('INVALID_ARGUMENT', 'There is nothing to load: paste a transcript like f5d6c3 or a board string');
  const game = new Reversi(text, { rules });
  const moves = game.history();
  if (moves.length > 0) return { rules, start: null, moves, undone: [] };
  const start = game.toString();
  return { rules, start: start === new Reversi(undefined, { rules }).toString() ? null : start, moves: [], undone: [] };
}
