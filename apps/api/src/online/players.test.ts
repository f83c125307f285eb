import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { Problem } from '../problem.ts';
import { database } from './database.ts';
import { createPlayer, playerPage, verifiedPlayer } from './players.ts';
import { secretHash } from './secrets.ts';

let names = 0;
/** A name no other test of the file takes. */
const fresh = (prefix = 'p') => `${prefix}${Date.now().toString(36)}${names++}`.slice(0, 20);

/** The problem `promise` rejects with. */
async function problemOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(Problem);
  return (error as Problem).details;
}

describe('players in D1', () => {
  it('makes a player at 1500 and keeps only its secret’s hash', async () => {
    const name = fresh('ann');
    const player = await createPlayer(env.DB, name);
    expect(player).toMatchObject({ name, rating: 1500 });
    expect(player.id).toMatch(/^[1-9A-HJ-NP-Za-km-z]{10}$/);
    const row = await database(env.DB).selectFrom('players').selectAll().where('id', '=', player.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name, rating: 1500, deviation: 350, volatility: 0.06, rated_games: 0, secret_hash: await secretHash(player.secret) });
    expect(JSON.stringify(row)).not.toContain(player.secret);
    expect(Date.parse(row.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a name taken, whatever its case, and keeps nothing', async () => {
    const name = fresh('Bob');
    await createPlayer(env.DB, name);
    const count = async () => Number((await database(env.DB).selectFrom('players').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const problem = await problemOf(createPlayer(env.DB, name.toLowerCase()));
    expect(problem).toMatchObject({ status: 409, type: '/docs#name-taken', errors: [{ pointer: '#/name' }] });
    expect(problem.detail).toContain(`by ${JSON.stringify(name)}`);
    expect(await count()).toBe(before);
    // Two at once: one gets the name.
    const other = fresh('cy');
    const results = await Promise.allSettled([createPlayer(env.DB, other), createPlayer(env.DB, other.toUpperCase())]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('verifies an identity, and names what is wrong with one that is not', async () => {
    const { id, name, secret } = await createPlayer(env.DB, fresh('dee'));
    expect(await verifiedPlayer(env.DB, { id, secret })).toEqual({ id, name, rating: 1500 });
    expect(await problemOf(verifiedPlayer(env.DB, { id, secret: `${secret.slice(0, -1)}A` === secret ? `${secret.slice(0, -1)}B` : `${secret.slice(0, -1)}A` }))).toMatchObject({
      status: 403,
      type: '/docs#bad-identity',
      detail: `player.secret: not the secret of player ${id}`,
      errors: [{ pointer: '#/player/secret' }],
    });
    const unknown = id === 'zzzzzzzzzz' ? 'yyyyyyyyyy' : 'zzzzzzzzzz';
    expect(await problemOf(verifiedPlayer(env.DB, { id: unknown, secret }))).toMatchObject({ status: 403, detail: `player.id: no player has the id ${unknown}` });
    expect(await problemOf(verifiedPlayer(env.DB, { id: 'short', secret }, '#/seat/player'))).toMatchObject({ status: 403, errors: [{ pointer: '#/seat/player/id' }] });
    expect((await problemOf(verifiedPlayer(env.DB, { id, secret: 7 } as never))).detail).toBe("player.secret: expected the player's secret, a string, got 7");
  });

  it('shows a new player’s page, and a 404 for an unknown id', async () => {
    const { id, name } = await createPlayer(env.DB, fresh('eve'));
    const page = await playerPage(env.DB, id);
    expect(page).toEqual({
      id,
      name,
      rating: 1500,
      deviation: 350,
      volatility: 0.06,
      games: { played: 0, won: 0, lost: 0, drawn: 0, rated: 0 },
      history: [],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(await problemOf(playerPage(env.DB, 'zzzzzzzzzz'))).toMatchObject({ status: 404, type: '/docs#player-not-found' });
  });
});
