import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caught } from '../../test/support/caught.ts';
import { RecordError, ReversiError } from '../errors.ts';
import { GGF_START, type GGFMove, type GGFRecord, formatGGF, parseGGF, parseGGFClock, readGGFText } from './ggf.ts';

/** The Othello start as GGS writes it: rows apart, `*` black to move. */
const GGS_START = '8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *';
/** The same start as NBoard writes it: the 64 squares in one run. */
const NBOARD_START = `8 ${'-'.repeat(27)}O*------*O${'-'.repeat(27)} *`;

/** A game as GGS archives hold them (players, ratings, clock, evaluations and times, a pass written out). */
const GGS_GAME =
  `(;GM[Othello]PC[GGS/os]DT[2003.12.15_13:24:03.MST]PB[alpha]PW[beta]RB[2197.01]RW[2199.72]TI[05:00//02:00]TY[8]RE[+0.000]BO[${GGS_START}]` +
  'B[d3//0.01]W[c5/-1.50/0.20]B[f6]W[PASS];)';

/** The `RecordError` a text gives, checked to be a malformed record. */
function parseError(text: string): RecordError {
  const error = caught(() => parseGGF(text), RecordError);
  expect(error.code).toBe('INVALID_RECORD');
  return error;
}

describe('parseGGF', () => {
  it('reads every field of a GGS game', () => {
    expect(parseGGF(GGS_GAME)).toEqual([
      {
        place: 'GGS/os',
        date: '2003.12.15_13:24:03.MST',
        black: 'alpha',
        white: 'beta',
        blackRating: 2197.01,
        whiteRating: 2199.72,
        time: '05:00//02:00',
        type: '8',
        result: { score: 0 },
        board: GGF_START,
        moves: [
          { color: 'black', square: 'd3', time: 0.01 },
          { color: 'white', square: 'c5', eval: -1.5, time: 0.2 },
          { color: 'black', square: 'f6' },
          { color: 'white', square: 'pa' },
        ],
        other: [],
      },
    ]);
  });

  it('reads NBoard’s board in one run, upper-case squares, PA and a set-up board with white to move', () => {
    const board = `8 ${'*'.repeat(8)}${'-'.repeat(48)}${'O'.repeat(8)} O`;
    const [game] = parseGGF(`(;GM[Othello]PC[NBoard]PB[me]PW[Flank]RE[?]TI[5:00]TY[8]BO[${board}]W[A3/-2.00/1.23]B[PA];)`);
    expect(game!.board).toBe(`${'X'.repeat(8)}${'-'.repeat(48)}${'O'.repeat(8)} O`);
    expect(game!.moves).toEqual([
      { color: 'white', square: 'a3', eval: -2, time: 1.23 },
      { color: 'black', square: 'pa' },
    ]);
    expect(game!.result).toBeUndefined();
    expect(parseGGF(`(;BO[${NBOARD_START}];)`)[0]!.board).toBe(GGF_START);
  });

  it('takes the start, type 8 and no fields when the game gives none', () => {
    expect(parseGGF('(;;)')).toEqual([{ type: '8', board: GGF_START, moves: [], other: [] }]);
  });

  it('reads results with how the game ended', () => {
    const results = ['+64.00:r', '-3.5:t', '+8.500:s', '-12'].map((re) => parseGGF(`(;RE[${re}];)`)[0]!.result);
    expect(results).toEqual([
      { score: 64, end: 'resigned' },
      { score: -3.5, end: 'timeout' },
      { score: 8.5, end: 'agreed' },
      { score: -12 },
    ]);
  });

  it('reads many games, GGS match lines, whitespace and newlines between fields', () => {
    const two = `2 ${GGS_GAME}${GGS_GAME.replace('TY[8]', 'TY[s8r20]')}\n(;PB[gamma]\n  B[f5] ;)\n`;
    const games = parseGGF(two);
    expect(games.map((game) => game.type)).toEqual(['8', 's8r20', '8']);
    expect(games[2]).toMatchObject({ black: 'gamma', moves: [{ color: 'black', square: 'f5' }] });
  });

  it('keeps the fields it does not know, in order, such as a komi game’s', () => {
    const [game] = parseGGF('(;TY[8k]KB[e6//0.90]KW[f5/-1.00]KM[-0.500]C[a [note];)');
    expect(game!.type).toBe('8k');
    expect(game!.other).toEqual([
      { name: 'KB', value: 'e6//0.90' },
      { name: 'KW', value: 'f5/-1.00' },
      { name: 'KM', value: '-0.500' },
      { name: 'C', value: 'a [note' },
    ]);
  });

  it('says where each game and move stands in the text', () => {
    const text = ` (;B[f5]W[ f6 ];)(;B[PA];)`;
    const games = readGGFText(text);
    expect(games.map((game) => game.offsets)).toEqual([
      { game: 1, board: undefined, moves: [{ offset: 5, text: 'f5' }, { offset: 10, text: 'f6' }] },
      { game: 17, board: undefined, moves: [{ offset: 21, text: 'PA' }] },
    ]);
  });

  it('names a bad move, its field and its offset', () => {
    const text = '(;GM[Othello]B[f5]W[Z9//1.2];)';
    const error = parseError(text);
    expect(error.message).toBe('GGF: bad move "Z9//1.2" in field W at character 21: expected a square like F5 or PA, then optionally /evaluation/time');
    expect(error).toMatchObject({ offset: text.indexOf('Z9'), field: 'W' });
    expect(parseError('(;B[f5/x];)')).toMatchObject({ offset: 7, message: 'GGF: bad evaluation "x" in move "f5/x" in field B at character 8' });
    expect(parseError('(;B[f5/1/-2];)')).toMatchObject({ offset: 9, message: expect.stringContaining('bad time "-2"') });
  });

  it('reads the field as leniently as other programs write it: an empty result, a clock of more units, slashes after a move, unknown fields', () => {
    const [game] = parseGGF('(;GM[Othello]PB[a]PW[b]RE[]TI[1:00:00:00]TY[8]XX[anything]B[F5///]W[d6/1/2/3];)');
    expect(game!.result).toBeUndefined();
    expect(game!.time).toBe('1:00:00:00');
    expect(game!.moves.map((move) => move.square)).toEqual(['f5', 'd6']);
    expect(game!.moves[1]).toMatchObject({ eval: 1, time: 2 });
    // An empty clock is no clock (it read as a clock of no time: an engine then had none to think).
    const [untimed] = parseGGF('(;GM[Othello]TI[]TB[ ]B[F5];)');
    expect(untimed!.time).toBeUndefined();
    expect(untimed!.blackTime).toBeUndefined();
  });

  it('refuses another game, board size or anti Othello, naming the field', () => {
    expect(parseError('(;GM[Amazons];)')).toMatchObject({ field: 'GM', offset: 5, message: 'GGF: game "Amazons" in field GM at character 6: Flank reads Othello only' });
    expect(parseError('(;TY[10];)')).toMatchObject({ field: 'TY', offset: 5, message: 'GGF: board size 10 in game type "10" in field TY at character 6: Flank plays 8x8 Othello only' });
    expect(parseError('(;TY[s10r4];)')).toMatchObject({ field: 'TY', offset: 6 });
    expect(parseError('(;TY[8a];)')).toMatchObject({ field: 'TY', offset: 6, message: expect.stringContaining('anti Othello') });
    expect(parseError('(;TY[8x];)').message).toContain('unknown game type "8x"');
    expect(parseError(`(;BO[10 ${'-'.repeat(100)} *];)`)).toMatchObject({ field: 'BO', offset: 5, message: expect.stringContaining('board size "10"') });
  });

  it('points at a bad square of the board, or says what the board lacks', () => {
    const bad = GGS_START.replace('---O*---', '---O#---');
    expect(parseError(`(;BO[${bad}];)`)).toMatchObject({ field: 'BO', offset: 5 + bad.indexOf('#'), message: expect.stringContaining('bad square "#" at e4') });
    expect(parseError('(;BO[8 ---- *];)').message).toBe('GGF: 5 squares in field BO at character 14: expected 64 then the side to move');
    expect(parseError(`(;BO[${GGS_START.slice(0, -1)}];)`).message).toContain('no side to move after the 64 squares');
    expect(parseError(`(;BO[${GGS_START.slice(0, -1)}X];)`).message).toContain('bad side to move "X"');
    expect(parseError(`(;BO[${GGS_START} O];)`).message).toContain('unexpected "O" after the side to move');
  });

  it('refuses bad numbers, clocks and results', () => {
    expect(parseError('(;RB[high];)')).toMatchObject({ field: 'RB', message: expect.stringContaining('bad rating "high"') });
    expect(parseError('(;TI[five minutes];)')).toMatchObject({ field: 'TI', message: expect.stringContaining('expected a GGS clock') });
    expect(parseError('(;RE[+4:x];)')).toMatchObject({ field: 'RE', message: expect.stringContaining('bad result "+4:x"') });
  });

  it('refuses a field twice, and a board after the first move', () => {
    expect(parseError('(;PB[a]PB[b];)')).toMatchObject({ field: 'PB', offset: 10, message: 'GGF: a second PB in field PB at character 11: the first is at character 6' });
    expect(parseError('(;B[f5]BO[8 -];)')).toMatchObject({ field: 'BO', message: expect.stringContaining('BO comes before B and W') });
  });

  it('names what breaks the structure, and where', () => {
    expect(parseError('')).toMatchObject({ offset: 0, message: 'GGF: no game at character 1: a game starts with "(;"' });
    expect(parseError('  \n')).toMatchObject({ offset: 3 });
    expect(parseError('f5d6')).toMatchObject({ offset: 0, message: 'GGF: unexpected "f" at character 1: a game starts with "(;"' });
    expect(parseError('(;PB[a]')).toMatchObject({ offset: 7, message: 'GGF: the game that starts at character 1 has no end ";)" at character 8' });
    expect(parseError('(;PB[a;)')).toMatchObject({ field: 'PB', offset: 2, message: 'GGF: no "]" to close the value in field PB at character 3' });
    expect(parseError('(;PB a;)')).toMatchObject({ field: 'PB', offset: 2 });
    expect(parseError('(;pb[a];)')).toMatchObject({ offset: 2, message: expect.stringContaining('unexpected "p"') });
    expect(parseError('(;B[f5];) 😀')).toMatchObject({ offset: 10, message: expect.stringContaining('"😀"') });
    expect(parseError('1 2 (;;)')).toMatchObject({ offset: 0, message: expect.stringContaining('unexpected "1"') });
    expect(caught(() => parseGGF(null as unknown as string)).code).toBe('INVALID_ARGUMENT');
  });
});

