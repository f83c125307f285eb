import { textArgument } from '../arguments.ts';
import { ParseError } from '../errors.ts';
import { ordinal } from '../ordinal.ts';
import { printable } from './printable.ts';
import { parseSquare } from './square.ts';

/** One move of a transcript: a square index, or `'pass'`. */
export interface TranscriptMove {
  /** Square index (0 = a1 .. 63 = h8), or 'pass'. */
  move: number | 'pass';
  /** As written, like `D3` or `pa`. */
  text: string;
  /** Offset of its first character in the transcript. */
  index: number;
}

/**
 * Splits a transcript like `f5d6c3d3c4` into moves. Squares are case-insensitive, a pass is `pa`,
 * and whitespace may separate moves (not split one).
 *
 * @example
 * ```ts
 * parseTranscript('f5 D6pa').map((m) => m.move); // [37, 43, 'pass']
 * ```
 */
export function parseTranscript(text: string): TranscriptMove[] {
  textArgument(text, 'parseTranscript', '"f5d6c3"');
  const moves: TranscriptMove[] = [];
  let i = 0;
  while (i < text.length) {
    if (/\s/.test(text[i]!)) {
      i++;
      continue;
    }
    const pair = text.slice(i, i + 2);
    if (/^pa$/i.test(pair)) {
      moves.push({ move: 'pass', text: pair, index: i });
    } else if (/^[a-h][1-8]$/i.test(pair)) {
      moves.push({ move: parseSquare(pair), text: pair, index: i });
    } else {
      const bad = /^[a-h]/i.test(pair) || /^p/i.test(pair) ? i + 1 : i;
      // A whole code point, so that a message names an emoji (any character beyond U+FFFF) rather than half of it.
      const char = text[bad] === undefined ? undefined : String.fromCodePoint(text.codePointAt(bad)!);
      throw new ParseError(
        'INVALID_TRANSCRIPT',
        char === undefined
          ? `Transcript ends inside the ${ordinal(moves.length + 1)} move ("${printable(pair)}"): a move is a column a-h then a row 1-8, or "pa" for a pass`
          : `Invalid character "${printable(char)}" at character ${bad + 1} of the transcript (the ${ordinal(moves.length + 1)} move): a move is a column a-h then a row 1-8, or "pa" for a pass`,
        bad,
      );
    }
    i += 2;
  }
  return moves;
}

/** The characters of board strings (squares and the side to move), and spaces. */
const BOARD_TEXT = /^[XxOo*bBwW.\-\s]*$/;

/**
 * Whether a position argument reads as a transcript rather than a board string: only transcripts
 * hold digits, and text too short for a board's 64 squares is one unless it is all board
 * characters (`z9` and `f５` are mistyped moves, `XO-` a board cut short).
 */
export function looksLikeTranscript(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '' || /\p{Nd}/u.test(trimmed) || /^(pa\s*)+$/i.test(trimmed)) return true;
  return [...trimmed.replace(/\s/g, '')].length < 64 && !BOARD_TEXT.test(trimmed);
}
