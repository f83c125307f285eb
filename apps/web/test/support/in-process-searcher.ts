// A Searcher for tests: jobs wait until the test settles them, then run in-process through the
// same runJob as the Web Worker, most urgent first, telling their progress as they run. A running
// job of the deepening lane gives way as the worker's does: a stop flag that the wrapper reads
// (`stopSearchesWhen`) stops its search, and it answers what it knew.
import { stopSearchesWhen } from '@flank/reversi';
import { CancelledError, type Searcher, LANES, type Lane } from '../../src/searcher/worker-searcher.ts';
import { type ProgressOf, type ResultOf, STOP_FLAG, type SearchJob } from '../../src/searcher/protocol.ts';
import { runJob } from '../../src/searcher/run-job.ts';

interface Pending {
  job: SearchJob;
  lane: Lane;
  progress(progress: unknown): void;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/** Runs jobs when told to; `failure` makes every job fail with that message instead. */
export class InProcessSearcher implements Searcher {
  #pending: Pending[] = [];
  /** The job running inside `settle`. */
  #running: Pending | undefined;
  /** The flag the wrapper's searches read (STOP_FLAG): the tests' process has one wrapper, so one flag. */
  #stop = new Int32Array(1);
  /** Every job asked for, in order. */
  readonly asked: SearchJob[] = [];
  /** Every job that gave way to another, in order. */
  readonly gaveWay: SearchJob[] = [];
  failure: string | null = null;

  constructor() {
    stopSearchesWhen(this.#stop);
  }

  run<J extends SearchJob>(job: J, lane: Lane, onProgress?: (progress: ProgressOf<J>) => void): Promise<ResultOf<J>> {
    this.asked.push(job);
    return new Promise((resolve, reject) => {
      this.#pending.push({ job, lane, progress: (onProgress ?? (() => undefined)) as (progress: unknown) => void, resolve: resolve as (result: unknown) => void, reject });
      this.#giveWay();
    });
  }

  lower(lane: Lane): void {
    if (this.#running?.lane !== lane) return;
    this.#running.lane = 'deepen';
    this.#giveWay();
  }

  /** A running deepening job stops, answering what it knew, while another job waits. */
  #giveWay(): void {
    if (this.#running?.lane !== 'deepen' || !this.#pending.some((pending) => pending.lane !== 'deepen') || this.#stop[0] !== STOP_FLAG.searching) return;
    this.gaveWay.push(this.#running.job);
    this.#stop[0] = STOP_FLAG.answering;
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
      this.#running = next;
      try {
        if (this.failure) throw new Error(this.failure);
        next.resolve(runJob(next.job, next.progress, () => this.#stop[0] !== STOP_FLAG.searching));
      } catch (error) {
        next.reject(error as Error);
      } finally {
        this.#running = undefined;
        this.#stop[0] = STOP_FLAG.searching;
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
}
