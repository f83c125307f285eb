import { describe, expect, it } from 'vitest';
import { RULES, UNLIMITED_STOCK } from '../host/core-interface';
import { loadCore } from '../host/load-core';

describe('the core as loadCore gives it to the tools and benches', () => {
  const core = loadCore();
  // The side to move has f6 (bit 45), the opponent g7 (bit 54): h8 (bit 63) flanks g7.
  const player = 1n << 45n;
  const opponent = 1n << 54n;

  it('answers bitboards holding h8 as unsigned BigInts, so that loops over their bits end', () => {
    const moves = core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK);
    expect(moves).toBe(1n << 63n);
    expect(core.flips(RULES.OTHELLO, player, opponent, 63)).toBe(1n << 54n);
    let count = 0;
    for (let m = moves; m !== 0n; m &= m - 1n) count++;
    expect(count).toBe(1);
  });
});
