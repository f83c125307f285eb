// A client generated from /openapi.json, as a user of the API would make one: openapi-typescript's
// types (test/openapi-types.ts, kept fresh by test/node/openapi-document.test.ts) with
// openapi-fetch, calling every operation of the document against the Worker in workerd. The
// calls are type-checked with the Worker (tsconfig.json): a request the document does not allow,
// or an operation without a call here, does not compile.
import { VERSION } from '@flank/reversi';
import { exports } from 'cloudflare:workers';
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { ORIGIN, okJson, request } from './client.ts';
import type { components, operations, paths } from './openapi-types.ts';

type Problem = components['schemas']['Problem'];

/** The operations the client called, as `METHOD /path`. */
const called = new Set<string>();

const client = createClient<paths>({
  baseUrl: ORIGIN,
  // The Worker's loopback, as test/client.ts calls it.
  fetch: (input: Request) => {
    called.add(`${input.method} ${new URL(input.url).pathname}`);
    return exports.default.fetch(input);
  },
});

/** Fails with the problem when a call did not succeed. */
function ok<T>({ data, error, response }: { data?: T; error?: unknown; response: Response }): T {
  expect(error, `${response.status}: ${JSON.stringify(error)}`).toBeUndefined();
  expect(response.status).toBe(200);
  return data!;
}

/** FFO #1, 14 empty squares: black wins by 18 with g8 only. */
const ENDGAME = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';

