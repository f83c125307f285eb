import { Reversi } from '../reversi.ts';
import { replayGGF, startOfGGF } from './ggf-game.ts';
import { type GGFRecord, readGGFText } from './ggf.ts';

/** A game of a GGF file: its record, field by field, and the game its moves play to. */
export interface GGFGame {
  record: GGFRecord;
  game: Reversi;
}

/**
 * Reads and replays every game of GGF text (a GGS archive, an NBoard file: `(;...;)(;...;)`). All
 * or nothing: a `RecordError` names the field and offset of the first field that cannot be read
 * or move that cannot be played, in whichever game.
 *
 * @example
 * ```ts
 * const games = readGGFGames(readFileSync('games.ggf', 'utf8'));
 * games.map(({ record, game }) => `${record.black} - ${record.white}: ${game.transcript()}`);
 * ```
 */
export function readGGFGames(text: string): GGFGame[] {
  return readGGFText(text).map(({ record, offsets }) => ({ record, game: replayGGF(new Reversi(startOfGGF(record)), record, offsets) }));
}
