import { described, flag, isObjectLiteral, optionsOf } from './arguments.ts';
import { type RecordError, ReversiError } from './errors.ts';
import { Reversi } from './reversi.ts';
import { GGFFault } from './records/ggf-fault.ts';
import { replayGGF, startOfGGF } from './records/ggf-game.ts';
import { type GGFRange, type GGFRecord, type GGFTextRecord, readGGFRecords } from './records/ggf.ts';

/** A game of a GGF file: its number in the file, its record, field by field, and the game its moves play to. */
export interface GGFGame {
  /** The game's place in the text, from 1, counting the records that were skipped. */
  number: number;
  record: GGFRecord;
  game: Reversi;
}

/** A record of a GGF file that could not be read or replayed, and why. */
export interface SkippedGGFRecord {
  /** Its place in the text, from 1. */
  number: number;
  /**
   * What is wrong, and where: the message starts `GGF record <number>, from character <its
   * start>:`, and `offset` (as the message's characters, counted from 1) is in the whole text.
   * Made when first read.
   */
  readonly error: RecordError;
}

/** The games read, in order, with the records skipped on the way (empty when every record was read). */
export type GGFGames = GGFGame[] & { skipped: SkippedGGFRecord[] };

/** What `readGGFGames` takes. */
export interface ReadGGFOptions {
  /** Throw the first bad record's error (naming its number) instead of skipping it. Default false. */
  strict?: boolean;
  /**
   * Read only `text.slice(start, end)`, whose first record is number `number` of the text: one game
   * of a file that was indexed, its errors naming its number and characters as in the whole file.
   */
  within?: GGFRange;
}

const WITHIN = '{ start: 0, end: 120, number: 1 }';

/** The `within` option, checked against the text: whole offsets in it, the start first, a number from 1. */
function rangeOf(within: unknown, text: string): GGFRange | undefined {
  if (within === undefined) return undefined;
  if (!isObjectLiteral(within)) throw new ReversiError('INVALID_ARGUMENT', `within must be an object like ${WITHIN}, got ${described(within)}`);
  const { start, end, number } = within as Partial<Record<keyof GGFRange, unknown>>;
  const offset = (value: unknown, name: string, from: number) => {
    if (!Number.isInteger(value) || (value as number) < from || (value as number) > text.length) {
      throw new ReversiError('INVALID_ARGUMENT', `within.${name} must be a whole offset from ${from} to the text's length ${text.length}, got ${described(value)}`);
    }
    return value as number;
  };
  const range = { start: offset(start, 'start', 0), end: offset(end, 'end', start as number), number: 0 };
  if (!Number.isInteger(number) || (number as number) < 1) throw new ReversiError('INVALID_ARGUMENT', `within.number must be a whole number from 1, got ${described(number)}`);
  return { ...range, number: number as number };
}

/** A skipped record: its error is made when asked for (most of a file of junk is never looked at). */
function skippedRecord(record: { number: number; start: number }, fault: GGFFault): SkippedGGFRecord {
  let error: RecordError | undefined;
  return {
    number: record.number,
    get error() {
      return (error ??= fault.error(record));
    },
  };
}

/**
 * Reads and replays every game of GGF text (a GGS archive, an NBoard file: `(;...;)(;...;)`). A
 * record that cannot be read or replayed is skipped, and the others are read: the result is an
 * array of the games, with `skipped` listing each bad record's number and error (a `RecordError`
 * whose message begins `GGF record 2, from character 120:` and names the field and offset, in
 * the whole text). With `{ strict: true }`,
 * the first bad record throws that error instead; with `within`, only that part of the text is
 * read. Text that holds no record at all throws.
 *
 * @example
 * ```ts
 * const games = readGGFGames(readFileSync('games.ggf', 'utf8'));
 * games.map(({ record, game }) => `${record.black} - ${record.white}: ${game.transcript()}`);
 * for (const { number, error } of games.skipped) console.warn(`game ${number} skipped: ${error.message}`);
 * readGGFGames(text, { strict: true }); // throws at the first bad record
 * readGGFGames(text, { within: { start: 120, end: 260, number: 2 } }); // the second game alone, errors as in the whole text
 * ```
 */
export function readGGFGames(text: string, options?: ReadGGFOptions): GGFGames {
  const given = optionsOf<ReadGGFOptions>(options, 'readGGFGames', ['strict', 'within'], '{ strict: true }');
  const strict = flag(given.strict, 'strict', false);
  const range = typeof text === 'string' ? rangeOf(given.within, text) : undefined;
  const games = [] as GGFGame[] as GGFGames;
  games.skipped = [];
  const skip = (read: GGFTextRecord, fault: GGFFault) => {
    const record = { number: read.number, start: read.offset };
    if (strict) throw fault.error(record);
    games.skipped.push(skippedRecord(record, fault));
  };
  for (const read of readGGFRecords(text, range)) {
    if (read.fault) {
      skip(read, read.fault);
      continue;
    }
    try {
      games.push({ number: read.number, record: read.record, game: replayGGF(new Reversi(startOfGGF(read.record, read.offsets)), read.record, read.offsets) });
    } catch (fault) {
      if (!(fault instanceof GGFFault)) throw fault;
      skip(read, fault);
    }
  }
  return games;
}
