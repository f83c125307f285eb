// The games that new games, loads and moves played in the past replaced, kept for undo to bring
// back: the latest last, and no more than REPLACED_KEPT of them.
import type { PlayedLine } from '../game/played-line.ts';
import type { GameLines } from './game-lines.ts';
import type { PageMode } from './page-mode.ts';

/** Undo brings back at most this many replaced games. */
export const REPLACED_KEPT = 20;

/** A game replaced by another, and where undo brings it back: when the game that replaced it is back to `at` moves. */
export interface ReplacedGame {
  playedLine: PlayedLine;
  lines: GameLines;
  at: number;
  /** The move the board showed then (null: the end). */
  view: number | null;
  mode: PageMode;
}

/**
 * The replaced games, for undo.
 *
 * @example
 * ```ts
 * const replaced = new ReplacedGames();
 * replaced.remember({ playedLine, lines, at: 0, view: null, mode: 'play' });
 * replaced.takeAt(0); // the game, once the new one is back to its start
 * ```
 */
export class ReplacedGames {
  #games: ReplacedGame[] = [];

  /** Keeps a game that another replaces, dropping the oldest past REPLACED_KEPT. */
  remember(game: ReplacedGame): void {
    this.#games.push(game);
    if (this.#games.length > REPLACED_KEPT) this.#games.shift();
  }

  /** Takes the latest replaced game when the game that replaced it is back to `at` moves; else undefined, and nothing taken. */
  takeAt(at: number): ReplacedGame | undefined {
    return this.#games.at(-1)?.at === at ? this.#games.pop() : undefined;
  }

  /** Whether undo has a game to bring back. */
  get any(): boolean {
    return this.#games.length > 0;
  }
}
