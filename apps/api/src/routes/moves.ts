import { gameState } from '@flank/reversi';
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { AppEnv } from '../env.ts';
import { bodyFields, queryFields } from '../field.ts';
import { loadGame, positionOfQuery } from '../game.ts';
import { answerCache } from '../middleware/answer-cache.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { GameState } from '../schemas/game-state.ts';
import { PositionBody, PositionQuery } from '../schemas/position.ts';
import { bodyProblems, problem, queryProblems } from '../schemas/problem.ts';

const summary = 'Legal moves';
const description = 'The legal moves of a position with the discs each flips, whether the side to move may pass, and whether the game is over.';
const ok = { description: 'The position and its moves.', content: { 'application/json': { schema: GameState } } };
const illegal = problem('An illegal move in the transcript or game.');

const post = createRoute({
  method: 'post',
  path: '/moves',
  operationId: 'getLegalMoves',
  middleware: jsonBody(),
  summary,
  description,
  request: { body: { content: { 'application/json': { schema: PositionBody, example: { position: 'f5d6c3' } } } } },
  responses: { 200: ok, ...bodyProblems, 422: illegal },
});

// A read like the searches' and the board image's: the same fields in the query string, the answer cached by URL.
const get = createRoute({
  method: 'get',
  path: '/moves',
  operationId: 'getLegalMovesByQuery',
  middleware: answerCache(),
  summary: `${summary} (cacheable)`,
  description: `${description} Answers carry Cache-Control and an ETag, and are kept in the Cache API.`,
  request: { query: PositionQuery },
  responses: { 200: ok, 304: { description: 'Not modified: If-None-Match matched the ETag.' }, ...queryProblems, 422: illegal },
});

/**
 * `POST /v1/moves` and `GET /v1/moves?position=…`: the legal moves of a position, with their flips,
 * and its pass and game-over status.
 */
export const moves = new OpenAPIHono<AppEnv>()
  .openapi(post, (c) => c.json(gameState(loadGame(c.req.valid('json'), bodyFields)), 200))
  .openapi(get, (c) => c.json(gameState(loadGame(positionOfQuery(c.req.valid('query')), queryFields)), 200));
