import { type BoardSvgOptions, ReversiError } from '@flank/reversi';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AppEnv } from '../env.ts';
import { fieldProblem, queryFields } from '../field.ts';
import { loadGame, positionOfQuery } from '../game.ts';
import { answerCache } from '../middleware/answer-cache.ts';
import { Problem } from '../problem.ts';
import { reversiProblem } from '../reversi-problem.ts';
import { BoardImageQuery } from '../schemas/board-image.ts';
import { problem, queryProblems } from '../schemas/problem.ts';

const route = createRoute({
  method: 'get',
  path: '/board.svg',
  operationId: 'getBoardSvg',
  summary: 'Board image (SVG)',
  description:
    'The position drawn as an SVG image by the wrapper’s toSVG: the same position and options always give the same bytes, and the image needs no font or network, ' +
    'so that a page can embed it with an <img> and a chat bot can link it. Answers carry Cache-Control and an ETag, and are kept in the Cache API.',
  middleware: answerCache(),
  request: { query: BoardImageQuery },
  responses: {
    200: { description: 'The board as SVG.', content: { 'image/svg+xml': { schema: z.string().openapi({ description: 'An SVG document.' }) } } },
    304: { description: 'Not modified: If-None-Match matched the ETag.' },
    ...queryProblems,
    422: problem('An illegal move in the position’s transcript or in the line.'),
  },
});

/** `hints=d3:4,c4:-2` as the wrapper takes it; a square given twice is a problem. */
function hintsOf(text: string): Map<string, number> {
  const hints = new Map<string, number>();
  for (const entry of text.toLowerCase().split(',')) {
    const [square, score] = entry.split(':') as [string, string];
    if (hints.has(square)) throw fieldProblem('invalid-request', queryFields('hints'), `gives ${square} twice`);
    hints.set(square, Number(score));
  }
  return hints;
}

/** A yes-or-no parameter, or the wrapper's default when absent. */
const flag = (text: 'true' | 'false' | undefined) => (text === undefined ? undefined : text === 'true');

/**
 * The wrapper's refusal of an option that the query's syntax let through (a last move on an empty
 * square, a score on a disc): its message names the option first, and is the detail as it stands.
 */
function optionProblem(error: unknown): Problem {
  const option = error instanceof ReversiError && error.code === 'INVALID_ARGUMENT' ? /^[a-zA-Z]+/.exec(error.message)?.[0] : undefined;
  if (option === undefined || !(option in BoardImageQuery.shape)) throw error;
  const { message } = error as ReversiError;
  return new Problem('invalid-request', message, { errors: [{ detail: message, parameter: option }] });
}

/** `GET /v1/board.svg?position=…`: the board as an SVG image, cached as the other GET answers are. */
export const boardSvg = new OpenAPIHono<AppEnv>().openapi(route, (c) => {
  const { size, coordinates, lastMove, legalMoves, hints, line, theme, ...position } = c.req.valid('query');
  const where = positionOfQuery(position);
  const game = loadGame(where, queryFields);
  if (line !== undefined) {
    // Played on a copy first, so that a bad line is answered as POST /v1/play answers bad moves.
    try {
      loadGame(where, queryFields).play(line);
    } catch (error) {
      throw reversiProblem(error, queryFields('line'), { text: line, moves: true });
    }
  }
  const options: BoardSvgOptions = {
    size,
    coordinates: flag(coordinates),
    lastMove: lastMove === undefined ? undefined : /^(true|false)$/.test(lastMove) ? lastMove === 'true' : lastMove,
    legalMoves: flag(legalMoves),
    hints: hints === undefined ? undefined : hintsOf(hints),
    line,
    theme,
  };
  let svg: string;
  try {
    svg = game.toSVG(options);
  } catch (error) {
    throw optionProblem(error);
  }
  return c.body(svg, 200, { 'Content-Type': 'image/svg+xml' });
});
