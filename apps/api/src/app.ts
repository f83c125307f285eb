import { OpenAPIHono } from '@hono/zod-openapi';
import { cors } from 'hono/cors';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { openApiDocument } from './docs/openapi.ts';
import { docsPage } from './docs/docs-page.ts';
import type { AppEnv } from './env.ts';
import { ENGINE_VERSION_HEADER, initReversi } from './middleware/init-reversi.ts';
import { limits } from './middleware/limits.ts';
import { DOCS_POLICY, securityHeaders } from './middleware/security-headers.ts';
import { onError } from './on-error.ts';
import { Problem } from './problem.ts';
import { analyze } from './routes/analyze.ts';
import { bestMove } from './routes/best-move.ts';
import { boardSvg } from './routes/board-svg.ts';
import { games } from './routes/games.ts';
import { health } from './routes/health.ts';
import { moves } from './routes/moves.ts';
import { play } from './routes/play.ts';
import { records } from './routes/records.ts';
import { solve } from './routes/solve.ts';
import { onInvalid } from './validation.ts';

/**
 * The Flank API: @flank/reversi over HTTP. Routes under /v1, `GET /health`, `GET /openapi.json`
 * (generated from the routes' schemas) and `GET /docs`; every error an RFC 9457 problem.
 *
 * @example
 * ```ts
 * const response = await app.request('/v1/moves', { method: 'POST', body: '{"position":"f5"}', headers: { 'Content-Type': 'application/json' } }, env);
 * ```
 */
export const app = new OpenAPIHono<AppEnv>({ defaultHook: onInvalid });

app.use(securityHeaders());
app.use(initReversi());
app.use(
  cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'If-None-Match'],
    exposeHeaders: ['ETag', ENGINE_VERSION_HEADER],
    maxAge: 86_400,
  }),
);
app.use(
  methodNotAllowed({
    app,
    onMethodNotAllowed: (c, methods) => {
      const allow = methods.join(', ');
      return new Problem('method-not-allowed', `${c.req.path} takes ${allow}, not ${c.req.method}`, {}, { Allow: allow }).getResponse();
    },
  }),
);
app.use(limits());

app.route('/v1', moves);
app.route('/v1', play);
app.route('/v1', bestMove);
app.route('/v1', analyze);
app.route('/v1', solve);
app.route('/v1', boardSvg);
app.route('/v1', games);
app.route('/v1', records);
app.route('/', health);

app.doc31('/openapi.json', openApiDocument);
app.get('/docs', (c) => {
  c.header('Content-Security-Policy', DOCS_POLICY);
  return c.html(docsPage(app.getOpenAPI31Document(openApiDocument(c))));
});

// Answered, not thrown: the method-not-allowed middleware turns a 404 into a 405 only when no error was thrown.
app.notFound((c) => new Problem('not-found', `There is no endpoint at ${c.req.path}: GET /docs lists them`).getResponse());
app.onError(onError);
