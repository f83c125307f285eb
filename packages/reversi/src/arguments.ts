// How every public method checks its arguments, so that they all answer bad input the same way:
// options are left out (undefined) or a plain object holding only the options the method takes,
// each of the right type (null is no option's value); anything else is a ReversiError naming the
// method, the option and what it got.
import { ReversiError } from './errors.ts';

/**
 * A value as an error message quotes it: JSON where it has one, else its kind.
 *
 * @example
 * ```ts
 * described('yes'); // '"yes"'
 * described([1]); // 'an array'
 * ```
 */
export function described(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'bigint' || typeof value === 'symbol') return `a ${typeof value}`;
  if (typeof value === 'number') return String(value); // NaN and Infinity, which JSON writes as null
  // A Date or a RegExp has a JSON of its own ("1970-..." or {}) that would hide what it is.
  if (typeof value === 'object' && value !== null && !isObjectLiteral(value)) return `a ${(value as object).constructor?.name ?? 'object'}`;
  try {
    return JSON.stringify(value);
  } catch {
    return 'an object that JSON cannot write'; // circular, or holding a bigint
  }
}

/**
 * Whether a value is an object written as `{ ... }` (or made by `Object.create(null)`): what every
 * method takes its options in. A Date, a RegExp, a Map or an array is not, however few keys it has.
 *
 * @example
 * ```ts
 * isObjectLiteral({ level: 8 }); // true
 * isObjectLiteral(new Date()); // false
 * ```
 */
export function isObjectLiteral(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * `value`, when it is a string; else a ReversiError naming the function and what it got.
 *
 * @example
 * ```ts
 * textArgument('d3', 'parseSquare', '"d3"'); // 'd3'
 * textArgument(19, 'parseSquare', '"d3"'); // throws: parseSquare() takes a string like "d3", got 19
 * ```
 */
export function textArgument(value: unknown, name: string, example: string): string {
  if (typeof value !== 'string') throw new ReversiError('INVALID_ARGUMENT', `${name}() takes a string like ${example}, got ${described(value)}`);
  return value;
}

/**
 * A method's options: `{}` when left out, else the object, after checking that it is one and holds
 * only the options named in `allowed`.
 *
 * @example
 * ```ts
 * optionsOf({ verbose: true }, 'moves', ['verbose'], '{ verbose: true }'); // { verbose: true }
 * optionsOf('reversi', 'new Reversi', ['rules'], "{ rules: 'reversi' }"); // throws, naming "reversi"
 * ```
 */
export function optionsOf<T extends object>(options: unknown, method: string, allowed: readonly (keyof T & string)[], example: string): Partial<T> {
  if (options === undefined) return {};
  if (!isObjectLiteral(options)) {
    throw new ReversiError('INVALID_ARGUMENT', `${method}() takes its options as an object like ${example}, got ${described(options)}`);
  }
  const unknown = Object.keys(options).filter((key) => !(allowed as readonly string[]).includes(key));
  if (unknown.length > 0) {
    throw new ReversiError('INVALID_ARGUMENT', `${method}() has no option ${unknown.map((key) => JSON.stringify(key)).join(', ')}: it takes ${allowed.join(', ')}`);
  }
  return options as Partial<T>;
}

/**
 * A true-or-false option: `fallback` when left out.
 *
 * @example
 * ```ts
 * flag(undefined, 'verbose', false); // false
 * flag('yes', 'verbose', false); // throws: verbose must be true or false, got "yes"
 * ```
 */
export function flag(value: unknown, name: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new ReversiError('INVALID_ARGUMENT', `${name} must be true or false, got ${described(value)}`);
  return value;
}
