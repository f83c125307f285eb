import { VERSION } from '@flank/reversi';
import type { Context, MiddlewareHandler } from 'hono';
import { RETAINED_304_HEADERS, etag } from 'hono/etag';
import type { AppEnv } from '../env.ts';
import { ENGINE_VERSION_HEADER } from './init-reversi.ts';

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
 * The Cache API's store of answers, or null where the runtime has none or refuses it (a plain
 * workerd has no cache configured): the answers are then searched every time.
 */
async function answers(): Promise<Cache | null> {
  try {
    const { caches } = globalThis as { caches?: CacheStorage };
    return caches ? await caches.open('flank-answers') : null;
  } catch {
    return null;
  }
}

/** Answers from the cache, or keeps the answer there (awaited: a client asking again at once finds it). */
const cacheAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = keyOf(c);
  const store = await answers();
  const kept = await store?.match(key).catch(() => undefined);
  if (kept) return new Response(kept.body, kept);
  await next();
  if (c.res.status !== 200) return;
  c.header('Cache-Control', `public, max-age=${ANSWER_MAX_AGE}`);
  await store?.put(key, c.res.clone()).catch(() => undefined);
};

/**
 * For the GET forms of the searches: answers are kept in the Cache API and sent with
 * `Cache-Control` and an `ETag` (a digest of the body, so the same answer has the same tag however
 * the position was spelled), and `If-None-Match` gets a 304. Without a working Cache API, the
 * answers are the same, searched afresh.
 *
 * @example
 * ```ts
 * const route = createRoute({ method: 'get', path: '/best-move', middleware: answerCache(), ... });
 * ```
 */
export const answerCache = (): MiddlewareHandler<AppEnv>[] => [
  etag({ retainedHeaders: [...RETAINED_304_HEADERS, 'access-control-allow-origin', 'access-control-expose-headers', ENGINE_VERSION_HEADER] }),
  cacheAnswers,
];
