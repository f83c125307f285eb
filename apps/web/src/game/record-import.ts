// The games a pasted text or an opened file holds, to load one: GGF records (one game, or many
// to choose among), a WTHOR .wtb file, a transcript or a board string. The wrapper reads each
// format and names what is wrong; this module turns what it read into the page's game records.
import { GGF_START, type ResolvedRules, ReversiError, readGGFGames, readWTB } from '@flank/reversi';
import { importPosition } from './position-import.ts';
import type { GameRecord } from './record.ts';

/** A game found in a text or a file: how the page names it, and its record. */
export interface FoundGame {
  label: string;
  record: GameRecord;
}

/** The games found, and how many records were skipped as unreadable (GGF reads past a bad one). */
export interface FoundGames {
  games: FoundGame[];
  skipped: number;
}

const OTHELLO: ResolvedRules = { name: 'othello' };
/** GGF text: a record opens with `(;`. */
const isGGF = (text: string) => /^\s*\(;/.test(text);

/**
 * The games of a pasted text: every readable record of GGF text, else the one game a transcript or
 * board string describes under `rules`. Throws the wrapper's error (naming the record, field or
 * move) when nothing can be read.
 *
 * @example
 * ```ts
 * gamesOfText('f5d6', { name: 'othello' }).games[0].record.moves; // ['f5', 'd6']
 * gamesOfText('(;GM[Othello]PB[ann]PW[bob]TY[8]B[F5];)', { name: 'othello' }).games[0].label; // 'ann – bob, 1 move'
 * ```
 */
export function gamesOfText(text: string, rules: ResolvedRules): FoundGames {
  if (!isGGF(text)) return { games: [{ label: '', record: importPosition(text, rules) }], skipped: 0 };
  const read = readGGFGames(text);
  if (read.length === 0) throw read.skipped[0]!.error;
  const games = read.map(({ number, record, game }) => {
    const players = `${record.black ?? '?'} – ${record.white ?? '?'}`;
    const result = record.result ? `, ${record.result.score > 0 ? '+' : ''}${record.result.score}` : '';
    const moves = game.history().length;
    const label = `${read.length > 1 ? `${number}. ` : ''}${players}${result}, ${moves === 1 ? '1 move' : `${moves} moves`}`;
    return { label, record: { rules: OTHELLO, start: record.board === GGF_START ? null : record.board, moves: game.history(), undone: [] } };
  });
  return { games, skipped: read.skipped.length };
}

/**
 * The games of an opened file: a WTHOR `.wtb` file (by its name; its players are numbers, whose
 * names WTHOR.JOU holds), else its text as `gamesOfText` reads it. Throws an error naming the file.
 *
 * @example
 * ```ts
 * gamesOfFile('WTH_2001.wtb', bytes, { name: 'othello' }).games[0].label; // '2001, game 1: black 1234 – white 567, 40–24'
 * ```
 */
export function gamesOfFile(name: string, bytes: Uint8Array, rules: ResolvedRules): FoundGames {
  try {
    if (/\.wtb$/i.test(name)) {
      const { games } = readWTB(bytes);
      if (games.length === 0) throw new ReversiError('INVALID_ARGUMENT', 'the file holds no game');
      return {
        games: games.map((game, i) => ({
          label: `${game.year}, game ${i + 1}: black ${game.black} – white ${game.white}, ${game.blackScore}–${64 - game.blackScore}`,
          record: { rules: OTHELLO, start: null, moves: game.moves, undone: [] },
        })),
        skipped: 0,
      };
    }
    return gamesOfText(new TextDecoder().decode(bytes), rules);
  } catch (error) {
    throw new ReversiError('INVALID_ARGUMENT', `${name}: ${(error as Error).message}`);
  }
}
