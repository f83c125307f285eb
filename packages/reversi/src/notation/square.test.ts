import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caught } from '../../test/support/caught.ts';
import { ParseError } from '../errors.ts';
import { parseBoardString } from './board-string.ts';
import { countSquares, formatSquare, parseSquare, squaresOf } from './square.ts';
import { parseTranscript } from './transcript.ts';

describe('parseSquare / formatSquare', () => {
  it('numbers squares a1 = 0 .. h1 = 7, a2 = 8 .. h8 = 63', () => {
    expect(parseSquare('a1')).toBe(0);
    expect(parseSquare('h1')).toBe(7);
    expect(parseSquare('a2')).toBe(8);
    expect(parseSquare('d3')).toBe(19);
    expect(parseSquare('h8')).toBe(63);
    expect(formatSquare(19)).toBe('d3');
    expect(formatSquare(0)).toBe('a1');
    expect(formatSquare(63)).toBe('h8');
  });

  it('round-trips all 64 squares, in either case', () => {
    const seen = new Set<string>();
    for (let square = 0; square < 64; square++) {
      const name = formatSquare(square);
      expect(name).toMatch(/^[a-h][1-8]$/);
      seen.add(name);
      expect(parseSquare(name)).toBe(square);
      expect(parseSquare(name.toUpperCase())).toBe(square);
    }
    expect(seen.size).toBe(64);
  });

  it.each(['', 'd', 'd0', 'd9', 'i1', 'd33', ' d3', 'd3 ', '3d', 'pa', 'dd'])('rejects %j with a ParseError naming it', (text) => {
    const error = caught(() => parseSquare(text), ParseError);
    expect(error.code).toBe('INVALID_SQUARE');
    expect(error.index).toBe(0);
    expect(error.message).toBe(`Invalid square "${text}": expected a column a-h then a row 1-8, like "d3"`);
  });
});

describe('squaresOf / countSquares', () => {
  const naive = (bits: bigint) => {
    const squares: number[] = [];
    for (let i = 0; i < 64; i++) if ((bits >> BigInt(i)) & 1n) squares.push(i);
    return squares;
  };

  it('list and count the set bits of any 64-bit board, in index order', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), (bits) => {
        const expected = naive(bits);
        expect(squaresOf(bits)).toEqual(expected);
        expect(countSquares(bits)).toBe(expected.length);
      }),
    );
  });

  it('handle the edges: empty, full, a1, h8, bits 31 and 32', () => {
    expect(squaresOf(0n)).toEqual([]);
    expect(countSquares((1n << 64n) - 1n)).toBe(64);
    expect(squaresOf(1n)).toEqual([0]);
    expect(squaresOf(1n << 63n)).toEqual([63]);
    expect(squaresOf((1n << 31n) | (1n << 32n))).toEqual([31, 32]);
  });
});

describe('the notation functions, given what they do not take', () => {
  it('refuse it by name, as the methods do (a raw TypeError or a square like h0 once came out)', () => {
    for (const [call, message] of [
      [() => formatSquare(-1), 'formatSquare() takes a square index from 0 (a1) to 63 (h8), got -1'],
      [() => formatSquare(64), 'formatSquare() takes a square index from 0 (a1) to 63 (h8), got 64'],
      [() => formatSquare(Number.NaN), 'formatSquare() takes a square index from 0 (a1) to 63 (h8), got NaN'],
      [() => formatSquare(1.5), 'formatSquare() takes a square index from 0 (a1) to 63 (h8), got 1.5'],
      [() => parseSquare(19 as unknown as string), 'parseSquare() takes a string like "d3", got 19'],
      [() => parseTranscript(null as unknown as string), 'parseTranscript() takes a string like "f5d6c3", got null'],
      [() => parseBoardString(['-'] as unknown as string), 'parseBoardString() takes a string like a board string of 64 squares and the side to move, got an array'],
    ] as const) {
      expect(call).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message }));
    }
  });
});

