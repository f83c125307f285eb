import { VERSION } from '@flank/reversi';
import type { Context } from 'hono';

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
      'Positions are board strings with the side to move, or transcripts; errors are RFC 9457 problems; see /docs.',
    license: { name: 'MIT', identifier: 'MIT' },
  },
  servers: [{ url: new URL(c.req.url).origin }],
  // The API is open: no operation needs credentials.
  security: [],
});
