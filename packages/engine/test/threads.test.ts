import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASS, RULES } from '../host/core-interface';
import { loadCore, playedFromStart, readFfo, readXot, relativeBoard, solveOthello, squareName, thinkOthello } from '../host/load-core';
import { randomGamePositions } from '../host/random-positions';
import { type ThreadedCore, loadThreadedCore } from '../host/threads';

// The threaded build on two threads (Lazy SMP on one shared table) against the single-threaded
// build: the same exact scores, searched answers only, and stops that stop.

const single = loadCore();
single.tableSize(20);
let threaded: ThreadedCore;

beforeAll(async () => {
  threaded = await loadThreadedCore(2);
  threaded.core.tableSize(20);
});
afterAll(() => threaded?.close());

const FFO = readFfo();

/** The exact score of `player`, `opponent` by `core`, with its best move. */
function solved(core: typeof single, player: bigint, opponent: bigint) {
  core.limits(0n, 0);
  const score = solveOthello(core, player, opponent);
  return { score, move: core.resultMove(), spent: core.budgetSpent(), exact: core.resultExact() };
}

describe('exact solves on two threads', () => {
  it.each(FFO.filter((p) => p.empties <= 22).map((p) => [p.id, p] as const))('FFO #%i: the exact score and a best move', (_id, p) => {
    const { player, opponent } = relativeBoard(p.board, p.side);
    const result = solved(threaded.core, player, opponent);
    expect(result).toMatchObject({ score: p.score, spent: 0, exact: 1 });
    expect(p.bestMoves).toContain(squareName(result.move));
  });

  it('agrees with one thread on positions of random games at 12-18 empties, and its move keeps the score', () => {
    const positions = randomGamePositions(single, 60, 28).filter((s) => {
      const empties = 64 - (s.player | s.opponent).toString(2).replace(/0/g, '').length;
      return empties >= 12 && empties <= 18;
    });
    expect(positions.length).toBeGreaterThan(100);
    for (const { player, opponent } of positions.slice(0, 120)) {
      const one = solved(single, player, opponent);
      const two = solved(threaded.core, player, opponent);
      expect(two.score).toBe(one.score);
      if (two.move === PASS) {
        expect(single.moves(RULES.OTHELLO, player, opponent, 64)).toBe(0n);
        continue;
      }
      const flipped = single.flips(RULES.OTHELLO, player, opponent, two.move);
      expect(flipped).not.toBe(0n);
      expect(0 - solved(single, opponent & ~flipped, player | flipped | (1n << BigInt(two.move))).score).toBe(one.score);
    }
  });
});

describe('midgame searches on two threads', () => {
  const openings = readXot().slice(0, 12);

  it('answer with a searched legal move at the depth asked, and the table holds legal moves only', () => {
    for (const opening of openings) {
      const { player, opponent } = playedFromStart(single, opening);
      threaded.core.limits(0n, 0);
      const score = thinkOthello(threaded.core, player, opponent, 9, 0);
      const move = threaded.core.resultMove();
      expect(threaded.core.resultDepth()).toBe(9);
      expect(Math.abs(score)).toBeLessThan(64);
      expect(single.moves(RULES.OTHELLO, player, opponent, 64) & (1n << BigInt(move))).not.toBe(0n);
      // The principal variation as the shared table holds it: every move legal where it is read.
      let [p, o] = [player, opponent];
      for (let ply = 0; ply < 9; ply++) {
        const next = threaded.core.tableMove(p, o);
        if (next === PASS) break;
        const flipped = single.flips(RULES.OTHELLO, p, o, next);
        expect(flipped, `${opening}: ${squareName(next)} at ply ${ply}`).not.toBe(0n);
        [p, o] = [o & ~flipped, p | flipped | (1n << BigInt(next))];
      }
    }
  });

  it("with one thread in use, give the single-threaded build's answers", () => {
    threaded.core.helpers(0);
    try {
      for (const opening of openings.slice(0, 4)) {
        const { player, opponent } = playedFromStart(single, opening);
        for (const core of [single, threaded.core]) core.limits(0n, 0);
        const one = thinkOthello(single, player, opponent, 8, 0);
        const two = thinkOthello(threaded.core, player, opponent, 8, 0);
        expect([two, threaded.core.resultMove(), threaded.core.searchedNodes()]).toEqual([one, single.resultMove(), single.searchedNodes()]);
      }
    } finally {
      threaded.core.helpers(1);
    }
  });
});

describe('budgets on two threads', () => {
  it('stop every thread: a spent budget leaves a searched move, and the next search is whole', () => {
    const p = FFO.find((q) => q.id === 45)!; // 24 empties: far more than the budget
    const { player, opponent } = relativeBoard(p.board, p.side);
    threaded.core.limits(200_000n, 0);
    thinkOthello(threaded.core, player, opponent, 60, 60);
    expect(threaded.core.budgetSpent()).toBe(1);
    expect(single.moves(RULES.OTHELLO, player, opponent, 64) & (1n << BigInt(threaded.core.resultMove()))).not.toBe(0n);
    const q = FFO.find((r) => r.id === 40)!;
    const board = relativeBoard(q.board, q.side);
    expect(solved(threaded.core, board.player, board.opponent)).toMatchObject({ score: q.score, spent: 0 });
  });
});
