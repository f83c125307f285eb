import { describe, expect, it } from 'vitest';
import { loadCore, playedFromStart, readXot, thinkOthello } from '../host/load-core';

describe('the midgame’s iterative deepening, stopped by its node budget', () => {
  const core = loadCore();
  core.setTableSize(16);
  const positions = readXot()
    .slice(0, 10)
    .map((opening) => playedFromStart(core, opening));
  /** Budgets from 2,000 to 60,000 nodes, each about 1.37 times the last. */
  const budgets: number[] = [];
  for (let n = 2000; n <= 60_000; n = Math.round(n * 1.37)) budgets.push(n);

  for (const t10 of [0, 15]) {
    it(`answers its last completed iteration, or a move the unfinished one proved better (${t10 === 0 ? 'full width' : 'Multi-ProbCut 1.5'})`, () => {
      core.setProbcutMargin(t10);
      let completed = 0;
      let better = 0;
      for (const { player, opponent } of positions) {
        for (const n of budgets) {
          const bounded = thinkOthello(core, player, opponent, 60, { maxNodes: BigInt(n) });
          expect(bounded.spent).toBe(true);
          // The same search without a budget, to the answer's depth: the budget's search is its
          // beginning, node for node.
          const whole = thinkOthello(core, player, opponent, bounded.depth);
          if (bounded.move === whole.move && bounded.score === whole.score) {
            completed++;
            continue;
          }
          // Else the unfinished iteration's move, one ply deeper than the last completed one,
          // whose move it beat; its score is a bound from below, which the whole iteration's
          // best reaches.
          const last = thinkOthello(core, player, opponent, bounded.depth - 1);
          expect(bounded.move).not.toBe(last.move);
          expect(bounded.score).toBeLessThanOrEqual(whole.score);
          expect(bounded.lines).toEqual([{ moves: [bounded.move], score: bounded.score, depth: bounded.depth, exact: false, atMost: false }]);
          better++;
        }
      }
      expect(completed).toBeGreaterThan(0);
      expect(better).toBeGreaterThan(0);
      core.setProbcutMargin(15);
    });
  }
});
