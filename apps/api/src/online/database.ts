// The D1 database of online play (binding `DB`, tables made by migrations/0001_online.sql), typed
// for Kysely: queries are built by Kysely and run through the kysely-d1 dialect; a write of many
// rows at once goes through `runBatch`, D1's batch, which commits its statements together or none.
import type { D1Database } from '@cloudflare/workers-types';
import { type Compilable, type Generated, Kysely } from 'kysely';
import { D1Dialect } from 'kysely-d1';

/** `players`: an identity with its Glicko-2 rating. */
export interface PlayersTable {
  id: string;
  name: string;
  secret_hash: string;
  rating: number;
  deviation: number;
  volatility: number;
  rated_games: Generated<number>;
  created_at: string;
}

/** `games`: a finished game, one row. */
export interface GamesTable {
  id: string;
  rules: 'othello' | 'reversi' | 'free-placement';
  must_capture: 0 | 1 | null;
  voluntary_pass: 0 | 1 | null;
  clock_initial_ms: number | null;
  clock_increment_ms: number | null;
  rated: 0 | 1;
  black_name: string;
  black_id: string | null;
  white_name: string;
  white_id: string | null;
  winner: 'black' | 'white' | 'draw';
  reason: 'score' | 'resign' | 'time' | 'agreement' | 'abandoned';
  black_discs: number;
  white_discs: number;
  black_rating_before: number | null;
  black_rating_after: number | null;
  white_rating_before: number | null;
  white_rating_after: number | null;
  ggf: string | null;
  created_at: string;
  ended_at: string;
}

/** `moves`: each move of a finished game. */
export interface MovesTable {
  game_id: string;
  ply: number;
  color: 'black' | 'white';
  move: string;
  ms: number;
}

/** `ratings`: a player's rating after each of its rated games. */
export interface RatingsTable {
  player_id: string;
  rated_game: number;
  game_id: string;
  rating: number;
  deviation: number;
  volatility: number;
}

/** The tables of migrations/, as Kysely types its queries. */
export interface Database {
  players: PlayersTable;
  games: GamesTable;
  moves: MovesTable;
  ratings: RatingsTable;
}

/** A Kysely over the `DB` binding. */
export type Db = Kysely<Database>;

/**
 * Kysely over a D1 binding. Cheap: it holds the binding and compiles queries, nothing more.
 *
 * @example
 * ```ts
 * const player = await database(env.DB).selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
 * ```
 */
export function database(d1: D1Database): Db {
  return new Kysely<Database>({ dialect: new D1Dialect({ database: d1 }) });
}

/**
 * Runs Kysely's queries as one D1 batch: one transaction, so that a statement that fails (a key
 * taken) leaves nothing of the others. D1 has no transactions besides (kysely-d1 refuses them).
 *
 * @example
 * ```ts
 * await runBatch(env.DB, [db.insertInto('games').values(row), db.insertInto('moves').values(moves)]);
 * ```
 */
export async function runBatch(d1: D1Database, queries: readonly Compilable[]): Promise<void> {
  await d1.batch(
    queries.map((query) => {
      const { sql, parameters } = query.compile();
      return d1.prepare(sql).bind(...parameters);
    }),
  );
}
