import type { Hook } from '@hono/zod-openapi';
import type { z } from '@hono/zod-openapi';
import { RepeatedParameter, bodyAsWritten, queryAsWritten, quoted, writtenAt } from './as-written.ts';
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

/** Whether an issue only says that the value is of another kind than a union's member takes. */
const otherKind = (issue: Issue) => issue.path.length === 0 && (issue.code === 'invalid_type' || issue.code === 'invalid_value');

const sizeUnit = (origin: string) => (origin === 'string' ? ' characters' : origin === 'array' ? ' items' : '');

/** What is wrong, in words, and where: zod's issues are terse and unions bury theirs. */
function explain(issue: Issue, data: unknown, prefix: Path): { path: Path; text: string }[] {
  const path = [...prefix, ...issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key))];
  const value = writtenAt(data, path);
  if (value instanceof RepeatedParameter) return [{ path, text: `is given ${value.values.length} times (${quoted(value)}): give it once` }];
  switch (issue.code) {
    case 'invalid_type':
      return [{ path, text: value === undefined ? 'is required' : `expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${quoted(value)}` }];
    case 'invalid_value':
      return [{ path, text: `expected ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${quoted(value)}` }];
    case 'too_small':
      return [{ path, text: `must be at least ${issue.minimum}${sizeUnit(issue.origin)}, got ${quoted(value)}` }];
    case 'too_big': {
      // A length for a string or an array; a query number is text too, but too big by its value.
      const long = issue.origin === 'string' || issue.origin === 'array';
      const size = long && (typeof value === 'string' || Array.isArray(value)) ? `${value.length}${sizeUnit(issue.origin)}` : quoted(value);
      return [{ path, text: `must be at most ${issue.maximum}${sizeUnit(issue.origin)}, got ${size}` }];
    }
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ path: [...path, key], text: 'is not one this endpoint takes (see /docs)' }));
    case 'invalid_union': {
      // The member for this kind of value is the one whose issues are about more than its kind.
      const fitting = issue.errors.filter((issues) => !issues.every(otherKind));
      if (fitting.length === 1) return fitting[0]!.flatMap((inner) => explain(inner, data, path));
      return [{ path, text: `${issue.message}, got ${quoted(value)}` }];
    }
    default:
      return [{ path, text: `${issue.message}, got ${quoted(value)}` }];
  }
}

/** A bound's value, where the issue is one (too big: its maximum, too small: its minimum). */
function bound(issue: Issue): number | undefined {
  if (issue.code === 'too_big') return Number(issue.maximum);
  if (issue.code === 'too_small') return Number(issue.minimum);
  return undefined;
}

/**
 * The issues less each bound that another of the same kind at the same place makes looser:
 * `z.int().max(4096)` refuses 50 digits twice, as above 2^53 - 1 and as above 4096, the real one.
 */
function tightest(issues: readonly Issue[]): Issue[] {
  const place = (issue: Issue) => `${issue.code} ${issue.path.map(String).join('/')}`;
  return issues.filter((issue) => {
    const mine = bound(issue);
    if (mine === undefined) return true;
    const tighter = (other: Issue) => (issue.code === 'too_big' ? bound(other)! < mine : bound(other)! > mine);
    return !issues.some((other) => other !== issue && place(other) === place(issue) && tighter(other));
  });
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
 * validationProblem(schema.safeParse(body).error.issues, bodyAsWritten(text), bodyFields);
 * // detail: 'level: expected a whole number, got "8"', errors: [{ detail: 'expected …', pointer: '#/level' }]
 * ```
 */
export function validationProblem(issues: readonly Issue[], data: unknown, fields: Fields): Problem {
  const explained = tightest(issues).flatMap((issue) => explain(issue, data, []));
  const errors = explained.map(({ path, text }) => ({ detail: text, ...fields(...path).location }));
  const [first] = explained;
  const more = explained.length > 1 ? ` (and ${explained.length - 1} more in errors)` : '';
  return new Problem(typeOf(first!.path), `${fields(...first!.path).name}: ${first!.text}${more}`, { errors });
}

/**
 * The routes' validation hook: a request that fails its schema is answered with a 400 problem.
 *
 * @example
 * ```ts
 * const app = new OpenAPIHono({ defaultHook: onInvalid });
 * ```
 */
export const onInvalid: Hook<unknown, any, any, unknown> = async (result, c) => {
  if (result.success) return;
  // The details quote the values as the client wrote them: a query's from the URL, a body's from
  // its text (jsonBody read it, and it is cached), its numbers as their digits. @hono/zod-validator
  // hands the hook the input it validated too (its own Hook type says so; the OpenAPI wrapper's
  // type leaves it out): a bodiless POST's `{}`.
  const { data } = result as { data?: unknown };
  if (result.target === 'query') throw validationProblem(result.error.issues, queryAsWritten(c.req.url), queryFields);
  const written = result.target === 'json' ? bodyAsWritten(await c.req.text()) : undefined;
  throw validationProblem(result.error.issues, written ?? data, bodyFields);
};
