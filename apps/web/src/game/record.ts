// What a game is, as the page keeps, saves and sends it to the search worker: the rule set, where it
// started and the moves since. The live position is always a replay of this through @flank/reversi,
// which owns every rule; the page never decides what is legal.
import { type ResolvedRules, Reversi } from '@flank/reversi';

/** A game: enough to rebuild its position and history anywhere (the page, the worker, a reload). */
export interface GameRecord {
  rules: ResolvedRules;
  /** The board string the game started from, or null for the rule set's own start. */
  start: string | null;
  /** The moves played from `start`, passes as `'pa'`. */
  moves: string[];
  /** Moves taken back and not yet replayed, the next one to redo last. */
  undone: string[];
  /** Who played it, when and where, as a loaded record says (GGF's PB, PW, DT, PC). */
  about?: GameAbout;
}

/** A loaded game's players, date and place. */
export interface GameAbout {
  black?: string;
  white?: string;
  date?: string;
  place?: string;
}

/**
 * A new game under a rule set.
 *
 * @example
 * ```ts
 * newRecord({ name: 'othello' }); // { rules: { name: 'othello' }, start: null, moves: [], undone: [] }
 * ```
 */
export function newRecord(rules: ResolvedRules): GameRecord {
  return { rules, start: null, moves: [], undone: [] };
}

/**
 * The game a record describes, replayed move by move. Throws the wrapper's error (naming the move)
 * when a move is not legal there.
 *
 * @example
 * ```ts
 * replay({ ...newRecord({ name: 'othello' }), moves: ['f5', 'd6'] }).turn(); // 'black'
 * ```
 */
export function replay(record: Pick<GameRecord, 'rules' | 'start' | 'moves'>): Reversi {
  const game = new Reversi(record.start ?? undefined, { rules: record.rules });
  for (const move of record.moves) game.move(move);
  return game;
}

/** Whether the side to move has to pass: no disc to place, and the game goes on. */
export function mustPass(game: Reversi): boolean {
  return !game.isGameOver() && game.moves().length === 0;
}