/** One call of each operation, by its operationId: the type requires every one of the document's. */
const CALLS: { [id in keyof operations]: () => Promise<void> } = {
  async getHealth() {
    const health = ok(await client.GET('/health'));
    expect(health).toMatchObject({ status: 'ok', engineVersion: VERSION });
    expect(health.limits.maxLevel).toBeGreaterThan(0);
  },
  async getLegalMoves() {
    const state = ok(await client.POST('/v1/moves', { body: { position: 'f5d6c3' } }));
    expect(state.turn).toBe('white');
    expect(state.legalMoves.map((move) => move.square)).toContain('d3');
    expect(state.rules).toEqual({ name: 'othello' });
  },
  async getLegalMovesByQuery() {
    const state = ok(await client.GET('/v1/moves', { params: { query: { position: 'f5d6c3' } } }));
    expect(state).toEqual(ok(await client.POST('/v1/moves', { body: { position: 'f5d6c3' } })));
  },
  async playMoves() {
    const played = ok(await client.POST('/v1/play', { body: { position: 'f5d6c3', moves: ['d3', 'c4'] } }));
    expect(played.played.map((move) => move.square)).toEqual(['d3', 'c4']);
    expect(played.opening).toEqual({ name: 'Tiger', plies: 5 });
    // An error answers the document's Problem, typed.
    const { error, response } = await client.POST('/v1/play', { body: { position: 'f5d6c3', moves: ['d3', 'a1'] } });
    expect(response.status).toBe(422);
    const problem: Problem | undefined = error;
    expect(problem).toMatchObject({ type: '/docs#illegal-move', move: 'a1', moveNumber: 2 });
    expect(problem?.detail).toBe('moves[1]: The 2nd move, a1, is illegal: it flanks no white disc');
  },
  async getBestMove() {
    const best = ok(await client.POST('/v1/best-move', { body: { position: 'f5d6c3', level: 3, book: false } }));
    expect(best).toMatchObject({ source: 'search', depth: 3, level: 3, rules: { name: 'othello' } });
    expect(best.pv[0]).toBe(best.move);
  },
  async getBestMoveByQuery() {
    const best = ok(await client.GET('/v1/best-move', { params: { query: { position: 'f5d6c3', level: 3, book: 'false' } } }));
    expect(best).toEqual(ok(await client.POST('/v1/best-move', { body: { position: 'f5d6c3', level: 3, book: false } })));
  },
  async analyzeMoves() {
    const analysis = ok(await client.POST('/v1/analyze', { body: { position: 'f5d6c3', level: 2, book: false } }));
    const legal = ok(await client.POST('/v1/moves', { body: { position: 'f5d6c3' } })).legalMoves.map((move) => move.square);
    expect(analysis.moves.map((move) => move.move).sort()).toEqual(legal.sort());
  },
  async analyzeMovesByQuery() {
    const analysis = ok(await client.GET('/v1/analyze', { params: { query: { position: 'f5d6c3', level: 2, book: 'false', lines: 2 } } }));
    expect(analysis).toEqual(ok(await client.POST('/v1/analyze', { body: { position: 'f5d6c3', level: 2, book: false, lines: 2 } })));
    expect(analysis.moves.map((move) => move.pv[0])).toEqual(analysis.moves.map((move) => move.move));
  },
  async solvePosition() {
    const solution = ok(await client.POST('/v1/solve', { body: { position: ENDGAME } }));
    expect(solution).toMatchObject({ position: ENDGAME, rules: { name: 'othello' }, solved: true, score: 18, outcome: 'win', bestMoves: ['g8'] });
    // Cut short once the root is proved: the typed fields of what is known (FFO #29, +10 by g2).
    const cut = ok(await client.POST('/v1/solve', { body: { position: '-OXXXX----OXXO--XXOOXOOOXXXOOXOOXXOOXOOOXXXXOO-XX-XXO----------- X', nodes: 1_000_000 } }));
    if (cut.solved) throw new Error('FFO #29 solved within 1,000,000 nodes');
    const { score, outcome, bestMoves, unchecked, move, depth } = cut;
    expect({ score, outcome, bestMoves, move, depth }).toEqual({ score: 10, outcome: 'win', bestMoves: ['g2'], move: undefined, depth: undefined });
    expect(unchecked).toHaveLength(5);
    // Cut short before: the bound of the score proved so far.
    const bounded = ok(await client.POST('/v1/solve', { body: { position: '-OXXXX----OXXO--XXOOXOOOXXXOOXOOXXOOXOOOXXXXOO-XX-XXO----------- X', nodes: 900_000 } }));
    if (bounded.solved) throw new Error('FFO #29 solved within 900,000 nodes');
    const { scoreAtLeast, scoreAtMost, outcomeAtLeast, outcomeAtMost } = bounded;
    expect({ scoreAtLeast, scoreAtMost, outcomeAtLeast, outcomeAtMost }).toEqual({ scoreAtLeast: 10, scoreAtMost: undefined, outcomeAtLeast: 'win', outcomeAtMost: undefined });
  },
  async createPlayer() {
    const name = `client${Date.now().toString(36)}`.slice(0, 20);
    const { data, error, response } = await client.POST('/v1/players', { body: { name } });
    expect(error, JSON.stringify(error)).toBeUndefined();
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ name, rating: 1500 });
    expect(data!.secret).toHaveLength(43);
    const taken = await client.POST('/v1/players', { body: { name: name.toUpperCase() } });
    expect(taken.response.status).toBe(409);
    expect(taken.error?.type).toBe('/docs#name-taken');
  },
  async getPlayer() {
    const made = await client.POST('/v1/players', { body: { name: `page${Date.now().toString(36)}`.slice(0, 20) } });
    const page = ok(await client.GET('/v1/players/{id}', { params: { path: { id: made.data!.id } } }));
    expect(page).toMatchObject({ id: made.data!.id, rating: 1500, deviation: 350, games: { played: 0, rated: 0 }, history: [] });
    const missing = await client.GET('/v1/players/{id}', { params: { path: { id: 'zzzzzzzzzz' } } });
    expect(missing.response.status).toBe(404);
  },
  async listFinishedGames() {
    const page = ok(await client.GET('/v1/games', { params: { query: { limit: 5 } } }));
    expect(page.games.length).toBeLessThanOrEqual(5);
    for (const game of page.games) expect(Date.parse(game.endedAt)).toBeGreaterThanOrEqual(Date.parse(page.games.at(-1)!.endedAt));
    const bad = await client.GET('/v1/games', { params: { query: { limit: 51 } } });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.errors?.[0]).toMatchObject({ parameter: 'limit' });
  },
  async getBoardSvg() {
    const { data, error, response } = await client.GET('/v1/board.svg', { params: { query: { position: 'f5d6c3', legalMoves: 'true', size: 200 } }, parseAs: 'text' });
    expect(error).toBeUndefined();
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(data).toMatch(/^<svg [^>]*width="200"/);
  },
  async createGame() {
    const { data, response } = await client.POST('/v1/games', { body: { rules: 'othello', clock: { initialMs: 180_000, incrementMs: 2_000 }, color: 'white', name: 'ann' }, headers: { 'CF-Connecting-IP': '10.9.0.1' } });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ color: 'white', game: { status: 'waiting', players: { black: null, white: { name: 'ann', connected: false } } } });
    expect(data!.secret).toMatch(/^[\w-]{43}$/);
  },
  async takeSeat() {
    const created = await client.POST('/v1/games', { body: { clock: null, color: 'white' }, headers: { 'CF-Connecting-IP': '10.9.0.2' } });
    const id = created.data!.game.id;
    const { data, response } = await client.POST('/v1/games/{id}/seat', { params: { path: { id } }, body: { name: 'bob' } });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ color: 'black', game: { status: 'playing', turn: 'black' } });
    const taken = await client.POST('/v1/games/{id}/seat', { params: { path: { id } }, body: {} });
    expect(taken.response.status).toBe(409);
    expect(taken.error).toMatchObject({ type: '/docs#seat-taken' });
  },
  async getGame() {
    const created = await client.POST('/v1/games', { body: { clock: null }, headers: { 'CF-Connecting-IP': '10.9.0.3' } });
    const game = ok(await client.GET('/v1/games/{id}', { params: { path: { id: created.data!.game.id } } }));
    expect(game).toEqual(created.data!.game);
    const missing = await client.GET('/v1/games/{id}', { params: { path: { id: '1111111111' } } });
    expect(missing.response.status).toBe(404);
  },
  async openGameSocket() {
    const created = await client.POST('/v1/games', { body: { clock: null }, headers: { 'CF-Connecting-IP': '10.9.0.4' } });
    // A plain request is no upgrade: the socket itself is what test/online.ts opens.
    const { error, response } = await client.GET('/v1/games/{id}/socket', { params: { path: { id: created.data!.game.id } } });
    expect(response.status).toBe(426);
    expect(error).toMatchObject({ type: '/docs#upgrade-required' });
  },
  async getLobby() {
    await client.POST('/v1/games', { body: { clock: null, name: 'lobbyist' }, headers: { 'CF-Connecting-IP': '10.9.0.5' } });
    const lobby = ok(await client.GET('/v1/lobby'));
    expect(lobby.challenges.some((game) => game.players.black?.name === 'lobbyist' || game.players.white?.name === 'lobbyist')).toBe(true);
  },
  async openLobbySocket() {
    const { response } = await client.GET('/v1/lobby/socket');
    expect(response.status).toBe(426);
  },
};

describe('a client generated from /openapi.json (openapi-typescript, openapi-fetch)', () => {
  for (const [id, call] of Object.entries(CALLS)) it(id, call);

  it('has called every operation of the document, each at its method and path', async () => {
    const document = await okJson<{ paths: Record<string, Record<string, { operationId: string }>> }>(await request('/openapi.json'));
    const operationsOfDocument = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, { operationId }]) => ({ id: operationId, call: `${method.toUpperCase()} ${path}` })));
    expect(operationsOfDocument.map(({ id }) => id).sort()).toEqual(Object.keys(CALLS).sort());
    // A path's parameters stand for any segment.
    const uncalled = operationsOfDocument.filter(({ call }) => {
      const pattern = new RegExp(`^${call.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return ![...called].some((made) => pattern.test(made));
    });
    expect(uncalled).toEqual([]);
  });
});
