// The benches' counts from the command line (games, rounds, loads): a typo must stop the run, not
// turn into NaN and a bench that measures nothing.

/**
 * The whole number an option gives, at least `least`; throws naming the option otherwise.
 *
 * @example
 * ```ts
 * countOption('--games', '20'); // 20
 * countOption('--games', 'twenty'); // throws: --games takes a whole number from 0, not "twenty"
 * ```
 */
export function countOption(option: string, value: string | undefined, least = 0): number {
  const count = Number(value);
  if (value === undefined || !/^\d+$/.test(value.trim()) || count < least) throw new Error(`${option} takes a whole number from ${least}, not ${JSON.stringify(value)}`);
  return count;
}
