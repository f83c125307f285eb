import { described, isObjectLiteral, textArgument } from '../arguments.ts';
import { ParseError, ReversiError } from '../errors.ts';
import { printable } from './printable.ts';
import { formatSquare, squaresOf } from './square.ts';

/** The side to move: black moves first. */
export type Color = 'black' | 'white';

/** Discs of each colour as bitboards (bit 0 = a1, bit 63 = h8). */
export interface Discs {
  black: bigint;
  white: bigint;
}

// The aliases of docs/rules.md: the board format of the FFO suite, Edax and Egaroucid.
const BLACK = 'XxbB*';
const WHITE = 'OowW';
const EMPTY = '-.';

/**
 * Reads a board string: 64 squares a1 b1 .. h1, a2 .. h8 (`X` black, `O` white, `-` empty, with
 * their aliases), optionally followed by whitespace and the side to move (`X`, `O`, `*`, `b`, `w`).
 * `turn` is undefined when the side is left out. Leading and trailing whitespace is ignored.
 *
 * @example
 * ```ts
 * parseBoardString('-'.repeat(27) + 'OX------XO' + '-'.repeat(27) + ' X');
 * ```
 */
export function parseBoardString(text: string): Discs & { turn: Color | undefined } {
  textArgument(text, 'parseBoardString', 'a board string of 64 squares and the side to move');
  const start = text.length - text.trimStart().length;
  const body = text.trim();
  let black = 0n;
  let white = 0n;
  let square = 0;
  for (; square < 64; square++) {
    // A whole code point, so that a message names an emoji (any character beyond U+FFFF) rather than half of it.
    const char = body[square] === undefined ? undefined : String.fromCodePoint(body.codePointAt(square)!);
    if (char === undefined || /\s/.test(char)) {
      throw new ParseError(
        'INVALID_BOARD',
        `Board string has ${square} squares, expected 64 (a1 b1 .. h1, a2 .. h8)`,
        start + square,
      );
    }
    const bit = 1n << BigInt(square);
    if (BLACK.includes(char)) black |= bit;
    else if (WHITE.includes(char)) white |= bit;
    else if (!EMPTY.includes(char)) {
      throw new ParseError(
        'INVALID_BOARD',
        `Invalid character "${printable(char)}" at character ${start + square + 1} of the board string: expected X or * (black), O (white), - or . (empty)`,
        start + square,
      );
    }
  }
  const rest = body.slice(64);
  if (rest === '') return { black, white, turn: undefined };
  const side = rest.trimStart();
  const sideIndex = start + 64 + (rest.length - side.length);
  if (side.length === rest.length) {
    throw new ParseError(
      'INVALID_BOARD',
      `Board string has more than 64 squares: "${printable(String.fromCodePoint(rest.codePointAt(0)!))}" is character ${sideIndex + 1} (the side to move must follow a space)`,
      sideIndex,
    );
  }
  if (side.length === 1 && BLACK.includes(side)) return { black, white, turn: 'black' };
  if (side.length === 1 && WHITE.includes(side)) return { black, white, turn: 'white' };
  if (BLACK.includes(side[0]!) || WHITE.includes(side[0]!)) {
    // A valid side followed by more text: point at what follows it, the first offending character.
    const after = side.slice(1).trimStart();
    const afterIndex = sideIndex + side.length - after.length;
    throw new ParseError(
      'INVALID_BOARD',
      `Unexpected "${printable(String.fromCodePoint(after.codePointAt(0)!))}" at character ${afterIndex + 1} of the board string: nothing may follow the side to move`,
      afterIndex,
    );
  }
  throw new ParseError(
    'INVALID_BOARD',
    `Invalid side to move "${printable(side)}" at character ${sideIndex + 1} of the board string: expected X (black) or O (white)`,
    sideIndex,
  );
}

/**
 * Writes a board string: 64 squares with `X`, `O` and `-`, then a space and `X` or `O` for the
 * side to move when `turn` is given. Discs that are not two bitboards of 64 bits, a square both
 * colours hold, or a turn other than black or white is a ReversiError naming it.
 *
 * @example
 * ```ts
 * formatBoardString({ black: 0x810000000n, white: 0x1008000000n }, 'black'); // '---------------------------OX------XO--------------------------- X'
 * ```
 */
export function formatBoardString(discs: Discs, turn?: Color): string {
  const bitboard = (value: unknown) => typeof value === 'bigint' && value >= 0n && value < 1n << 64n;
  if (!isObjectLiteral(discs) || !bitboard(discs.black) || !bitboard(discs.white)) {
    throw new ReversiError('INVALID_ARGUMENT', `formatBoardString() takes discs as bitboards like { black: 0x810000000n, white: 0x1008000000n }, got ${described(discs)}`);
  }
  const both = discs.black & discs.white;
  if (both !== 0n) throw new ReversiError('INVALID_ARGUMENT', `formatBoardString() got a disc of each colour on ${formatSquare(squaresOf(both)[0]!)}`);
  if (turn !== undefined && turn !== 'black' && turn !== 'white') {
    throw new ReversiError('INVALID_ARGUMENT', `formatBoardString() takes the side to move as 'black' or 'white', got ${described(turn)}`);
  }
  let text = '';
  for (let square = 0; square < 64; square++) {
    const bit = 1n << BigInt(square);
    text += discs.black & bit ? 'X' : discs.white & bit ? 'O' : '-';
  }
  return turn === undefined ? text : `${text} ${turn === 'black' ? 'X' : 'O'}`;
}
