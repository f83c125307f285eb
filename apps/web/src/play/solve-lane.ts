// The exact solve of the position on the board, offered once its end is in reach of the solver
// (SOLVE_EMPTIES), given up after SOLVE_MS. Its job runs in the engine's analysis lane, which the
// analysis of a new position clears (analysis-lane.ts); an answer for an older position is dropped.
import type { Reversi, Solution } from '@flank/reversi';
import type { JobPosition } from '../searcher/protocol.ts';
import type { Searcher } from '../searcher/worker-searcher.ts';

/** "Solve" is offered from this many empty squares: the exact solver ends within seconds there. */
export const SOLVE_EMPTIES = 20;
/** A solve gives up after this long and says so. */
export const SOLVE_MS = 30_000;

/** The state of a "solve" request. */
export type SolveState = { status: 'running' } | { status: 'done'; solution: Solution } | { status: 'failed'; message: string };

/**
 * The solve of the position shown. `changed` is told of its answer.
 *
 * @example
 * ```ts
 * const solve = new SolveLane(engine, render);
 * solve.follow({ position, game });
 * if (solve.canStart()) solve.start(); // the answer lands in `state`
 * ```
 */
export class SolveLane {
  #searcher: Searcher;
  #changed: () => void;
  /** Bumped by every change of the position: an answer for an older one is dropped. */
  #version = 0;
  #target: { position: JobPosition; game: Reversi } | null = null;
  state: SolveState | null = null;

  constructor(searcher: Searcher, changed: () => void) {
    this.#searcher = searcher;
    this.#changed = changed;
  }

  /** After a change of the position shown: no solve of it yet. */
  follow(target: { position: JobPosition; game: Reversi }): void {
    this.#version++;
    this.#target = target;
    this.state = null;
  }

  /** Empty squares left on the board shown. */
  empties(): number {
    if (!this.#target) return 64;
    const { black, white } = this.#target.game.score();
    return 64 - black - white;
  }

  /** Whether "solve" is offered: the game shown goes on and its end is in reach of the exact solver. */
  canStart(): boolean {
    return this.#target !== null && !this.#target.game.isGameOver() && this.empties() <= SOLVE_EMPTIES && this.state?.status !== 'running';
  }

  /** Solves the position shown exactly, within SOLVE_MS; the answer lands in `state`. */
  start(): void {
    if (!this.canStart()) return;
    const version = this.#version;
    this.state = { status: 'running' };
    const settle = (state: SolveState) => {
      if (version !== this.#version) return;
      this.state = state;
      this.#changed();
    };
    this.#searcher.run({ kind: 'solve', position: this.#target!.position, options: { timeMs: SOLVE_MS } }, 'analysis').then(
      (solution) => settle({ status: 'done', solution }),
      (error: unknown) => settle({ status: 'failed', message: (error as Error).message }),
    );
    this.#changed();
  }
}
