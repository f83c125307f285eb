import { init } from '@flank/reversi';
import { beforeAll, describe, expect, it } from 'vitest';
import { wtb } from '../../test/support/wtb-file.ts';
import { gamesOfFile, gamesOfText } from './record-import.ts';

beforeAll(() => init());

const OTHELLO = { name: 'othello' } as const;
/** 25 moves after which the side to move must pass, then two more (passes left out). */
const WITH_PASS = 'e6f6d3e7f7f8g7h7h8h6e8d8g8d7h5c4c8d2g6f3f5c7b6g4d6c3b4';

describe('gamesOfText', () => {
  it('reads a transcript or a board string as one game under the rules given', () => {
    const { games, skipped } = gamesOfText('f5d6', OTHELLO);
    expect([games.length, skipped, games[0]!.label]).toEqual([1, 0, '']);
    expect(games[0]!.record()).toEqual({ rules: OTHELLO, start: null, moves: ['f5', 'd6'], undone: [] });
    expect(gamesOfText('d4e4', { name: 'reversi' }).games[0]!.record().rules).toEqual({ name: 'reversi' });
    expect(() => gamesOfText('f5z9', OTHELLO)).toThrow(/"z"/);
  });

  it('lists every game of GGF text by its players, date and result, and reads only the one asked for, passes put back', () => {
    const moves = (WITH_PASS.match(/../g) ?? []).map((move, i) => `${i % 2 === 0 ? 'B' : 'W'}[${move.toUpperCase()}]`).join('');
    const text = [
      '(;GM[Othello]PB[ann]PW[bob]DT[2003.01.02_10:00:00.GMT]TY[8]RE[+4.00]B[F5]W[D6];)',
      '(;GM[Othello]PB[cid]PW[dee]TY[8]B[A1];)',
      // White passes after black's d6, so black plays c3 too: written as played. The comment holds ";)" and "(;".
      `(;GM[Othello]PB[eve]PW[fay]TY[8]C[;) (; PB x]${moves.replace(/W\[C3\]B\[B4\]$/, 'B[C3]W[B4]')};)`,
    ].join('\n');
    const { games, skipped } = gamesOfText(text, { name: 'reversi' });
    expect(skipped).toBe(0);
    expect(games.map((game) => [game.number, game.label, game.search])).toEqual([
      [1, '1. ann – bob, 2003.01.02_10:00:00.GMT, +4', 'ann – bob, 2003.01.02_10:00:00.gmt, +4'],
      [2, '2. cid – dee', 'cid – dee'],
      [3, '3. eve – fay', 'eve – fay'],
    ]);
    expect(games[0]!.record()).toEqual({ rules: OTHELLO, start: null, moves: ['f5', 'd6'], undone: [], about: { black: 'ann', white: 'bob', date: '2003.01.02_10:00:00.GMT', place: undefined } });
    expect(games[2]!.record().moves[25]).toBe('pa');
    // The bad game says so when it is chosen, by its own number, its characters the file's (as flank convert counts them).
    const second = text.indexOf('(;', 1);
    expect(() => games[1]!.record()).toThrow(`GGF record 2, from character ${second + 1}: illegal move 1 "A1" in field B at character ${text.indexOf('A1') + 1}: `);
    expect(() => gamesOfText('(;GM[Othello]TY[8]B[A1];)', OTHELLO)).toThrow(/A1|a1/);
  });

  it('reads a lone GGF game at once, its moves counted', () => {
    const { games } = gamesOfText('(;GM[Othello]PB[ann]PW[bob]TY[8]RE[-2.00]B[F5];)', OTHELLO);
    expect(games.map((game) => game.label)).toEqual(['ann – bob, -2, 1 move']);
  });

  it('lists 100,000 games without reading them', () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `(;GM[Othello]PB[p${i}]PW[q${i}]TY[8]B[F5]W[D6]B[C3];)`).join('\n');
    const { games } = gamesOfText(text, OTHELLO);
    expect(games.length).toBe(100_000);
    expect(games[99_999]!.label).toBe('100000. p99999 – q99999');
    expect(games[54_321]!.record().moves).toEqual(['f5', 'd6', 'c3']);
  });

  it('lists a crafted file of game starts ("(;" repeated) reading each character a bounded number of times', () => {
    // The index looked for the next "[" from every game start, to the end of the text: 1,000,000
    // of them (2 MB) took 20 s, 3,000,000 never ended. What the searches read is counted here.
    const text = '(;'.repeat(20_000);
    const indexOf = String.prototype.indexOf;
    let read = 0;
    String.prototype.indexOf = function (this: string, search: string, from = 0) {
      const found = indexOf.call(this, search, from);
      read += (found < 0 ? this.length : found) - from;
      return found;
    };
    let games: ReturnType<typeof gamesOfText>['games'];
    try {
      games = gamesOfText(text, OTHELLO).games;
    } finally {
      String.prototype.indexOf = indexOf;
    }
    expect(games.length).toBe(20_000);
    expect(read).toBeLessThan(2 * text.length);
    expect(games[19_999]!.label).toBe('20000. ? – ?');
    expect(() => games[19_999]!.record()).toThrow('GGF record 20000, from character 39999: the game that starts at character 39999 has no end ";)" at character 40001');
  });

  it('finds the fields of games after a value far ahead, and a value that never closes', () => {
    const text = `(;PB[ann];)${'(;'.repeat(1000)}(;PB[bob]PW[cid];)(;PW[dee]C[never closed`;
    const { games } = gamesOfText(text, OTHELLO);
    expect(games.length).toBe(1003);
    expect([games[0]!.label, games[1001]!.label, games[1002]!.label]).toEqual(['1. ann – ?', '1002. bob – cid', '1003. ? – dee']);
  });

  it('keeps a GGF game’s own start', () => {
    const board = '------------------X--------XX------OXX-----O-------------------- O'; // after f5 d6 c3
    const { games } = gamesOfText(`(;GM[Othello]TY[8]BO[8 ${board.slice(0, 64).replaceAll('X', '*')} O];)`, OTHELLO);
    expect(games[0]!.record().start).toBe(board);
  });
});

describe('gamesOfFile', () => {
  it('lists the games of a WTHOR file, passes put back, and names the file when it cannot be read', () => {
    const { games } = gamesOfFile('WTH_2001.wtb', wtb([{ blackScore: 40, moves: 'f5d6c3' }, { blackScore: 20, moves: WITH_PASS }]), OTHELLO);
    expect(games.map((game) => game.label)).toEqual(['2001, game 1: black 100 – white 200, 40–24', '2001, game 2: black 101 – white 201, 20–44']);
    expect(games[0]!.record().moves).toEqual(['f5', 'd6', 'c3']);
    expect(games[1]!.record().moves[25]).toBe('pa');
    expect(() => gamesOfFile('broken.wtb', new Uint8Array(10), OTHELLO)).toThrow(/^broken\.wtb: /);
  });

  it('reads any other file as text', () => {
    expect(gamesOfFile('game.txt', new TextEncoder().encode('f5d6c3'), OTHELLO).games[0]!.record().moves).toEqual(['f5', 'd6', 'c3']);
    expect(() => gamesOfFile('game.txt', new TextEncoder().encode('hello'), OTHELLO)).toThrow(/^game\.txt: /);
  });
});
