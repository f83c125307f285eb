import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { Problem } from '../problem.ts';

/** Far above any request (a position is at most a few hundred characters) and far below what could hurt. */
export const MAX_BODY_BYTES = 16 * 1024;

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

const limit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new Problem('body-too-large', `The body is larger than ${MAX_BODY_BYTES} bytes, the most this API accepts`);
  },
});

/**
 * Reads the body of a POST route as JSON before its validator does, so that a wrong media type,
 * an oversized body or malformed JSON gets a problem that says what is wrong (the parser's message,
 * with its position). A POST without a body stands for `{}`.
 *
 * @example
 * ```ts
 * const route = createRoute({ method: 'post', path: '/moves', middleware: jsonBody(), ... });
 * ```
 */
export const jsonBody = (): MiddlewareHandler => (c, next) =>
  limit(c, async () => {
    const type = c.req.header('Content-Type');
    if (type === undefined ? (await c.req.arrayBuffer()).byteLength > 0 : !JSON_TYPE.test(type)) {
      throw new Problem('unsupported-media-type', `The body must be JSON sent with Content-Type: application/json, got ${type ?? 'no Content-Type'}`);
    }
    if (type !== undefined) {
      try {
        await c.req.json();
      } catch (error) {
        throw new Problem('malformed-json', `The body is not valid JSON: ${(error as Error).message}`);
      }
    }
    await next();
  });
