import { VERSION } from '@flank/reversi';
import type { Context } from 'hono';

/**
 * How every answer is shaped and counts, said once here rather than on each schema: a client
 * author reads it before any operation.
 */
export const ANSWER_RULE =
  'One shape for every answer: the fields of the wrapper’s answer (GameState, BestMove, Analysis, Solution) stand flat beside the `position` they are about, ' +
  'a board string, and the `rules` it was read under, each option spelled out, so that `position` and `rules` sent back as a request name the same position. ' +
  'A position’s legal moves are `legalMoves` (a request’s `moves` are moves to play; analyze’s `moves` are the moves it scored). ' +
  'Whatever names a place counts from 1, as people do, a move’s as an ordinal (“the 2nd move”), and the problem’s fields agree with its detail: `moveNumber` 2 beside “the 2nd move”, `character` 6 beside “at character 6” of the field’s string. ' +
  'A field’s index is JSON’s, from 0: `moves[1]` (`#/moves/1`) is the 2nd move.';

/**
 * The OpenAPI document's own fields; the paths come from the routes' schemas, each operation named
 * by its `operationId` (what generated clients call their methods). The server is the origin the
 * document was fetched from, so that generated clients call the server they read it on.
 *
 * @example
 * ```ts
 * app.doc31('/openapi.json', openApiDocument);
 * ```
 */
export const openApiDocument = (c: Context) => ({
  openapi: '3.1.0',
  info: {
    title: 'Flank API',
    version: VERSION,
    description:
      'Reversi and Othello over HTTP: legal moves, play, best move, analysis and exact solving, by @flank/reversi (whose version is this document’s). ' +
      'Positions are board strings with the side to move, or transcripts; errors are RFC 9457 problems; see /docs. ' +
      ANSWER_RULE,
    license: { name: 'MIT', identifier: 'MIT' },
  },
  servers: [{ url: new URL(c.req.url).origin }],
  // The API is open: no operation needs credentials.
  security: [],
});
