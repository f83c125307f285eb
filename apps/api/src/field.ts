import { WrittenNumber, bodyAsWritten, queryAsWritten, writtenAt } from './as-written.ts';
import { Problem, type Location, type ProblemExtensions, type ProblemType } from './problem.ts';

/** A field of a request, as a problem names it: `moves[2]` at `#/moves/2`, or the query parameter `level`. */
export interface Field {
  /** The field as the detail names it. */
  name: string;
  location: Location;
  /** The field's value as the client wrote it (a number's digits as sent), where the fields know it (`withWritten`). */
  written?: string;
}

/** The fields of one part of a request: the JSON body, or the query string. */
export type Fields = (...path: (string | number)[]) => Field;

/** Fields of the JSON body, located by JSON Pointer (RFC 6901). */
export const bodyFields: Fields = (...path) => ({
  name: path.length === 0 ? 'the body' : path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join(''),
  location: { pointer: `#${path.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('')}` },
});

/** Query parameters, located by name. */
export const queryFields: Fields = (...path) => {
  const name = path.length === 0 ? 'the query' : path.join('.');
  return { name, location: { parameter: name } };
};

/**
 * The same fields, each with its value as the client wrote it (`Field.written`): a query's as
 * `queryAsWritten` reads it, a body's as `bodyAsWritten` does. `read` runs once, at the first
 * field asked for: a request that answers names none, so it reads nothing twice.
 *
 * @example
 * ```ts
 * withWritten(bodyFields, () => bodyAsWritten('{"nodes": 1e400}'))('nodes').written; // '1e400'
 * ```
 */
export const withWritten = (fields: Fields, read: () => unknown): Fields => {
  let written: { value: unknown } | undefined;
  return (...path) => {
    written ??= { value: read() };
    const value = writtenAt(written.value, path);
    const text = value instanceof WrittenNumber ? value.text : typeof value === 'string' ? value : undefined;
    return text === undefined ? fields(...path) : { ...fields(...path), written: text };
  };
};

/**
 * The body fields of a request, each with its value as written (its text is cached once jsonBody read it).
 *
 * @example
 * ```ts
 * answer(c.req.valid('json'), c.var.limits, await writtenBodyFields(c.req));
 * ```
 */
export const writtenBodyFields = async (request: { text(): Promise<string> }): Promise<Fields> => {
  const text = await request.text();
  return withWritten(bodyFields, () => bodyAsWritten(text));
};

/**
 * The query parameters of a request's URL, each with its value as written.
 *
 * @example
 * ```ts
 * answer(query, c.var.limits, writtenQueryFields(c.req.url));
 * ```
 */
export const writtenQueryFields = (url: string): Fields => withWritten(queryFields, () => queryAsWritten(url));

/**
 * A problem with one field: the detail names it, and `errors` says where it is.
 *
 * @example
 * ```ts
 * throw fieldProblem('limit-exceeded', bodyFields('level'), '15 is above this server’s maximum of 12');
 * // detail: 'level: 15 is above this server’s maximum of 12', errors: [{ detail, pointer: '#/level' }]
 * ```
 */
export function fieldProblem(type: ProblemType, field: Field, detail: string, extensions: ProblemExtensions = {}): Problem {
  return new Problem(type, `${field.name}: ${detail}`, { errors: [{ detail, ...field.location }], ...extensions });
}
