import { gameState } from '@flank/reversi';
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { AppEnv } from '../env.ts';
import { bodyFields } from '../field.ts';
import { loadGame } from '../game.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { GameState } from '../schemas/game-state.ts';
import { PositionBody } from '../schemas/position.ts';
import { bodyProblems, problem } from '../schemas/problem.ts';

const route = createRoute({
  method: 'post',
  path: '/moves',
  operationId: 'getLegalMoves',
  middleware: jsonBody(),
  summary: 'Legal moves',
  description: 'The legal moves of a position with the discs each flips, whether the side to move may pass, and whether the game is over.',
  request: { body: { content: { 'application/json': { schema: PositionBody, example: { position: 'f5d6c3' } } } } },
  responses: {
    200: { description: 'The position and its moves.', content: { 'application/json': { schema: GameState } } },
    ...bodyProblems,
    422: problem('An illegal move in the transcript or game.'),
  },
});

/** `POST /v1/moves`: the legal moves of a position, with their flips, and its pass and game-over status. */
export const moves = new OpenAPIHono<AppEnv>().openapi(route, (c) => c.json(gameState(loadGame(c.req.valid('json'), bodyFields)), 200));
