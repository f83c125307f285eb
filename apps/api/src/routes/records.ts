import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AppEnv } from '../env.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { listGames } from '../online/game-list.ts';
import { PLAYER_ID, createPlayer, playerPage } from '../online/players.ts';
import { Problem } from '../problem.ts';
import { bodyProblems, problem } from '../schemas/problem.ts';
import { GameListQuery, GamePage, NewPlayer, NewPlayerBody, PlayerPage, PlayerPath } from '../schemas/records.ts';

const createPlayerRoute = createRoute({
  method: 'post',
  path: '/players',
  operationId: 'createPlayer',
  middleware: jsonBody(),
  summary: 'New player',
  description:
    'An identity that keeps a Glicko-2 rating across games: its id, name, starting rating and secret. The secret is in this answer only (the server keeps its SHA-256): ' +
    'a game’s seat taken with `player: { id, secret }` plays as this player, and a rated game needs one on both seats.',
  request: { body: { content: { 'application/json': { schema: NewPlayerBody, example: { name: 'ann' } } } } },
  responses: {
    201: { description: 'The player, with its secret.', content: { 'application/json': { schema: NewPlayer } } },
    ...bodyProblems,
    409: problem('Another player has this name (whatever its case).'),
  },
});

const getPlayerRoute = createRoute({
  method: 'get',
  path: '/players/{id}',
  operationId: 'getPlayer',
  summary: 'A player',
  description: 'A player’s page: name, Glicko-2 rating, deviation and volatility, games played, won, lost and drawn, the rating after each recent rated game, and when the player was made.',
  request: { params: PlayerPath, query: z.strictObject({}) },
  responses: {
    200: { description: 'The player.', content: { 'application/json': { schema: PlayerPage } } },
    400: problem('A query parameter: this endpoint takes none.'),
    404: problem('No player has this id.'),
  },
});

const listGamesRoute = createRoute({
  method: 'get',
  path: '/games',
  operationId: 'listFinishedGames',
  summary: 'Finished games',
  description: 'Finished online games, newest first, each with its players, rules, clock, result, dates and GGF: every player’s, or one player’s. `next` pages on.',
  request: { query: GameListQuery },
  responses: {
    200: { description: 'A page of games.', content: { 'application/json': { schema: GamePage } } },
    400: problem('A parameter of the wrong form or unknown: player (an id), before (an ISO date), limit (1 to 50).'),
  },
});

/**
 * `POST /v1/players`, `GET /v1/players/{id}` and `GET /v1/games`: players and the finished games
 * kept in D1 (src/online/).
 */
export const records = new OpenAPIHono<AppEnv>()
  .openapi(createPlayerRoute, async (c) => c.json(await createPlayer(c.env.DB, c.req.valid('json').name), 201, { 'Cache-Control': 'no-store' }))
  .openapi(getPlayerRoute, async (c) => {
    const { id } = c.req.valid('param');
    // An id of another form names no player either.
    if (!PLAYER_ID.test(id)) throw new Problem('player-not-found', `No player has the id ${JSON.stringify(id)}: an id is 10 base58 characters`);
    return c.json(await playerPage(c.env.DB, id), 200, { 'Cache-Control': 'no-store' });
  })
  .openapi(listGamesRoute, async (c) => c.json(await listGames(c.env.DB, c.req.valid('query')), 200, { 'Cache-Control': 'no-store' }));
