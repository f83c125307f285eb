import { MAX_LEVEL, VERSION } from '@flank/reversi';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AppEnv } from '../env.ts';
import { problem } from '../schemas/problem.ts';

const Health = z
  .object({
    status: z.literal('ok'),
    engineVersion: z.string().openapi({ description: 'The version of @flank/reversi, also in every response’s Flank-Engine-Version header.', example: VERSION }),
    limits: z
      .object({
        maxLevel: z.int().openapi({ description: `The strongest level a request may ask for (the wrapper’s go to ${MAX_LEVEL}).` }),
        maxNodes: z.int().openapi({ description: 'The largest node budget a request may ask for.' }),
        defaultLevel: z.int().openapi({ description: 'The level of a request that names none.' }),
        defaultNodes: z.int().openapi({ description: 'The node budget of a request that names none.' }),
      })
      .openapi({ description: 'This server’s search limits (the vars of wrangler.jsonc).' }),
  })
  .openapi('Health');

const route = createRoute({
  method: 'get',
  path: '/health',
  operationId: 'getHealth',
  summary: 'Health',
  description: 'Whether the server is up with its engine loaded, the engine’s version and the search limits.',
  // It takes no parameter: one sent is refused, as every GET refuses one it does not take.
  request: { query: z.strictObject({}) },
  responses: {
    200: { description: 'Up.', content: { 'application/json': { schema: Health } } },
    400: problem('A query parameter: /health takes none.'),
  },
});

/** `GET /health`: up, with the engine's version and this server's limits. */
export const health = new OpenAPIHono<AppEnv>().openapi(route, (c) =>
  c.json({ status: 'ok' as const, engineVersion: VERSION, limits: c.var.limits }, 200, { 'Cache-Control': 'no-store' }),
);
