// How long one move may think when a clock runs: the time left split over the moves still to play,
// capped by the per-move budget (the level bounds the depth either way). The command line's engine
// protocols and the web page's clock both spend time this way.

import { MAX_TIME_MS } from './search.ts';

/** What a clock says of the side to move. */
export interface TimeLeft {
  /** Milliseconds left on the clock (in the current byo-yomi period, once in byo-yomi). */
  ms: number;
  /** Moves those milliseconds must cover, when the clock says (byo-yomi stones); else estimated. */
  moves?: number;
  /** Milliseconds each move may count on beyond its share: an increment, or byo-yomi to come. */
  perMoveMs?: number;
}

/** Time kept back from every share: the answer's way through the pipe and the controller's clock. */
const OVERHEAD_MS = 30;
/** The part of the time left that is shared out; the rest absorbs a search that overruns its budget. */
const SHARE = 0.9;

/**
 * The milliseconds one move may search: the time left over the moves still to play (the side to
 * move plays about half the empty squares), plus what each move may count on beyond it, at most
 * `capMs` and at most a day (MAX_TIME_MS); `undefined` when neither a clock nor a cap limits it.
 * Always at least 1: a search gives its one-ply answer however little time is left.
 *
 * @example
 * ```ts
 * moveTimeMs({ ms: 60_000 }, 40, undefined); // 2670: a minute over black's 20 moves, less a margin
 * moveTimeMs({ ms: 10_000, moves: 5 }, 40, 1000); // 1000: byo-yomi allows 1.77 s, the cap 1 s
 * ```
 */
export function moveTimeMs(left: TimeLeft | undefined, empties: number, capMs: number | undefined): number | undefined {
  if (left === undefined) return capMs;
  const moves = left.moves !== undefined && left.moves > 0 ? left.moves : Math.max(1, Math.ceil(empties / 2));
  const share = (Math.max(0, left.ms) * SHARE) / moves + (left.perMoveMs ?? 0) * SHARE - OVERHEAD_MS;
  // A clock of years (a controller's "no limit") must still let the engine move: a day at most.
  return Math.max(1, Math.floor(Math.min(share, capMs ?? Infinity, MAX_TIME_MS)));
}
