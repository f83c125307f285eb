// Keeping a finished game in D1: its row, its moves, and for a rated game both players' new
// Glicko-2 values, in one batch (all or nothing).
//
// Two games that end at once for one player: each reads the player's values and count of rated
// games n, and claims the player's row n + 1 of `ratings` (its key) in its batch. The second batch
// to commit finds the row taken and fails whole; it reads the values the first one wrote, computes
// again and commits. So no game's rating change is lost, and each starts from the one before.
import type { D1Database } from '@cloudflare/workers-types';
import type { Color } from '@flank/reversi';
import { type Db, database, runBatch } from './database.ts';
import type { FinishedGame, RatingChanges } from './finished-game.ts';
import { type CheckedGame, FinishedGameError, checkedGame, ggfOf } from './game-record.ts';
import { type Rating, ratedGame } from './ratings.ts';

/** Each statement of a batch binds at most 100 values (D1's limit): 20 moves of 5 columns. */
const MOVES_A_STATEMENT = 20;

/** Tries in all when other games of the same players keep committing first. */
const MAX_TRIES = 5;

/** What is kept of a game already: its rating changes (null: unrated), or undefined when it is not kept. */
async function keptChanges(db: Db, id: string): Promise<RatingChanges | null | undefined> {
  const row = await db
    .selectFrom('games')
    .select(['black_rating_before', 'black_rating_after', 'white_rating_before', 'white_rating_after'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const { black_rating_before, black_rating_after, white_rating_before, white_rating_after } = row;
  if (black_rating_before === null || black_rating_after === null || white_rating_before === null || white_rating_after === null) return null;
  return { black: { before: black_rating_before, after: black_rating_after }, white: { before: white_rating_before, after: white_rating_after } };
}

/** The players of the seats with an identity, as they stand now. */
async function playersOf(db: Db, game: CheckedGame) {
  const ids = [game.players.black.playerId, game.players.white.playerId].filter((id) => id !== null);
  const rows = ids.length === 0 ? [] : await db.selectFrom('players').select(['id', 'rating', 'deviation', 'volatility', 'rated_games']).where('id', 'in', ids).execute();
  const of = (color: Color) => {
    const id = game.players[color].playerId;
    if (id === null) return null;
    const row = rows.find((player) => player.id === id);
    if (row === undefined) throw new FinishedGameError(`players.${color}.playerId: no player has the id ${id}`);
    return row;
  };
  return { black: of('black'), white: of('white') };
}

/** The statements that keep the game as the players stand now, and the rating changes they make. */
async function plan(db: Db, game: CheckedGame) {
  const players = await playersOf(db, game);
  let ratings: { before: Record<Color, Rating>; after: Record<Color, Rating> } | null = null;
  if (game.rated) {
    const before = { black: players.black!, white: players.white! };
    ratings = { before, after: ratedGame(before, game.winner) };
  }
  const { rules, clock } = game;
  const gameRow = db.insertInto('games').values({
    id: game.id,
    rules: rules.name,
    must_capture: rules.name === 'free-placement' ? (rules.mustCapture ? 1 : 0) : null,
    voluntary_pass: rules.name === 'free-placement' ? (rules.voluntaryPass ? 1 : 0) : null,
    clock_initial_ms: clock?.initialMs ?? null,
    clock_increment_ms: clock?.incrementMs ?? null,
    rated: game.rated ? 1 : 0,
    black_name: game.players.black.name,
    black_id: game.players.black.playerId,
    white_name: game.players.white.name,
    white_id: game.players.white.playerId,
    winner: game.winner,
    reason: game.result.reason,
    black_discs: game.result.score.black,
    white_discs: game.result.score.white,
    black_rating_before: ratings?.before.black.rating ?? null,
    black_rating_after: ratings?.after.black.rating ?? null,
    white_rating_before: ratings?.before.white.rating ?? null,
    white_rating_after: ratings?.after.white.rating ?? null,
    ggf: ggfOf(game, ratings && { black: ratings.before.black.rating, white: ratings.before.white.rating }),
    created_at: game.createdAt,
    ended_at: game.endedAt,
  });
  const moveRows = game.moves.map((move, ply) => ({ game_id: game.id, ply, color: move.color, move: move.move, ms: move.ms }));
  const moves = Array.from({ length: Math.ceil(moveRows.length / MOVES_A_STATEMENT) }, (_, i) =>
    db.insertInto('moves').values(moveRows.slice(i * MOVES_A_STATEMENT, (i + 1) * MOVES_A_STATEMENT)),
  );
  const rating = (['black', 'white'] as const).flatMap((color) => {
    const player = players[color];
    if (ratings === null || player === null) return [];
    const after = ratings.after[color];
    const ratedGames = player.rated_games + 1;
    return [
      // Claims the player's next rating: the key refuses a second claim of it (see the top of the file).
      db.insertInto('ratings').values({ player_id: player.id, rated_game: ratedGames, game_id: game.id, ...after }),
      db.updateTable('players').set({ ...after, rated_games: ratedGames }).where('id', '=', player.id),
    ];
  });
  const changes: RatingChanges | null =
    ratings && {
      black: { before: ratings.before.black.rating, after: ratings.after.black.rating },
      white: { before: ratings.before.white.rating, after: ratings.after.white.rating },
    };
  return { queries: [gameRow, ...moves, ...rating], changes };
}

/** Whether a batch failed on a key another batch took first: worth computing again. */
const keyTaken = (error: unknown) => error instanceof Error && /UNIQUE constraint failed|SQLITE_CONSTRAINT_PRIMARYKEY/.test(error.message);

/**
 * Keeps a finished game in D1: its row (players, rules, clock, result, discs, dates, GGF), its
 * moves with their times, and for a rated game both players' new Glicko-2 rating, deviation and
 * volatility, all in one batch. Returns the rating changes of a rated game, null for an unrated
 * one, and null for an aborted one (`result.winner` null), which is not kept. Idempotent: a second
 * call for the same game id changes nothing and returns what the first one did. A game that does
 * not check (`checkedGame`) throws a `FinishedGameError` naming what is wrong, and nothing is kept.
 *
 * @example
 * ```ts
 * const changes = await keepFinishedGame(env.DB, finished); // { black: { before: 1500, after: 1662.3 }, white: { ... } }
 * ```
 */
export async function keepFinishedGame(d1: D1Database, game: FinishedGame): Promise<RatingChanges | null> {
  if (game.result?.winner === null) return null;
  const checked = await checkedGame(game);
  const db = database(d1);
  for (let tries = 1; ; tries++) {
    const kept = await keptChanges(db, checked.id);
    if (kept !== undefined) return kept;
    const { queries, changes } = await plan(db, checked);
    try {
      await runBatch(d1, queries);
      return changes;
    } catch (error) {
      // Another call kept this game, or another game of a player claimed its next rating, first.
      if (tries === MAX_TRIES || !keyTaken(error)) throw error;
    }
  }
}
