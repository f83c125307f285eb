import { described } from '../arguments.ts';
import { ReversiError } from '../errors.ts';

/** How hard a search works: plies of midgame search, and from how many empties it solves exactly. */
export interface Level {
  level: number;
  /** Midgame search depth, in plies. */
  depth: number;
  /** Positions with at most this many empty squares are solved exactly (perfect play to the end). */
  exactEmpties: number;
}

/**
 * The levels, weakest first. Each adds a ply of midgame search and two empties of exact endgame,
 * the proportion that keeps the endgame solve about as costly as the midgame search before it.
 *
 * | level | depth | exact from |
 * | --- | --- | --- |
 * | 1 | 1 | 2 empties |
 * | 2 | 2 | 4 |
 * | 3 | 3 | 6 |
 * | 4 | 4 | 8 |
 * | 5 | 5 | 10 |
 * | 6 | 6 | 12 |
 * | 7 | 7 | 14 |
 * | 8 | 8 | 16 |
 * | 9 | 9 | 18 |
 * | 10 | 10 | 20 |
 * | 11 | 11 | 21 |
 * | 12 | 12 | 22 |
 * | 13 | 13 | 23 |
 * | 14 | 14 | 24 |
 * | 15 | 15 | 25 |
 * | 16 | 16 | 26 |
 * | 17 | 17 | 27 |
 * | 18 | 18 | 28 |
 * | 19 | 19 | 29 |
 * | 20 | 20 | 30 |
 */
export const LEVELS: readonly Level[] = Array.from({ length: 20 }, (_, i) => {
  const level = i + 1;
  return { level, depth: level, exactEmpties: level <= 10 ? 2 * level : 10 + level };
});

export const DEFAULT_LEVEL = 8;
export const MAX_LEVEL = LEVELS.length;

/** The level of a number from 1 to MAX_LEVEL, or an error naming the bad value. */
export function levelOf(level: unknown): Level {
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 1 || level > MAX_LEVEL) {
    throw new ReversiError('INVALID_ARGUMENT', `level must be a whole number from 1 to ${MAX_LEVEL}, got ${described(level)}`);
  }
  return LEVELS[level - 1]!;
}
