// The clocks of an online game as the page shows them. The game's object keeps the time (docs/online.md,
// "Clocks"); each `state` message says what each side had left when it was sent. The page counts the
// side to move's time down from there, less half the measured round trip (the time the message took
// to arrive), and never decides that a flag fell: the object's alarm does, and its next state says so.
import type { Color } from '@flank/reversi';
import type { GameView } from '@flank/reversi/online';

/** A state's clocks as they arrived: the time left, the side whose time runs, when and how late it came. */
export interface ClockBase {
  clocks: { black: number; white: number };
  /** The side whose time runs (the side to move of a game being played), else null. */
  running: Color | null;
  /** The page's time when the state arrived, in milliseconds. */
  at: number;
  /** Half the round trip measured then: how long ago the object sent it. */
  lag: number;
}

/** Both sides' time at a moment, and the side whose time runs. */
export interface OnlineClockReading {
  black: number;
  white: number;
  running: Color | null;
}

/**
 * The clock base of a state arrived at `at`, or null for an untimed game.
 *
 * @example
 * ```ts
 * clockBase(game, performance.now(), roundTrip.half()); // { clocks: { black: 180000, white: 178200 }, running: 'white', at, lag: 40 }
 * ```
 */
export function clockBase(game: Pick<GameView, 'clocks' | 'status' | 'turn'>, at: number, lag: number): ClockBase | null {
  if (game.clocks === null) return null;
  return { clocks: { ...game.clocks }, running: game.status === 'playing' ? game.turn : null, at, lag };
}

/**
 * Each side's time at `now`: the running side's counts down from the state's, less the lag, never
 * below 0; the other side's stands.
 *
 * @example
 * ```ts
 * clockAt({ clocks: { black: 60_000, white: 60_000 }, running: 'black', at: 1_000, lag: 50 }, 3_000);
 * // { black: 57_950, white: 60_000, running: 'black' }
 * ```
 */
export function clockAt(base: ClockBase, now: number): OnlineClockReading {
  const { clocks, running } = base;
  const spent = running === null ? 0 : base.lag + Math.max(0, now - base.at);
  return {
    black: running === 'black' ? Math.max(0, clocks.black - spent) : clocks.black,
    white: running === 'white' ? Math.max(0, clocks.white - spent) : clocks.white,
    running,
  };
}
