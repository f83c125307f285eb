import { beforeAll, describe, expect, it } from 'vitest';
import { readFfo } from '@flank/engine/host/load-core';
import { LEVELS, Reversi, formatSquare, init, type RulesInput } from '../node.ts';
import { ReferenceGame, type ReferenceRules } from '../../test/reference/reference-game.ts';
import { referenceMoveValues } from '../../test/reference/reference-solve.ts';
import { seededRandom } from '../../test/differential/random.ts';
import { caught } from '../../test/support/caught.ts';
import type { SearchProgress } from './progress.ts';

beforeAll(() => init());

interface Ffo {
  id: number;
  empties: number;
  position: string;
  score: number;
  bestMoves: string[];
  moveScores: Map<string, number>;
}

const FFO: Ffo[] = readFfo().map(({ id, empties, board, side, score, bestMoves, moveScores }) => ({
  id,
  empties,
  position: `${board} ${side}`,
  score,
  bestMoves: [...bestMoves].sort(),
  moveScores,
}));

describe('solve', () => {
  it.each(FFO.filter((p) => p.empties <= 16).map((p) => [p.id, p] as const))('FFO #%i: the exact score and every best move', (_id, p) => {
    const solution = new Reversi(p.position).solve();
    expect(solution).toMatchObject({ solved: true, score: p.score, bestMoves: p.bestMoves });
    if (solution.solved) expect(p.bestMoves).toContain(solution.pv[0]);
  });

  it('plays its principal variations to the end, where the final score is the one promised', () => {
    for (const p of FFO.filter((q) => q.empties <= 16)) {
      const game = new Reversi(p.position);
      const solution = game.solve();
      if (!solution.solved) throw new Error('not solved');
      const mover = game.turn();
      for (const move of solution.pv) game.move(move);
      expect(game.isGameOver(), `#${p.id}`).toBe(true);
      const { black, white } = game.score({ emptiesToWinner: true });
      expect(mover === 'black' ? black - white : white - black, `#${p.id}`).toBe(p.score);
    }
  });

  it('answers win, draw or loss with wld, with every move that keeps the outcome, and a line that does', () => {
    const outcomeOf = (score: number) => (score > 0 ? 'win' : score < 0 ? 'loss' : 'draw');
    for (const p of FFO.filter((q) => q.empties <= 16)) {
      const game = new Reversi(p.position);
      const solution = game.solve({ wld: true });
      if (!solution.solved) throw new Error(`#${p.id} not solved`);
      expect(solution.outcome, `#${p.id}`).toBe(outcomeOf(p.score));
      expect('score' in solution, `#${p.id}`).toBe(false);
      const keeping = [...p.moveScores].filter(([, score]) => (p.score < 0 ? true : p.score > 0 ? score > 0 : score === 0)).map(([move]) => move);
      expect(solution.bestMoves, `#${p.id}`).toEqual(keeping.sort());
      const mover = game.turn();
      for (const move of solution.pv) game.move(move);
      expect(game.isGameOver(), `#${p.id}`).toBe(true);
      const result = game.result();
      expect(result === 'draw' ? 'draw' : result === mover ? 'win' : 'loss', `#${p.id}`).toBe(solution.outcome);
    }
    expect(new Reversi(FFO[0]!.position).solve()).toMatchObject({ solved: true, outcome: outcomeOf(FFO[0]!.score) });
  });

  it('refuses options that are not its own rather than run unbounded', () => {
    const game = new Reversi('f5d6c3d3c4f4');
    expect(caught(() => game.solve([] as never)).message).toBe('solve() takes its options as an object like { nodes: 1000000 }, got an array');
    expect(caught(() => game.solve({ level: null } as never)).message).toBe('solve() has no option "level": it takes nodes, timeMs, wld, onProgress');
    expect(caught(() => game.solve(null as never)).code).toBe('INVALID_ARGUMENT');
    expect(caught(() => game.solve({ nodes: null } as never)).message).toBe('nodes must be a whole number from 1 to 9007199254740991, got null');
    expect(caught(() => game.solve({ wld: 'yes' } as never)).message).toBe('wld must be true or false, got "yes"');
  });

  it('says when its node budget was not enough, and never guesses', () => {
    // FFO #1 has 14 empties: the solve makes no pass before the exact one, so nothing is known.
    const p = FFO.find((q) => q.id === 1)!;
    const solution = new Reversi(p.position).solve({ nodes: 1000 });
    expect({ ...solution, ms: 0 }).toEqual({ solved: false, nodes: 1000, ms: 0 });
  });

  it('spent while the root is searched: the best move of its last completed pass, not proved', () => {
    // FFO #44 (23 empties, best d2 and b8): a midgame presearch (up to 8 plies), then selective solves to the end.
    const p = FFO.find((q) => q.id === 44)!;
    const game = new Reversi(p.position);
    for (const wld of [false, true]) {
      const early = game.solve({ nodes: 20_000, wld });
      expect({ ...early, ms: 0 }).toEqual({ solved: false, move: expect.any(String), depth: 7, nodes: 20_000, ms: 0 });
      const later = game.solve({ nodes: 300_000, wld });
      expect({ ...later, ms: 0 }).toEqual({ solved: false, move: expect.any(String), depth: 23, nodes: 300_000, ms: 0 });
      for (const answer of [early, later]) if (!answer.solved) expect(game.moves()).toContain(answer.move);
    }
    // A selective solve's move is only the best so far: in FFO #42 (22 empties, best g2) it is not one of the best moves.
    const q = FFO.find((r) => r.id === 42)!;
    expect(new Reversi(q.position).solve({ nodes: 300_000 })).toMatchObject({ solved: false, move: 'c6', depth: 22 });
    expect(q.bestMoves).not.toContain('c6');
  });

  it("spent in the root's exact pass: the bounds it proved of the score, and the outcomes they decide", () => {
    // FFO #40 (+38): the window around the presearch's guess (+37) failed high; #30 (0, guessed +2)
    // failed low; #35 (0) has a root move proved at 0 in the window it stopped in.
    const at = (id: number, nodes: number, wld = false) => {
      const solution = new Reversi(FFO.find((q) => q.id === id)!.position).solve({ nodes, wld });
      if (solution.solved) throw new Error(`FFO #${id} solved within ${nodes} nodes`);
      return solution;
    };
    expect(at(40, 3_000_000)).toMatchObject({ move: 'a2', depth: 8, scoreAtLeast: 38, outcomeAtLeast: 'win' });
    expect(at(30, 1_150_000)).toMatchObject({ scoreAtMost: 0, outcomeAtMost: 'draw' });
    expect(at(35, 1_500_000)).toMatchObject({ scoreAtLeast: 0, outcomeAtLeast: 'draw' });
    // Under wld, the outcome only: (-1, 1) fails neither way before the root is proved.
    const wld = at(30, 1_000_000, true);
    expect(wld).toMatchObject({ outcomeAtLeast: 'draw' });
    expect('scoreAtLeast' in wld || 'scoreAtMost' in wld || 'outcomeAtMost' in wld).toBe(false);
    // Nothing proved before the exact pass: no bound.
    const early = at(40, 1_000_000);
    expect(['scoreAtLeast', 'scoreAtMost', 'outcomeAtLeast', 'outcomeAtMost'].filter((key) => key in early)).toEqual([]);
  });

  it('never bounds the score past its exact value, whatever the budget', () => {
    const rank = { loss: 0, draw: 1, win: 2 } as const;
    let bounded = 0;
    for (const id of [30, 35, 40]) {
      const p = FFO.find((q) => q.id === id)!;
      const outcome = p.score > 0 ? 'win' : p.score < 0 ? 'loss' : 'draw';
      for (const nodes of [1_150_000, 1_500_000, 2_500_000]) {
        for (const wld of [false, true]) {
          const solution = new Reversi(p.position).solve({ nodes, wld });
          if (solution.solved) continue;
          const where = `#${id} at ${nodes} nodes${wld ? ', wld' : ''}`;
          // Even, as every final score is.
          if ('scoreAtLeast' in solution && solution.scoreAtLeast !== undefined) expect([solution.scoreAtLeast <= p.score, Math.abs(solution.scoreAtLeast % 2)], where).toEqual([true, 0]);
          if ('scoreAtMost' in solution && solution.scoreAtMost !== undefined) expect([solution.scoreAtMost >= p.score, Math.abs(solution.scoreAtMost % 2)], where).toEqual([true, 0]);
          if (solution.outcomeAtLeast) expect(rank[solution.outcomeAtLeast], where).toBeLessThanOrEqual(rank[outcome]);
          if (solution.outcomeAtMost) expect(rank[solution.outcomeAtMost], where).toBeGreaterThanOrEqual(rank[outcome]);
          if (solution.outcomeAtLeast || solution.outcomeAtMost) bounded++;
        }
      }
    }
    expect(bounded).toBeGreaterThanOrEqual(4);
  });

  it('spent while the other moves are checked: the proved score, the moves proved to reach it so far, and those unchecked', () => {
    // FFO #25 (19 empties, a draw reached by a5 and g1): spend the budget as each other move's check starts.
    const p = FFO.find((q) => q.id === 25)!;
    for (const wld of [false, true]) {
      const reports: SearchProgress[] = [];
      const solved = new Reversi(p.position).solve({ wld, onProgress: (progress) => reports.push(progress) });
      if (!solved.solved) throw new Error('FFO #25 is solved without a budget');
      const checks = reports.filter((report) => report.stage === 'best-moves');
      expect(checks.length).toBe(new Reversi(p.position).moves().length - 1);
      for (const check of checks) {
        const solution = new Reversi(p.position).solve({ wld, nodes: check.nodes + 1 });
        if (solution.solved) throw new Error(`FFO #25 solved within ${check.nodes + 1} nodes`);
        expect(solution).toMatchObject({ outcome: 'draw', ...(wld ? {} : { score: 0 }) });
        expect('score' in solution).toBe(!wld);
        expect('move' in solution || 'depth' in solution).toBe(false);
        // Proved so far: the root's move and the checked moves that reach the score; never one that does not.
        expect(solution.bestMoves!.length).toBeGreaterThan(0);
        for (const move of solution.bestMoves!) expect(solved.bestMoves).toContain(move);
        expect(solution.unchecked).toHaveLength(checks.length - (check.stage === 'best-moves' ? check.done : 0));
        expect(solution.unchecked).toEqual([...solution.unchecked!].sort());
        for (const move of solved.bestMoves) expect([...solution.bestMoves!, ...solution.unchecked!]).toContain(move);
      }
    }
  });
});

