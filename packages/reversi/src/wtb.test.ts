import { beforeAll, describe, expect, it } from 'vitest';
import { caught } from '../test/support/caught.ts';
import { RecordError } from './errors.ts';
import { init } from './node.ts';
import { parseSquare } from './notation/square.ts';
import { Reversi } from './reversi.ts';
import { readWTB, readWTHORNames } from './wtb.ts';

beforeAll(() => init());

/** The first two games of data/wthor-games.tsv.gz (1977): year, black's and white's discs, moves with passes left out. */
const GAMES = [
  { blackScore: 34, moves: 'f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8f8g8h4h6e2d1c1a3a6a5e1f2g7c2a4h8a2b7f1b3b1b2h7a7a8a1g1g2h2h1' },
  { blackScore: 52, moves: 'f5f6e6f4f3d6c6d3g6e7g5d7c7h5c3h6e3b6c5d8c8b8a6b5g4d2e1c1f2h4a5e2f8b3f7g1h3h2g3a4c4b4c2b1a3a7a8e8b7b2a1a2d1g8h8g2g7h7f1h1' },
];

/** A .wtb file as the federation writes one: the header, then a 68-byte record a game. */
function wtb(games: { blackScore: number; moves: string }[], header: { count?: number; boardSize?: number } = {}): Uint8Array {
  const bytes = new Uint8Array(16 + 68 * games.length);
  const view = new DataView(bytes.buffer);
  bytes.set([20, 25, 6, 30]); // made 30 June 2025
  view.setUint32(4, header.count ?? games.length, true);
  view.setUint16(10, 1977, true);
  bytes[12] = header.boardSize ?? 8;
  bytes[14] = 22; // the theoretical score is perfect play from 22 empties
  games.forEach((game, i) => {
    const at = 16 + 68 * i;
    view.setUint16(at, 7, true); // tournament
    view.setUint16(at + 2, 100 + i, true); // black
    view.setUint16(at + 4, 200 + i, true); // white
    bytes[at + 6] = game.blackScore;
    bytes[at + 7] = game.blackScore; // a theoretical score
    (game.moves.match(/../g) ?? []).forEach((move, j) => {
      const square = parseSquare(move);
      bytes[at + 8 + j] = 10 * ((square >> 3) + 1) + (square & 7) + 1;
    });
  });
  return bytes;
}

/** The `RecordError` that reading the bytes gives. */
const error = (bytes: Uint8Array) => caught(() => readWTB(bytes), RecordError);

