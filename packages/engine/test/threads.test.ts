import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type CoreExports, PASS, RULES, UNLIMITED_STOCK } from '../host/core-interface';
import { afterPlacement, loadCore, playedFromStart, readFfo, readXot, relativeBoard, solveOthello, squareName, thinkOthello } from '../host/load-core';
import { randomGamePositions } from '../host/random-positions';
import { type ThreadedCore, loadThreadedCore } from '../host/threads';

// The threaded build on two threads (Lazy SMP on one shared table) against the single-threaded
// build: the same exact scores, searched answers only, and stops that stop.

const single = loadCore();
single.setTableSize(20);
let threaded: ThreadedCore;

beforeAll(async () => {
  threaded = await loadThreadedCore(2);
  threaded.core.setTableSize(20);
});
afterAll(() => threaded?.close());

const FFO = readFfo();

/** The exact score of `player`, `opponent` by `core`, with its best move. */
function solved(core: CoreExports, player: bigint, opponent: bigint) {
  const { score, move, spent, exact, nodes } = solveOthello(core, player, opponent);
  return { score, move, spent, exact, nodes };
}

/** Whether `square` is a legal placement of the side to move. */
const legal = (player: bigint, opponent: bigint, square: number) => (single.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK) & (1n << BigInt(square))) !== 0n;

/**
 * The nodes that the one-thread solves of the agreement test spend, at most (and one position
 * more): about its first 120 positions, 16 s in all on a 2-core machine at a load of 4.
 */
const AGREEMENT_NODES = 80_000_000n;

