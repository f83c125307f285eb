// The game in progress survives a reload: the record and the settings, saved after every change in
// the browser's localStorage, and checked move by move by the wrapper when read back.
import { Reversi } from '@flank/reversi';
import type { GameRecord } from '../game/record.ts';
import { Session } from '../game/session.ts';
import { type Settings, settingsOf } from '../play/settings.ts';

/** The part of the Web Storage API that saving needs (localStorage, or a Map-backed stand-in). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KEY = 'flank.game';

/** What is saved. */
export interface SavedGame {
  record: GameRecord;
  settings: Settings;
}

/** Saves the game; a full or refused storage only loses the save, never the game. */
export function saveGame(store: KeyValueStore, saved: SavedGame): void {
  try {
    store.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Private browsing or a full quota: the game goes on unsaved.
  }
}

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;

/** What the store holds: no saved game, one that replays, or one that cannot be read (and why). */
export type Restored =
  | { status: 'none' }
  | { status: 'restored'; session: Session; settings: Settings }
  | { status: 'unreadable'; reason: string };

/**
 * The saved game as a playable session with its settings; `unreadable`, with the reason, when it
 * no longer replays (damaged, an illegal move, an unknown rule set): the page then starts afresh
 * and says so, and keeps the stored value until the person plays on.
 *
 * @example
 * ```ts
 * const restored = restoreGame(localStorage);
 * if (restored.status === 'restored') restored.session.game.moves();
 * ```
 */
export function restoreGame(store: KeyValueStore): Restored {
  let text: string | null;
  try {
    text = store.getItem(KEY);
  } catch {
    return { status: 'none' }; // storage refused: nothing was saved (the page says it cannot save)
  }
  if (text === null) return { status: 'none' };
  try {
    const saved = JSON.parse(text) as Partial<Record<keyof SavedGame, Partial<Record<keyof GameRecord, unknown>>>>;
    const { rules, start, moves, undone } = saved.record ?? {};
    const checkedMoves = strings(moves);
    const checkedUndone = strings(undone);
    if (!checkedMoves || !checkedUndone || (start !== null && typeof start !== 'string')) return { status: 'unreadable', reason: 'it is not a game record' };
    const resolved = new Reversi(undefined, { rules: rules as GameRecord['rules'] }).rules();
    const session = new Session({ rules: resolved, start, moves: checkedMoves, undone: checkedUndone });
    return { status: 'restored', session, settings: settingsOf(saved.settings) };
  } catch (error) {
    return { status: 'unreadable', reason: (error as Error).message };
  }
}
