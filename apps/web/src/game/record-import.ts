// The games a pasted text or an opened file holds, to load one: GGF records (one game, or many
// to choose among), a WTHOR .wtb file, a transcript or a board string. The wrapper reads each
// format and names what is wrong; this module turns what it read into the page's game records.
// A GGF file of many games is only indexed (where each game is, its players, date and result):
// the wrapper reads and replays the one chosen, so that an archive of 100,000 games opens at once.
import { GGF_START, type GGFRecord, type ResolvedRules, ReversiError, readGGFGames, readWTB } from '@flank/reversi';
import type { ListedGame } from './game-list.ts';
import { importPosition } from './position-import.ts';
import type { GameRecord } from './record.ts';
import { keptAbout } from './game-about.ts';

/** A game found in a text or a file: its number, how the page names it, and its record, read when asked for. */
export interface FoundGame extends ListedGame {
  label: string;
  /** The game's record; throws the wrapper's error (naming the game's number) when it cannot be read. */
  record: () => GameRecord;
}

/** The games found, and how many records were skipped as unreadable (GGF reads past a bad one). */
export interface FoundGames {
  games: FoundGame[];
  skipped: number;
}

const OTHELLO: ResolvedRules = { name: 'othello' };
/** GGF text: a record opens with `(;`. */
const isGGF = (text: string) => /^\s*\(;/.test(text);

/** A game of GGF text as the index finds it: where it is, and the fields the list shows. */
interface IndexedGGF {
  start: number;
  end: number;
  fields: Partial<Record<'PB' | 'PW' | 'DT' | 'RE', string>>;
}

/**
 * Where each game of GGF text is, `(;` to `;)`, with its players, date and result: values are
 * skipped whole (`]` ends one; a comment may hold `;)`), nothing else is read. Text between games
 * is passed over: reading the game chosen says what is wrong with it.
 */
function indexGGF(text: string): IndexedGGF[] {
  const games: IndexedGGF[] = [];
  const length = text.length;
  // The next "[" and the "]" after it, looked for again only once passed: looking from every game
  // start for a "[" that is far ahead, or for none, read the rest of the text each time (quadratic).
  let open = -2;
  let close = -2;
  for (let start = text.indexOf('(;'); start >= 0; start = text.indexOf('(;', start)) {
    const game: IndexedGGF = { start, end: length, fields: {} };
    games.push(game);
    let at = start + 2;
    for (;;) {
      if (open !== -1 && open < at) open = text.indexOf('[', at);
      // Between two values stands a name (a letter or two): the game's end, or the next game's
      // start, is looked for there, never inside a value.
      const stop = open < 0 ? length : open;
      let end = -1;
      for (let i = at; i < stop - 1 && end < 0; i++) {
        const code = text.charCodeAt(i);
        if (code === 59 /* ; */ && text.charCodeAt(i + 1) === 41 /* ) */) end = i + 2;
        else if (code === 40 /* ( */ && text.charCodeAt(i + 1) === 59 /* ; */) end = i;
      }
      if (open >= 0 && close !== -1 && close < open) close = text.indexOf(']', open);
      if (end >= 0 || open < 0 || close < 0) {
        game.end = end >= 0 ? end : length;
        break;
      }
      // Most values are moves (`B[F5]`): a name is cut out of the text only where it may be one
      // wanted (P, D or R before its last letter, or a space before the value).
      const first = text.charCodeAt(open - 2);
      if (first === 80 || first === 68 || first === 82 || text.charCodeAt(open - 1) <= 32) {
        const name = text.slice(at, open).trim();
        if (name === 'PB' || name === 'PW' || name === 'DT' || name === 'RE') game.fields[name] = text.slice(open + 1, close).trim();
      }
      at = close + 1;
    }
    start = game.end;
  }
  return games;
}

/** A GGF result as the list shows it: `+4` for `+4.00`, nothing when there is none. */
function shownResult(result: string | undefined): string {
  const score = /^[+-]?\d+(\.\d*)?/.exec(result ?? '')?.[0];
  return score === undefined ? '' : `, ${Number(score) > 0 ? '+' : ''}${Number(score)}`;
}

/** The game record of a game the wrapper read from GGF. */
const recordOfGGF = ({ record, game }: { record: GGFRecord; game: { history(): string[] } }): GameRecord => ({
  rules: OTHELLO,
  start: record.board === GGF_START ? null : record.board,
  moves: game.history(),
  undone: [],
  about: keptAbout({ black: record.black, white: record.white, date: record.date, place: record.place }),
});

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
  if (!isGGF(text)) {
    const record = importPosition(text, rules);
    return { games: [{ number: 1, label: '', search: '', record: () => record }], skipped: 0 };
  }
  const index = indexGGF(text);
  if (index.length > 1) {
    const games = index.map(({ start, end, fields }, i) => {
      const number = i + 1;
      const about = `${fields.PB || '?'} – ${fields.PW || '?'}${fields.DT ? `, ${fields.DT}` : ''}${shownResult(fields.RE)}`;
      return { number, label: `${number}. ${about}`, search: about.toLowerCase(), record: () => readOneGGF(text, { start, end, number }) };
    });
    return { games, skipped: 0 };
  }
  const read = readGGFGames(text);
  if (read.length === 0) throw read.skipped[0]!.error;
  const games = read.map((found) => {
    const { record, game } = found;
    const players = `${record.black ?? '?'} – ${record.white ?? '?'}`;
    const moves = game.history().length;
    const label = `${players}${shownResult(record.result && String(record.result.score))}, ${moves === 1 ? '1 move' : `${moves} moves`}`;
    const gameRecord = recordOfGGF(found);
    return { number: found.number, label, search: label.toLowerCase(), record: () => gameRecord };
  });
  return { games, skipped: read.skipped.length };
}

/**
 * The game of one GGF record, game `number` of its file, read where it stands in the text: the
 * wrapper's error, when it cannot be read, names its number and counts characters in the whole
 * file, as `flank convert` does.
 */
function readOneGGF(text: string, within: { start: number; end: number; number: number }): GameRecord {
  const read = readGGFGames(text, { within });
  if (read.length === 0) throw read.skipped[0]!.error;
  return recordOfGGF(read[0]!);
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
        games: games.map((game, i) => {
          const label = `${game.year}, game ${i + 1}: black ${game.black} – white ${game.white}, ${game.blackScore}–${64 - game.blackScore}`;
          const record: GameRecord = { rules: OTHELLO, start: null, moves: game.moves, undone: [] };
          return { number: i + 1, label, search: label.toLowerCase(), record: () => record };
        }),
        skipped: 0,
      };
    }
    return gamesOfText(new TextDecoder().decode(bytes), rules);
  } catch (error) {
    throw new ReversiError('INVALID_ARGUMENT', `${name}: ${(error as Error).message}`);
  }
}
