import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCharacter, caught } from '../../test/support/caught.ts';
import { ParseError } from '../errors.ts';
import { formatBoardString } from './board-string.ts';
import { formatSquare } from './square.ts';
import { looksLikeTranscript, parseTranscript } from './transcript.ts';
import { ordinal } from '../ordinal.ts';
import { printable } from './printable.ts';

const whitespace = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r\n'), maxLength: 3 });

/** A move as a transcript writes it, in random case: a square or a pass. */
const token = fc
  .tuple(fc.oneof(fc.integer({ min: 0, max: 63 }), fc.constant<'pass'>('pass')), fc.boolean(), fc.boolean())
  .map(([move, upperFirst, upperSecond]) => {
    const name = move === 'pass' ? 'pa' : formatSquare(move);
    const text = (upperFirst ? name[0]!.toUpperCase() : name[0]!) + (upperSecond ? name[1]!.toUpperCase() : name[1]!);
    return { move, text };
  });

/** A transcript with random whitespace between (never inside) its moves, and what it should parse to. */
const transcript = fc.tuple(whitespace, fc.array(fc.tuple(token, whitespace), { maxLength: 70 })).map(([lead, tokens]) => {
  let text = lead;
  const moves = tokens.map(([{ move, text: written }, gap]) => {
    const index = text.length;
    text += written + gap;
    return { move, text: written, index };
  });
  return { text, moves };
});

function parseError(text: string): ParseError {
  const error = caught(() => parseTranscript(text), ParseError);
  expect(error.code).toBe('INVALID_TRANSCRIPT');
  return error;
}

describe('parseTranscript', () => {
  it('splits squares and passes, case-insensitively, with whitespace between moves', () => {
    expect(parseTranscript('f5 D6pa')).toEqual([
      { move: 37, text: 'f5', index: 0 },
      { move: 43, text: 'D6', index: 3 },
      { move: 'pass', text: 'pa', index: 5 },
    ]);
    expect(parseTranscript('F5d6C3PApA').map((m) => m.move)).toEqual([37, 43, 18, 'pass', 'pass']);
    expect(parseTranscript('\tf5\n d6  ')).toEqual([
      { move: 37, text: 'f5', index: 1 },
      { move: 43, text: 'd6', index: 5 },
    ]);
  });

  it('reads nothing from an empty or blank transcript', () => {
    expect(parseTranscript('')).toEqual([]);
    expect(parseTranscript(' \n\t')).toEqual([]);
  });

  it('round-trips random squares and passes, in any case, with any whitespace between moves', () => {
    fc.assert(
      fc.property(transcript, ({ text, moves }) => {
        expect(parseTranscript(text)).toEqual(moves);
      }),
    );
  });

  it('points at a random invalid character inserted anywhere, names it and the move', () => {
    const invalid = anyCharacter.filter((char) => !/[a-hp1-8\s]/i.test(char));
    fc.assert(
      fc.property(transcript, invalid, fc.nat(), ({ text, moves }, char, at) => {
        const place = at % (text.length + 1);
        const error = parseError(text.slice(0, place) + char + text.slice(place));
        expect(error.index).toBe(place);
        const moveNumber = 1 + moves.filter((move) => move.index + 2 <= place).length;
        expect(error.message).toBe(
          `Invalid character "${printable(char)}" at character ${place + 1} of the transcript (the ${ordinal(moveNumber)} move): a move is a column a-h then a row 1-8, or "pa" for a pass`,
        );
      }),
    );
  });

  it('rejects a move split by whitespace, pointing at the whitespace', () => {
    expect(parseError('f5d 6')).toMatchObject({ index: 3, message: expect.stringContaining('Invalid character " " at character 4') });
  });

  it('rejects a row or column out of range at the offending character', () => {
    expect(parseError('f5d9')).toMatchObject({ index: 3, message: expect.stringContaining('"9" at character 4 of the transcript (the 2nd move)') });
    expect(parseError('f5i1')).toMatchObject({ index: 2, message: expect.stringContaining('"i" at character 3') });
    expect(parseError('f5d0')).toMatchObject({ index: 3 });
    expect(parseError('pb')).toMatchObject({ index: 1, message: expect.stringContaining('"b" at character 2') });
    expect(parseError('f5 5f')).toMatchObject({ index: 3, message: expect.stringContaining('"5" at character 4') });
  });

  it('rejects a transcript that stops inside a move', () => {
    expect(parseError('f5d')).toMatchObject({
      index: 3,
      message: 'Transcript ends inside the 2nd move ("d"): a move is a column a-h then a row 1-8, or "pa" for a pass',
    });
    expect(parseError('f5 p')).toMatchObject({ index: 4, message: expect.stringContaining('the 2nd move ("p")') });
  });

  it('names a character outside the Basic Multilingual Plane whole', () => {
    expect(parseError('f5😀')).toMatchObject({ index: 2, message: expect.stringContaining('"😀"') });
    expect(parseError('f😀')).toMatchObject({ index: 1, message: expect.stringContaining('"😀"') });
  });
});

describe('looksLikeTranscript', () => {
  it('tells transcripts from board strings', () => {
    expect(looksLikeTranscript('')).toBe(true);
    expect(looksLikeTranscript('  ')).toBe(true);
    expect(looksLikeTranscript('f5d6')).toBe(true);
    expect(looksLikeTranscript('pa')).toBe(true);
    expect(looksLikeTranscript('pa PA')).toBe(true);
    expect(looksLikeTranscript('-'.repeat(64))).toBe(false);
    expect(looksLikeTranscript(`${'-'.repeat(27)}OX------XO${'-'.repeat(27)} X`)).toBe(false);
  });

  it('takes mistyped moves for transcripts, and a board cut short for a board string', () => {
    expect(looksLikeTranscript('z9')).toBe(true);
    expect(looksLikeTranscript('f５')).toBe(true); // a fullwidth digit
    expect(looksLikeTranscript('f5\u0000')).toBe(true);
    expect(looksLikeTranscript('XO--')).toBe(false);
    expect(looksLikeTranscript(`${'-'.repeat(63)}z X`)).toBe(false);
  });

  it('escapes what it echoes that would not show', () => {
    expect(parseError('f5\u0000')).toMatchObject({ index: 2, message: expect.stringContaining('Invalid character "\\u0000" at character 3 of the transcript') });
  });

  it('never takes a board string for a transcript', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
        fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
        fc.constantFrom<'black' | 'white' | undefined>('black', 'white', undefined),
        (black, white, turn) => {
          expect(looksLikeTranscript(formatBoardString({ black, white: white & ~black }, turn))).toBe(false);
        },
      ),
    );
  });
});
