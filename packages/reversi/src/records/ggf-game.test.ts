import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { caught } from '../../test/support/caught.ts';
import { FORCED_PASS } from '../../test/support/forced-pass.ts';
import { RecordError } from '../errors.ts';
import { init } from '../node.ts';
import { Reversi } from '../reversi.ts';
import { GGF_START, formatGGF, parseGGF } from './ggf.ts';

beforeAll(() => init());

const BO_START = '8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *';
/** The first game of data/wthor-games.tsv.gz (1977, 34-30 to black): white must pass after h7 and after a1. */
const WTHOR_1977 =
  'f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8f8g8h4h6e2d1c1a3a6a5e1f2g7c2a4h8a2b7f1b3b1b2h7a7a8a1g1g2h2h1';
/** The shortest othello game: black wipes white out in 9 moves, 13-0 with 51 empties. */
const WIPEOUT = 'e6f4e3f6g5d6e7f5c5';

/** The B and W fields of a game's moves, passes written or left out. */
function movesOf(game: Reversi, passes: boolean): string {
  return game
    .history({ verbose: true })
    .filter((move) => passes || move.square !== 'pa')
    .map((move) => `${move.color === 'black' ? 'B' : 'W'}[${move.square.toUpperCase()}]`)
    .join('');
}

/** The `RecordError` that reading a text gives, checked to be an illegal move. */
function illegal(text: string): RecordError {
  const error = caught(() => Reversi.fromGGF(text), RecordError);
  expect(error.code).toBe('ILLEGAL_MOVE');
  return error;
}

describe('Reversi.fromGGF', () => {
  it('replays a game from the start, which then knows its opening', () => {
    const game = Reversi.fromGGF(`(;GM[Othello]PB[ann]PW[bob]TY[8]BO[${BO_START}]B[F5//1.23]W[D6/-0.50]B[C3]W[D3]B[C4];)`);
    expect(game.history()).toEqual(['f5', 'd6', 'c3', 'd3', 'c4']);
    expect(game.opening()).toEqual({ name: 'Tiger', plies: 5 });
    expect(game.toString()).toBe(new Reversi('f5d6c3d3c4').toString());
  });

  it('replays a game from a set-up board (a GGS random start), white to move', () => {
    const start = new Reversi('f5d6c3d3c4');
    const board = start.toString();
    const bo = `8 ${board.slice(0, 64).replaceAll('X', '*')} ${board.endsWith('X') ? '*' : 'O'}`;
    const white = start.moves()[0]!;
    start.move(white);
    const black = start.moves()[0]!;
    start.move(black);
    const game = Reversi.fromGGF(`(;TY[s8r9]BO[${bo}]W[${white}]B[${black}];)`);
    expect(game.toString()).toBe(start.toString());
    expect(game.history()).toEqual([white, black]);
    expect(game.opening()).toBeNull();
  });

  it('plays written passes, and infers the passes a record leaves out', () => {
    const wthor = new Reversi(WTHOR_1977);
    for (const passes of [true, false]) {
      const game = Reversi.fromGGF(`(;${movesOf(wthor, passes)};)`);
      expect(game.history()).toEqual(wthor.history());
      expect(game.score()).toEqual({ black: 34, white: 30 });
    }
  });

  it('names an illegal move: its field, offset, move and place among the moves', () => {
    const text = '(;GM[Othello]B[f5]W[d6]B[A1//3.2];)';
    const error = illegal(text);
    expect(error.message).toBe(`GGF: illegal move 3 "A1" in field B at character ${text.indexOf('A1') + 1}: it flanks no white disc`);
    expect(error).toMatchObject({ offset: text.indexOf('A1'), field: 'B', move: 'A1', moveNumber: 3 });
    expect(illegal('(;B[f5]W[PA];)').message).toBe('GGF: illegal move 2 "PA" in field W at character 10: white has a legal move and may not pass');
    expect(illegal(`(;${movesOf(new Reversi(WIPEOUT), true)}W[a1];)`).message).toContain('the game is over');
  });

  it('refuses a move of the side not to move, unless that side had to pass', () => {
    expect(illegal('(;B[f5]B[d6];)')).toMatchObject({ field: 'B', offset: 9, moveNumber: 2, message: 'GGF: move 2 "d6" in field B at character 10 is black\'s, but white is to move' });
    expect(illegal('(;W[f5];)').message).toContain("is white's, but black is to move");
  });

  it('reads one game only, and says where the second starts', () => {
    const error = caught(() => Reversi.fromGGF('(;B[f5];)\n(;B[d3];)'), RecordError);
    expect(error).toMatchObject({ code: 'INVALID_RECORD', offset: 10 });
    expect(error.message).toContain('a second game at character 11');
    expect(caught(() => Reversi.fromGGF('(;B[f5]')).code).toBe('INVALID_RECORD');
  });
});

