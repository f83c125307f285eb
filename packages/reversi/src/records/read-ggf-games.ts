import { flag, optionsOf } from '../arguments.ts';
import { RecordError } from '../errors.ts';
import { Reversi } from '../reversi.ts';
import { replayGGF, startOfGGF } from './ggf-game.ts';
import { type GGFRecord, readGGFRecords } from './ggf.ts';

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
  /** What is wrong, and where: the message starts `GGF record <number>:`, and `offset` is in the whole text. */
  error: RecordError;
}

/** The games read, in order, with the records skipped on the way (empty when every record was read). */
export type GGFGames = GGFGame[] & { skipped: SkippedGGFRecord[] };

/** What `readGGFGames` takes. */
export interface ReadGGFOptions {
  /** Throw the first bad record's error (naming its number) instead of skipping it. Default false. */
  strict?: boolean;
}

/** A record's error with its number: in the message, after `GGF`, and as `record`. */
function numbered(error: RecordError, number: number): RecordError {
  const what = error.message.replace(/^GGF: /, '');
  const { offset, field, move, moveNumber } = error;
  return new RecordError(error.code as 'INVALID_RECORD' | 'ILLEGAL_MOVE', `GGF record ${number}: ${what}`, { offset, field, move, moveNumber, record: number });
}

/**
 * Reads and replays every game of GGF text (a GGS archive, an NBoard file: `(;...;)(;...;)`). A
 * record that cannot be read or replayed is skipped, and the others are read: the result is an
 * array of the games, with `skipped` listing each bad record's number and error (a `RecordError`
 * whose message begins `GGF record 2:` and names the field and offset). With `{ strict: true }`,
 * the first bad record throws that error instead. Text that holds no record at all throws.
 *
 * @example
 * ```ts
 * const games = readGGFGames(readFileSync('games.ggf', 'utf8'));
 * games.map(({ record, game }) => `${record.black} - ${record.white}: ${game.transcript()}`);
 * for (const { number, error } of games.skipped) console.warn(`game ${number} skipped: ${error.message}`);
 * readGGFGames(text, { strict: true }); // throws at the first bad record
 * ```
 */
export function readGGFGames(text: string, options?: ReadGGFOptions): GGFGames {
  const strict = flag(optionsOf<ReadGGFOptions>(options, 'readGGFGames', ['strict'], '{ strict: true }').strict, 'strict', false);
  const games = [] as GGFGame[] as GGFGames;
  games.skipped = [];
  for (const read of readGGFRecords(text)) {
    try {
      if (read.error) throw read.error;
      games.push({ number: read.number, record: read.record, game: replayGGF(new Reversi(startOfGGF(read.record, read.offsets)), read.record, read.offsets) });
    } catch (error) {
      if (!(error instanceof RecordError)) throw error;
      const skipped = numbered(error, read.number);
      if (strict) throw skipped;
      games.skipped.push({ number: read.number, error: skipped });
    }
  }
  return games;
}
