// What a client wrote, for a detail to quote as sent: a query reads `+` as a space and keeps one
// value of a name given twice, and JSON.parse rounds 123456789012345678901234567890 to
// 1.2345678901234568e+29 and reads 400 nines as Infinity.

/** A number of a JSON body as the client wrote it. */
export class WrittenNumber {
  constructor(readonly text: string) {}
}

/** A query parameter given more than once: its values as written, in order. */
export class RepeatedParameter {
  constructor(readonly values: readonly string[]) {}
}

/** The longest text a detail quotes whole. */
const QUOTED_LENGTH = 80;

/** Percent-decoded text, or the text itself where its escapes are broken. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A URL's query parameters as the client wrote them: percent-decoded but with `+` kept (a detail
 * quoting the value read would answer `?level=+8` with `got " 8"`), and a name given more than
 * once as a `RepeatedParameter`.
 *
 * @example
 * ```ts
 * queryAsWritten('https://x/v1/best-move?level=+8&position=f5%20d6'); // { level: '+8', position: 'f5 d6' }
 * queryAsWritten('https://x/v1/moves?position=f5&position=d3'); // { position: RepeatedParameter { values: ['f5', 'd3'] } }
 * ```
 */
export function queryAsWritten(url: string): Record<string, string | RepeatedParameter> {
  const values = new Map<string, string[]>();
  const search = new URL(url).search.slice(1);
  for (const pair of search === '' ? [] : search.split('&')) {
    const at = pair.indexOf('=');
    const name = decoded((at === -1 ? pair : pair.slice(0, at)).replaceAll('+', ' '));
    const value = decoded(at === -1 ? '' : pair.slice(at + 1));
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  return Object.fromEntries([...values].map(([name, given]) => [name, given.length === 1 ? given[0]! : new RepeatedParameter(given)]));
}

/** What JSON.parse hands a reviver beside the value (ES2025's source text access). */
type ReviverContext = { source?: string } | undefined;

/**
 * A JSON body's value with each number as the client wrote it (a `WrittenNumber`); undefined for
 * an empty body (which stands for `{}`).
 *
 * @example
 * ```ts
 * bodyAsWritten('{"nodes": 1e400}'); // { nodes: WrittenNumber { text: '1e400' } }
 * ```
 */
export function bodyAsWritten(text: string): unknown {
  if (text.trim() === '') return undefined;
  const reviver = (_key: string, value: unknown, context?: ReviverContext) =>
    typeof value === 'number' ? new WrittenNumber(context?.source ?? String(value)) : value;
  return JSON.parse(text, reviver as (key: string, value: unknown) => unknown);
}

/**
 * The value at a path of a query's or body's values as written; undefined where there is none.
 *
 * @example
 * ```ts
 * writtenAt(bodyAsWritten('{"book": {"seed": 1e99}}'), ['book', 'seed']); // WrittenNumber { text: '1e99' }
 * ```
 */
export function writtenAt(written: unknown, path: readonly (string | number)[]): unknown {
  let value = written;
  for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[key] : undefined;
  return value;
}

/**
 * A value as a detail quotes it: a string in quotes, a number as written, each cut short with an
 * ellipsis past 80 characters (a number with its length, since its digits are its size).
 *
 * @example
 * ```ts
 * quoted('f5d6'); // '"f5d6"'
 * quoted(new WrittenNumber('9'.repeat(400))); // 80 nines, then '… (400 characters)'
 * ```
 */
export function quoted(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value instanceof WrittenNumber) {
    const { text } = value;
    return text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH)}… (${text.length} characters)` : text;
  }
  if (value instanceof RepeatedParameter) return value.values.map(quoted).join(', ');
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > QUOTED_LENGTH ? `${value.slice(0, QUOTED_LENGTH)}…` : value);
  return String(value);
}