describe('formatGGF', () => {
  it('writes a game on one line, fields in a fixed order, the board by rows', () => {
    const record: GGFRecord = {
      moves: [
        { color: 'black', square: 'f5', eval: 1.234, time: 2 },
        { color: 'white', square: 'pa', time: 0.5 },
        { color: 'black', square: 'd3', eval: -3 },
      ],
      board: GGF_START,
      type: '8',
      result: { score: -4, end: 'resigned' },
      white: 'beta',
      black: 'alpha',
      date: '2026.01.02_03:04:05.UTC',
      place: 'Flank',
      blackRating: 1837.5,
      time: '15:00',
      other: [{ name: 'KM', value: '-0.5' }],
    };
    expect(formatGGF(record)).toBe(
      `(;GM[Othello]PC[Flank]DT[2026.01.02_03:04:05.UTC]PB[alpha]PW[beta]RB[1837.50]TI[15:00]TY[8]RE[-4.00:r]KM[-0.5]BO[${GGS_START}]` +
        'B[F5/1.234/2.00]W[PA//0.50]B[D3/-3.00];)',
    );
    expect(formatGGF([record, { type: '8', board: GGF_START, moves: [], other: [] }]).split('\n')).toHaveLength(2);
  });

  it('round-trips any record through parseGGF', () => {
    const word = fc.string({ maxLength: 12 }).filter((text) => !text.includes(']') && text === text.trim());
    const finite = fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Object.is(value, -0));
    const seconds = fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }).filter((value) => !Object.is(value, -0));
    const clock = fc.constantFrom('05:00//02:00', '5:00', '1:00:00/5/1:00', '10:00,N40/0:30/', '/');
    const square = fc.oneof(fc.constant('pa'), fc.tuple(fc.constantFrom(...'abcdefgh'), fc.integer({ min: 1, max: 8 })).map(([column, row]) => `${column}${row}`));
    const move: fc.Arbitrary<GGFMove> = fc.record(
      { color: fc.constantFrom('black' as const, 'white' as const), square, eval: finite, time: seconds },
      { requiredKeys: ['color', 'square'] },
    );
    const board = fc
      .tuple(fc.array(fc.constantFrom('X', 'O', '-'), { minLength: 64, maxLength: 64 }), fc.constantFrom('X', 'O'))
      .map(([squares, side]) => `${squares.join('')} ${side}`);
    const other = fc.record({ name: fc.constantFrom('KM', 'KB', 'GN', 'C', 'XY'), value: fc.string({ maxLength: 8 }).filter((text) => !text.includes(']')) });
    const record: fc.Arbitrary<GGFRecord> = fc.record(
      {
        black: word,
        white: word,
        blackRating: finite,
        whiteRating: finite,
        date: word,
        place: word,
        time: clock,
        blackTime: clock,
        whiteTime: clock,
        type: fc.constantFrom('8', 's8r20', '8k', '8r', 's8', '8B'),
        result: fc.record({ score: finite, end: fc.constantFrom('resigned' as const, 'timeout' as const, 'agreed' as const) }, { requiredKeys: ['score'] }),
        board,
        moves: fc.array(move, { maxLength: 8 }),
        other: fc.array(other, { maxLength: 3 }),
      },
      { requiredKeys: ['type', 'board', 'moves', 'other'] },
    );
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 3 }), (records) => {
        const text = formatGGF(records);
        expect(parseGGF(text)).toEqual(records);
        expect(formatGGF(parseGGF(text))).toBe(text);
      }),
    );
  });

  it('refuses what would not read back, naming the member', () => {
    const base: GGFRecord = { type: '8', board: GGF_START, moves: [], other: [] };
    const refused = (record: unknown) => caught(() => formatGGF(record as GGFRecord), ReversiError);
    expect(refused({ ...base, black: 'a]b' }).message).toBe('GGF: cannot write black: "a]b" holds "]", which would end the field');
    expect(refused({ ...base, blackRating: Infinity }).message).toContain('cannot write blackRating: expected a finite number');
    expect(refused({ ...base, type: '10' }).message).toContain('cannot write type: board size 10');
    expect(refused({ ...base, time: 'soon' }).message).toContain('cannot write time: bad time "soon"');
    expect(refused({ ...base, board: 'f5' }).message).toContain('cannot write board');
    expect(refused({ ...base, moves: [{ color: 'black', square: 'z9' }] }).message).toContain('cannot write moves[0]');
    expect(refused({ ...base, moves: [{ color: 'black', square: 'f5', time: -1 }] }).message).toContain('moves[0].time');
    expect(refused({ ...base, result: { score: 2, end: 'bored' } }).message).toContain('result.end');
    expect(refused({ ...base, other: [{ name: 'PB', value: 'x' }] }).message).toContain('cannot write other');
    expect(refused(null).code).toBe('INVALID_ARGUMENT');
  });
});

describe('parseGGFClock', () => {
  it('reads the initial, increment and extension times in seconds', () => {
    expect(parseGGFClock('05:00//02:00')).toEqual({ initial: 300, increment: 0, extension: 120 });
    expect(parseGGFClock('1:00:00/5')).toEqual({ initial: 3600, increment: 5, extension: 0 });
    expect(parseGGFClock('10:00,N40/0:30,2/1:00,N0')).toEqual({ initial: 600, increment: 30, extension: 60 });
    expect(parseGGFClock('')).toEqual({ initial: 0, increment: 0, extension: 0 });
  });

  it('refuses what is not a clock', () => {
    expect(caught(() => parseGGFClock('5 minutes')).message).toContain('Bad GGS clock "5 minutes"');
    expect(caught(() => parseGGFClock(5 as unknown as string)).code).toBe('INVALID_ARGUMENT');
    expect(caught(() => parseGGFClock(10n as unknown as string)).message).toContain('Bad GGS clock a bigint');
  });
});
