import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { limitsOf } from '../limits.ts';

/**
 * Reads this server's search limits from its vars for the routes (`c.var.limits`).
 *
 * @example
 * ```ts
 * app.use(limits());
 * app.get('/limits', (c) => c.json(c.var.limits));
 * ```
 */
export const limits = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  c.set('limits', limitsOf(c.env));
  await next();
};
