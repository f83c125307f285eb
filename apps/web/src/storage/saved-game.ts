// The game in progress survives a reload: the record (with a loaded game's players, date and place)
// and the settings, saved after every change in the browser's localStorage, and checked when read
// back, the moves by the wrapper.
import { type Color, Reversi } from '@flank/reversi';
import { aboutOf } from '../game/game-about.ts';
import { type GameRecord, replay } from '../game/record.ts';
import { PlayedLine } from '../game/played-line.ts';
import { type Settings, settingsOf } from '../play/settings.ts';
import { type PageMode, pageModeOf } from '../play/page-mode.ts';
import { type SavedReview, savedReviewOf } from '../review/saved-review.ts';

/** The part of the Web Storage API that saving needs (localStorage, or a Map-backed stand-in). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KEY = 'flank.game';

/** What is saved: the line the board plays as the record, and every line of the game beside it. */
export interface SavedGame {
  record: GameRecord;
  settings: Settings;
  /** The game's lines, the main line first (game/variations.ts), and which is the record's. */
  variations?: { lines: string[][]; line: number };
  /** The page's mode; an older save has none and opens in *Play*. */
  mode?: PageMode;
  /** The side that resigned the game as saved; none while it goes on. */
  resigned?: Color;
  /** The main line's review, once done; an older save has none. */
  review?: SavedReview;
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
 * The saved lines of a game whose played line is `record`'s, each replayed; undefined (the game
 * keeps its one line) when they are missing, damaged, or not of this game. An older save has none.
 */
function variationsOf(value: unknown, record: GameRecord): { lines: string[][]; line: number } | undefined {
  const { lines, line } = (typeof value === 'object' && value !== null ? value : {}) as { lines?: unknown; line?: unknown };
  if (!Array.isArray(lines) || typeof line !== 'number') return undefined;
  const checked = lines.map(strings);
  if (checked.some((moves) => moves === undefined) || checked[line]?.join() !== record.moves.join()) return undefined;
  try {
    for (const moves of checked) replay({ ...record, moves: moves! });
  } catch {
    return undefined;
  }
  return { lines: checked as string[][], line };
}

const NOT_A_RECORD = 'it is not a game record';

/** What the store holds: no saved game, one that replays, or one that cannot be read (and why). */
export type Restored =
  | { status: 'none' }
  | {
      status: 'restored';
      playedLine: PlayedLine;
      settings: Settings;
      variations: { lines: string[][]; line: number } | undefined;
      mode: PageMode;
      resigned: Color | null;
      /** The saved review, read but not yet matched to the game (the review lane does that); undefined where none or damaged. */
      review: SavedReview | undefined;
    }
  | { status: 'unreadable'; reason: string };

/**
 * The saved game, playable (a PlayedLine), with its settings; `unreadable`, with the reason, when it
 * no longer replays (damaged, an illegal move, an unknown rule set): the page then starts afresh
 * and says so, and keeps the stored value until the person plays on.
 *
 * @example
 * ```ts
 * const restored = restoreGame(localStorage);
 * if (restored.status === 'restored') restored.playedLine.game.moves();
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
    const parsed = JSON.parse(text) as unknown;
    // JSON may hold null, a number or a list as well: none of them is a save.
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { status: 'unreadable', reason: NOT_A_RECORD };
    const saved = parsed as Partial<Record<'record' | 'settings' | 'variations', Partial<Record<keyof GameRecord, unknown>>>> & { mode?: unknown; resigned?: unknown; review?: unknown };
    const { rules, start, moves, undone, about } = saved.record ?? {};
    const checkedMoves = strings(moves);
    const checkedUndone = strings(undone);
    if (!checkedMoves || !checkedUndone || (start !== null && typeof start !== 'string')) return { status: 'unreadable', reason: NOT_A_RECORD };
    const resolved = new Reversi(undefined, { rules: rules as GameRecord['rules'] }).rules();
    const checkedAbout = aboutOf(about, "The saved game's");
    const playedLine = new PlayedLine({ rules: resolved, start, moves: checkedMoves, undone: checkedUndone, ...(checkedAbout && { about: checkedAbout }) });
    const mode = pageModeOf(saved.mode) ?? 'play';
    // A resignation that is no side is dropped: the game goes on.
    const resigned = saved.resigned === 'black' || saved.resigned === 'white' ? saved.resigned : null;
    // A damaged review is dropped (the game is searched again), never the game with it.
    const review = savedReviewOf(saved.review);
    return { status: 'restored', playedLine, settings: settingsOf(saved.settings), variations: variationsOf(saved.variations, playedLine.record), mode, resigned, review };
  } catch (error) {
    return { status: 'unreadable', reason: (error as Error).message };
  }
}
