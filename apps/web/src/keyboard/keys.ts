// What a key press means on the page, apart from any component: squares typed letter then digit,
// the arrow-key cursor, stepping through the game, and one-letter commands. Column letters a-h are
// squares, so the command letters lie outside them. Left and Right step through the game, except on
// the board, where they move the cursor; Page Up and Page Down step anywhere.
import { formatSquare, parseSquare } from '@flank/reversi';

/** A board coordinate: column 0 (a) .. 7 (h), row 0 (1) .. 7 (8). */
export interface Cursor {
  column: number;
  row: number;
}

/** A command the page carries out. */
export type Command = 'play' | 'pass' | 'undo' | 'redo' | 'hints' | 'solve' | 'new-game' | 'flip' | 'analysis' | 'back' | 'forward' | 'start' | 'end';

/** Where typing stands: the cursor, and a letter typed and waiting for its row. */
export interface KeyState {
  cursor: Cursor;
  typed: string;
}

/** What a key does: the next key state, a command, or what was typed when it names no square. */
export interface Pressed {
  state: KeyState;
  command?: Command;
  /** The text typed, like `'z9'`, when it is no square of the board (the page says so). */
  notSquare?: string;
}

// F is a column: V (for "view") flips the board.
const COMMANDS: Record<string, Command> = { p: 'pass', u: 'undo', r: 'redo', t: 'hints', s: 'solve', n: 'new-game', v: 'flip', l: 'analysis' };
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
/** Keys that step through the game wherever the focus is. */
const STEPS: Record<string, Command> = { PageUp: 'back', PageDown: 'forward', Home: 'start', End: 'end' };
/** Off the board, Left and Right step through the game too. */
const PAGE_STEPS: Record<string, Command> = { ArrowLeft: 'back', ArrowRight: 'forward' };

const clamp = (value: number) => Math.min(7, Math.max(0, value));

/** The square of a cursor, like `'d3'`. */
export const squareOf = (cursor: Cursor) => formatSquare(cursor.row * 8 + cursor.column);

/**
 * What a key does: the next key state, and a command when the key asks for one; null when the key
 * means nothing here (the browser keeps it). A column letter then a row digit moves the cursor to
 * that square; Enter plays the cursor's square. A letter outside a-h that is no command, or a row
 * outside 1-8, names no square: `notSquare` says what was typed, the cursor stays, and Enter then
 * says it again (as after a letter alone), so that Enter never plays a square other than the one
 * typed. `onBoard`:
 * whether a square has the focus; `flipped`: whether the board is drawn upside down, so that the
 * arrows move the cursor as seen.
 *
 * @example
 * ```ts
 * let state = { cursor: { column: 0, row: 0 }, typed: '' };
 * state = pressKey(state, 'd')!.state; // typed: 'd'
 * state = pressKey(state, '3')!.state; // cursor on d3
 * pressKey(state, 'Enter')!.command; // 'play'
 * ```
 */
export function pressKey(state: KeyState, key: string, onBoard = false, flipped = false): Pressed | null {
  const lower = key.length === 1 ? key.toLowerCase() : key;
  const step = STEPS[key] ?? (onBoard ? undefined : PAGE_STEPS[key]);
  if (step) return { state: { ...state, typed: '' }, command: step };
  // A letter that is no command starts a square, a wrong one too: its row then says it is none.
  if (/^[a-z]$/.test(lower) && COMMANDS[lower] === undefined) return { state: { ...state, typed: lower } };
  if (/^[0-9]$/.test(lower) && state.typed !== '') {
    const typed = `${state.typed}${lower}`;
    // Kept as typed, so that Enter next says it again rather than play the cursor's square.
    if (!/^[a-h][1-8]$/.test(typed)) return { state: { ...state, typed }, notSquare: typed };
    const square = parseSquare(typed);
    return { state: { cursor: { column: square % 8, row: Math.floor(square / 8) }, typed: '' } };
  }
  if (key === 'Enter' && state.typed !== '') return { state: { ...state, typed: '' }, notSquare: state.typed };
  const arrow = ARROWS[key];
  if (arrow) {
    const [dx, dy] = flipped ? [-arrow[0], -arrow[1]] : arrow;
    return { state: { cursor: { column: clamp(state.cursor.column + dx), row: clamp(state.cursor.row + dy) }, typed: '' } };
  }
  if (key === 'Enter') return { state: { ...state, typed: '' }, command: 'play' };
  if (key === 'Escape') return state.typed === '' ? null : { state: { ...state, typed: '' } };
  const command = COMMANDS[lower];
  return command ? { state: { ...state, typed: '' }, command } : null;
}
