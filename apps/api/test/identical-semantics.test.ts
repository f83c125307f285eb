// The same positions through @flank/reversi in Node (global-setup.ts) and through the API in
// workerd: the API must answer the same moves, flips, states, scores, best moves and solutions.
import { describe, expect, inject, it } from 'vitest';
import { okJson, post, request } from './client.ts';
import './provided.ts';

const cases = inject('semanticsCases');

describe('the API answers as @flank/reversi does in Node', () => {
  it('has cases under every rule set, searches and solves among them', () => {
    expect(cases.length).toBeGreaterThan(60);
    const names = new Set(cases.map((c) => JSON.stringify(c.rules)));
    expect(names.size).toBe(5);
    expect(cases.filter((c) => c.game !== undefined).length).toBeGreaterThan(20);
    const paths = cases.flatMap((c) => c.searches.map((s) => s.path));
    for (const path of ['/v1/best-move', '/v1/analyze', '/v1/solve']) expect(paths).toContain(path);
    // Analyses of the best lines alone, each of them with its line.
    const lines = cases.flatMap((c) => c.searches.filter((s) => s.options.lines !== undefined).map((s) => s.answer as { moves: { pv: string[] }[] }));
    expect(lines.length).toBeGreaterThan(30);
    expect(lines.every((answer) => answer.moves.length <= 2 && answer.moves.every((move) => move.pv.length >= 1))).toBe(true);
    expect(cases.some((c) => (c.state as { gameOver: boolean }).gameOver)).toBe(true);
    // Solves the budget cut short: while the root is searched (with a bound proved), and once it is proved.
    const unsolved = cases.flatMap((c) => c.searches.map((s) => s.answer as { solved?: boolean })).filter((answer) => answer.solved === false);
    expect(unsolved.some((answer) => 'move' in answer)).toBe(true);
    expect(unsolved.some((answer) => 'scoreAtLeast' in answer && 'outcomeAtLeast' in answer)).toBe(true);
    expect(unsolved.some((answer) => 'outcome' in answer)).toBe(true);
  });

  it.each(cases.map((c) => [c.label, c] as const))('%s', async (_label, c) => {
    const position = { position: c.position, rules: c.rules };
    expect(await okJson(await post('/v1/moves', position))).toEqual(c.state);
    expect(await okJson(await post('/v1/play', { ...position, moves: c.play.moves }))).toEqual(c.play.answer);
    // Under othello, the same game sent as GGF is the same position, its opening included.
    if (c.game !== undefined) {
      expect(await okJson(await post('/v1/moves', { game: c.game })), 'game').toEqual(c.state);
      expect(await okJson(await post('/v1/play', { game: c.game, moves: c.play.moves })), 'game').toEqual(c.play.answer);
    }
    for (const search of c.searches) {
      const answer = await okJson<Record<string, unknown>>(await post(search.path, { ...position, ...search.options }));
      // An unsolved answer adds the API's own detail (why: the budget); the rest is the wrapper's.
      const { detail, ...rest } = answer;
      if (answer.solved === false) expect(detail, search.path).toBeTypeOf('string');
      expect(answer.solved === false ? rest : answer, search.path).toEqual(search.answer);
    }
    // The GET form reads the same position from the query string and gives the same answer.
    const best = c.searches.find((s) => s.path === '/v1/best-move');
    if (best && typeof c.rules === 'string') {
      const query = new URLSearchParams({ position: c.position, rules: c.rules });
      expect(await okJson(await request(`/v1/best-move?${query}`)), 'GET /v1/best-move').toEqual(best.answer);
      expect(await okJson(await request(`/v1/moves?${query}`)), 'GET /v1/moves').toEqual(c.state);
      const lines = c.searches.find((s) => s.path === '/v1/analyze' && s.options.lines !== undefined)!;
      const options = Object.entries(lines.options).map(([name, value]) => [name, String(value)]);
      expect(await okJson(await request(`/v1/analyze?${query}&${new URLSearchParams(options)}`)), 'GET /v1/analyze').toEqual(lines.answer);
    }
  });
});
