import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCharacter, caught } from '../../test/support/caught.ts';
import { ParseError } from '../errors.ts';
import { type Color, formatBoardString, parseBoardString } from './board-string.ts';
import { printable } from './printable.ts';

const START = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`;
const D4 = 1n << 27n;
const E4 = 1n << 28n;
const D5 = 1n << 35n;
const E5 = 1n << 36n;

// docs/rules.md: the aliases of each square and of the side to move.
const BLACK_SQUARE = ['X', 'x', '*', 'b', 'B'];
const WHITE_SQUARE = ['O', 'o', 'w', 'W'];
const EMPTY_SQUARE = ['-', '.'];
const BLACK_SIDE = ['X', '*', 'b'];
const WHITE_SIDE = ['O', 'w'];
const VALID = [...BLACK_SQUARE, ...WHITE_SQUARE, ...EMPTY_SQUARE];

/** 64 cells: 0 empty, 1 black, 2 white. */
const cells = fc.array(fc.constantFrom(0, 1, 2), { minLength: 64, maxLength: 64 });
const side = fc.constantFrom<Color | undefined>('black', 'white', undefined);
const whitespace = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r'), maxLength: 3 });

function discsOf(board: number[]) {
  let black = 0n;
  let white = 0n;
  board.forEach((cell, square) => {
    if (cell === 1) black |= 1n << BigInt(square);
    if (cell === 2) white |= 1n << BigInt(square);
  });
  return { black, white };
}

function parseError(text: string): ParseError {
  const error = caught(() => parseBoardString(text), ParseError);
  expect(error.code).toBe('INVALID_BOARD');
  return error;
}

describe('parseBoardString', () => {
  it('reads the othello start with the side to move', () => {
    expect(parseBoardString(`${START} X`)).toEqual({ black: E4 | D5, white: D4 | E5, turn: 'black' });
    expect(parseBoardString(`${START} O`)).toEqual({ black: E4 | D5, white: D4 | E5, turn: 'white' });
    expect(parseBoardString(START)).toEqual({ black: E4 | D5, white: D4 | E5, turn: undefined });
  });

  it('formatBoardString refuses what is no board, naming it', () => {
    expect(caught(() => formatBoardString({ black: 1, white: 2 } as never)).message).toBe(
      'formatBoardString() takes discs as bitboards like { black: 0x810000000n, white: 0x1008000000n }, got {"black":1,"white":2}',
    );
    expect(caught(() => formatBoardString('f5' as never)).code).toBe('INVALID_ARGUMENT');
    expect(caught(() => formatBoardString({ black: 1n << 64n, white: 0n })).code).toBe('INVALID_ARGUMENT');
    expect(caught(() => formatBoardString({ black: E4, white: E4 })).message).toBe('formatBoardString() got a disc of each colour on e4');
    expect(caught(() => formatBoardString({ black: E4, white: D4 }, 'X' as never)).message).toBe("formatBoardString() takes the side to move as 'black' or 'white', got \"X\"");
  });

  it('round-trips any 64-square board with any side through formatBoardString', () => {
    fc.assert(
      fc.property(cells, side, (board, turn) => {
        const discs = discsOf(board);
        const text = formatBoardString(discs, turn);
        expect(text).toHaveLength(turn === undefined ? 64 : 66);
        expect(text).toMatch(turn === undefined ? /^[XO-]{64}$/ : /^[XO-]{64} [XO]$/);
        expect(parseBoardString(text)).toEqual({ ...discs, turn });
        expect(formatBoardString(parseBoardString(text), turn)).toBe(text);
      }),
    );
  });

  it('accepts every alias of docs/rules.md, any whitespace before the side and around the string', () => {
    const aliased = fc.array(fc.tuple(fc.constantFrom(0, 1, 2), fc.nat(4)), { minLength: 64, maxLength: 64 });
    fc.assert(
      fc.property(aliased, side, fc.nat(2), whitespace, whitespace, whitespace, (board, turn, pick, before, gap, after) => {
        const squares = board
          .map(([cell, alias]) => {
            const names = cell === 0 ? EMPTY_SQUARE : cell === 1 ? BLACK_SQUARE : WHITE_SQUARE;
            return names[alias % names.length]!;
          })
          .join('');
        const sides = turn === 'black' ? BLACK_SIDE : WHITE_SIDE;
        const sideText = turn === undefined ? '' : ` ${gap}${sides[pick % sides.length]}`;
        const text = `${before}${squares}${sideText}${after}`;
        expect(parseBoardString(text)).toEqual({ ...discsOf(board.map(([cell]) => cell)), turn });
      }),
    );
  });

  it('takes each alias as documented', () => {
    for (const alias of BLACK_SQUARE) expect(parseBoardString(alias + '-'.repeat(63))).toMatchObject({ black: 1n, white: 0n });
    for (const alias of WHITE_SQUARE) expect(parseBoardString(alias + '-'.repeat(63))).toMatchObject({ black: 0n, white: 1n });
    for (const alias of EMPTY_SQUARE) expect(parseBoardString(alias.repeat(64))).toMatchObject({ black: 0n, white: 0n });
    for (const alias of BLACK_SIDE) expect(parseBoardString(`${START} ${alias}`).turn).toBe('black');
    for (const alias of WHITE_SIDE) expect(parseBoardString(`${START} ${alias}`).turn).toBe('white');
  });

  it('points at a random invalid character inserted anywhere, and names it', () => {
    const invalid = anyCharacter.filter((char) => !VALID.includes(char) && !/\s/.test(char));
    const valid = fc
      .tuple(cells, side, whitespace, whitespace)
      .map(([board, turn, before, after]) => before + formatBoardString(discsOf(board), turn) + after);
    fc.assert(
      fc.property(valid, invalid, fc.nat(), (text, char, at) => {
        const place = at % (text.length + 1);
        const error = parseError(text.slice(0, place) + char + text.slice(place));
        expect(error.index).toBe(place);
        // People count characters from 1; the index, for slicing, from 0.
        expect(error.message).toContain(`"${printable(char)}`);
        expect(error.message).toContain(`character ${place + 1} `);
      }),
    );
  });

  it('names the exact character, even outside the Basic Multilingual Plane', () => {
    const error = parseError(`${START.slice(0, 10)}😀${START.slice(10)}`);
    expect(error.index).toBe(10);
    expect(error.message).toBe(
      'Invalid character "😀" at character 11 of the board string: expected X or * (black), O (white), - or . (empty)',
    );
  });

  it('rejects 63 squares, with or without a side', () => {
    const short = START.slice(0, 63);
    for (const text of [short, `${short} X`, `  ${short}`]) {
      const error = parseError(text);
      expect(error.message).toBe('Board string has 63 squares, expected 64 (a1 b1 .. h1, a2 .. h8)');
      expect(error.index).toBe(text.indexOf(short) + 63);
    }
  });

  it('rejects 65 squares, with or without a side', () => {
    for (const text of [`${START}-`, `${START}- X`]) {
      const error = parseError(text);
      expect(error.index).toBe(64);
      expect(error.message).toBe('Board string has more than 64 squares: "-" is character 65 (the side to move must follow a space)');
    }
  });

  it('rejects a side without a space', () => {
    const error = parseError(`${START}X`);
    expect(error.index).toBe(64);
    expect(error.message).toContain('the side to move must follow a space');
  });

  it('rejects unknown sides', () => {
    expect(parseError(`${START} Z`)).toMatchObject({
      index: 65,
      message: 'Invalid side to move "Z" at character 66 of the board string: expected X (black) or O (white)',
    });
    expect(parseError(`${START} 1`)).toMatchObject({ index: 65 });
    expect(parseError(`${START}  -`)).toMatchObject({ index: 66, message: expect.stringContaining('"-"') });
    expect(parseError(`${START} XO`)).toMatchObject({
      index: 66,
      message: 'Unexpected "O" at character 67 of the board string: nothing may follow the side to move',
    });
    expect(parseError(`${START} X O`)).toMatchObject({ index: 67, message: expect.stringContaining('"O"') });
    expect(parseError(`${START} black`)).toMatchObject({ index: 66, message: expect.stringContaining('"l"') });
  });

  it('rejects whitespace inside the squares', () => {
    const error = parseError(`${START.slice(0, 8)} ${START.slice(8)}`);
    expect(error.index).toBe(8);
    expect(error.message).toBe('Board string has 8 squares, expected 64 (a1 b1 .. h1, a2 .. h8)');
  });

  it('rejects the empty string', () => {
    expect(parseError('')).toMatchObject({ index: 0, message: expect.stringContaining('has 0 squares') });
    expect(parseError('   ')).toMatchObject({ index: 3 });
  });
});

describe('formatBoardString', () => {
  it('writes X, O and - and the side after a space', () => {
    expect(formatBoardString({ black: E4 | D5, white: D4 | E5 }, 'black')).toBe(`${START} X`);
    expect(formatBoardString({ black: E4 | D5, white: D4 | E5 }, 'white')).toBe(`${START} O`);
    expect(formatBoardString({ black: 1n, white: 1n << 63n })).toBe(`X${'-'.repeat(62)}O`);
  });
});
