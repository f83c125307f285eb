import { describe, expect, it } from 'vitest';
import { type KeyState, pressKey, squareOf } from './keys.ts';

const start: KeyState = { cursor: { column: 0, row: 0 }, typed: '' };

/** Presses keys in turn; returns the last state and every command asked for. */
function press(keys: string[], state = start, onBoard = true, flipped = false) {
  const commands: string[] = [];
  for (const key of keys) {
    const pressed = pressKey(state, key, onBoard, flipped);
    if (!pressed) {
      commands.push(`ignored ${key}`);
      continue;
    }
    state = pressed.state;
    if (pressed.command) commands.push(pressed.command);
  }
  return { state, commands };
}

describe('pressKey', () => {
  it('moves the cursor to a square typed as a column letter then a row digit, either case', () => {
    expect(squareOf(press(['d', '3']).state.cursor)).toBe('d3');
    expect(squareOf(press(['H', '8']).state.cursor)).toBe('h8');
    expect(press(['d']).state.typed).toBe('d');
    // A second letter starts the square again.
    expect(squareOf(press(['d', 'f', '5']).state.cursor)).toBe('f5');
  });

  it('plays the cursor’s square on Enter', () => {
    expect(press(['c', '4', 'Enter'])).toEqual({ state: { cursor: { column: 2, row: 3 }, typed: '' }, commands: ['play'] });
  });

  it('moves the cursor with the arrows, within the board', () => {
    expect(squareOf(press(['ArrowRight', 'ArrowRight', 'ArrowDown']).state.cursor)).toBe('c2');
    expect(squareOf(press(['ArrowLeft', 'ArrowUp']).state.cursor)).toBe('a1');
    expect(squareOf(press(['h', '8', 'ArrowRight', 'ArrowDown']).state.cursor)).toBe('h8');
  });

  it('moves the cursor as the board is seen when it is flipped', () => {
    const d4 = { cursor: { column: 3, row: 3 }, typed: '' };
    expect(squareOf(press(['ArrowRight', 'ArrowDown'], d4, true, true).state.cursor)).toBe('c3');
    expect(squareOf(press(['ArrowLeft', 'ArrowUp'], d4, true, true).state.cursor)).toBe('e5');
  });

  it('steps through the game with Left and Right off the board, and with Page Up, Page Down, Home and End anywhere', () => {
    expect(press(['ArrowLeft', 'ArrowRight', 'ArrowDown'], start, false)).toEqual({ state: { cursor: { column: 0, row: 1 }, typed: '' }, commands: ['back', 'forward'] });
    expect(press(['PageUp', 'PageDown', 'Home', 'End']).commands).toEqual(['back', 'forward', 'start', 'end']);
    expect(press(['d', 'Home']).state.typed).toBe('');
  });

  it('maps the command letters, none of which is a column', () => {
    expect(press(['p', 'u', 'r', 't', 's', 'n', 'v', 'U']).commands).toEqual(['pass', 'undo', 'redo', 'hints', 'solve', 'new-game', 'flip', 'undo']);
  });

  it('leaves other keys to the browser, and Escape clears a half-typed square', () => {
    expect(press(['9', 'Tab', 'Escape', '+']).commands).toEqual(['ignored 9', 'ignored Tab', 'ignored Escape', 'ignored +']);
    expect(press(['e', 'Escape']).state.typed).toBe('');
    // A digit without a letter before it is no square.
    expect(press(['3']).commands).toEqual(['ignored 3']);
  });

  it('says what was typed when it names no square, and leaves the cursor where it was, so that Enter plays no other square', () => {
    const f5 = { cursor: { column: 5, row: 4 }, typed: '' };
    const notSquare = (keys: string[]) => {
      let state = f5;
      const said: string[] = [];
      for (const key of keys) {
        const pressed = pressKey(state, key, true)!;
        state = pressed.state;
        if (pressed.notSquare) said.push(pressed.notSquare);
        expect(pressed.command, key).toBeUndefined();
      }
      return { said, state };
    };
    expect(notSquare(['z', '9'])).toEqual({ said: ['z9'], state: { ...f5, typed: 'z9' } });
    expect(notSquare(['Z', '3', 'Enter'])).toEqual({ said: ['z3', 'z3'], state: f5 });
    expect(notSquare(['d', '9', 'Enter'])).toEqual({ said: ['d9', 'd9'], state: f5 });
    expect(notSquare(['a', '0', 'Escape'])).toEqual({ said: ['a0'], state: f5 });
    // Enter after a letter alone: half a square is none either.
    expect(notSquare(['c', 'Enter'])).toEqual({ said: ['c'], state: f5 });
    // A letter after a wrong square starts the next one.
    expect(squareOf(press(['z', '9', 'e', '6']).state.cursor)).toBe('e6');
    // The typed letter shows while it waits for its row.
    expect(press(['x']).state.typed).toBe('x');
  });
});
