import { IllegalMoveError, type Move, type Reversi, gameState, parseTranscript } from '@flank/reversi';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AppEnv } from '../env.ts';
import { bodyFields, fieldProblem } from '../field.ts';
import { loadGame } from '../game.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { reversiProblem } from '../reversi-problem.ts';
import { GameState, Move as MoveSchema } from '../schemas/game-state.ts';
import { MAX_POSITION_LENGTH, PositionBody } from '../schemas/position.ts';
import { bodyProblems, problem } from '../schemas/problem.ts';

/** A game has at most 60 placements and as many passes. */
const MAX_MOVES = 120;

const PlayBody = PositionBody.extend({
  moves: z
    .union([z.string().max(MAX_POSITION_LENGTH), z.array(z.string().max(16)).max(MAX_MOVES)], {
      error: 'expected a transcript like "f5d6c3" or an array of moves like ["f5", "d6", "pa"]',
    })
    .openapi({
      description: 'The moves to play from the position: an array of squares (pa for a pass), or a transcript. Passes may be left out where forced.',
      example: ['d3', 'c4'],
    }),
});

const PlayResult = GameState.extend({
  played: z.array(MoveSchema).openapi({ description: 'The moves played, with their flips, inferred passes included.' }),
}).openapi('PlayResult');

const route = createRoute({
  method: 'post',
  path: '/play',
  operationId: 'playMoves',
  middleware: jsonBody(),
  summary: 'Play moves',
  description: 'Plays moves from a position, all or nothing, and answers the resulting position, its status and result.',
  request: { body: { required: true, content: { 'application/json': { schema: PlayBody, example: { position: 'f5d6c3', moves: ['d3', 'c4'] } } } } },
  responses: {
    200: { description: 'The moves played and the position they lead to.', content: { 'application/json': { schema: PlayResult } } },
    ...bodyProblems,
    422: problem('An illegal move: which one (`move`) and its number (`moveNumber`, from 1).'),
  },
});

/** Each element of an array of moves must be one move, so that the wrapper's move numbers are the array's indices. */
function oneMoveEach(moves: string[]): void {
  moves.forEach((text, i) => {
    let count = 0;
    try {
      count = parseTranscript(text).length;
    } catch {
      // Not a move at all: said below, with the element quoted.
    }
    if (count !== 1) throw fieldProblem('invalid-move', bodyFields('moves', i), `expected one move like "d3" or "pa", got ${JSON.stringify(text)}`);
  });
}

/** Plays a transcript or an array of moves on the game; a problem at the move that fails. */
function playMoves(game: Reversi, moves: string | string[]): Move[] {
  if (typeof moves === 'string') {
    try {
      return game.play(moves);
    } catch (error) {
      throw reversiProblem(error, bodyFields('moves'), { text: moves, moves: true });
    }
  }
  oneMoveEach(moves);
  try {
    return game.play(moves.join(' '));
  } catch (error) {
    const at = error instanceof IllegalMoveError && error.moveNumber !== undefined ? bodyFields('moves', error.moveNumber - 1) : bodyFields('moves');
    throw reversiProblem(error, at, { moves: true });
  }
}

/** `POST /v1/play`: plays moves from a position, all or nothing. */
export const play = new OpenAPIHono<AppEnv>().openapi(route, (c) => {
  const body = c.req.valid('json');
  const game = loadGame(body, bodyFields);
  const played = playMoves(game, body.moves);
  return c.json({ ...gameState(game), played }, 200);
});
