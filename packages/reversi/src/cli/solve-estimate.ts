// A rough guess of how long exact solves take, said before a long one starts: an exact solve
// cannot say how far it is from its end, so the guess comes from measured solves, and says so.

/**
 * Measured (docs/benchmarks.md, `tsx bench/ffo.ts 40 59`): FFO #57 and #58, the suite's positions
 * of 30 empties, took 1.89 and 1.36 G nodes, at 12 to 14 M nodes/s on one core of the
 * development machine.
 */
const NODES_AT_30 = { low: 1.36e9, high: 1.89e9 };
const NODES_PER_SECOND = 13e6;
/** Each empty square more multiplies the work by about 2 to 3 (one fewer divides it alike). */
const GROWTH = { low: 2, high: 3 };

/** A solve whose guess is at least this long, in seconds, with no budget, is announced first. */
export const LONG_SOLVE_SECONDS = 60;

/** Where the guess comes from, as the note says it. */
export const ESTIMATE_BASIS =
  'a rough guess from measured solves (FFO #57 and #58, 30 empties: 1.4 to 1.9 G nodes at 13 M nodes/s on one core; ' +
  'each empty square more multiplies the work by 2 to 3, and a position may take far less or more)';

/**
 * How long `solves` exact solves at `empties` empty squares may take, in seconds, low and high: a
 * rough guess for a typical position on a machine like the one the benchmarks ran on.
 *
 * @example
 * ```ts
 * solveEstimate(34); // { low: 1674, high: 11776 }: about half an hour to three hours
 * ```
 */
export function solveEstimate(empties: number, solves = 1): { low: number; high: number } {
  const away = empties - 30;
  // Below 30 empties the range widens downwards as it widens upwards above.
  const low = NODES_AT_30.low * (away >= 0 ? GROWTH.low ** away : GROWTH.high ** away);
  const high = NODES_AT_30.high * (away >= 0 ? GROWTH.high ** away : GROWTH.low ** away);
  return { low: Math.round((solves * low) / NODES_PER_SECOND), high: Math.round((solves * high) / NODES_PER_SECOND) };
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365.25 * DAY;

/**
 * A guessed duration in round words: `45 s`, `28 min`, `3.3 h`, `12 days`, `40 years`.
 *
 * @example
 * ```ts
 * roughDuration(11776); // '3.3 h'
 * ```
 */
export function roughDuration(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, Math.round(seconds))} s`;
  if (seconds < 90 * MINUTE) return `${Math.round(seconds / MINUTE)} min`;
  if (seconds < 48 * HOUR) return `${Math.round((seconds / HOUR) * 10) / 10} h`;
  if (seconds < 2 * YEAR) return `${Math.round(seconds / DAY)} days`;
  if (seconds < 1000 * YEAR) return `${Math.round(seconds / YEAR)} years`;
  return 'more than a thousand years';
}

/** The guess for `solves` solves at `empties` empties in words: `28 min to 3.3 h`. */
export function estimateText(empties: number, solves = 1): string {
  const { low, high } = solveEstimate(empties, solves);
  const [from, to] = [roughDuration(low), roughDuration(high)];
  if (from === to) return /^\d/.test(from) ? `about ${from}` : from;
  return `${from} to ${to}`;
}
