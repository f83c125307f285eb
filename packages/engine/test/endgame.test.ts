import { describe, expect, it } from 'vitest';
import { afterPlacement, loadCore, othelloPosition, playedFromStart, readFfo, relativeBoard, solveOthello, squareName, thinkOthello } from '../host/load-core';
import { type Answer, RULES, START, UNLIMITED_STOCK, search } from '../host/core-interface';

const FFO = readFfo();
const core = loadCore();
core.setTableSize(20);

/** A solve on a new budget and an emptied table (START.FRESH): its score, move, nodes and whether the budget ran out. */
function solve(player: bigint, opponent: bigint, alpha = -64, beta = 64) {
  const { score, move, nodes, spent } = solveOthello(core, player, opponent, { alpha, beta });
  return { score, move, nodes, spent };
}

describe('the exact solver on the FFO suite', () => {
  const small = FFO.filter((p) => p.empties <= 20);
  it('has the positions with up to 20 empties', () => expect(small.length).toBe(35));

  it.each(small.map((p) => [p.id, p.empties, p] as const))('#%i (%i empties): exact score and a best move', (_id, _empties, p) => {
    const { player, opponent } = relativeBoard(p.board, p.side);
    const result = solve(player, opponent);
    expect(result.score).toBe(p.score);
    expect(p.bestMoves).toContain(squareName(result.move));
    expect(result.spent).toBe(false);
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
  // Each solve starts on an emptied table, so that bounds are searched, not remembered.
  it.each([22, 40])('#%i: fails high and low around the exact score (fail-soft bounds)', (id) => {
    const { q, player, opponent } = ffo(id);
    expect(solve(player, opponent, q.score - 1, q.score).score).toBeGreaterThanOrEqual(q.score);
    expect(solve(player, opponent, q.score, q.score + 1).score).toBeLessThanOrEqual(q.score);
    expect(solve(player, opponent, q.score + 5, 64).score).toBeLessThanOrEqual(q.score + 5);
    expect(solve(player, opponent, -64, q.score - 7).score).toBeGreaterThanOrEqual(q.score - 7);
    expect(Math.sign(solve(player, opponent, -1, 1).score)).toBe(Math.sign(q.score)); // win/loss/draw
  });

  it.each([22, 40])('#%i: exact, with a best move, in any window around the score', (id) => {
    const { q, player, opponent } = ffo(id);
    for (const [alpha, beta] of [[q.score - 3, q.score + 5], [q.score - 11, q.score + 1], [-64, 64]]) {
      const result = solve(player, opponent, alpha, beta);
      expect(result.score).toBe(q.score);
      expect(q.bestMoves).toContain(squareName(result.move));
    }
  });

  it('is deterministic: the same nodes and answer from the same table state', () => {
    core.setTableSize(20);
    const first = solve(player, opponent);
    core.setTableSize(20);
    expect(solve(player, opponent)).toEqual(first);
  });

  it('stops when the node budget is spent and says so', () => {
    const answer = solveOthello(core, player, opponent, { maxNodes: 10_000n });
    expect(answer.spent).toBe(true);
    expect(answer.nodes).toBe(10_000n);
  });

  it('stops at a deadline of the host clock', () => {
    expect(search(core, 'solve', { ...othelloPosition(player, opponent), alpha: -64, beta: 64, deadline: performance.now() - 1, start: START.FRESH }).spent).toBe(true);
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
      // free-placement where a move must flip plays othello's tree through the any-rules solver.
      const anyRules = search(core, 'solve', { ...othelloPosition(player, opponent), rules: RULES.FREE_PLACEMENT | RULES.MUST_CAPTURE, alpha: -64, beta: 64, start: START.FRESH });
      expect(anyRules.score).toBe(fast.score);
      const child = afterPlacement(core, { player, opponent }, anyRules.move);
      expect(0 - solve(child.player, child.opponent).score).toBe(fast.score);
    }
  });
});

describe('what a stopped exact solve proved (the answer lower, upper)', () => {
  const ffo = (id: number) => {
    const q = FFO.find((position) => position.id === id)!;
    return { q, ...relativeBoard(q.board, q.side) };
  };
  const bounds = ({ lower, upper }: Answer): [number, number] => [lower, upper];

  // A solve from 18 empties searches a window around its presearch's guess first: #40 (+38) is
  // guessed +37, so (35, 37) fails high; #30 (0) is guessed +2, so (1, 3) fails low. A budget one
  // node past that window stops the next one at once, leaving the first window's bound.
  it.each([
    [40, 35, 37, 'high'],
    [30, 1, 3, 'low'],
  ] as const)('#%i: a budget that stops the exact pass after its first window (%i, %i) failed %s keeps that bound', (id, alpha, beta, fail) => {
    const { q, player, opponent } = ffo(id);
    const { score: first, nodes } = solveOthello(core, player, opponent, { alpha, beta });
    expect(fail === 'high' ? first >= beta : first <= alpha).toBe(true);
    const stopped = solveOthello(core, player, opponent, { maxNodes: nodes + 1n });
    expect(stopped.spent).toBe(true);
    expect(stopped.exact).toBe(false);
    expect(bounds(stopped)).toEqual(fail === 'high' ? [first, 64] : [-64, first]);
    expect(fail === 'high' ? first <= q.score : first >= q.score).toBe(true);
    // One node less stops the first window itself, before its fail-high or fail-low is proved.
    expect(bounds(solveOthello(core, player, opponent, { maxNodes: nodes - 1n }))[fail === 'high' ? 1 : 0]).toBe(fail === 'high' ? 64 : -64);
  });

  it('bounds a solve stopped inside a window by the root moves it completed (#22, 17 empties: no presearch)', () => {
    const { q, player, opponent } = ffo(22);
    const answer = solveOthello(core, player, opponent, { maxNodes: 400_000n });
    expect(answer.spent).toBe(true);
    const [lower, upper] = bounds(answer);
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
      const solved = solveOthello(core, player, opponent);
      expect(solved.score).toBe(q.score);
      expect(bounds(solved)).toEqual([q.score, q.score]);
      const total = Number(solved.nodes);
      for (const [alpha, beta] of [[-64, 64], [-1, 1], [q.score + 1, q.score + 3]] as [number, number][]) {
        for (const tenth of [2, 5, 8]) {
          const answer = solveOthello(core, player, opponent, { alpha, beta, maxNodes: BigInt(Math.round((total * tenth) / 10)) });
          const [lower, upper] = bounds(answer);
          const where = `#${id} (${alpha}, ${beta}) at ${tenth}/10 of ${total} nodes: [${lower}, ${upper}]`;
          expect(lower, where).toBeLessThanOrEqual(q.score);
          expect(upper, where).toBeGreaterThanOrEqual(q.score);
          if (!answer.spent) {
            // Completed: what the fail-soft score says, no more.
            const { score } = answer;
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
    expect(bounds(thinkOthello(core, player, opponent, 4, { exactEmpties: q.empties }))).toEqual([q.score, q.score]);
    expect(bounds(thinkOthello(core, player, opponent, 4))).toEqual([-64, 64]);
  });
});

describe('think', () => {
  it('solves exactly within its endgame reach, with the best move, for any size of position', () => {
    for (const p of FFO.filter((position) => position.empties <= 16)) {
      const { player, opponent } = relativeBoard(p.board, p.side);
      const answer = thinkOthello(core, player, opponent, 4, { exactEmpties: p.empties });
      expect(answer.score).toBe(p.score);
      expect(answer.exact).toBe(true);
      expect(p.bestMoves).toContain(squareName(answer.move));
    }
  });

  it('starts every search on an empty table: the same answer and nodes as on a fresh one, past 255 searches too', () => {
    // START.FRESH empties the table by a new generation per search, and wipes it when the generation wraps.
    const positions = FFO.filter((p) => p.id >= 40 && p.id < 45).map((p) => relativeBoard(p.board, p.side));
    const run = ({ player, opponent }: { player: bigint; opponent: bigint }) => {
      const { score, move, nodes } = thinkOthello(core, player, opponent, 5);
      return { score, move, nodes };
    };
    const fresh = positions.map((position) => {
      core.setTableSize(16);
      return run(position);
    });
    for (let i = 0; i < 300; i++) expect(run(positions[i % 5]!), `search ${i}`).toEqual(fresh[i % 5]);
    core.setTableSize(20);
  });

  it('returns a legal move from its midgame search, exact or not', () => {
    const p = FFO.find((position) => position.id === 40)!;
    const { player, opponent } = relativeBoard(p.board, p.side);
    const answer = thinkOthello(core, player, opponent, 6);
    expect(answer.exact).toBe(false);
    expect(answer.depth).toBe(6);
    expect((core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK) >> BigInt(answer.move)) & 1n).toBe(1n);
  });

  it("leaves out the root moves asked (think's avoided), in the midgame search and its one-ply answer", () => {
    const { player, opponent } = playedFromStart(core, 'f5d6c3d3c4');
    const think = (avoided = 0n, maxNodes = 0n) => {
      const { score, move } = thinkOthello(core, player, opponent, 8, { avoided, maxNodes });
      return { score, move };
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
    const exact = thinkOthello(core, ffo.player, ffo.opponent, 8, { exactEmpties: 20 }).move;
    expect(thinkOthello(core, ffo.player, ffo.opponent, 8, { exactEmpties: 20, avoided: 1n << BigInt(exact) }).move).toBe(exact);
  });

  it('prunes with Multi-ProbCut by default, deterministically, and agrees with the full-width move most of the time', () => {
    // FFO #40-#59 at depth 8 without exact solving: probcut's shallow searches stand in for deep ones.
    const positions = FFO.filter((p) => p.id >= 40).map((p) => relativeBoard(p.board, p.side));
    const run = (t10: number) =>
      positions.map(({ player, opponent }) => {
        core.setProbcutMargin(t10);
        const { move, nodes, exact } = thinkOthello(core, player, opponent, 8);
        return { move, nodes: Number(nodes), exact };
      });
    try {
      const full = run(0);
      const pruned = run(15);
      expect(run(15)).toEqual(pruned);
      const sum = (rows: { nodes: number }[]) => rows.reduce((n, r) => n + r.nodes, 0);
      expect(sum(pruned)).toBeLessThan(sum(full) / 2);
      expect(pruned.filter((r, i) => r.move === full[i]!.move).length).toBeGreaterThanOrEqual(14);
      expect(pruned.every((r) => !r.exact)).toBe(true);
    } finally {
      core.setProbcutMargin(15);
    }
  });
});
