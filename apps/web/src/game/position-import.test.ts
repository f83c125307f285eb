import { IllegalMoveError, ParseError, Reversi, init } from '@flank/reversi';
import { beforeAll, describe, expect, it } from 'vitest';
import { importPosition } from './position-import.ts';

beforeAll(() => init());

const OTHELLO = { name: 'othello' } as const;

describe('importPosition', () => {
  it('plays a transcript from the start, inferring left-out passes', () => {
    expect(importPosition(' F5d6 c3 ', OTHELLO)).toEqual({ rules: OTHELLO, start: null, moves: ['f5', 'd6', 'c3'], undone: [] });
    expect(importPosition('e6f6d3e7e8d8g7f8e3', OTHELLO).moves.slice(-3)).toEqual(['f8', 'pa', 'e3']);
  });

  it('starts from a board string, and knows the rule set’s own start', () => {
    const afterF5 = new Reversi();
    afterF5.move('f5');
    const board = afterF5.toString();
    expect(importPosition(board, OTHELLO)).toEqual({ rules: OTHELLO, start: board, moves: [], undone: [] });
    expect(importPosition('---------------------------OX------XO--------------------------- X', OTHELLO).start).toBeNull();
  });

  it('reads under the rule set it is given', () => {
    const reversi = { name: 'reversi' } as const;
    expect(importPosition('d4e4d5e5', reversi).moves).toEqual(['d4', 'e4', 'd5', 'e5']);
    expect(() => importPosition('d4e4d5e5', OTHELLO)).toThrow(IllegalMoveError);
  });

  it('names what is wrong with a bad text', () => {
    expect(() => importPosition('f5d6z3', OTHELLO)).toThrow(ParseError);
    expect(() => importPosition('f5d6z3', OTHELLO)).toThrow('Invalid character "z" at character 5');
    expect(() => importPosition('f5a1', OTHELLO)).toThrow(/a1/);
    expect(() => importPosition('XO-', OTHELLO)).toThrow(ParseError);
    expect(() => importPosition('  ', OTHELLO)).toThrow('There is nothing to load');
  });
});
