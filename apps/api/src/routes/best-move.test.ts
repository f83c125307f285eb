import { Reversi, type BestMove as WrapperBestMove, init } from '@flank/reversi';
import { describe, expect, it } from 'vitest';
import { okJson, post, problemOf, request } from '../../test/client.ts';
import { TEST_VARS } from '../../test/vars.ts';

type BestMove = Omit<WrapperBestMove, 'ms'> & { position: string; level: number };

const FFO_1 = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';

describe('POST /v1/best-move', () => {
  it('searches at the default level within the default budget, and says so', async () => {
    const best = await okJson<BestMove>(await post('/v1/best-move', { position: 'f5d6c3', book: false }));
    expect(best).toMatchObject({ level: 8, depth: 8, exact: false, source: 'search', opening: { name: 'Perpendicular Opening', plies: 2 } });
    expect(best.nodes).toBeLessThanOrEqual(TEST_VARS.DEFAULT_NODES);
    expect(best.pv[0]).toBe(best.move);
    expect(best).not.toHaveProperty('ms');
  });

  it('stops at the node budget asked for, with the move of the last completed iteration', async () => {
    const bounded = await okJson<BestMove>(await post('/v1/best-move', { position: 'f5d6c3', level: 12, nodes: 3000, book: false }));
    expect(bounded.nodes).toBe(3000);
    const iteration = await okJson<BestMove>(await post('/v1/best-move', { position: 'f5d6c3', level: 12, depth: bounded.depth, book: false }));
    expect(bounded).toMatchObject({ move: iteration.move, score: iteration.score });
  });

  it('plays from the opening book by default, says so, and takes variety or no book', async () => {
    const booked = await okJson<BestMove>(await post('/v1/best-move', { position: 'f5d6c3' }));
    expect(booked).toMatchObject({ source: 'book', nodes: 0, exact: false });
    expect(booked.pv[0]).toBe(booked.move);
    expect(await okJson(await request('/v1/best-move?position=f5d6c3'))).toEqual(booked);
    const varied = await Promise.all([1, 2, 3, 4, 5, 6].map(async (seed) => (await okJson<BestMove>(await post('/v1/best-move', { position: 'f5d6', book: { variety: 4, seed } }))).move));
    expect(new Set(varied).size).toBeGreaterThan(1);
    expect(await okJson<BestMove>(await post('/v1/best-move', { position: 'f5d6', book: { variety: 4, seed: 3 } }))).toEqual(
      await okJson<BestMove>(await post('/v1/best-move', { position: 'f5d6', book: { variety: 4, seed: 3 } })),
    );
    expect((await okJson<BestMove>(await post('/v1/best-move', { position: 'f5d6c3', book: false }))).source).toBe('search');
    expect((await okJson<BestMove>(await request('/v1/best-move?position=f5d6c3&book=false'))).source).toBe('search');
  });

  it('plays like a person with a style, as the wrapper does, the same move for the same seed, by POST and GET', async () => {
    await init();
    const game = new Reversi('f5d6c3d3c4f4f6f3e6e7d7c6');
    const styled = async (seed: number) => okJson<BestMove>(await post('/v1/best-move', { position: game.toString(), level: 4, book: false, style: { loss: 40, seed } }));
    const moves = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const best = await styled(seed);
      const { ms: _ms, ...wrapper } = game.bestMove({ level: 4, book: false, nodes: TEST_VARS.DEFAULT_NODES, style: { loss: 40, seed } });
      expect(best).toMatchObject(wrapper);
      moves.add(best.move);
    }
    expect(moves.size).toBeGreaterThan(1);
    expect(await okJson(await request(`/v1/best-move?position=${encodeURIComponent(game.toString())}&level=4&book=false&styleLoss=40&styleSeed=3`))).toEqual(await styled(3));
    const bad = await problemOf(await post('/v1/best-move', { position: 'f5', style: { loss: 50 } }), 400);
    expect(bad).toMatchObject({ detail: 'style.loss: must be at most 40, got 50', errors: [{ pointer: '#/style/loss' }] });
    const lone = await problemOf(await request('/v1/best-move?position=f5&styleSeed=3'), 400);
    expect(lone.detail).toBe('styleSeed: a seed needs styleLoss beside it');
    await problemOf(await post('/v1/analyze', { position: 'f5', style: { loss: 12 } }), 400);
  });

  it('answers, as analyze and solve do, the position with the rules it was read under: the two sent back name it again', async () => {
    const rules = { name: 'free-placement', mustCapture: true };
    const legal = await okJson(await post('/v1/moves', { position: 'f5', rules }));
    for (const path of ['/v1/best-move', '/v1/analyze', '/v1/solve']) {
      const answer = await okJson<{ position: string; rules: unknown }>(await post(path, { position: 'f5', rules, nodes: 1000 }));
      expect(answer.rules, path).toEqual({ name: 'free-placement', mustCapture: true, voluntaryPass: false });
      expect(await okJson(await post('/v1/moves', { position: answer.position, rules: answer.rules })), path).toEqual(legal);
    }
  });

  it('solves exactly within the level’s reach', async () => {
    const best = await okJson<BestMove>(await post('/v1/best-move', { position: FFO_1, level: 8 }));
    expect(best).toMatchObject({ move: 'g8', score: 18, exact: true, depth: 14 });
  });

  it('answers a forced pass with pa', async () => {
    const best = await okJson<BestMove>(await post('/v1/best-move', { position: 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOO- O' }));
    expect(best).toMatchObject({ move: 'pa', pv: ['pa', 'h8'], exact: true, score: -64 });
  });

  it('refuses a finished game, and a level, depth or budget above this server’s maximum', async () => {
    const over = await problemOf(await post('/v1/best-move', { position: `${'X'.repeat(63)}O O` }), 422);
    expect(over).toMatchObject({ type: '/docs#game-over', errors: [{ pointer: '#/position' }] });
    const level = await problemOf(await post('/v1/best-move', { level: 13 }), 422);
    expect(level).toMatchObject({ type: '/docs#limit-exceeded', detail: 'level: 13 is above this server’s maximum of 12 (MAX_LEVEL)' });
    const depth = await problemOf(await post('/v1/best-move', { depth: 13 }), 422);
    expect(depth.detail).toBe('depth: 13 is above this server’s maximum of 12 (the depth of level MAX_LEVEL)');
    const nodes = await problemOf(await post('/v1/best-move', { nodes: TEST_VARS.MAX_NODES + 1 }), 422);
    expect(nodes.detail).toBe(`nodes: ${TEST_VARS.MAX_NODES + 1} is above this server’s maximum of ${TEST_VARS.MAX_NODES} (MAX_NODES)`);
  });

  it('names its own limit, not 2^53 - 1, for a level, depth or budget of 2^53 or more, in a body or a query', async () => {
    const level = await problemOf(await post('/v1/best-move', { level: 2 ** 53 }), 422);
    expect(level).toMatchObject({ type: '/docs#limit-exceeded', detail: 'level: 9007199254740992 is above this server’s maximum of 12 (MAX_LEVEL)' });
    expect((await problemOf(await post('/v1/analyze', { depth: 2 ** 60 }), 422)).detail).toBe(`depth: ${2 ** 60} is above this server’s maximum of 12 (the depth of level MAX_LEVEL)`);
    expect((await problemOf(await post('/v1/solve', { nodes: 2 ** 53 }), 422)).detail).toBe(`nodes: 9007199254740992 is above this server’s maximum of ${TEST_VARS.MAX_NODES} (MAX_NODES)`);
    const query = await problemOf(await request('/v1/best-move?nodes=9007199254740993'), 422);
    expect(query.errors).toEqual([{ detail: `9007199254740993 is above this server’s maximum of ${TEST_VARS.MAX_NODES} (MAX_NODES)`, parameter: 'nodes' }]);
  });

  it('quotes a number above its limit as sent, never rounded, and names the limit however long the number is', async () => {
    const digits = '123456789012345678901234567890';
    expect((await problemOf(await post('/v1/best-move', `{"level": ${digits}}`), 422)).detail).toBe(`level: ${digits} is above this server’s maximum of 12 (MAX_LEVEL)`);
    expect((await problemOf(await post('/v1/analyze', '{"depth": 1e3}'), 422)).detail).toBe('depth: 1e3 is above this server’s maximum of 12 (the depth of level MAX_LEVEL)');
    // 400 nines: JSON and Number() read them as Infinity, a number all the same.
    const nines = '9'.repeat(400);
    const said = `${'9'.repeat(80)}… (400 characters) is above this server’s maximum of ${TEST_VARS.MAX_NODES} (MAX_NODES)`;
    for (const response of [await post('/v1/analyze', `{"nodes": ${nines}}`), await request(`/v1/analyze?nodes=${nines}`), await post('/v1/solve', `{"nodes": ${nines}}`)]) {
      expect((await problemOf(response, 422)).detail).toBe(`nodes: ${said}`);
    }
    expect((await problemOf(await post('/v1/best-move', `{"style": {"loss": 12, "seed": ${nines}}}`), 400)).detail).toBe(`style.seed: must be at most 4294967295, got ${'9'.repeat(80)}… (400 characters)`);
    expect((await problemOf(await post('/v1/best-move', `{"book": {"variety": -${nines}}}`), 400)).detail).toBe(`book.variety: must be at least 0, got -${'9'.repeat(79)}… (401 characters)`);
    expect((await problemOf(await request(`/v1/best-move?styleLoss=${nines}`), 400)).detail).toBe(`styleLoss: must be at most 40, got "${'9'.repeat(80)}…"`);
  });

  it('says what a book option takes', async () => {
    const takes = 'expected true, false or an object like {"variety": 2, "seed": 7} (variety 0 to 128, seed 0 to 4294967295)';
    expect((await problemOf(await post('/v1/best-move', { book: 'yes' }), 400)).detail).toBe(`book: ${takes}, got "yes"`);
    expect((await problemOf(await post('/v1/analyze', { book: 1 }), 400)).detail).toBe(`book: ${takes}, got 1`);
    expect((await problemOf(await post('/v1/analyze', { book: { variety: 200 } }), 400)).detail).toBe('book.variety: must be at most 128, got 200');
    expect((await problemOf(await request('/v1/analyze?book=yes'), 400)).detail).toBe('book: expected "true", "false", got "yes"');
  });

  it('refuses levels that are no level, and the time budget a Worker cannot keep', async () => {
    const text = await problemOf(await post('/v1/best-move', { level: '8' }), 400);
    expect(text).toMatchObject({ type: '/docs#invalid-request', detail: 'level: expected a number, got "8"' });
    expect((await problemOf(await post('/v1/best-move', { level: 1.5 }), 400)).detail).toBe('level: expected a whole number, got 1.5');
    expect((await problemOf(await post('/v1/best-move', { level: 0 }), 400)).detail).toBe('level: must be at least 1, got 0');
    expect((await problemOf(await post('/v1/best-move', { timeMs: 50 }), 400)).detail).toBe('timeMs: is not one this endpoint takes (see /docs)');
  });
});

describe('GET /v1/best-move', () => {
  it('answers as POST does, the position and options in the query string', async () => {
    const posted = await okJson(await post('/v1/best-move', { position: 'f5d6c3', level: 6 }));
    expect(await okJson(await request('/v1/best-move?position=f5d6c3&level=6'))).toEqual(posted);
  });

  it('reads query numbers in plain decimal digits only', async () => {
    for (const level of ['0x8', '0b11', '0o7', '+8', ' 8', '1e1', '08', '8.0', '']) {
      const problem = await problemOf(await request(`/v1/best-move?position=f5&level=${encodeURIComponent(level)}`), 400);
      expect(problem.detail).toBe(`level: expected a whole number in decimal digits, got ${JSON.stringify(level)}`);
    }
    expect((await problemOf(await request('/v1/analyze?nodes=1e6'), 400)).detail).toBe('nodes: expected a whole number in decimal digits, got "1e6"');
    // A + the client wrote as it is reads as a space: the detail quotes what was written.
    expect((await problemOf(await request('/v1/best-move?level=+8'), 400)).detail).toBe('level: expected a whole number in decimal digits, got "+8"');
    expect((await problemOf(await request('/v1/board.svg?position=f5&size=+8'), 400)).detail).toBe('size: expected a whole number in decimal digits, got "+8"');
  });

  it('takes a board string, and free-placement’s options as flags', async () => {
    const board = '---------------------------OX------XO--------------------------- X';
    const query = new URLSearchParams({ position: board, rules: 'free-placement', mustCapture: 'true', level: '3' });
    const posted = await okJson(await post('/v1/best-move', { position: board, rules: { name: 'free-placement', mustCapture: true }, level: 3 }));
    expect(await okJson(await request(`/v1/best-move?${query}`))).toEqual(posted);
  });

  it('names the parameter in its problems', async () => {
    const level = await problemOf(await request('/v1/best-move?level=eight'), 400);
    expect(level).toMatchObject({ detail: 'level: expected a whole number in decimal digits, got "eight"', errors: [{ parameter: 'level' }] });
    const unknown = await problemOf(await request('/v1/best-move?levle=8'), 400);
    expect(unknown.errors).toEqual([{ detail: 'is not one this endpoint takes (see /docs)', parameter: 'levle' }]);
    const rules = await problemOf(await request('/v1/best-move?mustCapture=true'), 400);
    expect(rules).toMatchObject({ type: '/docs#invalid-rules', detail: 'rules: Rule set othello takes no options, got "mustCapture"' });
    const high = await problemOf(await request('/v1/best-move?level=13'), 422);
    expect(high.errors).toEqual([{ detail: '13 is above this server’s maximum of 12 (MAX_LEVEL)', parameter: 'level' }]);
  });
});
