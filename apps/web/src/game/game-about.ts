// A game's players, date and place (GGF's PB, PW, DT, PC) as the page keeps them beside its moves,
// in the saved game and in its link: read back from either, they are checked as the moves are, so
// that a damaged save or a doctored link is refused with the reason, never shown half-read.
import { ReversiError } from '@flank/reversi';
import type { GameAbout } from './record.ts';

/** The fields, in the order a link carries them. */
export const ABOUT_FIELDS = ['black', 'white', 'date', 'place'] as const;
/** Longer than any name, date or place a record gives: the page shows each on one line. */
export const ABOUT_MAX_LENGTH = 100;

const NAMES: Record<(typeof ABOUT_FIELDS)[number], string> = { black: "black player's name", white: "white player's name", date: 'date', place: 'place' };

/**
 * The players, date and place `value` holds, checked: undefined when it holds none of them.
 * Throws an error naming the field (as `where` says it: "The link's", "The saved game's") that is
 * not text of at most ABOUT_MAX_LENGTH characters without control characters, or that is unknown.
 *
 * @example
 * ```ts
 * aboutOf({ black: 'ann', date: '2003.12.15' }, "The link's"); // { black: 'ann', date: '2003.12.15' }
 * aboutOf({ black: 7 }, "The link's"); // throws "The link's black player's name must be text ..."
 * ```
 */
export function aboutOf(value: unknown, where: string): GameAbout | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ReversiError('INVALID_ARGUMENT', `${where} players, date and place must be an object, got ${JSON.stringify(value)}`);
  const unknown = Object.keys(value).filter((key) => !(ABOUT_FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0) throw new ReversiError('INVALID_ARGUMENT', `${where} players, date and place have no field ${unknown.map((key) => JSON.stringify(key)).join(', ')}`);
  const about: GameAbout = {};
  for (const field of ABOUT_FIELDS) {
    const text = (value as Record<string, unknown>)[field];
    if (text === undefined || text === '') continue;
    // Control characters would break the line the page shows them on (and a GGF export).
    if (typeof text !== 'string' || text.length > ABOUT_MAX_LENGTH || /\p{Cc}/u.test(text)) {
      throw new ReversiError('INVALID_ARGUMENT', `${where} ${NAMES[field]} must be text of at most ${ABOUT_MAX_LENGTH} characters on one line, got ${JSON.stringify(text).slice(0, 40)}`);
    }
    about[field] = text;
  }
  return Object.keys(about).length > 0 ? about : undefined;
}

/**
 * A record's players, date and place made fit to keep: each on one line (control characters as
 * spaces) and cut to ABOUT_MAX_LENGTH, so that whatever a loaded file says is saved, linked and read
 * back by `aboutOf` without refusal.
 *
 * @example
 * ```ts
 * keptAbout({ black: 'ann\nsmith', white: undefined }); // { black: 'ann smith' }
 * ```
 */
export function keptAbout(about: GameAbout): GameAbout | undefined {
  const kept: GameAbout = {};
  for (const field of ABOUT_FIELDS) {
    const text = about[field]?.replace(/\p{Cc}+/gu, ' ').trim().slice(0, ABOUT_MAX_LENGTH);
    if (text) kept[field] = text;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}