describe('exact solves on two threads', () => {
  it.each(FFO.filter((p) => p.empties <= 22).map((p) => [p.id, p] as const))('FFO #%i: the exact score and a best move', (_id, p) => {
    const { player, opponent } = relativeBoard(p.board, p.side);
    const result = solved(threaded.core, player, opponent);
    expect(result).toMatchObject({ score: p.score, spent: false, exact: true });
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
      nodes += one.nodes;
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

  // Only the line's root move is held to legality: threads write the proved lines without locks,
  // and two writers at once may leave a mixed line, which the host checks (search/proved-lines.ts).
  it('answer with a searched legal move at the depth asked, its line led by that move', () => {
    for (const opening of openings) {
      const { player, opponent } = playedFromStart(single, opening);
      const answer = thinkOthello(threaded.core, player, opponent, 9);
      expect(answer.depth).toBe(9);
      expect(Math.abs(answer.score)).toBeLessThan(64);
      expect(legal(player, opponent, answer.move), opening).toBe(true);
      expect(answer.lines).toHaveLength(1);
      expect(answer.lines[0]).toMatchObject({ score: answer.score, depth: 9, exact: false, atMost: false });
      expect(answer.lines[0]!.moves[0]).toBe(answer.move);
    }
  });

  it("with one thread in use, give the single-threaded build's answers, lines included", () => {
    threaded.core.helpers(0);
    try {
      for (const opening of openings.slice(0, 4)) {
        const { player, opponent } = playedFromStart(single, opening);
        for (const lines of [1, 4]) {
          expect(thinkOthello(threaded.core, player, opponent, 8, { lines }), `${opening}, ${lines} lines`).toEqual(thinkOthello(single, player, opponent, 8, { lines }));
        }
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
    const stopped = thinkOthello(threaded.core, player, opponent, 60, { exactEmpties: 60, maxNodes: 200_000n });
    expect(stopped.spent).toBe(true);
    expect(legal(player, opponent, stopped.move)).toBe(true);
    const q = FFO.find((r) => r.id === 40)!;
    const board = relativeBoard(q.board, q.side);
    expect(solved(threaded.core, board.player, board.opponent)).toMatchObject({ score: q.score, spent: false });
  });

  it("leave a stopped exact solve's bounds (the answer's lower, upper) around the exact score, the root's moves split among threads", () => {
    // Budgets late in each solve, where one thread proves a bound (endgame.test.ts): #22 solves
    // directly (17 empties), #35 and #40 around a presearch's guess. A solve's budget counts the
    // first thread's nodes, and how much of the tree the helper takes depends on the machine's
    // load: at 0.5 of one thread's total the two may finish, and at 0.3 #40 is in its exact pass
    // whichever thread did the work.
    let proved = 0;
    for (const id of [22, 35, 40]) {
      const q = FFO.find((r) => r.id === id)!;
      const { player, opponent } = relativeBoard(q.board, q.side);
      const total = Number(solved(single, player, opponent).nodes);
      for (const share of [0.3, 0.5, 0.8, 0.95]) {
        const { lower, upper, spent } = solveOthello(threaded.core, player, opponent, { maxNodes: BigInt(Math.round(total * share)) });
        expect(lower, `#${id} at ${share}`).toBeLessThanOrEqual(q.score);
        expect(upper, `#${id} at ${share}`).toBeGreaterThanOrEqual(q.score);
        if (spent && (lower > -64 || upper < 64)) proved++;
      }
    }
    expect(proved).toBeGreaterThan(0);
  });
});

// The search of several lines took the place of the batch of positions (analyze's moves, which
// each thread took one by one): one search of the root that ranks its moves, the helpers helping
// at each move's search as at any other.
describe('several lines on two threads', () => {
  /** Each root move's score in `answer`, by square. */
  const scores = (answer: Answer) => new Map(answer.lines.map((line) => [line.moves[0]!, line.score]));

  it("rank every move exactly as one thread does, the best the position's score", () => {
    for (const id of [13, 22, 23]) {
      const p = FFO.find((q) => q.id === id)!;
      const { player, opponent } = relativeBoard(p.board, p.side);
      const one = thinkOthello(single, player, opponent, 60, { exactEmpties: 60, lines: 64 });
      const two = thinkOthello(threaded.core, player, opponent, 60, { exactEmpties: 60, lines: 64 });
      expect(one.lines).toHaveLength(single.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK).toString(2).replace(/0/g, '').length);
      expect(one.lines.every((line) => line.exact && !line.atMost)).toBe(true);
      expect(two.lines.every((line) => line.exact && !line.atMost)).toBe(true);
      expect(scores(two), `#${id}`).toEqual(scores(one));
      expect([two.score, two.exact, two.spent]).toEqual([p.score, true, false]);
      expect(two.lines[0]!.score).toBe(p.score);
      expect(p.bestMoves).toContain(squareName(two.move));
      // Best first.
      expect(two.lines.map((line) => line.score)).toEqual([...two.lines.map((line) => line.score)].sort((a, b) => b - a));
    }
  });

  it('on a spent budget, answer searched legal moves, best first, and say it ran out', () => {
    const p = FFO.find((q) => q.id === 45)!;
    const { player, opponent } = relativeBoard(p.board, p.side);
    const stopped = thinkOthello(threaded.core, player, opponent, 60, { exactEmpties: 60, lines: 4, maxNodes: 300_000n });
    expect(stopped.spent).toBe(true);
    // Both threads count into one budget: a few checks' worth of nodes past it at most.
    expect(Number(stopped.nodes)).toBeLessThan(300_000 + 4 * 4096 + 200);
    expect(stopped.lines.length).toBeGreaterThanOrEqual(4);
    for (const line of stopped.lines) expect(legal(player, opponent, line.moves[0]!)).toBe(true);
    expect(stopped.lines[0]!.moves[0]).toBe(stopped.move);
    // The next search is whole.
    const next = thinkOthello(threaded.core, player, opponent, 4, { lines: 3 });
    expect([next.spent, next.depth]).toEqual([false, 4]);
    expect(next.lines.slice(0, 3).every((line) => line.depth === 4 && !line.atMost)).toBe(true);
  });
});
