// A Searcher for tests: jobs wait until the test settles them, then run in-process through the
// same runJob as the Web Worker, most urgent first.
import { CancelledError, type Searcher, LANES, type Lane } from '../../src/searcher/worker-searcher.ts';
import type { ResultOf, SearchJob } from '../../src/searcher/protocol.ts';
import { runJob } from '../../src/searcher/run-job.ts';

interface Pending {
  job: SearchJob;
  lane: Lane;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/** Runs jobs when told to; `failure` makes every job fail with that message instead. */
export class InProcessSearcher implements Searcher {
  #pending: Pending[] = [];
  /** Every job asked for, in order. */
  readonly asked: SearchJob[] = [];
  failure: string | null = null;

  run<J extends SearchJob>(job: J, lane: Lane): Promise<ResultOf<J>> {
    this.asked.push(job);
    return new Promise((resolve, reject) => this.#pending.push({ job, lane, resolve: resolve as (result: unknown) => void, reject }));
  }

  /** The weights of every useWeights call, in order (jobs here run on the wrapper's own core). */
  readonly weights: ArrayBuffer[] = [];
  /**
   * Every job run, in order, with the weights a worker would have run it with: the last
   * useWeights call's when it ran (null: the ones the engine started with).
   */
  readonly ran: { job: SearchJob; weights: ArrayBuffer | null }[] = [];

  useWeights(weights: ArrayBuffer): void {
    this.weights.push(weights);
  }

  cancel(...lanes: Lane[]): void {
    const dropping = (pending: Pending) => lanes.length === 0 || lanes.includes(pending.lane);
    const dropped = this.#pending.filter(dropping);
    this.#pending = this.#pending.filter((pending) => !dropping(pending));
    for (const pending of dropped) pending.reject(new CancelledError());
  }

  /** Nothing runs between settles: every job of these lanes is queued, and goes as at a cancel. */
  stop(...lanes: Lane[]): void {
    this.cancel(...lanes);
  }

  /** Jobs waiting. */
  get waiting(): SearchJob[] {
    return this.#pending.map((pending) => pending.job);
  }

  /** Runs waiting jobs, most urgent first, letting the answers land, until none is left (at most `limit`). */
  async settle(limit = 1000): Promise<void> {
    for (let ran = 0; ran < limit && this.#pending.length > 0; ran++) {
      const urgency = (pending: Pending) => LANES.indexOf(pending.lane);
      const next = this.#pending.reduce((best, pending) => (urgency(pending) < urgency(best) ? pending : best));
      this.#pending.splice(this.#pending.indexOf(next), 1);
      this.ran.push({ job: next.job, weights: this.weights.at(-1) ?? null });
      try {
        if (this.failure) throw new Error(this.failure);
        next.resolve(runJob(next.job));
      } catch (error) {
        next.reject(error as Error);
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
}
