import { beforeAll, describe, expect, it, vi } from 'vitest';
import { caught } from '../test/support/caught.ts';
import { RecordError, ReversiError } from './errors.ts';
import { init } from './node.ts';
import { Reversi } from './reversi.ts';
import { GGFFault } from './records/ggf-fault.ts';
import { GGF_START } from './records/ggf.ts';
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
    expect(error.message).toBe(`GGF record 2, from character 11: bad move "Z9" in field W at character ${text.indexOf('Z9') + 1}: expected a square like F5 or PA, then optionally /evaluation/time`);
  });

  it('skips a record whose moves the rules refuse', () => {
    const text = `${new Reversi(WIPEOUT).toGGF()}\n(;B[f5]W[f6]B[a1];)\n(;B[d3];)`;
    const games = readGGFGames(text);
    expect(transcripts(games)).toEqual([
      [1, WIPEOUT],
      [3, 'd3'],
    ]);
    expect(games.skipped[0]!.error).toMatchObject({ code: 'ILLEGAL_MOVE', record: 2, offset: text.lastIndexOf('a1'), field: 'B', moveNumber: 3 });
    expect(games.skipped[0]!.error.message).toMatch(/^GGF record 2, from character \d+: illegal move 3 "a1" in field B at character \d+: /);
  });

  it('skips a record whose board no othello game reaches, naming its BO field, as Reversi.fromGGF refuses it', () => {
    const empty = `(;GM[Othello]BO[8 ${'-------- '.repeat(8)}*];)`;
    const text = `(;B[f5];)\n${empty}`;
    const games = readGGFGames(text);
    expect(transcripts(games)).toEqual([[1, 'f5']]);
    const { error } = games.skipped[0]!;
    expect(error).toMatchObject({ code: 'INVALID_RECORD', record: 2, field: 'BO', offset: text.indexOf('8 --') });
    expect(error.message).toBe(
      `GGF record 2, from character 11: a board no othello game reaches in field BO at character ${text.indexOf('8 --') + 1}: a centre square (d4, e4, d5, e5) is empty, but othello starts with the four of them filled and never empties one`,
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
      [1, 'GGF record 1, from character 1: unexpected "("'],
      [3, 'GGF record 3, from character 24: unexpected "n"'],
      [4, 'GGF record 4, from character 35: bad move "zz" in field B'],
    ]);
  });

  it('loses only the rest of the text to a value that never closes', () => {
    const games = readGGFGames('(;B[e6];)(;PB[ann');
    expect(transcripts(games)).toEqual([[1, 'e6']]);
    expect(games.skipped.map(({ number, error }) => [number, error.message])).toEqual([[2, 'GGF record 2, from character 10: no "]" to close the value in field PB at character 12']]);
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
    expect(error.message).toMatch(/^GGF record 2, from character \d+: illegal move 3 "a1"/);
    expect(transcripts(readGGFGames(first, { strict: true }))).toEqual([[1, WIPEOUT]]);
  });

  it('with within, reads one part of the text, its numbers and characters those of the whole text', () => {
    const text = '(;B[f5];)\n(;B[e6]W[zz];)\n(;B[d3];)';
    const start = text.indexOf('(;B[e6]');
    const end = text.lastIndexOf('(;');
    const games = readGGFGames(text, { within: { start, end, number: 2 } });
    expect(games).toHaveLength(0);
    expect(games.skipped.map(({ number, error }) => [number, error.record, error.offset, error.message])).toEqual([
      [2, 2, text.indexOf('zz'), `GGF record 2, from character ${start + 1}: bad move "zz" in field W at character ${text.indexOf('zz') + 1}: expected a square like F5 or PA, then optionally /evaluation/time`],
    ]);
    expect(transcripts(readGGFGames(text, { within: { start: end, end: text.length, number: 3 } }))).toEqual([[3, 'd3']]);
    expect(caught(() => readGGFGames(text, { within: { start, end, number: 2 }, strict: true }), RecordError).message).toBe(games.skipped[0]!.error.message);
  });

  it('refuses a within that is not a part of the text, naming what is wrong', () => {
    const text = '(;B[f5];)';
    const message = (within: unknown) => caught(() => readGGFGames(text, { within } as never), ReversiError).message;
    expect(message([0, 9])).toBe('within must be an object like { start: 0, end: 120, number: 1 }, got an array');
    expect(message({ start: -1, end: 9, number: 1 })).toBe("within.start must be a whole offset from 0 to the text's length 9, got -1");
    expect(message({ start: 5, end: 4, number: 1 })).toBe("within.end must be a whole offset from 5 to the text's length 9, got 4");
    expect(message({ start: 0, end: 10, number: 1 })).toBe("within.end must be a whole offset from 0 to the text's length 9, got 10");
    expect(message({ start: 0, end: 9, number: 0.5 })).toBe('within.number must be a whole number from 1, got 0.5');
  });

  it('makes no error for a record of junk until one is asked for: a file of them reads fast', () => {
    // '(;' 200,000 times: as many records, each a game start where a field or ";)" should be.
    // Two Errors a record (several microseconds each, for their stacks) were nearly all the time.
    const made = vi.spyOn(GGFFault.prototype, 'error');
    const games = readGGFGames('(;'.repeat(200_000));
    expect(games).toHaveLength(0);
    expect(games.skipped).toHaveLength(200_000);
    expect(made).not.toHaveBeenCalled();
    const last = games.skipped[199_999]!;
    expect(last.number).toBe(200_000);
    expect(last.error).toBe(last.error);
    expect(made).toHaveBeenCalledTimes(1);
    expect(last.error).toMatchObject({ code: 'INVALID_RECORD', record: 200_000, offset: 400_000 });
    expect(last.error.message).toBe('GGF record 200000, from character 399999: the game that starts at character 399999 has no end ";)" at character 400001');
    expect(games.skipped[0]!.error.message).toBe('GGF record 1, from character 1: unexpected "(" at character 3: expected a field like PB[...] or ";)" to end the game');
    made.mockRestore();
  });

  it('refuses options it does not know, naming them', () => {
    expect(caught(() => readGGFGames('(;;)', { strict: 'yes' } as never), ReversiError).message).toBe('strict must be true or false, got "yes"');
    expect(caught(() => readGGFGames('(;;)', { lenient: true } as never), ReversiError).message).toBe('readGGFGames() has no option "lenient": it takes strict, within');
    expect(caught(() => readGGFGames('(;;)', 'strict' as never), ReversiError).code).toBe('INVALID_ARGUMENT');
    expect(caught(() => readGGFGames(42 as never), ReversiError).message).toBe('GGF must be text, got number');
  });
});
