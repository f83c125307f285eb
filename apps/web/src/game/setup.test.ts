import { type Color, Reversi, boardProblem, init, parseSquare } from '@flank/reversi';
import { beforeAll, describe, expect, it } from 'vitest';
import { boardString, discsOf, setupProblem } from './setup.ts';

beforeAll(() => init());

const empty = (): (Color | null)[] => Array(64).fill(null);
const at = (discs: (Color | null)[], placed: Record<string, Color>) => {
  for (const [square, color] of Object.entries(placed)) discs[parseSquare(square)] = color;
  return discs;
};
const othello = { name: 'othello' } as const;
const free = { name: 'free-placement', mustCapture: false, voluntaryPass: false } as const;

describe('setupProblem', () => {
  it('accepts the starts and positions reached by play, and writes them as board strings', () => {
    const start = discsOf(new Reversi());
    expect(boardString(start, 'black')).toBe(new Reversi().toString());
    expect(setupProblem(start, 'black', othello)).toBeNull();
    const played = new Reversi('f5d6c3');
    expect(boardString(discsOf(played), 'white')).toBe(played.toString());
    expect(setupProblem(discsOf(played), 'white', othello)).toBeNull();
    expect(setupProblem(empty(), 'black', { name: 'reversi' })).toBeNull();
    expect(setupProblem(at(empty(), { d4: 'black' }), 'white', { name: 'reversi' })).toBeNull();
  });

  it('refuses what no game reaches, saying why', () => {
    expect(setupProblem(at(discsOf(new Reversi()), { d4: null as never }), 'black', othello)).toMatchObject({ kind: 'centre' });
    expect(setupProblem(at(discsOf(new Reversi()), { a1: 'black' }), 'black', free)).toMatchObject({ kind: 'detached', square: 'a1' });
    // Othello and reversi place every disc next to one it turns: a lone disc is refused with the wrapper's reason.
    for (const rules of [othello, { name: 'reversi' } as const]) {
      const lone = at(discsOf(new Reversi()), { h8: 'white' });
      expect(setupProblem(lone, 'black', rules)).toEqual(boardProblem(boardString(lone, 'black'), { rules }));
      expect(setupProblem(lone, 'black', rules)).toMatchObject({ kind: 'detached', square: 'h8' });
    }
    expect(setupProblem(at(discsOf(new Reversi()), { c3: 'black' }), 'black', free)).toBeNull();
    expect(setupProblem(at(empty(), { a1: 'black' }), 'white', { name: 'reversi' })).toMatchObject({ kind: 'reversi-start' });
    expect(setupProblem(at(empty(), { d4: 'white' }), 'white', { name: 'reversi' })).toMatchObject({ kind: 'reversi-start' });
    expect(setupProblem(at(discsOf(new Reversi()), { c3: 'black', c4: 'black', c5: 'black', c6: 'black' }), 'white', { name: 'reversi' })).toBeNull();
    // More than 32 discs of a colour is no sign of a bad reversi board (flips change colours): this full one is only over.
    expect(setupProblem(Array(64).fill('black'), 'white', { name: 'reversi' })).toEqual({ kind: 'over' });
    // Black only: no one can move.
    expect(setupProblem(at(empty(), { d4: 'black', e4: 'black', d5: 'black', e5: 'black' }), 'white', othello)).toEqual({ kind: 'over' });
  });
});
