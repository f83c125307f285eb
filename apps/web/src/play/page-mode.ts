// The page's two modes. *Play*: a game is played (against the computer, two people, or the
// computer against itself, on the clock or not), and the engine keeps its work to itself until the
// game ends, unless the player asks for it in an untimed game. *Analyse*: a game is studied
// (loaded, linked or finished), every click enters a move for the side to move, the computer never
// replies, and the engine's analysis deepens without end.

export type PageMode = 'play' | 'analyse';

export const PAGE_MODES: readonly PageMode[] = ['play', 'analyse'];

/** The mode of a value read back (a link, a save): anything else is null. */
export const pageModeOf = (value: unknown): PageMode | null => (PAGE_MODES.includes(value as PageMode) ? (value as PageMode) : null);

/** What decides whether the engine's work (lines, bar, hints, graph, review) is on the page. */
export interface ShownState {
  mode: PageMode;
  /** Whether the game played is over (a flag fallen included). */
  over: boolean;
  /** Whether the game is on the clock. */
  timed: boolean;
  /** Whether the player asked for that piece of the engine's work while playing. */
  asked: boolean;
}

/**
 * Whether the engine's work is shown: always in *Analyse* and once a game is over; while a game is
 * played, only where the player asked for it and the game is not on the clock.
 *
 * @example
 * ```ts
 * engineShown({ mode: 'play', over: false, timed: false, asked: false }); // false
 * engineShown({ mode: 'play', over: true, timed: true, asked: false }); // true
 * ```
 */
export function engineShown({ mode, over, timed, asked }: ShownState): boolean {
  return mode === 'analyse' || over || (asked && !timed);
}
