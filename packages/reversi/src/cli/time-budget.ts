// GTP's clock: both players' time under Canadian byo-yomi, run down by the engine's own moves (how
// long one move may think is search/move-time.ts).

import type { TimeLeft } from '../search/move-time.ts';

/** GTP's time settings: Canadian byo-yomi (main time, then periods of `periodMs` for `periodMoves` moves). */
export interface ClockSettings {
  mainMs: number;
  periodMs: number;
  /** 0: no byo-yomi, the main time is all (absolute time). */
  periodMoves: number;
}

type Side = 'black' | 'white';

/**
 * Both players' clocks under GTP's Canadian byo-yomi: set by `time_settings`, corrected by
 * `time_left`, and run down by the engine's own moves in between (controllers that never send
 * `time_left` still get a clock that counts). Without settings there is no limit.
 *
 * @example
 * ```ts
 * const clock = new GameClock({ mainMs: 60_000, periodMs: 0, periodMoves: 0 });
 * clock.spend('black', 2_000);
 * clock.timeLeft('black'); // { ms: 58000, moves: 0, perMoveMs: 0 }
 * ```
 */
export class GameClock {
  #settings: ClockSettings | undefined;
  #left = { black: { ms: 0, moves: 0 }, white: { ms: 0, moves: 0 } };
  /** Whether `time_left` spoke of a side since the last reset: a clock even without settings. */
  #reported = { black: false, white: false };

  constructor(settings?: ClockSettings) {
    this.set(settings);
  }

  /** New settings (or none: no limit), both clocks full. */
  set(settings: ClockSettings | undefined): void {
    this.#settings = settings;
    this.reset();
  }

  /** A new game: both clocks back to the main time, and the reports forgotten. */
  reset(): void {
    const ms = this.#settings?.mainMs ?? 0;
    this.#left = { black: { ms, moves: 0 }, white: { ms, moves: 0 } };
    this.#reported = { black: false, white: false };
  }

  /** What the controller says is left: `moves` 0 while the main time runs, else the stones of the period. */
  report(side: Side, ms: number, moves: number): void {
    this.#left[side] = { ms, moves };
    this.#reported[side] = true;
  }

  /** A move of `side` took `ms`: its clock runs down, into byo-yomi when the main time is gone. */
  spend(side: Side, ms: number): void {
    const settings = this.#settings;
    const left = this.#left[side];
    left.ms -= ms;
    if (left.moves === 0) {
      if (left.ms > 0 || !settings?.periodMoves) return;
      // The main time ran out during this move: the rest of it came out of the first period.
      left.ms += settings.periodMs;
      left.moves = settings.periodMoves;
    }
    left.moves -= 1;
    // A period's stones all played: the next period starts full (the controller's next report, without settings).
    if (left.moves === 0 && settings) this.#left[side] = { ms: settings.periodMs, moves: settings.periodMoves };
  }

  /** The clock of `side` for `moveTimeMs`, or `undefined` without a limit. */
  timeLeft(side: Side): TimeLeft | undefined {
    const settings = this.#settings;
    if (!settings && !this.#reported[side]) return undefined;
    const { ms, moves } = this.#left[side];
    const perMoveMs = moves === 0 && settings && settings.periodMoves > 0 ? settings.periodMs / settings.periodMoves : 0;
    return { ms, moves, perMoveMs };
  }
}
