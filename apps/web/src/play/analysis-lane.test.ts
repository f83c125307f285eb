import { init } from '@flank/reversi';
import { beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../searcher/run-job.ts';
import { replay } from '../game/record.ts';
import { analysisStep } from './analysis-lane.ts';

beforeAll(() => init());

describe('analysisStep', () => {
  it('goes through the play’s levels, then on without end two plies a step, past the top level by depth', () => {
    const steps = Array.from({ length: 12 }, (_, step) => analysisStep([4, 6, 8, 10, 12, 14], step, true));
    expect(steps.map((step) => step!.depth ?? step!.level)).toEqual([4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26]);
    expect(steps[9]).toEqual({ level: 20, depth: 22 });
    expect(analysisStep([4, 6], 2, false)).toBeNull();
    expect(analysisStep([4, 6], 28, true)).toEqual({ level: 20, depth: 60 });
    expect(analysisStep([4, 6], 29, true)).toBeNull();
  });
});

describe('exact lines', () => {
  it('gives every exact line the solver’s proved line to the end, five lines as one', () => {
    // FFO #40: 20 empties, exact at level 10.
    const position = { rules: { name: 'othello' as const }, start: 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X', moves: [] };
    const { lines, nodes } = runJob({ kind: 'lines', position, options: { level: 10, book: false }, count: 5 });
    expect(nodes).toBeGreaterThan(0);
    expect(lines).toHaveLength(5);
    for (const line of lines) {
      expect(line.exact).toBe(true);
      const game = replay(position);
      for (const move of line.pv) game.move(move);
      expect(game.isGameOver()).toBe(true);
      const { black, white } = game.score({ emptiesToWinner: true });
      expect(black - white).toBe(line.black);
    }
  });
});
