// What is wrong with a GGF record, as data: the reader and the replay throw and keep it, and the
// `RecordError` is made from it only when someone asks. An Error captures a stack, several
// microseconds each: a file of a million bad records made two million of them, nearly all its time.
import { RecordError } from '../errors.ts';

/** Where a fault is: the offset in the whole text, from 0, and the field, move and move number when known. */
export interface GGFWhere {
  offset: number;
  field?: string;
  move?: string;
  moveNumber?: number;
}

/**
 * A GGF record's fault: its code, what is wrong (`bad move "Z9" in field W at character 21`, the
 * text's offsets counted from 1) and where. Thrown as it is inside the reader (not an Error: no
 * stack to capture), and turned into the `RecordError` users see by `error`.
 *
 * @example
 * ```ts
 * const fault = new GGFFault('INVALID_RECORD', 'no game at character 1', { offset: 0 });
 * fault.error().message; // 'GGF: no game at character 1'
 * fault.error({ number: 3, start: 0 }).message; // 'GGF record 3, from character 1: no game at character 1'
 * ```
 */
export class GGFFault {
  constructor(
    readonly code: 'INVALID_RECORD' | 'ILLEGAL_MOVE',
    readonly what: string,
    readonly where: GGFWhere,
  ) {}

  /**
   * The error to throw: `GGF: ...`, or for a record of many, `GGF record <number>, from character
   * <start + 1>: ...`: its characters are the whole text's, and its start says so.
   */
  error(record?: { number: number; start: number }): RecordError {
    if (record === undefined) return new RecordError(this.code, `GGF: ${this.what}`, this.where);
    return new RecordError(this.code, `GGF record ${record.number}, from character ${record.start + 1}: ${this.what}`, { ...this.where, record: record.number });
  }
}