describe('readWTB', () => {
  it('reads the header and each game, its passes put back by replaying it', () => {
    const { header, games } = readWTB(wtb(GAMES));
    expect(header).toEqual({ created: { year: 2025, month: 6, day: 30 }, games: 2, names: 0, year: 1977, boardSize: 8, gameType: 0, depth: 22 });
    expect(games.map(({ moves, transcript, ...game }) => game)).toEqual([
      { tournament: 7, black: 100, white: 200, blackScore: 34, theoreticalScore: 34, year: 1977 },
      { tournament: 7, black: 101, white: 201, blackScore: 52, theoreticalScore: 52, year: 1977 },
    ]);
    GAMES.forEach((game, i) => {
      const read = games[i]!;
      expect(read.moves).toEqual(new Reversi(game.moves).history());
      expect(read.transcript.replaceAll('pa', '')).toBe(game.moves);
      expect(new Reversi(read.transcript).score().black).toBe(game.blackScore);
    });
    // White had no move after h7 and after a1 in the first game.
    expect(games[0]!.moves.filter((move) => move === 'pa')).toHaveLength(2);
    const h7 = games[0]!.moves.indexOf('h7');
    expect(games[0]!.moves.slice(h7, h7 + 3)).toEqual(['h7', 'pa', 'a7']);
  });

  it('reads a game that ends before 60 moves, bytes inside a larger buffer, and an empty file', () => {
    const short = readWTB(wtb([{ blackScore: 13, moves: 'e6f4e3f6g5d6e7f5c5' }]));
    expect(short.games[0]!.transcript).toBe('e6f4e3f6g5d6e7f5c5');
    const file = wtb(GAMES);
    const inside = new Uint8Array(file.length + 10);
    inside.set(file, 5);
    expect(readWTB(inside.subarray(5, 5 + file.length))).toEqual(readWTB(file));
    expect(readWTB(wtb([])).games).toEqual([]);
  });

  it('names a short file, a count that does not match the bytes, and another board size', () => {
    expect(error(new Uint8Array(10))).toMatchObject({ offset: 10, message: 'WTB: the file ends after 10 bytes, inside the 16-byte header at offset 10' });
    expect(error(wtb(GAMES, { count: 3 }))).toMatchObject({ offset: 4, message: 'WTB: the header counts 3 games (220 bytes with the header), but the file has 152 bytes at offset 4' });
    const longer = new Uint8Array(wtb(GAMES).length + 1);
    longer.set(wtb(GAMES));
    expect(error(longer).offset).toBe(4);
    expect(error(wtb(GAMES, { boardSize: 10 }))).toMatchObject({ offset: 12, message: expect.stringContaining('board size 10') });
  });

  it('names the game, move and offset of a byte that is no move, or comes after the end', () => {
    for (const [byte, what] of [
      [99, 'bad move byte 99'],
      [19, 'bad move byte 19'],
      [9, 'bad move byte 9'],
    ] as const) {
      const bytes = wtb(GAMES);
      bytes[16 + 68 + 8 + 4] = byte;
      expect(error(bytes)).toMatchObject({ code: 'INVALID_RECORD', offset: 96, message: `WTB: ${what} in game 2 (the 5th move): expected 10 × row + column (11 to 88) or 0 at offset 96` });
    }
    const gap = wtb(GAMES);
    gap[16 + 8 + 10] = 0;
    expect(error(gap)).toMatchObject({ offset: 35, message: expect.stringContaining('in game 1 (the 12th move) after its moves ended with a 0 as the 11th') });
  });

  it('names an illegal move, and a score above 64', () => {
    const bytes = wtb(GAMES);
    bytes[16 + 68 + 8 + 2] = 11; // a1 as the second game's third move
    expect(error(bytes)).toMatchObject({ code: 'ILLEGAL_MOVE', offset: 94, move: 'a1', moveNumber: 3, message: 'WTB: illegal move a1 in game 2 (the 3rd move) at offset 94: it flanks no white disc' });
    const score = wtb(GAMES);
    score[16 + 68 + 7] = 65;
    expect(error(score)).toMatchObject({ offset: 91, message: 'WTB: theoretical score 65 of game 2 is above 64 at offset 91' });
  });

  it('refuses what is not bytes', () => {
    expect(caught(() => readWTB('WTH_1977.wtb' as never)).code).toBe('INVALID_ARGUMENT');
  });
});

describe('readWTHORNames', () => {
  /** A WTHOR.JOU or WTHOR.TRN file: the header, then each name in Latin-1 padded with zeros. */
  function names(list: string[], length: number, count = list.length): Uint8Array {
    const bytes = new Uint8Array(16 + length * list.length);
    new DataView(bytes.buffer).setUint16(8, count, true);
    list.forEach((name, i) => bytes.set([...name].map((char) => char.charCodeAt(0)), 16 + length * i));
    return bytes;
  }

  it('reads players and tournaments in the order of their numbers', () => {
    expect(readWTHORNames(names(['Müller Hans', 'Tamenori Hideshi'], 20), 'players')).toEqual(['Müller Hans', 'Tamenori Hideshi']);
    expect(readWTHORNames(names(['Championnat de France', 'Paris'], 26), 'tournaments')).toEqual(['Championnat de France', 'Paris']);
  });

  it('refuses a count that does not fit, and an unknown kind', () => {
    expect(caught(() => readWTHORNames(names(['a', 'b'], 20), 'tournaments'), RecordError)).toMatchObject({ offset: 8, message: expect.stringContaining('counts 2 tournaments') });
    expect(caught(() => readWTHORNames(names(['a'], 20, 2), 'players'), RecordError).offset).toBe(8);
    expect(caught(() => readWTHORNames(new Uint8Array(16), 'games' as never)).code).toBe('INVALID_ARGUMENT');
  });
});
