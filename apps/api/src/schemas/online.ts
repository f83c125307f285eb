// The schemas of online play's routes: what `@flank/reversi/online` types, as the OpenAPI
// document shows it and the routes check it.
import { z } from '@hono/zod-openapi';
import { Color, ResolvedRules } from './game-state.ts';
import { Rules } from './position.ts';

/** A game's or a player's id. */
export const OnlineId = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{10}$/).openapi({ description: 'Ten base58 characters.', example: 'Qm3xT8vKp2' });

export const ClockSetting = z
  .strictObject({
    initialMs: z.int().min(10_000).max(10_800_000).openapi({ description: 'Each side’s time at the start, in milliseconds (10 s to 3 h).', example: 300_000 }),
    incrementMs: z.int().min(0).max(180_000).openapi({ description: 'The time each side gains after each of its moves (Fischer), in milliseconds (up to 3 minutes).', example: 3_000 }),
  })
  .openapi('ClockSetting', { description: 'A Fischer clock.' });

/** A name shown on a seat: the same characters as a player's name. */
export const SeatName = z.string().regex(/^[A-Za-z0-9_-]{2,20}$/).openapi({ description: '2 to 20 letters (a to z, A to Z), digits, `_` or `-`.', example: 'ann' });

/** A player's identity, as `POST /v1/players` gave it. */
export const Identity = z
  .strictObject({
    id: OnlineId,
    secret: z.string().max(128).openapi({ description: 'The identity’s secret.' }),
  })
  .openapi('Identity', { description: 'A player’s identity (`POST /v1/players`): the seat is that player’s, shown with its name and rating.' });

export const SeatView = z
  .object({
    name: z.string(),
    playerId: z.string().nullable().openapi({ description: 'The player’s identity, where the seat’s holder keeps one.' }),
    rating: z.number().nullable().openapi({ description: 'The player’s rating when the game began.' }),
    connected: z.boolean().openapi({ description: 'Whether a socket of this seat is open.' }),
  })
  .nullable()
  .openapi('SeatView', { description: 'Who holds a seat (null: free). No secret is ever in it.' });

const Offer = Color.nullable();

export const GameView = z
  .object({
    id: OnlineId,
    rules: ResolvedRules,
    clock: ClockSetting.nullable().openapi({ description: 'Null: untimed.' }),
    rated: z.boolean(),
    open: z.boolean().openapi({ description: 'Listed in the lobby while it waits for its second player.' }),
    status: z.enum(['waiting', 'playing', 'finished', 'aborted']),
    moves: z.array(
      z.object({
        color: Color,
        move: z.string().openapi({ description: 'A square (a1 to h8) or pass.', example: 'f5' }),
        ms: z.int().openapi({ description: 'The time its side took, in milliseconds.' }),
      }),
    ),
    turn: Color.nullable().openapi({ description: 'The side to move while the game is played.' }),
    clocks: z.object({ black: z.int(), white: z.int() }).nullable().openapi({ description: 'Milliseconds left on each clock as the answer was made.' }),
    players: z.object({ black: SeatView, white: SeatView }),
    offers: z.object({ draw: Offer, takeback: Offer, rematch: Offer }).openapi({ description: 'The side whose offer or request stands.' }),
    result: z
      .object({
        winner: z.enum(['black', 'white', 'draw']).nullable(),
        reason: z.enum(['score', 'resign', 'time', 'agreement', 'abandoned']),
        score: z.object({ black: z.int(), white: z.int() }),
      })
      .nullable(),
    rematch: OnlineId.nullable().openapi({ description: 'The game a rematch started.' }),
    ratings: z
      .object({ black: z.object({ before: z.number(), after: z.number() }), white: z.object({ before: z.number(), after: z.number() }) })
      .nullable()
      .openapi({ description: 'Each side’s rating before and after, once a rated game that ended is kept.' }),
    createdAt: z.string().openapi({ description: 'ISO 8601.' }),
    endedAt: z.string().nullable(),
  })
  .openapi('GameView', { description: 'An online game as everyone may see it.' });

export const NewGameBody = z
  .strictObject({
    rules: Rules.optional(),
    clock: ClockSetting.nullable().openapi({ description: 'Null: untimed.' }),
    color: z.enum(['black', 'white', 'random']).optional().openapi({ description: 'The creator’s side (default random).' }),
    open: z.boolean().optional().openapi({ description: 'List it in the lobby as an open challenge (default true); false: only its link finds it.' }),
    rated: z.boolean().optional().openapi({ description: 'Rated (default false): both seats then need a player’s identity, two different players, and the result moves both Glicko-2 ratings.' }),
    name: SeatName.optional().openapi({ description: 'The name on the creator’s seat (default Guest); with `player`, the player’s name is shown instead.' }),
    player: Identity.optional(),
  })
  .openapi('NewGame');

export const SeatBody = z
  .strictObject({
    name: SeatName.optional().openapi({ description: 'The name on the seat (default Guest); with `player`, the player’s name is shown instead.' }),
    player: Identity.optional(),
  })
  .openapi('SeatRequest');

export const Seat = z
  .object({
    color: Color,
    secret: z.string().openapi({ description: 'The seat’s secret: send it in the socket’s join message to play. Shown once; keep it.' }),
    game: GameView,
  })
  .openapi('Seat', { description: 'A seat of a game, with the secret that plays it.' });

export const GameSummary = z
  .object({
    id: OnlineId,
    rules: ResolvedRules,
    clock: ClockSetting.nullable(),
    rated: z.boolean(),
    status: z.enum(['waiting', 'playing']),
    players: z.object({
      black: z.object({ name: z.string(), rating: z.number().nullable() }).nullable(),
      white: z.object({ name: z.string(), rating: z.number().nullable() }).nullable(),
    }),
    createdAt: z.string(),
  })
  .openapi('GameSummary');

export const LobbyLists = z
  .object({
    challenges: z.array(GameSummary).openapi({ description: 'Open challenges, newest first.' }),
    playing: z.array(GameSummary).openapi({ description: 'Games being played, newest first.' }),
  })
  .openapi('Lobby');
