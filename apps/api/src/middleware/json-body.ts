import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { Problem } from '../problem.ts';
import { duplicateKey } from './duplicate-key.ts';

/** Far above any request (a position is at most a few hundred characters) and far below what could hurt. */
export const MAX_BODY_BYTES = 16 * 1024;

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json$/i;

/** A Content-Type's media type and parameters, lower case, quotes taken off the values. */
function parseContentType(header: string): { type: string; params: Map<string, string> } {
  const [type = '', ...params] = header.split(';').map((part) => part.trim());
  const pairs = params.filter(Boolean).map((param) => {
    const [name = '', ...value] = param.split('=');
    return [name.trim().toLowerCase(), value.join('=').trim().replace(/^"(.*)"$/, '$1').toLowerCase()] as const;
  });
  return { type: type.toLowerCase(), params: new Map(pairs) };
}

const limit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new Problem('body-too-large', `The body is larger than ${MAX_BODY_BYTES} bytes, the most this API accepts`);
  },
});

/**
 * Reads the body of a POST route as JSON before its validator does, so that a wrong media type or
 * charset, an oversized body, malformed JSON or a key given twice gets a problem that says what is
 * wrong (the parser's message, with its position). A POST without a body stands for `{}`.
 *
 * @example
 * ```ts
 * const route = createRoute({ method: 'post', path: '/moves', middleware: jsonBody(), ... });
 * ```
 */
export const jsonBody = (): MiddlewareHandler => (c, next) =>
  limit(c, async () => {
    const type = c.req.header('Content-Type');
    const parsed = type === undefined ? null : parseContentType(type);
    if (parsed === null ? (await c.req.arrayBuffer()).byteLength > 0 : !JSON_TYPE.test(parsed.type)) {
      throw new Problem('unsupported-media-type', `The body must be JSON sent with Content-Type: application/json, got ${type ?? 'no Content-Type'}`);
    }
    if (parsed !== null) {
      const charset = parsed.params.get('charset');
      if (charset !== undefined && charset !== 'utf-8') {
        throw new Problem('unsupported-media-type', `The body must be JSON in UTF-8, got charset=${charset}`);
      }
      const text = await c.req.text();
      try {
        JSON.parse(text);
      } catch (error) {
        throw new Problem('malformed-json', `The body is not valid JSON: ${(error as Error).message}`);
      }
      const twice = duplicateKey(text);
      if (twice !== null) throw new Problem('malformed-json', `The body gives the key "${twice}" twice in one object: JSON leaves open which one counts`);
      // The route's validator takes only a plain `type; name=value` header (not `application/json;`):
      // where the header is anything more than the media type, it sees the media type alone.
      if (type !== parsed.type) {
        const headers = new Headers(c.req.raw.headers);
        headers.set('Content-Type', parsed.type);
        c.req.raw = new Request(c.req.raw.url, { method: c.req.raw.method, headers, body: text });
      }
    }
    await next();
  });
