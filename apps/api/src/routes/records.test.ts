import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { post, problemOf, request } from '../../test/client.ts';
import { playedGame } from '../../test/finished-games.ts';
import { database } from '../online/database.ts';
import type { GamePage, NewPlayer, PlayerPage } from '@flank/reversi/online';
import { keepFinishedGame } from '../online/keep-finished-game.ts';

let names = 0;
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${names++}`.slice(0, 20);

/** Every answer of the file's requests, to look for secrets in. */
const answers: string[] = [];
async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  answers.push(text);
  expect(response.status, text).toBe(status);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  return JSON.parse(text) as T;
}
const newPlayer = async (prefix = 'p') => json<NewPlayer>(await post('/v1/players', { name: fresh(prefix) }), 201);
const seat = (player: NewPlayer) => ({ name: player.name, playerId: player.id });

describe('POST /v1/players', () => {
  it('makes a player: 201 with its id, name, rating and secret', async () => {
    const name = fresh('Ann');
    const response = await post('/v1/players', { name });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const player = await json<NewPlayer>(response, 201);
    expect(player).toEqual({ id: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{10}$/), name, rating: 1500, secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  });

  it('refuses a name of the wrong form, a field it does not take, and a name taken whatever its case', async () => {
    for (const name of ['a', 'x'.repeat(21), 'ann smith', 'ann!', 'änn', 7]) {
      const problem = await problemOf(await post('/v1/players', { name }), 400);
      expect(problem, String(name)).toMatchObject({ type: '/docs#invalid-request', errors: [{ pointer: '#/name' }] });
    }
    expect((await problemOf(await post('/v1/players', { name: 'a' }), 400)).detail).toBe('name: expected 2 to 20 letters, digits, _ or -, got "a"');
    expect((await problemOf(await post('/v1/players', {}), 400)).detail).toBe('name: is required');
    expect((await problemOf(await post('/v1/players', { name: fresh('b'), rating: 2800 }), 400)).errors).toEqual([{ pointer: '#/rating', detail: 'is not one this endpoint takes (see /docs)' }]);
    const name = fresh('Cy');
    await newPlayer();
    await json(await post('/v1/players', { name }), 201);
    const taken = await problemOf(await post('/v1/players', { name: name.toUpperCase() }), 409);
    expect(taken).toMatchObject({ type: '/docs#name-taken', errors: [{ pointer: '#/name', detail: 'is taken' }] });
  });
});

describe('GET /v1/players/{id}', () => {
  it('shows a player’s rating, games and history once rated games are kept', async () => {
    const [ann, bob] = [await newPlayer('ann'), await newPlayer('bob')];
    await keepFinishedGame(env.DB, await playedGame({ black: seat(ann), white: seat(bob), rated: true, plies: 10, ending: { reason: 'resign', winner: 'black' } }));
    await keepFinishedGame(env.DB, await playedGame({ black: seat(bob), white: seat(ann), plies: 12, ending: { reason: 'agreement', winner: 'draw' } }));
    const page = await json<PlayerPage>(await request(`/v1/players/${ann.id}`));
    expect(page).toMatchObject({ id: ann.id, name: ann.name, games: { played: 2, won: 1, lost: 0, drawn: 1, rated: 1 } });
    expect(page.rating).toBeGreaterThan(1500);
    expect(page.deviation).toBeLessThan(350);
    expect(page.history).toEqual([{ gameId: expect.any(String), endedAt: expect.any(String), rating: page.rating, deviation: page.deviation }]);
    expect((await json<PlayerPage>(await request(`/v1/players/${bob.id}`))).games).toEqual({ played: 2, won: 0, lost: 1, drawn: 1, rated: 1 });
  });

  it('answers 404 for an id no player has, of any form, and 400 for a query parameter', async () => {
    expect(await problemOf(await request('/v1/players/zzzzzzzzzz'), 404)).toMatchObject({ type: '/docs#player-not-found', detail: 'No player has the id zzzzzzzzzz' });
    expect((await problemOf(await request('/v1/players/0OIl'), 404)).detail).toMatch(/10 base58 characters/);
    const ann = await newPlayer();
    expect(await problemOf(await request(`/v1/players/${ann.id}?games=5`), 400)).toMatchObject({ errors: [{ parameter: 'games' }] });
  });
});

describe('GET /v1/games', () => {
  it('lists finished games newest first, a player’s alone, a page at a time', async () => {
    const [ann, bob, cy] = [await newPlayer('ann'), await newPlayer('bob'), await newPlayer('cy')];
    // Games that end in the future, so that they lead the list whatever the other tests keep.
    const at = (minutes: number) => new Date(Date.UTC(2100, 0, 1, 0, minutes)).toISOString();
    const games = [
      await playedGame({ black: seat(ann), white: seat(bob), rated: true, endedAt: at(1) }),
      await playedGame({ black: seat(bob), white: seat(cy), plies: 9, ending: { reason: 'time', winner: 'white' }, endedAt: at(2) }),
      await playedGame({ black: seat(cy), white: seat(ann), plies: 14, endedAt: at(3), seed: 5 }),
      await playedGame({ black: seat(ann), white: { name: 'guest', playerId: null }, rules: 'reversi', endedAt: at(4) }),
    ];
    for (const game of games) await keepFinishedGame(env.DB, game);
    const ids = (page: GamePage) => page.games.map((game) => game.id);
    const recent = await json<GamePage>(await request('/v1/games?limit=4'));
    expect(ids(recent)).toEqual(games.map((game) => game.id).reverse());
    expect(recent.next).toBe(at(1));
    const newest = recent.games[0]!;
    expect(newest).toEqual({
      id: games[3]!.id,
      rules: { name: 'reversi' },
      clock: { initialMs: 300_000, incrementMs: 3_000 },
      rated: false,
      players: { black: { name: ann.name, playerId: ann.id, ratingBefore: null, ratingAfter: null }, white: { name: 'guest', playerId: null, ratingBefore: null, ratingAfter: null } },
      result: games[3]!.result,
      ggf: null,
      createdAt: games[3]!.createdAt,
      endedAt: at(4),
    });
    const rated = recent.games[3]!;
    expect(rated.players.black.ratingBefore).toBe(1500);
    expect(rated.ggf).toMatch(/^\(;GM\[Othello\]/);
    // ann's games, two a page: her three, newest first, and no more.
    const first = await json<GamePage>(await request(`/v1/games?player=${ann.id}&limit=2`));
    expect(ids(first)).toEqual([games[3]!.id, games[2]!.id]);
    const second = await json<GamePage>(await request(`/v1/games?player=${ann.id}&limit=2&before=${encodeURIComponent(first.next!)}`));
    expect(ids(second)).toEqual([games[0]!.id]);
    expect(second.next).toBeNull();
    // A date with an offset means the same moment.
    expect(ids(await json<GamePage>(await request(`/v1/games?player=${bob.id}&before=2100-01-01T01:02:00%2B01:00`)))).toEqual([games[0]!.id]);
    // The default page is 20 games.
    expect((await json<GamePage>(await request('/v1/games'))).games.length).toBeLessThanOrEqual(20);
    expect((await json<GamePage>(await request('/v1/games?player=zzzzzzzzzz'))).games).toEqual([]);
  });

  it('refuses bad parameters with problems that name them', async () => {
    const refused: [string, string, RegExp][] = [
      ['limit=0', 'limit', /^limit: must be at least 1/],
      ['limit=51', 'limit', /^limit: must be at most 50/],
      ['limit=ten', 'limit', /^limit: expected a whole number/],
      ['limit=2&limit=3', 'limit', /given 2 times/],
      ['before=yesterday', 'before', /^before: expected an ISO 8601 date and time/],
      ['before=2026-13-01T00:00:00Z', 'before', /^before: expected an ISO 8601/],
      ['player=ann', 'player', /^player: expected a player’s id/],
      ['sort=asc', 'sort', /^sort: is not one this endpoint takes/],
    ];
    for (const [query, parameter, detail] of refused) {
      const problem = await problemOf(await request(`/v1/games?${query}`), 400);
      expect(problem, query).toMatchObject({ type: '/docs#invalid-request', errors: [expect.objectContaining({ parameter })] });
      expect(problem.detail, query).toMatch(detail);
    }
  });
});

it('never shows or keeps a secret: answers and rows hold only its hash', async () => {
  const player = await newPlayer('sec');
  const other = await newPlayer('ret');
  await keepFinishedGame(env.DB, await playedGame({ black: seat(player), white: seat(other), rated: true, plies: 6 }));
  answers.push(await (await request(`/v1/players/${player.id}`)).text(), await (await request(`/v1/games?player=${player.id}`)).text());
  const secrets = answers.flatMap((text) => (text.includes('"secret"') ? [(JSON.parse(text) as NewPlayer).secret] : []));
  expect(secrets.length).toBeGreaterThan(5);
  const db = database(env.DB);
  const rows = JSON.stringify(await Promise.all((['players', 'games', 'moves', 'ratings'] as const).map((table) => db.selectFrom(table).selectAll().execute())));
  for (const secret of secrets) {
    expect(rows).not.toContain(secret);
    // Only the answer that made the player holds its secret.
    expect(answers.filter((text) => text.includes(secret))).toHaveLength(1);
  }
});

it('answers generated requests with a success or a client error, never a 500', async () => {
  const text = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('ann', 'a_b-9', 'zzzzzzzzzz', '2100-01-01T00:00:00Z', '20', '0', '-1', '%', '%00', '😀', ''));
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.record({ name: fc.oneof(text, fc.jsonValue()) }, { requiredKeys: [] }).map((body) => ['POST', '/v1/players', JSON.stringify(body)] as const),
        fc.dictionary(fc.constantFrom('player', 'before', 'limit', 'x'), text, { maxKeys: 3 }).map((query) => ['GET', `/v1/games?${new URLSearchParams(query)}`, undefined] as const),
        text.map((id) => ['GET', `/v1/players/${encodeURIComponent(id) || 'x'}`, undefined] as const),
      ),
      async ([method, path, body]) => {
        const response = await request(path, body === undefined ? { method } : { method, body, headers: { 'Content-Type': 'application/json' } });
        const answer = await response.text();
        expect([200, 201, 400, 404, 409], `${method} ${path} ${body ?? ''}: ${answer}`).toContain(response.status);
      },
    ),
    { numRuns: 150 },
  );
});
