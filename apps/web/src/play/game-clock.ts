// A chess clock for a timed game: each side's time, the side whose time runs, the increment added
// after each move, and who ran out (that side loses). It reads the time from the `now` it is given,
// so that tests move time by hand.
import type { Color } from '@flank/reversi';

/** A time control: minutes for each side's whole game, and seconds added after each of its moves. */
export interface TimeControl {
  minutes: number;
  increment: number;
}

/** The time controls offered, shortest first: bullet, blitz, and the rule texts' game of about 20 minutes. */
export const TIME_CONTROLS: readonly TimeControl[] = [
  { minutes: 1, increment: 0 },
  { minutes: 5, increment: 0 },
  { minutes: 5, increment: 3 },
  { minutes: 10, increment: 0 },
  { minutes: 10, increment: 5 },
  { minutes: 20, increment: 0 },
  { minutes: 20, increment: 10 },
];

/** The time control of saved data, or null where it is none of TIME_CONTROLS. */
export function timeControlOf(value: unknown): TimeControl | null {
  const { minutes, increment } = (typeof value === 'object' && value !== null ? value : {}) as Partial<TimeControl>;
  return TIME_CONTROLS.find((control) => control.minutes === minutes && control.increment === increment) ?? null;
}

/**
 * Both sides' clocks.
 *
 * @example
 * ```ts
 * const clock = new GameClock({ minutes: 5, increment: 3 }, () => performance.now());
 * clock.start('black');
 * clock.moved('black'); // black's time stops, three seconds are added, white's runs
 * clock.left('white'); // 300000 less what has passed since
 * ```
 */
export class GameClock {
  readonly control: TimeControl;
  #now: () => number;
  #left: Record<Color, number>;
  #running: Color | null = null;
  #since = 0;
  #flagged: Color | null = null;

  constructor(control: TimeControl, now: () => number) {
    this.control = control;
    this.#now = now;
    this.#left = { black: control.minutes * 60_000, white: control.minutes * 60_000 };
  }

  /** Milliseconds `side` has left now (never below 0). */
  left(side: Color): number {
    const spent = this.#running === side ? this.#now() - this.#since : 0;
    return Math.max(0, this.#left[side] - spent);
  }

  /** The side whose time runs, or null while stopped. */
  get running(): Color | null {
    return this.#running;
  }

  /** The side that ran out of time, or null. */
  get flagged(): Color | null {
    return this.#flagged;
  }

  /** Runs `side`'s time (stopping the other's), unless a side has run out. */
  start(side: Color): void {
    if (this.#flagged || this.#running === side) return;
    this.stop();
    this.#running = side;
    this.#since = this.#now();
  }

  /** Stops the running time, keeping what is left. */
  stop(): void {
    if (this.#running === null) return;
    this.#left[this.#running] = this.left(this.#running);
    this.#running = null;
  }

  /** `side` has moved: its time stops, the increment is added, and the other side's runs. False when its time had run out first. */
  moved(side: Color): boolean {
    if (this.check()) return false;
    if (this.#running === side) this.stop();
    this.#left[side] += this.control.increment * 1000;
    this.start(side === 'black' ? 'white' : 'black');
    return true;
  }

  /** Whether the running side has run out; it then loses, and the clock stops. */
  check(): boolean {
    if (this.#flagged) return true;
    const running = this.#running;
    if (running === null || this.left(running) > 0) return false;
    this.#left[running] = 0;
    this.#running = null;
    this.#flagged = running;
    return true;
  }
}

/**
 * A clock's reading: minutes and seconds, and tenths under ten seconds.
 *
 * @example
 * ```ts
 * formatClock(65_000); // '1:05'
 * formatClock(9_400); // '0:09.4'
 * ```
 */
export function formatClock(ms: number): string {
  const tenths = Math.floor(ms / 100);
  const seconds = Math.floor(tenths / 10);
  const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return ms < 10_000 ? `${text}.${tenths % 10}` : text;
}
