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

/**
 * The saved game as a playable session with its settings, or null when there is none or it no
 * longer replays (an illegal move, an unknown rule set): then the page starts afresh.
 *
 * @example
 * ```ts
 * const restored = restoreGame(localStorage);
 * if (restored) restored.session.game.moves();
 * ```
 */
export function restoreGame(store: KeyValueStore): { session: Session; settings: Settings } | null {
  try {
    const text = store.getItem(KEY);
    if (text === null) return null;
    const saved = JSON.parse(text) as Partial<Record<keyof SavedGame, Partial<Record<keyof GameRecord, unknown>>>>;
    const { rules, start, moves, undone } = saved.record ?? {};
    const checkedMoves = strings(moves);
    const checkedUndone = strings(undone);
    if (!checkedMoves || !checkedUndone || (start !== null && typeof start !== 'string')) return null;
    const resolved = new Reversi(undefined, { rules: rules as GameRecord['rules'] }).rules();
    const session = new Session({ rules: resolved, start, moves: checkedMoves, undone: checkedUndone });
    return { session, settings: settingsOf(saved.settings) };
  } catch {
    return null;
  }
}
