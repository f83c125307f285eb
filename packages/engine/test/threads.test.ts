import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_MOVE, PASS, RULES, UNLIMITED_STOCK } from '../host/core-interface';
import { START_BLACK, START_WHITE, afterPlacement, loadCore, playedFromStart, readFfo, readXot, relativeBoard, solveOthello, squareName, thinkOthello } from '../host/load-core';
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

/**
 * The nodes that the one-thread solves of the agreement test spend, at most (and one position
 * more): about its first 120 positions, 16 s in all on a 2-core machine at a load of 4.
 */
const AGREEMENT_NODES = 80_000_000n;

describe('exact solves on two threads', () => {
  it.each(FFO.filter((p) => p.empties <= 22).map((p) => [p.id, p] as const))('FFO #%i: the exact score and a best move', (_id, p) => {
    const { player, opponent } = relativeBoard(p.board, p.side);
    const result = solved(threaded.core, player, opponent);
    expect(result).toMatchObject({ score: p.score, spent: 0, exact: 1 });
    expect(p.bestMoves).toContain(squareName(result.move));
  });

  // Its work is bounded by nodes, not by a number of positions (a few of which cost most of the
  // time): the same work on any machine. The guard is ten times what it takes on a loaded 2-core
  // machine: it catches a hang, not slowness.
  it('agrees with one thread on positions of random games at 12-18 empties, and its move keeps the score', { timeout: 600_000 }, () => {
    const positions = randomGamePositions(single, 60, 28).filter((s) => {
      const empties = 64 - (s.player | s.opponent).toString(2).replace(/0/g, '').length;
      return empties >= 12 && empties <= 18;
    });
    expect(positions.length).toBeGreaterThan(100);
    let nodes = 0n;
    let checked = 0;
    for (const { player, opponent } of positions) {
      if (nodes >= AGREEMENT_NODES) break;
      checked++;
      const one = solved(single, player, opponent);
      nodes += single.searchedNodes();
      const two = solved(threaded.core, player, opponent);
      expect(two.score).toBe(one.score);
      if (two.move === PASS) {
        expect(single.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK)).toBe(0n);
        continue;
      }
      expect(single.flips(RULES.OTHELLO, player, opponent, two.move)).not.toBe(0n);
      const child = afterPlacement(single, { player, opponent }, two.move);
      expect(0 - solved(single, child.player, child.opponent).score).toBe(one.score);
    }
    expect(checked).toBeGreaterThanOrEqual(100);
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
      expect(single.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK) & (1n << BigInt(move))).not.toBe(0n);
      // The principal variation as the shared table holds it: every move legal where it is read.
      let [p, o] = [player, opponent];
      for (let ply = 0; ply < 9; ply++) {
        const next = threaded.core.tableMove(p, o);
        if (next === NO_MOVE) break;
        expect(single.flips(RULES.OTHELLO, p, o, next), `${opening}: ${squareName(next)} at ply ${ply}`).not.toBe(0n);
        ({ player: p, opponent: o } = afterPlacement(single, { player: p, opponent: o }, next));
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
    expect(single.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK) & (1n << BigInt(threaded.core.resultMove()))).not.toBe(0n);
    const q = FFO.find((r) => r.id === 40)!;
    const board = relativeBoard(q.board, q.side);
    expect(solved(threaded.core, board.player, board.opponent)).toMatchObject({ score: q.score, spent: 0 });
  });

  it("leave a stopped exact solve's bounds (resultLower, resultUpper) around the exact score, the root's moves split among threads", () => {
    // Budgets late in each solve, where one thread proves a bound (endgame.test.ts): #22 solves
    // directly (17 empties), #35 and #40 around a presearch's guess. A solve's budget counts the
    // first thread's nodes, and how much of the tree the helper takes depends on the machine's
    // load: at 0.5 of one thread's total the two may finish, and at 0.3 #40 is in its exact pass
    // whichever thread did the work.
    let proved = 0;
    for (const id of [22, 35, 40]) {
      const q = FFO.find((r) => r.id === id)!;
      const { player, opponent } = relativeBoard(q.board, q.side);
      solved(single, player, opponent);
      const total = Number(single.searchedNodes());
      for (const share of [0.3, 0.5, 0.8, 0.95]) {
        threaded.core.limits(BigInt(Math.round(total * share)), 0);
        solveOthello(threaded.core, player, opponent);
        const [lower, upper] = [threaded.core.resultLower(), threaded.core.resultUpper()];
        expect(lower, `#${id} at ${share}`).toBeLessThanOrEqual(q.score);
        expect(upper, `#${id} at ${share}`).toBeGreaterThanOrEqual(q.score);
        if (threaded.core.budgetSpent() === 1 && (lower > -64 || upper < 64)) proved++;
      }
    }
    expect(proved).toBeGreaterThan(0);
  });
});

