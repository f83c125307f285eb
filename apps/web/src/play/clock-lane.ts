// The timed game's clock as the page's game uses it: made afresh under the settings' time control,
// run for the side to move while the game goes on, told of each move, and the computer's share of
// its own time. game-clock.ts keeps the time; this says when it runs.
import { type Color, type Reversi, moveTimeMs } from '@flank/reversi';
import { GameClock, type TimeControl } from './game-clock.ts';

/** A timed game's clock as the page shows it. */
export interface ClockReading {
  control: TimeControl;
  black: number;
  white: number;
  running: Color | null;
  /** The side that ran out of time and lost. */
  flagged: Color | null;
}

/**
 * The clock of the game on the page, or none for an untimed game.
 *
 * @example
 * ```ts
 * const clock = new ClockLane(() => performance.now());
 * clock.reset({ minutes: 5, increment: 3 });
 * clock.run(game, false); // the side to move's time runs
 * ```
 */
export class ClockLane {
  #now: () => number;
  #clock: GameClock | null = null;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** A fresh clock under `control`, or none. */
  reset(control: TimeControl | null): void {
    this.#clock = control ? new GameClock(control, this.#now) : null;
  }

  /** Whether the game is on the clock, and the side that ran out of time (null: none). */
  get timed(): boolean {
    return this.#clock !== null;
  }

  get flagged(): Color | null {
    return this.#clock?.flagged ?? null;
  }

  /** The clock as the page shows it, or null when the game is not timed. */
  get reading(): ClockReading | null {
    const clock = this.#clock;
    if (!clock) return null;
    return { control: clock.control, black: clock.left('black'), white: clock.left('white'), running: clock.running, flagged: clock.flagged };
  }

  /** `side` has moved: its time stops, its increment is added, the other side's runs. */
  moved(side: Color): void {
    this.#clock?.moved(side);
  }

  /** Runs the side to move's time while the game goes on (and is not paused), else stops it. */
  run(game: Reversi, paused: boolean): void {
    const clock = this.#clock;
    if (!clock) return;
    if (game.isGameOver() || paused) clock.stop();
    else clock.start(game.turn());
  }

  /** Checks for a side out of time; true only when one has just run out. */
  checkFlag(): boolean {
    const clock = this.#clock;
    if (!clock) return false;
    const already = clock.flagged !== null;
    return clock.check() && !already;
  }

  /** The computer's time for its move in `game`: a share of its clock, or `untimedMs` in an untimed game (and at most that). */
  moveTimeMs(game: Reversi, untimedMs: number): number {
    const clock = this.#clock;
    if (!clock) return untimedMs;
    const { black, white } = game.score();
    return moveTimeMs({ ms: clock.left(game.turn()), perMoveMs: clock.control.increment * 1000 }, 64 - black - white, untimedMs)!;
  }
}
