import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Reversi, formatSquare, init, type RulesInput } from '../node.ts';
import { ReferenceGame, type ReferenceRules } from '../../test/reference/reference-game.ts';
import { referenceMoveValues } from '../../test/reference/reference-solve.ts';
import { seededRandom } from '../../test/differential/random.ts';
import { caught } from '../../test/support/caught.ts';

beforeAll(() => init());

interface Ffo {
  id: number;
  empties: number;
  position: string;
  score: number;
  bestMoves: string[];
  moveScores: Map<string, number>;
}

const FFO: Ffo[] = readFileSync(new URL('../../../../../shared/data/ffo.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => /^\d+\t/.test(line))
  .map((line) => {
    const [id, empties, board, side, score, best, scores] = line.split('\t');
    return {
      id: Number(id),
      empties: Number(empties),
      position: `${board} ${side}`,
      score: Number(score),
      bestMoves: best!.split(' ').sort(),
      moveScores: new Map(scores!.split(' ').map((pair) => [pair.split(':')[0]!, Number(pair.split(':')[1])])),
    };
  });

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

  it('says when its node budget was not enough, and never guesses', () => {
    const p = FFO.find((q) => q.id === 40)!;
    const solution = new Reversi(p.position).solve({ nodes: 5000 });
    expect(solution).toMatchObject({ solved: false, nodes: 5000 });
    expect('score' in solution).toBe(false);
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
    }
  });

  it('lists every legal move, best first, in the midgame', () => {
    const game = new Reversi('f5d6c3d3c4');
    const analysis = game.analyze({ level: 4 });
    expect(analysis.moves.map((m) => m.move).sort()).toEqual(game.moves().sort());
    const scores = analysis.moves.map((m) => m.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(analysis.moves.every((m) => !m.exact && m.depth === 4)).toBe(true);
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
    const bounded = game.bestMove({ level: 20, nodes: 20_000 });
    expect(bounded.nodes).toBe(20_000);
    expect(game.moves()).toContain(bounded.move);
    const iteration = game.bestMove({ depth: bounded.depth, level: 20 });
    expect(bounded.move).toBe(iteration.move);
    expect(bounded.score).toBe(iteration.score);
  });

  it('answers with a legal move when the budget runs out inside the exact solve', () => {
    // 14 empties: level 8 solves exactly, and 100 nodes are far too few to finish.
    for (const rules of ['othello', 'free-placement'] as const) {
      const game = new Reversi('OOOOOOOOOXXXXXOOOOXXXOOOOXXOXOO-OOOOOXO-OOO---OXOO----X-O----X-- X', { rules });
      const bounded = game.bestMove({ nodes: 100 });
      expect(bounded).toMatchObject({ move: game.moves()[0], score: 0, exact: false, depth: 0, nodes: 100 });
      expect(bounded.pv[0]).toBe(bounded.move);
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
      checked++;
    }
  });
});