describe('analyze', () => {
  it('gives every move its exact score once the end is in reach (FFO #1, #7)', () => {
    for (const id of [1, 7]) {
      const p = FFO.find((q) => q.id === id)!;
      const analysis = new Reversi(p.position).analyze({ level: 10 });
      const scores = new Map(analysis.moves.map((m) => [m.move, m.score]));
      for (const [move, score] of p.moveScores) expect(scores.get(move), `#${id} ${move}`).toBe(score);
      expect(analysis.moves.every((m) => m.exact)).toBe(true);
      expect(analysis.moves[0]!.score).toBe(p.score);
      // Each exact line is perfect play to the end, where the final score is the move's.
      for (const { move, score, pv } of analysis.moves) {
        const game = new Reversi(p.position);
        const mover = game.turn();
        expect(pv[0]).toBe(move);
        for (const played of pv) game.move(played);
        expect(game.isGameOver(), `#${id} ${pv.join(' ')}`).toBe(true);
        const { black, white } = game.score({ emptiesToWinner: true });
        expect(mover === 'black' ? black - white : white - black, `#${id} ${pv.join(' ')}`).toBe(score);
      }
    }
  });

  it('runs each exact move’s line to the game’s end, its final score the move’s (FFO #1, several lines and every move)', () => {
    const p = FFO.find((q) => q.id === 1)!;
    for (const lines of [3, undefined]) {
      const analysis = new Reversi(p.position).analyze({ level: 10, lines });
      expect(analysis.moves).toHaveLength(lines ?? p.moveScores.size);
      for (const { move, score, exact, pv } of analysis.moves) {
        expect(exact).toBe(true);
        const game = new Reversi(p.position);
        const mover = game.turn();
        for (const played of pv) game.move(played);
        expect(game.isGameOver(), `${move}: ${pv.join(' ')}`).toBe(true);
        const { black, white } = game.score({ emptiesToWinner: true });
        expect(mover === 'black' ? black - white : white - black, move).toBe(score);
      }
    }
  });

  it('counts in nodes the one-ply answer every search starts from, which no budget stops', () => {
    const game = new Reversi('f5d6c3d3c4');
    const analysis = game.analyze({ nodes: 1, book: false });
    expect(analysis.nodes).toBe(1 + game.moves().length);
    expect(analysis.moves.map((m) => m.move).sort()).toEqual(game.moves().sort());
    expect(game.bestMove({ nodes: 1, book: false }).nodes).toBe(1 + game.moves().length);
    // Past those answers the budget holds: bestMove stops at it.
    expect(game.bestMove({ nodes: 1000, book: false }).nodes).toBe(1000);
  });

  it('lists every legal move, best first, in the midgame', () => {
    const game = new Reversi('f5d6c3d3c4');
    const analysis = game.analyze({ level: 4, book: false });
    expect(analysis.moves.map((m) => m.move).sort()).toEqual(game.moves().sort());
    const scores = analysis.moves.map((m) => m.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(analysis.moves.every((m) => !m.exact && m.depth === 4 && m.source === 'search')).toBe(true);
    // Each line is the one its search proved: legal, as deep as the search.
    for (const { move, pv } of analysis.moves) {
      expect(pv[0]).toBe(move);
      expect(pv, move).toHaveLength(4);
      const line = new Reversi('f5d6c3d3c4');
      for (const played of pv) line.move(played);
    }
  });

  it('proves the best lines it is asked for, with the scores the analysis of every move gives them', () => {
    const game = new Reversi('f5d6c3d3c4f4');
    const all = game.analyze({ level: 6, book: false });
    const three = game.analyze({ level: 6, book: false, lines: 3 });
    expect(three.moves).toHaveLength(3);
    expect(three.moves.map((m) => m.score)).toEqual(all.moves.slice(0, 3).map((m) => m.score));
    for (const { move, pv, depth } of three.moves) expect(pv.length, move).toBe(depth);
  });
});

describe('bestMove', () => {
  it('finds the exact best move within the level’s endgame reach', () => {
    for (const p of FFO.filter((q) => q.empties <= 14)) {
      const best = new Reversi(p.position).bestMove({ level: 7 }); // exact from 14 empties
      expect(best).toMatchObject({ score: p.score, exact: true, depth: p.empties });
      expect(p.bestMoves).toContain(best.move);
    }
  });

  it('is deterministic: the same position and level give the same answer', () => {
    const first = new Reversi('f5d6c3d3c4f4').bestMove({ level: 9 });
    const second = new Reversi('f5d6c3d3c4f4').bestMove({ level: 9 });
    expect({ ...second, ms: 0 }).toEqual({ ...first, ms: 0 });
    expect(first.pv.length).toBeGreaterThan(1);
  });

  it('stops at its node budget with the move of the last completed iteration', () => {
    const game = new Reversi('f5d6c3d3c4f4');
    const bounded = game.bestMove({ level: 20, nodes: 20_000, book: false });
    expect(bounded.nodes).toBe(20_000);
    expect(game.moves()).toContain(bounded.move);
    const iteration = game.bestMove({ depth: bounded.depth, level: 20, book: false });
    expect(bounded.move).toBe(iteration.move);
    expect(bounded.score).toBe(iteration.score);
  });

  it('or with a move the unfinished iteration proved better, at its depth, the score a bound from below', () => {
    // Budgets from 40,000 to 50,000 nodes: each stops iteration 10, some after it proved e3 better than iteration 9's f3.
    const game = new Reversi('c4c3d3c5b3');
    let better = 0;
    for (let nodes = 40_000; nodes <= 50_000; nodes = Math.round(nodes * 1.01)) {
      const bounded = game.bestMove({ level: 20, nodes, book: false });
      const iteration = game.bestMove({ depth: bounded.depth, level: 20, book: false });
      if (bounded.move === iteration.move && bounded.score === iteration.score) continue;
      better++;
      expect(bounded.move).not.toBe(game.bestMove({ depth: bounded.depth - 1, level: 20, book: false }).move);
      expect(bounded.score).toBeLessThanOrEqual(iteration.score);
      expect(bounded).toMatchObject({ exact: false, pv: [bounded.move] });
    }
    expect(better).toBeGreaterThan(0);
  });

  it('never answers a placeholder: a budget spent inside the exact solve leaves the deepest completed search', () => {
    // 14 empties: level 8 solves exactly, and 100 nodes are far too few to finish.
    for (const rules of ['othello', 'free-placement'] as const) {
      const game = new Reversi('OOOOOOOOOXXXXXOOOOXXXOOOOXXOXOO-OOOOOXO-OOO---OXOO----X-O----X-- X', { rules });
      const bounded = game.bestMove({ nodes: 100 });
      expect(game.moves()).toContain(bounded.move);
      expect(bounded.exact).toBe(false);
      expect(bounded.depth).toBeGreaterThanOrEqual(1);
      expect(bounded.pv[0]).toBe(bounded.move);
    }
    // FFO #40 at level 12 (exact from 22 empties) with the API's default budget: the solve of its
    // 20 empties cannot finish, and the first legal square (b1, +30) with score 0 used to come back.
    const ffo40 = new Reversi('O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X');
    const cut = ffo40.bestMove({ level: 12, nodes: 1_000_000 });
    expect(cut).toMatchObject({ exact: false, depth: 8 });
    expect(cut.score).not.toBe(0);
    expect(ffo40.bestMove({ level: 12 })).toMatchObject({ move: 'a2', score: 38, exact: true, depth: 20 });
  });

  it('answers every level near its exact horizon with a searched move, whatever the budget', () => {
    // A game played out at level 1 gives a position at each level's exact horizon and one past it.
    const positions = new Map<number, string>();
    const game = new Reversi();
    while (!game.isGameOver()) {
      const empties = 60 - game.history().filter((move) => move !== 'pa').length;
      if (!positions.has(empties)) positions.set(empties, game.toString());
      game.move(game.bestMove({ level: 1 }).move);
    }
    for (const { level, exactEmpties } of LEVELS) {
      for (const empties of [exactEmpties, exactEmpties + 1]) {
        const position = positions.get(empties);
        if (position === undefined) continue;
        const here = new Reversi(position);
        // The side that places first: the one-ply answer scores its moves.
        const placing = new Reversi(position);
        if (placing.moves().length === 0) placing.pass();
        let depth = 0;
        for (const nodes of [1, 30, 1_000, 30_000]) {
          const answer = here.bestMove({ level, nodes });
          const where = `level ${level}, ${empties} empties, ${nodes} nodes`;
          expect([...here.moves(), ...(here.canPass() ? ['pa'] : [])], where).toContain(answer.move);
          expect(answer.pv[0], where).toBe(answer.move);
          expect(answer.depth, where).toBeGreaterThanOrEqual(Math.max(1, depth));
          // Only the one-ply answer, which every search starts from, is searched beyond the budget.
          expect(answer.nodes, where).toBeLessThanOrEqual(nodes + placing.moves().length);
          expect({ ...here.bestMove({ level, nodes }), ms: 0 }, where).toEqual({ ...answer, ms: 0 });
          if (!answer.exact) depth = answer.depth;
        }
      }
    }
  });

  it('says exact when a forced pass leads to a proved result beyond the level\'s horizon', () => {
    // White's one disc (d4) cannot move, and black takes it at c4: a wipeout, 5 empties before the end.
    const board = `${'XXXXXXX-'.repeat(3)}XX-OXXXX${'XXXXXXXX'.repeat(3)}-XXXXXXX O`;
    const game = new Reversi(board);
    expect(game.moves()).toEqual([]);
    expect(game.bestMove({ level: 1 })).toMatchObject({ move: 'pa', score: -64, exact: true });
    expect(game.solve()).toMatchObject({ solved: true, score: -64 });
  });

  it('lists a game-ending pass under voluntaryPass with its certain score', () => {
    // free-placement, a move must flip, passing allowed: white passes, and black wipes it out.
    // Black on c4 d4 e4 and d5, white on e5 only.
    const board = `${'-'.repeat(26)}${'X'.repeat(3)}${'-'.repeat(6)}XO${'-'.repeat(27)} O`;
    const game = new Reversi(board, {
      rules: { name: 'free-placement', mustCapture: true, voluntaryPass: true },
    });
    for (const level of [1, 2]) {
      const pass = game.analyze({ level }).moves.find((move) => move.move === 'pa');
      expect(pass, `level ${level}`).toMatchObject({ score: -64, exact: true });
    }
  });

  it('passes by choice under voluntaryPass when passing wins', () => {
    // White passed; black, ahead 3 to 2, ends the game by passing too.
    const game = new Reversi('c6pa', { rules: { name: 'free-placement', voluntaryPass: true } });
    expect(game.moves().length).toBeGreaterThan(0);
    const best = game.bestMove({ level: 2 });
    expect(best).toMatchObject({ move: 'pa', pv: ['pa'], score: 60 });
    game.pass();
    expect(game.result()).toBe('black');
  });

  it('stops at a deadline', () => {
    const result = new Reversi('f5d6c3').bestMove({ level: 20, timeMs: 50 });
    expect(result.ms).toBeLessThan(2000);
    expect(result.exact).toBe(false);
  });

  it('passes when it must, and refuses a finished game', () => {
    // White to move has no move; black does.
    const game = new Reversi('XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOO- O');
    const best = game.bestMove();
    expect(best.move).toBe('pa');
    expect(best.pv).toEqual(['pa', 'h8']);
    expect(best).toMatchObject({ exact: true, score: -64 });
    game.pass();
    game.move('h8');
    expect(caught(() => game.bestMove()).code).toBe('GAME_OVER');
  });

  it('rejects bad options, naming them', () => {
    const game = new Reversi();
    expect(caught(() => game.bestMove({ level: 21 })).message).toBe('level must be a whole number from 1 to 20, got 21');
    expect(caught(() => game.bestMove({ level: null } as never)).message).toBe('level must be a whole number from 1 to 20, got null');
    expect(caught(() => game.bestMove({ levle: 3 } as never)).message).toBe('bestMove() has no option "levle": it takes level, depth, nodes, timeMs, book, onProgress, reuseTable, style');
    expect(caught(() => game.bestMove({ nodes: -5 })).message).toBe('nodes must be a whole number from 1 to 9007199254740991, got -5');
    expect(caught(() => game.analyze({ depth: 1.5 })).message).toBe('depth must be a whole number from 1 to 60, got 1.5');
  });
});

/**
 * Random positions a few moves from the end, under each rule set, solved by the engine and by plain
 * minimax over the reference rules.
 */
describe.each([
  [{ name: 'othello' }, 8, 60],
  [{ name: 'reversi' }, 8, 40],
  [{ name: 'free-placement' }, 6, 40],
  [{ name: 'free-placement', mustCapture: true }, 8, 30],
  [{ name: 'free-placement', voluntaryPass: true }, 5, 30],
] as [ReferenceRules, number, number][])('solve agrees with minimax over the reference rules: %o', (rules, empties, count) => {
  it(`${count} random positions with ${empties} empties`, () => {
    const random = seededRandom(empties * 1000 + count);
    let checked = 0;
    while (checked < count) {
      const game = new Reversi(undefined, { rules: rules as RulesInput });
      const reference = ReferenceGame.start(rules);
      while (!reference.isOver() && 64 - reference.counts().black - reference.counts().white > empties) {
        const moves = reference.legalMoves();
        const pick = random(moves.length + (reference.canPass() ? 1 : 0));
        if (pick === moves.length) {
          reference.pass();
          game.pass();
        } else {
          reference.play(moves[pick]!);
          game.move(formatSquare(moves[pick]!));
        }
      }
      if (reference.isOver()) continue;
      const values = referenceMoveValues(reference);
      const best = Math.max(...values.values());
      const bestMoves = [...values].filter(([, v]) => v === best).map(([m]) => (m === 'pa' ? 'pa' : formatSquare(m)));
      const solution = game.solve();
      expect(solution, game.toString()).toMatchObject({ solved: true, score: best, bestMoves: bestMoves.sort() });
      const keeping = [...values].filter(([, v]) => (best < 0 ? true : best > 0 ? v > 0 : v === 0)).map(([m]) => (m === 'pa' ? 'pa' : formatSquare(m)));
      const outcome = best > 0 ? 'win' : best < 0 ? 'loss' : 'draw';
      expect(game.solve({ wld: true }), game.toString()).toMatchObject({ solved: true, outcome, bestMoves: keeping.sort() });
      checked++;
    }
  });
});
