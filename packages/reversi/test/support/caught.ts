// Helpers shared by the unit tests beside the sources.
import fc from 'fast-check';
import { expect } from 'vitest';
import { ReversiError } from '../../src/errors.ts';

/**
 * Runs `act`, checks that it threw a `ReversiError` (an instance of `type` when given) and returns
 * the error, so that a test can check its code, message and index.
 *
 * @example
 * ```ts
 * expect(caught(() => parseSquare('z9'), ParseError).index).toBe(0);
 * ```
 */
export function caught<T extends ReversiError = ReversiError>(act: () => unknown, type?: abstract new (...args: never[]) => T): T {
  try {
    act();
  } catch (error) {
    expect(error).toBeInstanceOf(type ?? ReversiError);
    return error as T;
  }
  throw new Error(`expected ${act} to throw`);
}

/**
 * One character, as a string: printable ASCII or any code point above it, up to the astral planes
 * (fc.string's 'binary' unit would do, but takes half a second to start).
 */
export const anyCharacter = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
  fc
    .integer({ min: 0x80, max: 0x10ffff })
    .filter((code) => code < 0xd800 || code > 0xdfff)
    .map((code) => String.fromCodePoint(code)),
);
