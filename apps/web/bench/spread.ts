// The figures a bench prints of repeated measurements: on this shared, noisy machine the median
// says what is typical and the least what the code costs when nothing else runs.

/** The median, least and greatest of some measurements. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

/**
 * The spread of measurements (at least one).
 *
 * @example
 * ```ts
 * spread([3, 1, 2, 10]); // { median: 2.5, min: 1, max: 10 }
 * ```
 */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('spread: no measurements');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}
