import { described, textArgument } from '../arguments.ts';
import { ParseError, ReversiError } from '../errors.ts';
import { printable } from './printable.ts';

const FILES = 'abcdefgh';

/**
 * The index (0 = a1, 7 = h1, 63 = h8) of a square written like `d3` or `D3`.
 *
 * @example
 * ```ts
 * parseSquare('d3'); // 19
 * ```
 */
export function parseSquare(text: string): number {
  textArgument(text, 'parseSquare', '"d3"');
  const match = /^([a-h])([1-8])$/i.exec(text);
  if (!match) {
    throw new ParseError('INVALID_SQUARE', `Invalid square "${printable(text)}": expected a column a-h then a row 1-8, like "d3"`, 0);
  }
  return (Number(match[2]) - 1) * 8 + FILES.indexOf(match[1]!.toLowerCase());
}

/**
 * The name of a square index, in lower case.
 *
 * @example
 * ```ts
 * formatSquare(19); // 'd3'
 * ```
 */
export function formatSquare(index: number): string {
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index > 63) {
    throw new ReversiError('INVALID_ARGUMENT', `formatSquare() takes a square index from 0 (a1) to 63 (h8), got ${described(index)}`);
  }
  return FILES[index & 7]! + String((index >> 3) + 1);
}

/** The squares of a bitboard, in index order. */
export function squaresOf(bits: bigint): number[] {
  const squares: number[] = [];
  // Walk 32-bit halves: Number arithmetic is much cheaper than BigInt shifts.
  const low = Number(bits & 0xffffffffn);
  const high = Number(bits >> 32n);
  for (let i = 0; i < 32; i++) if ((low >>> i) & 1) squares.push(i);
  for (let i = 0; i < 32; i++) if ((high >>> i) & 1) squares.push(32 + i);
  return squares;
}

/** The number of squares in a bitboard. */
export function countSquares(bits: bigint): number {
  let count = 0;
  for (let low = Number(bits & 0xffffffffn); low !== 0; low &= low - 1) count++;
  for (let high = Number(bits >> 32n); high !== 0; high &= high - 1) count++;
  return count;
}
