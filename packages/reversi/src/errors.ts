import { ordinal } from './ordinal.ts';

/** What went wrong, as a stable string to branch on. */
export type ReversiErrorCode =
  | 'NOT_INITIALIZED'
  | 'INVALID_SQUARE'
  | 'INVALID_BOARD'
  | 'INVALID_TRANSCRIPT'
  | 'INVALID_RULES'
  | 'INVALID_RECORD'
  | 'INVALID_ARGUMENT'
  | 'ILLEGAL_MOVE'
  | 'GAME_OVER';

/**
 * The one error type of @flank/reversi: every failure throws it (or a subclass), with a `code` and a
 * message that names what was wrong. A method that throws leaves the game as it was.
 *
 * @example
 * ```ts
 * try {
 *   game.move('a1');
 * } catch (error) {
 *   if (error instanceof ReversiError && error.code === 'ILLEGAL_MOVE') console.log(error.message);
 * }
 * ```
 */
export class ReversiError extends Error {
  readonly code: ReversiErrorCode;

  /** `options.cause`: the error that this one reports (Node's, where a file could not be read). */
  constructor(code: ReversiErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReversiError';
    this.code = code;
  }
}

/**
 * Text that is not a square, board string or transcript. `index` is the offset (from 0, as
 * `text.slice(index)` takes it) of the first offending character in the text that was parsed;
 * the message, written for people, counts from 1: "character index + 1".
 */
export class ParseError extends ReversiError {
  readonly index: number;

  constructor(code: 'INVALID_SQUARE' | 'INVALID_BOARD' | 'INVALID_TRANSCRIPT', message: string, index: number) {
    super(code, message);
    this.name = 'ParseError';
    this.index = index;
  }
}

/**
 * A move the rules do not allow in the position it was tried in. `moveNumber` is its place in the
 * transcript being played, from 1, when there was one: the message's "the 2nd move".
 */
export class IllegalMoveError extends ReversiError {
  readonly move: string;
  readonly moveNumber: number | undefined;
  /** Why the rules refuse it, like `'it flanks no white disc'`. */
  readonly reason: string;

  constructor(move: string, reason: string, moveNumber?: number) {
    super('ILLEGAL_MOVE', moveNumber === undefined ? `Illegal move ${move}: ${reason}` : `The ${ordinal(moveNumber)} move, ${move}, is illegal: ${reason}`);
    this.name = 'IllegalMoveError';
    this.move = move;
    this.moveNumber = moveNumber;
    this.reason = reason;
  }
}

/**
 * A game record that cannot be read: GGF text or a WTHOR `.wtb` file. `offset` is where the trouble
 * is, from 0 (in GGF text the character's offset, which the message counts from 1, as people do; in
 * a file the byte's offset), `field` the GGF field that holds it.
 * `INVALID_RECORD` when the record is malformed, `ILLEGAL_MOVE` when it holds a move the rules refuse
 * (then `move` is the move and `moveNumber` its place, from 1 as the message counts, among the record's moves). `record`
 * is the game's number, from 1, in text of many (`readGGFGames`).
 *
 * @example
 * ```ts
 * try {
 *   Reversi.fromGGF('(;GM[Othello]B[f5]W[Z9];)');
 * } catch (error) {
 *   if (error instanceof RecordError) console.log(error.field, error.offset); // 'W' 20
 * }
 * ```
 */
export class RecordError extends ReversiError {
  readonly offset: number;
  readonly field: string | undefined;
  readonly move: string | undefined;
  readonly moveNumber: number | undefined;
  readonly record: number | undefined;

  constructor(
    code: 'INVALID_RECORD' | 'ILLEGAL_MOVE',
    message: string,
    where: { offset: number; field?: string; move?: string; moveNumber?: number; record?: number },
  ) {
    super(code, message);
    this.name = 'RecordError';
    this.offset = where.offset;
    this.field = where.field;
    this.move = where.move;
    this.moveNumber = where.moveNumber;
    this.record = where.record;
  }
}
