// The page's game kept in the browser's store: opened from it when the page opens, saved after
// every change. A saved game that cannot be read is not overwritten until the person plays on,
// and the page says why it could not be read.
import { newRecord } from '../game/record.ts';
import type { SavedReview } from '../review/saved-review.ts';
import { PlayedLine } from '../game/played-line.ts';
import { type KeyValueStore, restoreGame, saveGame } from '../storage/saved-game.ts';
import { GameLines } from './game-lines.ts';
import { PageGame } from './page-game.ts';
import { DEFAULT_SETTINGS } from './settings.ts';

/**
 * The saved game and its saving.
 *
 * @example
 * ```ts
 * const saving = new PageSaving(localStorage, seed);
 * saving.page; // the saved game, or a fresh one
 * saving.save(review.saved());
 * ```
 */
export class PageSaving {
  #store: KeyValueStore;
  /** The game the page opens with: the saved one, or a fresh one where none was or it could not be read. */
  readonly page: PageGame;
  /**
   * Why the saved game could not be read, when it could not: the page starts afresh, and the
   * stored value is kept (not overwritten) until the person plays on.
   */
  error: string | null = null;
  /** The review saved with the game, for the review lane to bring back if it is still the game's. */
  readonly review: SavedReview | undefined;

  constructor(store: KeyValueStore, bookSeed: number) {
    this.#store = store;
    const restored = restoreGame(store);
    const saved = restored.status === 'restored' ? restored : null;
    const playedLine = saved?.playedLine ?? new PlayedLine(newRecord({ name: 'othello' }));
    const lines = saved?.variations ? new GameLines(saved.variations.lines, saved.variations.line) : new GameLines([playedLine.record.moves]);
    this.page = new PageGame({
      playedLine,
      lines,
      mode: saved?.mode ?? 'play',
      settings: saved?.settings ?? { ...DEFAULT_SETTINGS },
      bookSeed,
      ...(saved && { lastAction: { kind: 'loaded', moves: [] } }),
      ...(saved?.resigned && { resigned: saved.resigned }),
    });
    this.review = saved?.review;
    if (restored.status === 'unreadable') this.error = restored.reason;
  }

  /**
   * Saves the game with its main line's `review` (when done), unless the saved one could not be
   * read and the person has not played on yet.
   */
  save(review?: SavedReview): void {
    const { record, settings, lines, mode } = this.page;
    const resigned = this.page.resignedBy() ?? undefined;
    if (this.error === null) saveGame(this.#store, { record, settings, variations: lines.all, mode, ...(resigned && { resigned }), ...(review && { review }) });
  }

  /** The person plays on: the game shown is now theirs to keep, over an unreadable saved one. */
  playedOn(): void {
    this.error = null;
  }
}
