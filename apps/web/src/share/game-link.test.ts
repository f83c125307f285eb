import { init } from '@flank/reversi';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameOfLink, linkOf } from './game-link.ts';

beforeAll(() => init());

describe('game links', () => {
  it('carries the rule set, the starting board and the moves, and reads them back', () => {
    const othello = { rules: { name: 'othello' as const }, start: null, moves: ['f5', 'd6', 'c3'], undone: [] };
    expect(linkOf(othello)).toBe('rules=othello&moves=f5d6c3');
    expect(gameOfLink(`#${linkOf(othello)}`)).toEqual({ ...othello, variations: [], mode: null });
    const board = `${'-'.repeat(27)}OX------XXX-------O${'-'.repeat(18)} O`;
    const free = { rules: { name: 'free-placement' as const, mustCapture: false, voluntaryPass: true }, start: board, moves: ['pa'], undone: [] };
    expect(gameOfLink(linkOf(free))).toEqual({ ...free, variations: [], mode: null });
    expect(gameOfLink('rules=reversi')).toEqual({ rules: { name: 'reversi' }, start: null, moves: [], undone: [], variations: [], mode: null });
  });

  it('carries the variations, each its moves from the start', () => {
    const game = { rules: { name: 'othello' as const }, start: null, moves: ['f5', 'd6', 'c3'], undone: [] };
    const link = linkOf(game, [['f5', 'd6', 'c5'], ['f5', 'f6']]);
    expect(link).toBe('rules=othello&moves=f5d6c3&var=f5d6c5&var=f5f6');
    expect(gameOfLink(link)).toEqual({ ...game, variations: [['f5', 'd6', 'c5'], ['f5', 'f6']], mode: null });
    expect(() => gameOfLink('rules=othello&moves=f5&var=f5z9')).toThrow(`The link's variation 1 must be squares like f5d6 and "pa" for a pass, got "f5z9"`);
    expect(() => gameOfLink('rules=othello&moves=f5&var=f5d6&var=f5a1')).toThrow(/a1/);
  });

  it('carries the page’s mode, and names a mode it does not know', () => {
    const game = { rules: { name: 'othello' as const }, start: null, moves: ['f5', 'd6'], undone: [] };
    expect(linkOf(game, [], 'analyse')).toBe('rules=othello&moves=f5d6&mode=analyse');
    expect(gameOfLink(linkOf(game, [], 'play'))).toEqual({ ...game, variations: [], mode: 'play' });
    expect(() => gameOfLink('rules=othello&mode=study')).toThrow(`The link's mode must be play or analyse, got "study"`);
  });

  it('carries a loaded game’s players, date and place, and names a bad one', () => {
    const game = { rules: { name: 'othello' as const }, start: null, moves: ['f5'], undone: [], about: { black: 'ann', white: 'bob smith', date: '2003.12.15', place: 'GGS/os' } };
    const link = linkOf(game, [], 'analyse');
    expect(link).toBe('rules=othello&moves=f5&black=ann&white=bob+smith&date=2003.12.15&place=GGS%2Fos&mode=analyse');
    expect(gameOfLink(link)).toEqual({ ...game, variations: [], mode: 'analyse' });
    expect(gameOfLink('rules=othello&moves=f5&white=bob')?.about).toEqual({ white: 'bob' });
    expect(() => gameOfLink(`rules=othello&black=${'x'.repeat(101)}`)).toThrow("The link's black player's name must be text of at most 100 characters on one line");
    expect(() => gameOfLink('rules=othello&place=a%0Ab')).toThrow("The link's place must be text of at most 100 characters on one line");
  });

  it('puts back the passes a link leaves out, as transcripts do', () => {
    // 25 moves, then the side to move has none and passes.
    const played = 'e6f6d3e7f7f8g7h7h8h6e8d8g8d7h5c4c8d2g6f3f5c7b6g4d6';
    const moves = [...(played.match(/../g) ?? []), 'pa', 'c3', 'b4'];
    expect(gameOfLink(`rules=othello&moves=${played}c3b4`)?.moves).toEqual(moves);
    expect(gameOfLink(`rules=othello&moves=${played}pac3b4`)?.moves).toEqual(moves);
    expect(() => gameOfLink(`rules=othello&moves=${played}a1`)).toThrow(/a1/);
  });

  it('reads no game from a fragment without one, and names what is wrong with a bad one', () => {
    expect(gameOfLink('')).toBeNull();
    expect(gameOfLink('#section-2')).toBeNull();
    expect(() => gameOfLink('rules=chess')).toThrow(/chess/);
    expect(() => gameOfLink('rules=othello&moves=f5z9')).toThrow(`The link's moves must be squares like f5d6 and "pa" for a pass, got "f5z9"`);
    expect(() => gameOfLink('rules=free-placement&mustCapture=yes')).toThrow(`The link's mustCapture must be 1 or 0, got "yes"`);
    // A board no game reaches: the wrapper's one rule, as the board editor and the API hold it.
    expect(() => gameOfLink(`rules=othello&board=${'-'.repeat(64)}%20X&moves=`)).toThrow(
      'No othello game reaches this board: a centre square (d4, e4, d5, e5) is empty, but othello starts with the four of them filled and never empties one',
    );
    expect(() => gameOfLink(`rules=free-placement&board=O${'-'.repeat(26)}OX------XO${'-'.repeat(27)}%20X`)).toThrow(/a1 is cut off from the centre's discs/);
  });
});
