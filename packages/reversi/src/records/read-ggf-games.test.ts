import { beforeAll, describe, expect, it } from 'vitest';
import { caught } from '../../test/support/caught.ts';
import { RecordError, ReversiError } from '../errors.ts';
import { init } from '../node.ts';
import { Reversi } from '../reversi.ts';
import { GGF_START } from './ggf.ts';
import { readGGFGames } from './read-ggf-games.ts';

beforeAll(() => init());

/** The shortest othello game: black wipes white out in 9 moves, 13-0 with 51 empties. */
const WIPEOUT = 'e6f4e3f6g5d6e7f5c5';

/** What each game of a reading is, by number: its transcript. */
const transcripts = (games: ReturnType<typeof readGGFGames>) => games.map(({ number, game }) => [number, game.transcript()]);

describe('readGGFGames', () => {
  it('reads and replays every game of a file, each with its number', () => {
    const text = `${new Reversi(WIPEOUT).toGGF({ black: 'ann' })}\n${new Reversi('f5d6c3').toGGF({ black: 'bob' })}\n`;
    const games = readGGFGames(text);
    expect(games.map(({ record }) => record.black)).toEqual(['ann', 'bob']);
    expect(transcripts(games)).toEqual([
      [1, WIPEOUT],
      [2, 'f5d6c3'],
    ]);
    expect(games[0]!.record.board).toBe(GGF_START);
    expect(games.skipped).toEqual([]);
  });

  it('skips a record that cannot be read, naming its number, and reads the others', () => {
    const text = '(;B[f5];)\n(;GM[Othello]B[f5]W[Z9];)\n(;B[e6]W[f4];)';
    const games = readGGFGames(text);
    expect(transcripts(games)).toEqual([
      [1, 'f5'],
      [3, 'e6f4'],
    ]);
    expect(games.skipped).toHaveLength(1);
    const { number, error } = games.skipped[0]!;
    expect(number).toBe(2);
    expect(error).toBeInstanceOf(RecordError);
    expect(error).toMatchObject({ code: 'INVALID_RECORD', record: 2, field: 'W', offset: text.indexOf('Z9') });
    expect(error.message).toBe(`GGF record 2: bad move "Z9" in field W at character ${text.indexOf('Z9') + 1}: expected a square like F5 or PA, then optionally /evaluation/time`);
  });

  it('skips a record whose moves the rules refuse', () => {
    const text = `${new Reversi(WIPEOUT).toGGF()}\n(;B[f5]W[f6]B[a1];)\n(;B[d3];)`;
    const games = readGGFGames(text);
    expect(transcripts(games)).toEqual([
      [1, WIPEOUT],
      [3, 'd3'],
    ]);
    expect(games.skipped[0]!.error).toMatchObject({ code: 'ILLEGAL_MOVE', record: 2, offset: text.lastIndexOf('a1'), field: 'B', moveNumber: 3 });
    expect(games.skipped[0]!.error.message).toMatch(/^GGF record 2: illegal move 3 "a1" in field B at character \d+: /);
  });

  it('skips a record whose board no othello game reaches, naming its BO field, as Reversi.fromGGF refuses it', () => {
    const empty = `(;GM[Othello]BO[8 ${'-------- '.repeat(8)}*];)`;
    const text = `(;B[f5];)\n${empty}`;
    const games = readGGFGames(text);
    expect(transcripts(games)).toEqual([[1, 'f5']]);
    const { error } = games.skipped[0]!;
    expect(error).toMatchObject({ code: 'INVALID_RECORD', record: 2, field: 'BO', offset: text.indexOf('8 --') });
    expect(error.message).toBe(
      `GGF record 2: a board no othello game reaches in field BO at character ${text.indexOf('8 --') + 1}: a centre square (d4, e4, d5, e5) is empty, but othello starts with the four of them filled and never empties one`,
    );
    expect(caught(() => Reversi.fromGGF(empty))).toBeInstanceOf(RecordError);
  });

  it('finds the next game after a record with no end, text that is no game, or a value with ";)" in it', () => {
    // Record 1 lacks its ";)"; record 3 is stray text; record 4's comment holds "(;" and ";)".
    const text = '(;B[f5]W[d6]\n(;B[c4];)\nnot a game\n(;C[ ;) (; ]B[zz];)(;B[e6];)';
    const games = readGGFGames(text);
    expect(transcripts(games)).toEqual([
      [2, 'c4'],
      [5, 'e6'],
    ]);
    expect(games.skipped.map(({ number, error }) => [number, error.message.replace(/ at character.*/, '')])).toEqual([
      [1, 'GGF record 1: unexpected "("'],
      [3, 'GGF record 3: unexpected "n"'],
      [4, 'GGF record 4: bad move "zz" in field B'],
    ]);
  });

  it('loses only the rest of the text to a value that never closes', () => {
    const games = readGGFGames('(;B[e6];)(;PB[ann');
    expect(transcripts(games)).toEqual([[1, 'e6']]);
    expect(games.skipped.map(({ number, error }) => [number, error.message])).toEqual([[2, 'GGF record 2: no "]" to close the value in field PB at character 12']]);
  });

  it('reads extra slashes after a move and fields it does not know', () => {
    const games = readGGFGames('(;GM[Othello]XX[anything]ZZ[]B[F5///]W[d6//1.5/extra];)(;KM[-0.5]B[e6];)');
    expect(transcripts(games)).toEqual([
      [1, 'f5d6'],
      [2, 'e6'],
    ]);
    expect(games[0]!.record.other).toEqual([
      { name: 'XX', value: 'anything' },
      { name: 'ZZ', value: '' },
    ]);
    expect(games.skipped).toEqual([]);
  });

  it('returns no game and every record skipped when none can be read; text with no record at all throws', () => {
    const games = readGGFGames('(;B[a1];)(;W[zz];)');
    expect(games).toHaveLength(0);
    expect(games.skipped.map(({ number }) => number)).toEqual([1, 2]);
    expect(caught(() => readGGFGames(' \n'), RecordError).message).toBe('GGF: no game at character 3: a game starts with "(;"');
  });

  it('with { strict: true }, throws the first bad record, naming its number, and returns nothing', () => {
    const first = new Reversi(WIPEOUT).toGGF();
    const text = `${first}\n(;B[f5]W[f6]B[a1];)\n(;B[zz];)`;
    const error = caught(() => readGGFGames(text, { strict: true }), RecordError);
    expect(error).toMatchObject({ code: 'ILLEGAL_MOVE', record: 2, offset: text.lastIndexOf('a1'), field: 'B', moveNumber: 3 });
    expect(error.message).toMatch(/^GGF record 2: illegal move 3 "a1"/);
    expect(transcripts(readGGFGames(first, { strict: true }))).toEqual([[1, WIPEOUT]]);
  });

  it('refuses options it does not know, naming them', () => {
    expect(caught(() => readGGFGames('(;;)', { strict: 'yes' } as never), ReversiError).message).toBe('strict must be true or false, got "yes"');
    expect(caught(() => readGGFGames('(;;)', { lenient: true } as never), ReversiError).message).toBe('readGGFGames() has no option "lenient": it takes strict');
    expect(caught(() => readGGFGames('(;;)', 'strict' as never), ReversiError).code).toBe('INVALID_ARGUMENT');
    expect(caught(() => readGGFGames(42 as never), ReversiError).message).toBe('GGF must be text, got number');
  });
});
