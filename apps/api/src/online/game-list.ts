// Finished games as `GET /v1/games` lists them: newest first, all or one player's, a page at a time.
import type { D1Database } from '@cloudflare/workers-types';
import type { ResolvedRules } from '@flank/reversi';
import type { GamePage, KeptGame } from '@flank/reversi/online';
import type { Selectable } from 'kysely';
import { type GamesTable, database } from './database.ts';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 50;

function keptGame(row: Selectable<GamesTable>): KeptGame {
  const rules: ResolvedRules =
    row.rules === 'free-placement' ? { name: row.rules, mustCapture: row.must_capture === 1, voluntaryPass: row.voluntary_pass === 1 } : { name: row.rules };
  const clock = row.clock_initial_ms === null || row.clock_increment_ms === null ? null : { initialMs: row.clock_initial_ms, incrementMs: row.clock_increment_ms };
  const seat = (name: string, playerId: string | null, ratingBefore: number | null, ratingAfter: number | null) => ({ name, playerId, ratingBefore, ratingAfter });
  return {
    id: row.id,
    rules,
    clock,
    rated: row.rated === 1,
    players: {
      black: seat(row.black_name, row.black_id, row.black_rating_before, row.black_rating_after),
      white: seat(row.white_name, row.white_id, row.white_rating_before, row.white_rating_after),
    },
    result: { winner: row.winner, reason: row.reason, score: { black: row.black_discs, white: row.white_discs } },
    ggf: row.ggf,
    createdAt: row.created_at,
    endedAt: row.ended_at,
  };
}

/**
 * Finished games, newest first (by end, then id): every player's, or `player`'s in either seat;
 * those that ended before `before` (an ISO date), `limit` of them. Games that ended in the same
 * millisecond as the last of a page may be on neither page when the next page starts `before` it.
 *
 * @example
 * ```ts
 * const { games, next } = await listGames(env.DB, { player: 'k3Hq9ZpT2w', limit: 10 });
 * const older = await listGames(env.DB, { player: 'k3Hq9ZpT2w', limit: 10, before: next! });
 * ```
 */
export async function listGames(d1: D1Database, options: { player?: string; before?: string; limit?: number }): Promise<GamePage> {
  const limit = options.limit ?? DEFAULT_LIMIT;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw new Error(`limit must be a whole number from 1 to ${MAX_LIMIT}, got ${limit}`);
  const before = options.before === undefined ? undefined : new Date(options.before).toISOString();
  const { player } = options;
  let query = database(d1).selectFrom('games').selectAll();
  if (player !== undefined) query = query.where((eb) => eb.or([eb('black_id', '=', player), eb('white_id', '=', player)]));
  if (before !== undefined) query = query.where('ended_at', '<', before);
  const rows = await query.orderBy('ended_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return { games: rows.map(keptGame), next: rows.length === limit ? rows.at(-1)!.ended_at : null };
}