describe('game.toGGF', () => {
  it('writes the start, the moves and the fields given, the same every time', () => {
    const game = new Reversi('f5d6');
    const meta = { black: 'ann', white: 'bob', date: new Date(Date.UTC(2026, 2, 14, 9, 26, 53)), place: 'Flank', time: '10:00//02:00', moves: [{ time: 1.5 }, { eval: -2 }] };
    const text = game.toGGF(meta);
    expect(text).toBe(`(;GM[Othello]PC[Flank]DT[2026.03.14_09:26:53.UTC]PB[ann]PW[bob]TI[10:00//02:00]TY[8]BO[${BO_START}]B[F5//1.50]W[D6/-2.00];)`);
    expect(game.toGGF(meta)).toBe(text);
    expect(new Reversi().toGGF()).toBe(`(;GM[Othello]TY[8]BO[${BO_START}];)`);
  });

  it('writes the result once the game is over, black’s disc difference with empties to the winner', () => {
    expect(parseGGF(new Reversi(WIPEOUT).toGGF())[0]!.result).toEqual({ score: 64 });
    expect(parseGGF(new Reversi(WTHOR_1977).toGGF())[0]!.result).toEqual({ score: 4 });
    expect(parseGGF(new Reversi(WIPEOUT).toGGF({ result: null }))[0]!.result).toBeUndefined();
    expect(parseGGF(new Reversi('f5').toGGF({ result: { score: -64, end: 'resigned' } }))[0]!.result).toEqual({ score: -64, end: 'resigned' });
  });

  it('writes a game loaded from a board string from that board, and every pass', () => {
    const game = new Reversi(FORCED_PASS);
    game.pass();
    game.move('h7');
    expect(game.toGGF()).toBe('(;GM[Othello]TY[8]RE[-60.00]BO[8 OOOOOOOO OOOO*OOO OOOOOOOO OOOOOOO* OOOOOOO* OOO*OOO* OOOOOOO- OOOOOOO- *]B[PA]W[H7];)');
  });

  it('round-trips through fromGGF: random games, the same moves and position', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 70 }), (picks) => {
        const game = new Reversi();
        for (const pick of picks) {
          if (game.isGameOver()) break;
          const moves = game.moves();
          game.move(moves.length === 0 ? 'pa' : moves[pick % moves.length]!);
        }
        const back = Reversi.fromGGF(game.toGGF());
        expect(back.history()).toEqual(game.history());
        expect(back.toString()).toBe(game.toString());
        expect(back.toGGF()).toBe(game.toGGF());
      }),
      { numRuns: 50 },
    );
  });

  it('writes a record read and replayed back as it was, its notes on its moves', () => {
    const text = `(;GM[Othello]PC[GGS/os]DT[2003.12.15_13:24:03.MST]PB[alpha]PW[beta]RB[2197.01]RW[2199.72]TI[05:00//02:00]TY[8k]KM[-0.5]BO[${BO_START}]B[F5//0.01]W[D6/-1.50/0.20]B[C3/2.00];)`;
    const [record] = parseGGF(text);
    expect(Reversi.fromGGF(text).toGGF(record)).toBe(text);
    expect(formatGGF(record!)).toBe(text);
  });

  it('matches notes to moves by square, skipping the passes the game inferred', () => {
    const wthor = Reversi.fromGGF(`(;${movesOf(new Reversi(WTHOR_1977), false)};)`);
    const notes = new Reversi(WTHOR_1977).history().filter((square) => square !== 'pa').map((square, i) => ({ square, time: i }));
    const written = parseGGF(wthor.toGGF({ moves: notes }))[0]!.moves;
    expect(written.filter((move) => move.square === 'pa')).toEqual([
      { color: 'white', square: 'pa' },
      { color: 'white', square: 'pa' },
    ]);
    expect(written.filter((move) => move.square !== 'pa').map((move) => move.time)).toEqual(notes.map((note) => note.time));
  });

  it('refuses notes that do not fit the moves, other rule sets, and bad meta, naming what is wrong', () => {
    const game = new Reversi('f5d6');
    expect(caught(() => game.toGGF(null as never)).message).toBe("toGGF() takes its meta as an object like { black: 'ann', white: 'bob' }, got null");
    expect(caught(() => game.toGGF({ moves: [{ square: 'f5' }, { square: 'c3' }] })).message).toBe('GGF: meta.moves[1] is "c3", but move 2 of the game is d6');
    expect(caught(() => game.toGGF({ moves: [{}, {}, {}] })).message).toBe("GGF: meta.moves has 3 entries, but only 2 go with the game's 2 moves");
    expect(caught(() => game.toGGF({ moves: [null as never] })).code).toBe('INVALID_ARGUMENT');
    expect(caught(() => game.toGGF({ black: 'a]' })).message).toContain('cannot write black');
    expect(caught(() => game.toGGF({ date: new Date(Number.NaN) })).message).toBe('GGF: cannot write date: the Date is invalid');
    expect(caught(() => game.toGGF(null as never)).code).toBe('INVALID_ARGUMENT');
    expect(caught(() => new Reversi(undefined, { rules: 'reversi' }).toGGF())).toMatchObject({ code: 'INVALID_RULES', message: 'GGF records othello games, and this game is under reversi' });
  });
});
