import type { Color } from './notation/board-string.ts';

/**
 * A move as played: who played it, where (`'pa'` for a pass) and the discs it flipped.
 *
 * @example
 * ```ts
 * const move: Move = { color: 'black', square: 'd3', flips: ['d4'] };
 * ```
 */
export interface Move {
  color: Color;
  /** A square like `'d3'`, or `'pa'` for a pass. */
  square: string;
  /** The flipped discs, in square order (a1 first). */
  flips: string[];
}
