import { describe, expect, it } from 'vitest';
import { afterPlacement, loadCore, playedFromStart, readFfo, relativeBoard, solveOthello, squareName, thinkOthello } from '../host/load-core';
import { RULES, UNLIMITED_STOCK } from '../host/core-interface';

const FFO = readFfo();
const core = loadCore();
core.tableSize(20);

function solve(player: bigint, opponent: bigint, alpha = -64, beta = 64) {
  core.limits(0n, 0);
  const score = solveOthello(core, player, opponent, alpha, beta);
  return { score, move: core.resultMove(), nodes: core.searchedNodes(), spent: core.budgetSpent() };
}

describe('the exact solver on the FFO suite', () => {
  const small = FFO.filter((p) => p.empties <= 20);
  it('has the positions with up to 20 empties', () => expect(small.length).toBe(35));

  it.each(small.map((p) => [p.id, p.empties, p] as const))('#%i (%i empties): exact score and a best move', (_id, _empties, p) => {
    const { player, opponent } = relativeBoard(p.board, p.side);
    const result = solve(player, opponent);
    expect(result.score).toBe(p.score);
    expect(p.bestMoves).toContain(squareName(result.move));
    expect(result.spent).toBe(0);
  });
});

describe('solver windows and budgets', () => {
  /** An FFO position and its bitboards. */
  const ffo = (id: number) => {
    const q = FFO.find((position) => position.id === id)!;
    return { q, ...relativeBoard(q.board, q.side) };
  };
  const { player, opponent } = ffo(22); // 17 empties, score +2

  // #22 is solved directly; #40 (20 empties, +38) after a presearch, around the score it guesses.
  it.each([22, 40])('#%i: fails high and low around the exact score (fail-soft bounds)', (id) => {
    const { q, player, opponent } = ffo(id);
    core.tableSize(20); // a cold table, so that bounds are searched, not remembered
    expect(solve(player, opponent, q.score - 1, q.score).score).toBeGreaterThanOrEqual(q.score);
    core.tableSize(20);
    expect(solve(player, opponent, q.score, q.score + 1).score).toBeLessThanOrEqual(q.score);
    core.tableSize(20);
    expect(solve(player, opponent, q.score + 5, 64).score).toBeLessThanOrEqual(q.score + 5);
    core.tableSize(20);
    expect(solve(player, opponent, -64, q.score - 7).score).toBeGreaterThanOrEqual(q.score - 7);
    core.tableSize(20);
    expect(Math.sign(solve(player, opponent, -1, 1).score)).toBe(Math.sign(q.score)); // win/loss/draw
  });

  it.each([22, 40])('#%i: exact, with a best move, in any window around the score', (id) => {
    const { q, player, opponent } = ffo(id);
    for (const [alpha, beta] of [[q.score - 3, q.score + 5], [q.score - 11, q.score + 1], [-64, 64]]) {
      core.tableSize(20);
      const result = solve(player, opponent, alpha, beta);
      expect(result.score).toBe(q.score);
      expect(q.bestMoves).toContain(squareName(result.move));
    }
  });

  it('is deterministic: the same nodes and answer from the same table state', () => {
    core.tableSize(20);
    const first = solve(player, opponent);
    core.tableSize(20);
    expect(solve(player, opponent)).toEqual(first);
  });

  it('stops when the node budget is spent and says so', () => {
    core.tableSize(20);
    core.limits(10_000n, 0);
    solveOthello(core, player, opponent, -64, 64);
    expect(core.budgetSpent()).toBe(1);
    expect(core.searchedNodes()).toBe(10_000n);
  });

  it('stops at a deadline of the host clock', () => {
    core.tableSize(20);
    core.limits(0n, performance.now() - 1);
    solveOthello(core, player, opponent, -64, 64);
    expect(core.budgetSpent()).toBe(1);
  });

  it('gives the same scores and best moves through the any-rules solver', () => {
    // FFO #1-#19, each played on by its first legal moves down to 11 empties.
    for (const q of FFO.filter((position) => position.id < 20)) {
      let { player, opponent } = relativeBoard(q.board, q.side);
      for (let empties = q.empties; empties > 11; empties--) {
        let moves = core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK);
        if (moves === 0n) [player, opponent] = [opponent, player];
        moves = core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK);
        const square = 63 - BigInt.asUintN(64, moves).toString(2).padStart(64, '0').lastIndexOf('1');
        ({ player, opponent } = afterPlacement(core, { player, opponent }, square));
      }
      const fast = solve(player, opponent);
      core.limits(0n, 0);
      // free-placement where a move must flip plays othello's tree through the any-rules solver.
      expect(core.solve(RULES.FREE_PLACEMENT | RULES.MUST_CAPTURE, player, opponent, UNLIMITED_STOCK, UNLIMITED_STOCK, 0, -64, 64)).toBe(fast.score);
      const move = core.resultMove();
      const child = afterPlacement(core, { player, opponent }, move);
      expect(0 - solve(child.player, child.opponent).score).toBe(fast.score);
    }
  });
});

