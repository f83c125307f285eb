// Who plays which side, and how strongly: the choices of the settings panel, saved with the game.
import type { Color } from '@flank/reversi';
import { type TimeControl, timeControlOf } from './game-clock.ts';

/** Who plays: a person against the computer, two people on one screen, or the computer against itself. */
export type Mode = 'human-computer' | 'human-human' | 'computer-computer';

/** The player's choices. */
export interface Settings {
  mode: Mode;
  /** The person's colour in `human-computer`. */
  humanColor: Color;
  /** The computer's level, 1 to MAX_PLAY_LEVEL. */
  level: number;
  /** Null: the computer plays its best at `level`; else it plays like a person who loses about this many discs a game (one of STYLES). */
  style: number | null;
  /** Whether every legal move shows its score. */
  hints: boolean;
  /**
   * Whether the engine's view (the evaluation bar, its lines and the graph) shows while a game is
   * played without a clock (it always shows in *Analyse* and at a game's end). It was `engineView`,
   * on by default, before the page had modes: a saved `engineView` is dropped, so that the engine
   * keeps its work to itself while a returning player plays.
   */
  playView: boolean;
  /** Whether the computer plays from the opening book (with variety), and hints and the graph show its scores. */
  book: boolean;
  /** Whether placing a disc makes a sound. */
  sound: boolean;
  /** Whether the board is shown upside down: h8 at the bottom left, white's side of a printed diagram. */
  flipped: boolean;
  /** How many of the engine's best moves its view lists, each with its line: 1 to MAX_LINES. */
  lines: number;
  /** The time control of timed games (one of TIME_CONTROLS), or null for games without a clock. */
  clock: TimeControl | null;
}

export const MODES: readonly Mode[] = ['human-computer', 'human-human', 'computer-computer'];
/** The modes as older versions saved them, `engine` for the computer player: such a save keeps its mode. */
const OLD_MODES = new Map<unknown, Mode>([
  ['human-engine', 'human-computer'],
  ['engine-engine', 'computer-computer'],
]);

/**
 * The strongest level offered: all of the wrapper's. From about 13 on a midgame move would take
 * minutes in a browser; the computer's move is cut off at COMPUTER_MOVE_MS (the page says so), with
 * the best move of its deepest finished search.
 */
export const MAX_PLAY_LEVEL = 20;

/** The human-like styles offered: discs lost a game on average, weakest first (the wrapper's bestMove `style`). */
export const STYLES: readonly number[] = [30, 20, 12, 8];
/** A human-like style searches every move at this level, where its losses were calibrated. */
export const STYLE_LEVEL = 8;

/** The most engine lines the view lists. */
export const MAX_LINES = 5;

export const DEFAULT_SETTINGS: Settings = { mode: 'human-computer', humanColor: 'black', level: 4, style: null, hints: false, playView: false, book: true, sound: false, flipped: false, lines: 3, clock: null };

/**
 * Settings from saved data: each field that is valid is kept, the others take their default, and
 * fields no longer read are dropped (`strongEvaluation`, a choice of older versions: the page now
 * plays its network whenever it has it; `engineView`, see `playView`), so that a damaged or older
 * save never stops the page.
 *
 * @example
 * ```ts
 * settingsOf({ level: 7, mode: 'chess', strongEvaluation: true }); // { mode: 'human-computer', humanColor: 'black', level: 7, style: null, hints: false, playView: false, book: true, sound: false, flipped: false, lines: 3, clock: null }
 * ```
 */
export function settingsOf(value: unknown): Settings {
  const saved = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const { mode, humanColor, level, style, hints, playView, book, sound, flipped, lines, clock } = saved;
  const within = (value: unknown, max: number) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max;
  return {
    mode: MODES.includes(mode as Mode) ? (mode as Mode) : (OLD_MODES.get(mode) ?? DEFAULT_SETTINGS.mode),
    humanColor: humanColor === 'black' || humanColor === 'white' ? humanColor : DEFAULT_SETTINGS.humanColor,
    level: within(level, MAX_PLAY_LEVEL) ? (level as number) : DEFAULT_SETTINGS.level,
    style: STYLES.includes(style as number) ? (style as number) : DEFAULT_SETTINGS.style,
    hints: typeof hints === 'boolean' ? hints : DEFAULT_SETTINGS.hints,
    playView: typeof playView === 'boolean' ? playView : DEFAULT_SETTINGS.playView,
    book: typeof book === 'boolean' ? book : DEFAULT_SETTINGS.book,
    sound: typeof sound === 'boolean' ? sound : DEFAULT_SETTINGS.sound,
    flipped: typeof flipped === 'boolean' ? flipped : DEFAULT_SETTINGS.flipped,
    lines: within(lines, MAX_LINES) ? (lines as number) : DEFAULT_SETTINGS.lines,
    clock: timeControlOf(clock),
  };
}
