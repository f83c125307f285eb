import { describe, expect, it } from 'vitest';
import { START_BLACK, START_WHITE, loadCore } from '../host/load-core';
import { RULES, UNLIMITED_STOCK, perftOf } from '../host/core-interface';

// docs/rules.md, "Facts to test against": perft from the othello start.
const WITH_PASSES = [4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288];
const WITHOUT_PASSES_9 = 3005320;

describe.each(['flank.wasm', 'flank.debug.wasm'])('perft in %s', (file) => {
  const core = loadCore(file);
  const perft = (rules: number, depth: number, passMoves: boolean) =>
    Number(perftOf(core, { rules, player: START_BLACK, opponent: START_WHITE, playerStock: UNLIMITED_STOCK, opponentStock: UNLIMITED_STOCK, passes: 0 }, depth, passMoves));

  it('counts the othello tree with passes as moves, depths 1 to 9', () => {
    expect(WITH_PASSES.map((_, i) => perft(RULES.OTHELLO, i + 1, true))).toEqual(WITH_PASSES);
  });

  it('counts the othello tree without pass moves: same until passes appear, 3005320 at depth 9', () => {
    expect(WITH_PASSES.slice(0, 8).map((_, i) => perft(RULES.OTHELLO, i + 1, false))).toEqual(WITH_PASSES.slice(0, 8));
    expect(perft(RULES.OTHELLO, 9, false)).toBe(WITHOUT_PASSES_9);
  });

  it('gives the same tree through the generic rules path (free-placement with mustCapture plays like othello)', () => {
    expect(perft(RULES.FREE_PLACEMENT | RULES.MUST_CAPTURE, 8, true)).toBe(WITH_PASSES[7]);
    expect(perft(RULES.FREE_PLACEMENT | RULES.MUST_CAPTURE, 9, false)).toBe(WITHOUT_PASSES_9);
  });

  it('counts depth 0 as the position itself', () => {
    expect(perft(RULES.OTHELLO, 0, true)).toBe(1);
  });
});
