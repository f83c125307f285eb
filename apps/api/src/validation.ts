import type { Hook } from '@hono/zod-openapi';
import type { z } from '@hono/zod-openapi';
import { type Fields, bodyFields, queryFields } from './field.ts';
import { Problem, type ProblemType } from './problem.ts';

type Issue = z.core.$ZodIssue;
type Path = (string | number)[];

const EXPECTED: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
};

/** A value as a detail quotes it. */
function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
  return String(value);
}

function valueAt(data: unknown, path: Path): unknown {
  let value = data;
  for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[key] : undefined;
  return value;
}

/** Whether an issue only says that the value is of another kind than a union's member takes. */
const otherKind = (issue: Issue) => issue.path.length === 0 && (issue.code === 'invalid_type' || issue.code === 'invalid_value');

const sizeUnit = (origin: string) => (origin === 'string' ? ' characters' : origin === 'array' ? ' items' : '');

/** What is wrong, in words, and where: zod's issues are terse and unions bury theirs. */
function explain(issue: Issue, data: unknown, prefix: Path): { path: Path; text: string }[] {
  const path = [...prefix, ...issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key))];
  const value = valueAt(data, path);
  switch (issue.code) {
    case 'invalid_type':
      return [{ path, text: value === undefined ? 'is required' : `expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${describe(value)}` }];
    case 'invalid_value':
      return [{ path, text: `expected ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describe(value)}` }];
    case 'too_small':
      return [{ path, text: `must be at least ${issue.minimum}${sizeUnit(issue.origin)}, got ${describe(value)}` }];
    case 'too_big': {
      // A length for a string or an array; a query number is text too, but too big by its value.
      const long = issue.origin === 'string' || issue.origin === 'array';
      const size = long && (typeof value === 'string' || Array.isArray(value)) ? `${value.length}${sizeUnit(issue.origin)}` : describe(value);
      return [{ path, text: `must be at most ${issue.maximum}${sizeUnit(issue.origin)}, got ${size}` }];
    }
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ path: [...path, key], text: 'is not one this endpoint takes (see /docs)' }));
    case 'invalid_union': {
      // The member for this kind of value is the one whose issues are about more than its kind.
      const fitting = issue.errors.filter((issues) => !issues.every(otherKind));
      if (fitting.length === 1) return fitting[0]!.flatMap((inner) => explain(inner, data, path));
      return [{ path, text: `${issue.message}, got ${describe(value)}` }];
    }
    default:
      return [{ path, text: `${issue.message}, got ${describe(value)}` }];
  }
}

/** The problem type of a wrong field: positions, games and rules have their own. */
function typeOf(path: Path): ProblemType {
  if (path[0] === 'position') return 'invalid-position';
  if (path[0] === 'game') return 'invalid-game';
  if (path[0] === 'rules' || path[0] === 'mustCapture' || path[0] === 'voluntaryPass') return 'invalid-rules';
  return 'invalid-request';
}

/**
 * The problem of a request that fails its route's schema: every wrong field in `errors`, the
 * first in the detail.
 *
 * @example
 * ```ts
 * validationProblem(schema.safeParse(body).error.issues, body, bodyFields);
 * // detail: 'level: expected a whole number, got "8"', errors: [{ detail: 'expected …', pointer: '#/level' }]
 * ```
 */
export function validationProblem(issues: readonly Issue[], data: unknown, fields: Fields): Problem {
  const explained = issues.flatMap((issue) => explain(issue, data, []));
  const errors = explained.map(({ path, text }) => ({ detail: text, ...fields(...path).location }));
  const [first] = explained;
  const more = explained.length > 1 ? ` (and ${explained.length - 1} more in errors)` : '';
  return new Problem(typeOf(first!.path), `${fields(...first!.path).name}: ${first!.text}${more}`, { errors });
}

/** Percent-decoded text, or the text itself where its escapes are broken. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A URL's query parameters as the client wrote them: each name's first value, percent-decoded but
 * with `+` kept. A query string reads `+` as a space, so a detail quoting the value read would
 * answer `?level=+8` with `got " 8"`, which the client never wrote.
 *
 * @example
 * ```ts
 * queryAsWritten('https://x/v1/best-move?level=+8&position=f5%20d6'); // { level: '+8', position: 'f5 d6' }
 * ```
 */
export function queryAsWritten(url: string): Record<string, string> {
  const written: Record<string, string> = {};
  const search = new URL(url).search.slice(1);
  for (const pair of search === '' ? [] : search.split('&')) {
    const at = pair.indexOf('=');
    const name = decoded((at === -1 ? pair : pair.slice(0, at)).replaceAll('+', ' '));
    written[name] ??= decoded(at === -1 ? '' : pair.slice(at + 1));
  }
  return written;
}

/**
 * The routes' validation hook: a request that fails its schema is answered with a 400 problem.
 *
 * @example
 * ```ts
 * const app = new OpenAPIHono({ defaultHook: onInvalid });
 * ```
 */
export const onInvalid: Hook<unknown, any, any, unknown> = (result, c) => {
  if (result.success) return;
  // @hono/zod-validator hands the hook the input it validated (its own Hook type says so; the
  // OpenAPI wrapper's type leaves it out): the details quote the values from it, a query's as
  // the client wrote them.
  const { data } = result as { data?: unknown };
  const query = result.target === 'query';
  throw validationProblem(result.error.issues, query ? queryAsWritten(c.req.url) : data, query ? queryFields : bodyFields);
};
