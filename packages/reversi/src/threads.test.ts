import { readFfo } from '@flank/engine/host/load-core';
import { beforeEach, expect, it, vi } from 'vitest';

// init({ threads }) in Node: the threaded engine on worker threads gives the exact answers of one
// thread; bad counts are refused, leaving the engine unloaded.

beforeEach(() => {
  vi.resetModules();
});

const FFO = readFfo().map(({ id, empties, board, side, score, bestMoves }) => ({ id, empties, position: `${board} ${side}`, score, bestMoves: [...bestMoves].sort() }));

it('solves on two threads as on one: FFO scores and every best move, searched answers at several levels', async () => {
  const { init, Reversi, engineThreads } = await import('./node.ts');
  expect(engineThreads()).toBe(1);
  await init({ threads: 2 });
  expect(engineThreads()).toBe(2);
  for (const p of FFO.filter((q) => q.empties >= 14 && q.empties <= 20)) {
    expect(new Reversi(p.position).solve(), `#${p.id}`).toMatchObject({ solved: true, score: p.score, bestMoves: p.bestMoves });
  }
  const game = new Reversi();
  for (const move of ['f5', 'd6', 'c3', 'd3', 'c4', 'f4', 'f6', 'f3', 'e6', 'e7']) game.move(move);
  for (const level of [1, 5, 10, 14]) {
    const best = game.bestMove({ level, book: false });
    expect(game.moves()).toContain(best.move);
    expect(best.depth).toBeGreaterThan(0);
  }
});

it('analyzes on two threads, each taking moves of its own: exact scores as on one, every move scored, the budget kept', async () => {
  const { init, Reversi } = await import('./node.ts');
  await init({ threads: 2 });
  // Exact: each move's score is the position's FFO value after it.
  for (const p of FFO.filter((q) => q.id >= 1 && q.id <= 4)) {
    const analysis = new Reversi(p.position).analyze({ level: 10 });
    expect(analysis.moves.every((scored) => scored.exact), `#${p.id}`).toBe(true);
    expect(analysis.moves[0]!.score, `#${p.id}`).toBe(p.score);
    expect(analysis.moves.filter((scored) => scored.score === p.score).map((scored) => scored.move).sort(), `#${p.id}`).toEqual(p.bestMoves);
  }
  const game = new Reversi();
  for (const move of ['f5', 'd6', 'c3', 'd3', 'c4', 'f4', 'f6', 'f3', 'e6', 'e7']) game.move(move);
  const deep = game.analyze({ level: 12, book: false });
  expect(deep.moves.map((scored) => scored.move).sort()).toEqual(game.moves().sort());
  expect(deep.moves.every((scored) => scored.depth === 12)).toBe(true);
  // A budget far under the search's needs: every move still scored, and about the budget spent.
  const spent = game.analyze({ level: 20, book: false, nodes: 400_000 });
  expect(spent.moves.map((scored) => scored.move).sort()).toEqual(game.moves().sort());
  expect(spent.nodes).toBeLessThan(400_000 + 3 * 4096);
});

it('takes every core with threads: "all"', async () => {
  const { availableParallelism } = await import('node:os');
  const { init, engineThreads } = await import('./node.ts');
  await init({ threads: 'all' });
  expect(engineThreads()).toBe(Math.min(64, availableParallelism()));
});

it('refuses a thread count that is no whole number from 1 to 64, and may then be tried again', async () => {
  const { init, isInitialized, engineThreads } = await import('./node.ts');
  for (const [threads, got] of [
    [0, '0'],
    [65, '65'],
    [1.5, '1.5'],
    ['2', '"2"'],
  ] as const) {
    await expect(init({ threads: threads as never })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: `threads must be a whole number from 1 to 64, or 'all', got ${got}`,
    });
    expect(isInitialized()).toBe(false);
  }
  await init({ threads: 1 });
  expect(engineThreads()).toBe(1);
});