describe('what a stopped exact solve proved (resultLower, resultUpper)', () => {
  const ffo = (id: number) => {
    const q = FFO.find((position) => position.id === id)!;
    return { q, ...relativeBoard(q.board, q.side) };
  };
  const bounds = () => [core.resultLower(), core.resultUpper()];

  // A solve from 18 empties searches a window around its presearch's guess first: #40 (+38) is
  // guessed +37, so (35, 37) fails high; #30 (0) is guessed +2, so (1, 3) fails low. A budget one
  // node past that window stops the next one at once, leaving the first window's bound.
  it.each([
    [40, 35, 37, 'high'],
    [30, 1, 3, 'low'],
  ] as const)('#%i: a budget that stops the exact pass after its first window (%i, %i) failed %s keeps that bound', (id, alpha, beta, fail) => {
    const { q, player, opponent } = ffo(id);
    core.limits(0n, 0);
    const first = solveOthello(core, player, opponent, alpha, beta);
    const nodes = core.searchedNodes();
    expect(fail === 'high' ? first >= beta : first <= alpha).toBe(true);
    core.limits(nodes + 1n, 0);
    solveOthello(core, player, opponent);
    expect(core.budgetSpent()).toBe(1);
    expect(core.resultExact()).toBe(0);
    expect(bounds()).toEqual(fail === 'high' ? [first, 64] : [-64, first]);
    expect(fail === 'high' ? first <= q.score : first >= q.score).toBe(true);
    // One node less stops the first window itself, before its fail-high or fail-low is proved.
    core.limits(nodes - 1n, 0);
    solveOthello(core, player, opponent);
    expect(bounds()[fail === 'high' ? 1 : 0]).toBe(fail === 'high' ? 64 : -64);
  });

  it('bounds a solve stopped inside a window by the root moves it completed (#22, 17 empties: no presearch)', () => {
    const { q, player, opponent } = ffo(22);
    core.limits(400_000n, 0);
    solveOthello(core, player, opponent);
    expect(core.budgetSpent()).toBe(1);
    const [lower, upper] = bounds();
    expect(lower).toBeGreaterThan(-64);
    expect(lower).toBeLessThanOrEqual(q.score);
    expect(upper).toBe(64);
  });

  it('is always consistent with the exact score, at any budget, in any window, and is the score once solved', () => {
    // Budgets at two, five and eight tenths of each full solve's nodes: they stop presearches,
    // selective passes (#44, 23 empties), aspiration windows (#30, #35, #40) and the root moves of
    // a direct solve (#22).
    let proved = 0;
    for (const id of [22, 30, 35, 40, 44]) {
      const { q, player, opponent } = ffo(id);
      core.limits(0n, 0);
      expect(solveOthello(core, player, opponent)).toBe(q.score);
      expect(bounds()).toEqual([q.score, q.score]);
      const total = Number(core.searchedNodes());
      for (const [alpha, beta] of [[-64, 64], [-1, 1], [q.score + 1, q.score + 3]]) {
        for (const tenth of [2, 5, 8]) {
          core.limits(BigInt(Math.round((total * tenth) / 10)), 0);
          const score = solveOthello(core, player, opponent, alpha, beta);
          const [lower, upper] = bounds();
          const where = `#${id} (${alpha}, ${beta}) at ${tenth}/10 of ${total} nodes: [${lower}, ${upper}]`;
          expect(lower, where).toBeLessThanOrEqual(q.score);
          expect(upper, where).toBeGreaterThanOrEqual(q.score);
          if (core.budgetSpent() === 0) {
            // Completed: what the fail-soft score says, no more.
            expect([lower, upper], where).toEqual([score > alpha ? score : -64, score < beta ? score : 64]);
          } else if (lower > -64 || upper < 64) {
            proved++;
          }
        }
      }
    }
    expect(proved).toBeGreaterThanOrEqual(10);
  });

  it('is the score of an exact think, and nothing for a midgame one', () => {
    const { q, player, opponent } = ffo(22);
    core.limits(0n, 0);
    thinkOthello(core, player, opponent, 4, q.empties);
    expect(bounds()).toEqual([q.score, q.score]);
    core.limits(0n, 0);
    thinkOthello(core, player, opponent, 4, 0);
    expect(bounds()).toEqual([-64, 64]);
  });
});

