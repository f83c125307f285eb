// Messages say a move's place as people count it, from 1, in words that no reader takes for an
// offset or an array index: "the 2nd move" beside `moves[1]`, where "move 2" read as either.
const SUFFIXES: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const RULES = new Intl.PluralRules('en', { type: 'ordinal' });

/**
 * A count from 1 as an English ordinal.
 *
 * @example
 * ```ts
 * ordinal(2); // '2nd'
 * ordinal(11); // '11th'
 * ```
 */
export function ordinal(count: number): string {
  return `${count}${SUFFIXES[RULES.select(count)] ?? 'th'}`;
}
