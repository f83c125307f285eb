import { z } from '@hono/zod-openapi';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../online/game-list.ts';
import { HISTORY_LENGTH, PLAYER_ID, PLAYER_NAME } from '../online/players.ts';
import { ResolvedRules } from './game-state.ts';
import { asWhole } from './search.ts';

const Name = z.string().regex(PLAYER_NAME, 'expected 2 to 20 letters, digits, _ or -').openapi({
  description: 'The player’s name: 2 to 20 letters, digits, _ or -, unique whatever its case.',
  example: 'ann',
});
const PlayerId = z.string().regex(PLAYER_ID, 'expected a player’s id, 10 base58 characters').openapi({ description: 'A player’s id: 10 base58 characters.', example: 'k3Hq9ZpT2w' });
const RatingValue = z.number().openapi({ description: 'The Glicko-2 rating: 1500 at the start.', example: 1500 });
const When = z.string().openapi({ description: 'ISO 8601, UTC.', example: '2026-11-30T12:00:00.000Z' });

/** The body of `POST /v1/players`. */
export const NewPlayerBody = z.strictObject({ name: Name });

/** A new identity, its secret shown this once. */
export const NewPlayer = z
  .object({
    id: PlayerId,
    name: Name,
    secret: z.string().openapi({
      description: 'The identity’s secret, 32 random bytes in base64url: shown in this answer only (the server keeps its SHA-256). Send it with the id as `player` to take a seat as this player.',
      example: 'mZ2r1qkY0fM3Jx8bVt7oWcL5nA9hQe4uXs6dGiP2yKE',
    }),
    rating: RatingValue,
  })
  .openapi('NewPlayer');

/** A player's page. */
export const PlayerPage = z
  .object({
    id: PlayerId,
    name: Name,
    rating: RatingValue,
    deviation: z.number().openapi({ description: 'The rating’s deviation (Glicko-2’s RD): 350 at the start, smaller as games tell more.', example: 350 }),
    volatility: z.number().openapi({ description: 'Glicko-2’s volatility: how erratic the player’s results are (0.06 at the start).', example: 0.06 }),
    games: z
      .object({ played: z.int(), won: z.int(), lost: z.int(), drawn: z.int(), rated: z.int() })
      .openapi({ description: 'The finished games kept with the player in a seat, rated or not, and how they went for the player; `rated`: those that moved the rating.' }),
    history: z
      .array(z.object({ gameId: z.string(), endedAt: When, rating: RatingValue, deviation: z.number() }))
      .openapi({ description: `The rating after each of the player’s last ${HISTORY_LENGTH} rated games at most, oldest first.` }),
    createdAt: When,
  })
  .openapi('PlayerPage');

/** `GET /v1/players/{id}`'s path. */
export const PlayerPath = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The player’s id (10 base58 characters).', example: 'k3Hq9ZpT2w' }),
});

const Seat = z
  .object({
    name: z.string(),
    playerId: PlayerId.nullable().openapi({ description: 'The player’s id where the seat had an identity, else null.' }),
    ratingBefore: z.number().nullable().openapi({ description: 'The player’s rating before a rated game, else null.' }),
    ratingAfter: z.number().nullable().openapi({ description: 'The player’s rating after a rated game, else null.' }),
  })
  .openapi('KeptSeat');

const Clock = z
  .object({ initialMs: z.int(), incrementMs: z.int() })
  .nullable()
  .openapi('Clock', { description: 'Fischer’s clock: each side starts with initialMs and gains incrementMs after each of its moves; null: untimed.' });

/** A finished game, as kept. */
export const KeptGame = z
  .object({
    id: z.string(),
    rules: ResolvedRules,
    clock: Clock,
    rated: z.boolean(),
    players: z.object({ black: Seat, white: Seat }),
    result: z
      .object({
        winner: z.enum(['black', 'white', 'draw']),
        reason: z.enum(['score', 'resign', 'time', 'agreement', 'abandoned']).openapi({
          description: 'score: played out; resign; time: a flag fell; agreement: a draw agreed; abandoned: a player left.',
        }),
        score: z.object({ black: z.int(), white: z.int() }).openapi({ description: 'The discs of each colour on the board at the end.' }),
      })
      .openapi('KeptResult'),
    ggf: z.string().nullable().openapi({
      description: 'The game in GGF (players, ratings before a rated game, date, clock, every move with its time, the result), for othello; null under the other rule sets, which GGF does not record.',
    }),
    createdAt: When,
    endedAt: When,
  })
  .openapi('KeptGame');

/** A page of the list. */
export const GamePage = z
  .object({
    games: z.array(KeptGame).openapi({ description: 'Newest first (by endedAt).' }),
    next: When.nullable().openapi({ description: 'The `before` that asks for the next page; null on the last.' }),
  })
  .openapi('GamePage');

/** `GET /v1/games`'s query. */
export const GameListQuery = z.strictObject({
  player: PlayerId.optional().openapi({ description: 'Only this player’s games, in either seat.' }),
  before: z.iso
    .datetime({ offset: true, error: 'expected an ISO 8601 date and time, like 2026-11-30T12:00:00Z' })
    .optional()
    .openapi({ description: 'Only games that ended before this moment (ISO 8601): the `next` of the page before.', example: '2026-11-30T12:00:00Z' }),
  limit: asWhole(z.int().min(1).max(MAX_LIMIT))
    .optional()
    .openapi({ type: 'integer', minimum: 1, maximum: MAX_LIMIT, description: `How many games, 1 to ${MAX_LIMIT}. Default ${DEFAULT_LIMIT}.` }),
});