describe('think', () => {
  it('solves exactly within its endgame reach, with the best move, for any size of position', () => {
    for (const p of FFO.filter((position) => position.empties <= 16)) {
      const { player, opponent } = relativeBoard(p.board, p.side);
      core.limits(0n, 0);
      expect(thinkOthello(core, player, opponent, 4, p.empties)).toBe(p.score);
      expect(core.resultExact()).toBe(1);
      expect(p.bestMoves).toContain(squareName(core.resultMove()));
    }
  });

  it('starts every search on an empty table: the same answer and nodes as on a fresh one, past 255 searches too', () => {
    // The table is emptied by a new generation per search, and wiped when the generation wraps.
    const positions = FFO.filter((p) => p.id >= 40 && p.id < 45).map((p) => relativeBoard(p.board, p.side));
    const run = ({ player, opponent }: { player: bigint; opponent: bigint }) => {
      core.limits(0n, 0);
      const score = thinkOthello(core, player, opponent, 5);
      return { score, move: core.resultMove(), nodes: core.searchedNodes() };
    };
    const fresh = positions.map((position) => {
      core.tableSize(16);
      return run(position);
    });
    for (let i = 0; i < 300; i++) expect(run(positions[i % 5]!), `search ${i}`).toEqual(fresh[i % 5]);
    core.tableSize(20);
  });

  it('returns a legal move from its midgame search, exact or not', () => {
    const p = FFO.find((position) => position.id === 40)!;
    const { player, opponent } = relativeBoard(p.board, p.side);
    core.limits(0n, 0);
    thinkOthello(core, player, opponent, 6, 0);
    expect(core.resultExact()).toBe(0);
    expect(core.resultDepth()).toBe(6);
    expect((core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK) >> BigInt(core.resultMove())) & 1n).toBe(1n);
  });

  it("leaves out the root moves asked (think's avoided), in the midgame search and its one-ply answer", () => {
    const { player, opponent } = playedFromStart(core, 'f5d6c3d3c4');
    const think = (avoided = 0n, nodes = 0n) => {
      core.limits(nodes, 0);
      return { score: thinkOthello(core, player, opponent, 8, 0, avoided), move: core.resultMove() };
    };
    const legal = core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK);
    const free = think();
    const avoiding = think(1n << BigInt(free.move));
    expect(avoiding.move).not.toBe(free.move);
    expect((legal >> BigInt(avoiding.move)) & 1n).toBe(1n);
    expect(think()).toEqual(free); // nothing carried to the next think
    // Every move but the last: that one, from the search and from the one-ply answer (1 node).
    const only = legal.toString(2).length - 1;
    for (const nodes of [0n, 1n]) expect(think(legal & ~(1n << BigInt(only)), nodes).move).toBe(only);
    // Every legal move, or an exact solve: ignored.
    expect(think(legal)).toEqual(free);
    const p = FFO.find((position) => position.id === 1)!;
    const ffo = relativeBoard(p.board, p.side);
    core.limits(0n, 0);
    thinkOthello(core, ffo.player, ffo.opponent, 8, 20);
    const exact = core.resultMove();
    core.limits(0n, 0);
    thinkOthello(core, ffo.player, ffo.opponent, 8, 20, 1n << BigInt(exact));
    expect(core.resultMove()).toBe(exact);
  });

  it('prunes with Multi-ProbCut by default, deterministically, and agrees with the full-width move most of the time', () => {
    // FFO #40-#59 at depth 8 without exact solving: probcut's shallow searches stand in for deep ones.
    const positions = FFO.filter((p) => p.id >= 40).map((p) => relativeBoard(p.board, p.side));
    const run = (t10: number) =>
      positions.map(({ player, opponent }) => {
        core.probcut(t10);
        core.limits(0n, 0);
        thinkOthello(core, player, opponent, 8, 0);
        return { move: core.resultMove(), nodes: Number(core.searchedNodes()), exact: core.resultExact() };
      });
    try {
      const full = run(0);
      const pruned = run(15);
      expect(run(15)).toEqual(pruned);
      const sum = (rows: { nodes: number }[]) => rows.reduce((n, r) => n + r.nodes, 0);
      expect(sum(pruned)).toBeLessThan(sum(full) / 2);
      expect(pruned.filter((r, i) => r.move === full[i]!.move).length).toBeGreaterThanOrEqual(14);
      expect(pruned.every((r) => r.exact === 0)).toBe(true);
    } finally {
      core.probcut(15);
    }
  });
});