describe('batches of positions (queue, thinkQueued)', () => {
  /** The children of a position, as `analyze` searches them. */
  function children(player: bigint, opponent: bigint): { player: bigint; opponent: bigint }[] {
    const found = [];
    for (let moves = single.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK); moves !== 0n; moves &= moves - 1n) {
      found.push(afterPlacement(single, { player, opponent }, (moves & -moves).toString(2).length - 1));
    }
    return found;
  }

  /** Each position's answer by one batch of `core`: score, depth, exactness and whether its budget ran out. */
  function batch(core: typeof single, positions: { player: bigint; opponent: bigint }[], maxDepth: number, exactEmpties: number) {
    const indices = positions.map(({ player, opponent }) => core.queue(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK, UNLIMITED_STOCK, 0));
    core.thinkQueued(maxDepth, exactEmpties);
    expect(core.queuedDone()).toBe(positions.length);
    return indices.map((index) => {
      return { score: core.queuedResult(index), move: core.queuedMove(index), depth: core.queuedDepth(index), exact: core.queuedExact(index), spent: core.queuedSpent(index) };
    });
  }

  it('on two threads, solve each position as one thread does, and every move is legal', () => {
    for (const id of [13, 22, 23]) {
      const p = FFO.find((q) => q.id === id)!;
      const { player, opponent } = relativeBoard(p.board, p.side);
      const positions = children(player, opponent);
      for (const core of [single, threaded.core]) core.limits(0n, 0);
      const one = batch(single, positions, 60, 60);
      const two = batch(threaded.core, positions, 60, 60);
      expect(two.map(({ score, exact, spent }) => ({ score, exact, spent }))).toEqual(one.map(({ score, exact, spent }) => ({ score, exact, spent })));
      expect(one.every(({ exact }) => exact === 1)).toBe(true);
      // The best child's score is the position's own.
      expect(Math.max(...two.map(({ score }) => 0 - score))).toBe(p.score);
      two.forEach(({ move }, i) => {
        const legal = single.moves(RULES.OTHELLO, positions[i]!.player, positions[i]!.opponent, UNLIMITED_STOCK);
        expect(legal === 0n ? move === PASS : (legal & (1n << BigInt(move))) !== 0n).toBe(true);
      });
    }
  });

  it("on one thread, give think's answers one after another", () => {
    const { player, opponent } = playedFromStart(single, readXot()[3]!);
    const positions = children(player, opponent);
    single.limits(0n, 0);
    const queued = batch(single, positions, 7, 0);
    single.limits(0n, 0);
    const thought = positions.map(({ player: p, opponent: o }) => {
      const score = thinkOthello(single, p, o, 7, 0);
      return { score, move: single.resultMove(), depth: single.resultDepth(), exact: single.resultExact(), spent: single.budgetSpent() };
    });
    expect(queued).toEqual(thought);
  });

  it('on a spent budget, answer every position with a searched move, and say which ran out', () => {
    const p = FFO.find((q) => q.id === 45)!;
    const { player, opponent } = relativeBoard(p.board, p.side);
    const positions = children(player, opponent);
    threaded.core.limits(300_000n, 0);
    const answers = batch(threaded.core, positions, 60, 60);
    expect(answers.some(({ spent }) => spent === 1)).toBe(true);
    // Both threads count into one budget: a few checks' worth of nodes past it at most.
    expect(Number(threaded.core.searchedNodes())).toBeLessThan(300_000 + 4 * 4096 + 200);
    answers.forEach(({ move }, i) => {
      expect(single.moves(RULES.OTHELLO, positions[i]!.player, positions[i]!.opponent, UNLIMITED_STOCK) & (1n << BigInt(move))).not.toBe(0n);
    });
    // The next search is whole.
    threaded.core.limits(0n, 0);
    expect(batch(threaded.core, positions.slice(0, 3), 4, 0).every(({ spent, depth }) => spent === 0 && depth === 4)).toBe(true);
  });

  it('hold 128 positions, and read nothing outside the last batch', () => {
    for (let i = 0; i < 128; i++) expect(single.queue(RULES.OTHELLO, START_BLACK, START_WHITE, UNLIMITED_STOCK, UNLIMITED_STOCK, 0)).toBe(i);
    expect(single.queue(RULES.OTHELLO, START_BLACK, START_WHITE, UNLIMITED_STOCK, UNLIMITED_STOCK, 0)).toBe(-1);
    single.limits(0n, 0);
    single.thinkQueued(1, 0);
    expect(single.queuedResult(127)).toBe(single.queuedResult(0));
    expect([single.queuedResult(128), single.queuedResult(-1), single.queuedSpent(128)]).toEqual([0, 0, 0]);
    single.queue(RULES.OTHELLO, START_BLACK, START_WHITE, UNLIMITED_STOCK, UNLIMITED_STOCK, 0);
    expect([single.queuedResult(0), single.queuedSpent(0)]).toEqual([0, 0]);
    single.thinkQueued(1, 0);
  });
});
