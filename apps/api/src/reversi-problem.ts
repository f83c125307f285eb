import { IllegalMoveError, ParseError, RecordError, ReversiError, parseTranscript } from '@flank/reversi';
import { type Field, fieldProblem } from './field.ts';
import type { Problem, ProblemType } from './problem.ts';

/**
 * The problem type of each error code that reading a position or moves can cause. The rest
 * (and these, from anywhere else) are the server's own failures.
 */
const TYPES: Partial<Record<ReversiError['code'], ProblemType>> = {
  INVALID_BOARD: 'invalid-position',
  INVALID_TRANSCRIPT: 'invalid-position',
  INVALID_SQUARE: 'invalid-move',
  INVALID_RULES: 'invalid-rules',
  INVALID_RECORD: 'invalid-game',
  ILLEGAL_MOVE: 'illegal-move',
};

/**
 * Where an illegal move stands, counted from 1 as its message counts: its number among the moves,
 * and the character of the transcript it starts at.
 */
function illegalMoveAt(error: IllegalMoveError, transcript: string | undefined): { moveNumber?: number; character?: number } {
  const { moveNumber } = error;
  if (moveNumber === undefined) return {};
  const start = transcript === undefined ? undefined : parseTranscript(transcript)[moveNumber - 1]?.index;
  return start === undefined ? { moveNumber } : { moveNumber, character: start + 1 };
}

/**
 * The problem that a `ReversiError` from reading a request's position, rules or moves makes of the field: the wrapper's
 * message (which names the bad character, move or option) as the detail, with the field in front,
 * and where it is, counted from 1 as the message counts (`character`, `moveNumber`).
 * `text` is the field's string, to locate an illegal move of a transcript in it; with `moves`, the
 * field holds moves to play, not a position. Any other error is the server's own and is thrown on.
 *
 * @example
 * ```ts
 * try {
 *   game.load(position);
 * } catch (error) {
 *   throw reversiProblem(error, bodyFields('position'), { text: position });
 * }
 * ```
 */
export function reversiProblem(error: unknown, field: Field, options: { text?: string; moves?: boolean } = {}): Problem {
  const type = error instanceof ReversiError ? TYPES[error.code] : undefined;
  if (type === undefined) throw error;
  const { message } = error as ReversiError;
  const { text, moves = false } = options;
  if (error instanceof ParseError) return fieldProblem(moves ? 'invalid-move' : type, field, message, { character: error.index + 1 });
  if (error instanceof IllegalMoveError) return fieldProblem(type, field, message, { move: error.move, ...illegalMoveAt(error, text) });
  if (error instanceof RecordError) {
    const move = error.move === undefined ? {} : { move: error.move, moveNumber: error.moveNumber };
    return fieldProblem(type, field, message, { character: error.offset + 1, ...move });
  }
  return fieldProblem(type, field, message);
}
