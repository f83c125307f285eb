// Players: identities that keep a Glicko-2 rating (docs/online.md). `POST /v1/players` makes one
// and shows its secret once; the game routes check one with `verifiedPlayer`.
import type { NewPlayer, Player, PlayerPage } from '@flank/reversi/online';
import type { D1Database } from '@cloudflare/workers-types';
import { Problem } from '../problem.ts';
import { database } from './database.ts';
import { NEW_RATING } from './ratings.ts';
import { ID_LENGTH, ID_PATTERN, randomId, randomSecret, secretHash, secretMatches } from './secrets.ts';

/** 2 to 20 letters, digits, `_` or `-`: a player's name, unique whatever its case. */
export const PLAYER_NAME = /^[A-Za-z0-9_-]{2,20}$/;

/** A player's id: 10 base58 characters, as a game's. */
export const PLAYER_ID = ID_PATTERN;

/** How many rated games of a player's history its page shows. */
export const HISTORY_LENGTH = 50;

/**
 * Makes a player named `name` at the package's starting rating; a name another player has, whatever
 * its case, is a 409 `name-taken` problem. The name's form is the route's schema's to check.
 *
 * @example
 * ```ts
 * const { id, secret } = await createPlayer(env.DB, 'ann'); // secret: show it once, it is kept as a hash
 * ```
 */
export async function createPlayer(d1: D1Database, name: string): Promise<NewPlayer> {
  if (!PLAYER_NAME.test(name)) throw new Error(`A player's name must be 2 to 20 letters, digits, _ or -, got ${JSON.stringify(name)}`);
  const [id, secret] = [randomId(), randomSecret()];
  const row = { id, name, secret_hash: await secretHash(secret), ...NEW_RATING, created_at: new Date().toISOString() };
  // The name's unique index decides, so that two players asking for one name at once cannot both have it.
  const inserted = await database(d1)
    .insertInto('players')
    .values(row)
    .onConflict((conflict) => conflict.column('name').doNothing())
    .executeTakeFirst();
  if (inserted.numInsertedOrUpdatedRows === 0n || inserted.numInsertedOrUpdatedRows === undefined) {
    const taken = await database(d1).selectFrom('players').select('name').where('name', '=', name).executeTakeFirst();
    throw new Problem('name-taken', `name: ${JSON.stringify(name)} is taken${taken && taken.name !== name ? ` (by ${JSON.stringify(taken.name)}: names are compared whatever their case)` : ''}`, {
      errors: [{ detail: 'is taken', pointer: '#/name' }],
    });
  }
  return { id, name, secret, rating: row.rating };
}

/**
 * The player whose identity `{ id, secret }` is, or a 403 `bad-identity` problem naming what is
 * wrong (located at `pointer`, the identity's place in the request's body). The game routes call it
 * for a request's `player`.
 *
 * @example
 * ```ts
 * const player = await verifiedPlayer(env.DB, body.player); // { id, name, rating }
 * ```
 */
export async function verifiedPlayer(d1: D1Database, identity: { id: string; secret: string }, pointer = '#/player'): Promise<Player> {
  const refused = (field: 'id' | 'secret', detail: string) =>
    new Problem('bad-identity', `player.${field}: ${detail}`, { errors: [{ detail, pointer: `${pointer}/${field}` }] });
  const { id, secret } = identity ?? {};
  if (typeof id !== 'string' || !PLAYER_ID.test(id)) throw refused('id', `expected a player's id (${ID_LENGTH} base58 characters), got ${JSON.stringify(id) ?? 'none'}`);
  if (typeof secret !== 'string') throw refused('secret', `expected the player's secret, a string, got ${JSON.stringify(secret) ?? 'none'}`);
  const row = await database(d1).selectFrom('players').select(['id', 'name', 'rating', 'secret_hash']).where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw refused('id', `no player has the id ${id}`);
  if (!(await secretMatches(secret, row.secret_hash))) throw refused('secret', `not the secret of player ${id}`);
  return { id: row.id, name: row.name, rating: row.rating };
}

/**
 * A player's page: rating, results and rating history; a 404 `player-not-found` problem when no
 * player has the id.
 *
 * @example
 * ```ts
 * const page = await playerPage(env.DB, 'k3Hq9ZpT2w'); // { name, rating, deviation, games: { played, ... }, history, ... }
 * ```
 */
export async function playerPage(d1: D1Database, id: string): Promise<PlayerPage> {
  const db = database(d1);
  const player = await db
    .selectFrom('players')
    .select(['id', 'name', 'rating', 'deviation', 'volatility', 'rated_games', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (player === undefined) throw new Problem('player-not-found', `No player has the id ${id}`);
  const [counts, history] = await Promise.all([
    db
      .selectFrom('games')
      .select((eb) => [
        eb.fn.countAll<number>().as('played'),
        eb.fn
          .countAll<number>()
          .filterWhere((eb) =>
            eb.or([eb.and([eb('black_id', '=', id), eb('winner', '=', 'black')]), eb.and([eb('white_id', '=', id), eb('winner', '=', 'white')])]),
          )
          .as('won'),
        eb.fn.countAll<number>().filterWhere('winner', '=', 'draw').as('drawn'),
      ])
      .where((eb) => eb.or([eb('black_id', '=', id), eb('white_id', '=', id)]))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ratings')
      .innerJoin('games', 'games.id', 'ratings.game_id')
      .select(['ratings.game_id', 'games.ended_at', 'ratings.rating', 'ratings.deviation'])
      .where('ratings.player_id', '=', id)
      .orderBy('ratings.rated_game', 'desc')
      .limit(HISTORY_LENGTH)
      .execute(),
  ]);
  const { played, won, drawn } = counts;
  return {
    id: player.id,
    name: player.name,
    rating: player.rating,
    deviation: player.deviation,
    volatility: player.volatility,
    games: { played, won, lost: played - won - drawn, drawn, rated: player.rated_games },
    history: history.reverse().map((entry) => ({ gameId: entry.game_id, endedAt: entry.ended_at, rating: entry.rating, deviation: entry.deviation })),
    createdAt: player.created_at,
  };
}
