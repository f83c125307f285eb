import { VERSION } from '@flank/reversi';
import type { Context, MiddlewareHandler } from 'hono';
import { cache } from 'hono/cache';
import { RETAINED_304_HEADERS, etag } from 'hono/etag';
import type { AppEnv } from '../env.ts';
import { ENGINE_VERSION_HEADER } from './engine.ts';

/** A day: an answer never changes for a given engine and limits, and both are part of the cache key. */
export const ANSWER_MAX_AGE = 86_400;

/**
 * The cache key of a GET answer: the path, the query in a fixed order, the engine's version and
 * this server's limits (the default budget shapes answers that name none).
 */
function keyOf(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  url.searchParams.sort();
  url.searchParams.append('~engine', VERSION);
  url.searchParams.append('~limits', JSON.stringify(c.var.limits));
  return url.href;
}

/**
 * For the GET forms of the searches: answers are kept in the Cache API and sent with
 * `Cache-Control` and an `ETag` (a digest of the body, so the same answer has the same tag however
 * the position was spelled), and `If-None-Match` gets a 304.
 *
 * @example
 * ```ts
 * const route = createRoute({ method: 'get', path: '/best-move', middleware: answerCache(), ... });
 * ```
 */
export const answerCache = (): MiddlewareHandler<AppEnv>[] => [
  etag({ retainedHeaders: [...RETAINED_304_HEADERS, 'access-control-allow-origin', 'access-control-expose-headers', ENGINE_VERSION_HEADER] }),
  // `wait`: the answer took a search, the put is cheap beside it, and a client asking again at once finds it.
  cache({ cacheName: 'flank-answers', cacheControl: `public, max-age=${ANSWER_MAX_AGE}`, keyGenerator: keyOf, wait: true }),
];
