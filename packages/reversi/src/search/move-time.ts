// How long one move may think when a clock runs: the time left split over the moves still to play,
// capped by the per-move budget (the level bounds the depth either way). The command line's engine
// protocols and the web page's clock both spend time this way.

import { described, isObjectLiteral } from '../arguments.ts';
import { ReversiError } from '../errors.ts';
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
  checkArguments(left, empties, capMs);
  if (left === undefined) return capMs;
  const moves = left.moves !== undefined && left.moves > 0 ? left.moves : Math.max(1, Math.ceil(empties / 2));
  const share = (Math.max(0, left.ms) * SHARE) / moves + (left.perMoveMs ?? 0) * SHARE - OVERHEAD_MS;
  // A clock of years (a controller's "no limit") must still let the engine move: a day at most.
  return Math.max(1, Math.floor(Math.min(share, capMs ?? Infinity, MAX_TIME_MS)));
}

/** moveTimeMs's arguments checked: a ReversiError names the first that is wrong. */
function checkArguments(given: unknown, empties: unknown, capMs: unknown): void {
  const wrong = (what: string, value: unknown) => new ReversiError('INVALID_ARGUMENT', `moveTimeMs() takes ${what}, got ${described(value)}`);
  const milliseconds = (value: unknown) => typeof value === 'number' && !Number.isNaN(value);
  const atLeastZero = (value: unknown) => milliseconds(value) && (value as number) >= 0;
  if (given !== undefined) {
    if (!isObjectLiteral(given)) throw wrong('the clock as an object like { ms: 60000 } (or undefined for none)', given);
    const left = given as Record<string, unknown>;
    const unknown = Object.keys(left).filter((key) => !['ms', 'moves', 'perMoveMs'].includes(key));
    if (unknown.length > 0) throw new ReversiError('INVALID_ARGUMENT', `moveTimeMs()'s clock has no ${unknown.map((key) => JSON.stringify(key)).join(', ')}: it takes ms, moves and perMoveMs`);
    if (!milliseconds(left.ms)) throw wrong('the clock\'s ms as a number of milliseconds', left.ms);
    if (left.moves !== undefined && !(Number.isInteger(left.moves) && (left.moves as number) >= 0)) throw wrong("the clock's moves as a whole number, 0 or more", left.moves);
    if (left.perMoveMs !== undefined && !atLeastZero(left.perMoveMs)) throw wrong("the clock's perMoveMs as milliseconds, 0 or more", left.perMoveMs);
  }
  if (!(Number.isInteger(empties) && (empties as number) >= 0 && (empties as number) <= 64)) throw wrong('the empty squares as a whole number from 0 to 64', empties);
  if (capMs !== undefined && !atLeastZero(capMs)) throw wrong('the cap as milliseconds, 0 or more (or undefined for none)', capMs);
}
