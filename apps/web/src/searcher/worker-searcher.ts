// The page's searcher, its side of the search worker (search-worker.ts): jobs wait in a queue by
// lane (the engine's own move first, then the graph's quick pass, the analysis of the position
// shown, the line after a hinted move, the graph's deeper pass, the review, and last the endless
// deepening of *Analyse*), one runs at a time, and `cancel` drops the jobs of some lanes or of all,
// `stop` has their running job answer what it knew. A running job of the deepening lane gives way
// to any other: it is stopped, answering what it knew, as soon as another job waits.
// A search runs synchronously in the worker: where the page is cross-origin isolated, a flag in
// shared memory that the core reads with its clock stops it within 4096 nodes, and the worker keeps
// its table and what the search knew. Elsewhere, or when the worker does not answer within
// STOP_GUARD_MS, the worker is ended and the next job starts a fresh one: the page never waits long
// behind a search nobody wants any more.
import { type FromWorker, type ProgressOf, type ResultOf, STOP_FLAG, type SearchJob, type ToWorker } from './protocol.ts';

/** What the searcher needs of a Worker (a real one in the page, a fake in tests). */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** The engine's files, fetched once by the page and handed to every worker it starts. */
export interface EngineFiles {
  wasm: WebAssembly.Module;
  /** The evaluation: the light linear weights at first, the network once `useWeights` hands it over. */
  weights: ArrayBuffer;
  /** The light linear weights (flank-eval.bin): beside the network, they order the exact solver's moves. */
  linearWeights: ArrayBuffer;
  /** The opening book (flank-book.bin, gzipped or not). */
  book: ArrayBuffer;
  /** Where the engine searches on several threads: how many, and flank-threads.wasm. */
  threads?: { count: number; wasm: WebAssembly.Module };
}

/** What a job is for, most urgent first: a job of an earlier lane runs before one of a later lane. */
export const LANES = ['move', 'sketch', 'analysis', 'preview', 'graph', 'review', 'deepen'] as const;
export type Lane = (typeof LANES)[number];

/** The error a job's promise rejects with when `cancel()` dropped it. */
export class CancelledError extends Error {
  constructor() {
    super('The engine job was cancelled');
    this.name = 'CancelledError';
  }
}

/**
 * A stopped search answers within 4096 nodes, and so does each search of its job after it (the
 * flag stays raised until the answer lands): milliseconds. A worker that has not answered by then
 * is stuck, and is ended, as where no flag can be shared.
 */
export const STOP_GUARD_MS = 10_000;

/** Something that runs search jobs: the worker's searcher, or a stand-in in tests. */
export interface Searcher {
  /** Queues a job; resolves with its answer; `onProgress` hears what it tells while it runs (not once it is told to stop). */
  run<J extends SearchJob>(job: J, lane: Lane, onProgress?: (progress: ProgressOf<J>) => void): Promise<ResultOf<J>>;
  /** Drops the jobs of these lanes (of every lane when none is named). */
  cancel(...lanes: Lane[]): void;
  /**
   * Drops the queued jobs of these lanes, and has the running one, if theirs, answer what it knew
   * (where the search cannot be told to stop, it is cancelled).
   */
  stop(...lanes: Lane[]): void;
  /**
   * The running job, if of `lane`, goes on as deepening work (the `deepen` lane): should another
   * job wait, or come, it is stopped and answers what it knew (where it cannot be stopped, it is
   * cancelled).
   */
  lower(lane: Lane): void;
  /** Evaluates with these weights from the next job on (a job already running finishes with the old ones). */
  useWeights(weights: ArrayBuffer): void;
}

interface Pending {
  id: number;
  job: SearchJob;
  lane: Lane;
  progress(progress: unknown): void;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/** A running job told to stop, until the worker answers: `answering` when its answer is still wanted. */
interface Stopping {
  job: Pending;
  answering: boolean;
  guard: ReturnType<typeof setTimeout>;
}

/** The flag that stops the worker's search, where the page may share memory with it (cross-origin isolated); null elsewhere. */
export const searchStopFlag = (): Int32Array | null => (globalThis.crossOriginIsolated ? new Int32Array(new SharedArrayBuffer(4)) : null);

/**
 * Runs search jobs in a Web Worker, one at a time, most urgent first.
 *
 * @example
 * ```ts
 * const searcher = new WorkerSearcher(() => new Worker(url, { type: 'module' }), files, searchStopFlag());
 * const best = await searcher.run({ kind: 'best-move', position, options: { level: 4 } }, 'move');
 * ```
 */
export class WorkerSearcher implements Searcher {
  #spawn: () => WorkerLike;
  #files: EngineFiles;
  #worker: WorkerLike | undefined;
  #queue: Pending[] = [];
  #running: Pending | undefined;
  /** The job told to stop: the worker runs nothing else until it answers. */
  #stopping: Stopping | undefined;
  /** The flag the worker's core reads (STOP_FLAG), or null: a stop then ends the worker. */
  #stop: Int32Array | null;
  #nextId = 1;
  /** The worker was started with other weights than #files': it is stopped before the next job. */
  #stale = false;

  constructor(spawn: () => WorkerLike, files: EngineFiles, stop: Int32Array | null = null) {
    this.#spawn = spawn;
    this.#files = files;
    this.#stop = stop;
  }

  /**
   * Queues a job; resolves with its answer, rejects with the engine's error or a `CancelledError`.
   * `onProgress` hears what the job tells while it runs, until it is told to stop.
   */
  run<J extends SearchJob>(job: J, lane: Lane, onProgress?: (progress: ProgressOf<J>) => void): Promise<ResultOf<J>> {
    return new Promise<ResultOf<J>>((resolve, reject) => {
      const progress = (onProgress ?? (() => undefined)) as (progress: unknown) => void;
      this.#queue.push({ id: this.#nextId++, job, lane, progress, resolve: resolve as (result: unknown) => void, reject });
      this.#giveWay();
      this.#pump();
    });
  }

  /** The running job, if of `lane`, goes on in the deepening lane, which gives way to any other job waiting or to come. */
  lower(lane: Lane): void {
    if (this.#running?.lane !== lane) return;
    this.#running.lane = 'deepen';
    this.#giveWay();
    this.#pump();
  }

  /** A running deepening job is stopped, answering what it knew, while another job waits. */
  #giveWay(): void {
    const running = this.#running;
    if (running?.lane !== 'deepen' || !this.#queue.some((job) => job.lane !== 'deepen')) return;
    this.#running = undefined;
    const dropped = this.#halt(running, true);
    if (dropped) running.reject(new CancelledError());
  }

  /** Drops the jobs of these lanes (every lane when none is named): the running one, if theirs, is stopped and its answer dropped. */
  cancel(...lanes: Lane[]): void {
    this.#drop(lanes, false);
  }

  /** Drops the queued jobs of these lanes (every lane when none is named); the running one, if theirs, answers what it knew where its search can be stopped, and is cancelled elsewhere. */
  stop(...lanes: Lane[]): void {
    this.#drop(lanes, true);
  }

  #drop(lanes: Lane[], answering: boolean): void {
    const dropping = (job: Pending) => lanes.length === 0 || lanes.includes(job.lane);
    const dropped = this.#queue.filter(dropping);
    this.#queue = this.#queue.filter((job) => !dropping(job));
    const stopping = this.#stopping;
    // A job stopping to answer whose answer is no longer wanted.
    if (stopping?.answering && !answering && dropping(stopping.job)) {
      stopping.answering = false;
      dropped.push(stopping.job);
      this.#flag(STOP_FLAG.cancelled);
    }
    const running = this.#running;
    if (running && dropping(running)) {
      this.#running = undefined;
      if (this.#halt(running, answering)) dropped.push(running);
    }
    for (const job of dropped) job.reject(new CancelledError());
    this.#pump();
  }

  /**
   * Stops the running job (taken off `#running`): by the flag, its answer then wanted when
   * `answering`; where there is no flag, by ending the worker. Returns whether its answer is
   * dropped (its promise to reject).
   */
  #halt(running: Pending, answering: boolean): boolean {
    if (!this.#stop) {
      this.#stopWorker();
      return true;
    }
    this.#stopping = { job: running, answering, guard: setTimeout(() => this.#unanswered(), STOP_GUARD_MS) };
    this.#flag(answering ? STOP_FLAG.answering : STOP_FLAG.cancelled);
    return !answering;
  }

  #flag(value: number): void {
    if (this.#stop) Atomics.store(this.#stop, 0, value);
  }

  /** The stopped job did not answer in time: its worker is ended after all. */
  #unanswered(): void {
    const stopping = this.#stopping;
    if (!stopping) return;
    this.#stopWorker();
    if (stopping.answering) stopping.job.reject(new CancelledError());
    this.#pump();
  }

  /**
   * Evaluates with `weights` (a weights file, gzipped or not) from the next job on: the worker,
   * started with the old ones, is replaced once the job it runs has finished.
   */
  useWeights(weights: ArrayBuffer): void {
    this.#files = { ...this.#files, weights };
    this.#stale = this.#worker !== undefined;
    this.#pump();
  }

  /** Whether a job is running (or stopping) or waiting. */
  busy(): boolean {
    return this.#running !== undefined || this.#stopping !== undefined || this.#queue.length > 0;
  }

  #pump(): void {
    if (this.#running || this.#stopping) return;
    if (this.#stale) this.#stopWorker();
    if (this.#queue.length === 0) return;
    const urgency = (job: Pending) => LANES.indexOf(job.lane);
    let next = 0;
    this.#queue.forEach((job, i) => {
      if (urgency(job) < urgency(this.#queue[next]!)) next = i;
    });
    const [job] = this.#queue.splice(next, 1);
    this.#running = job!;
    this.#ensureWorker().postMessage({ type: 'job', id: job!.id, job: job!.job });
  }

  #ensureWorker(): WorkerLike {
    if (this.#worker) return this.#worker;
    const worker = this.#spawn();
    worker.onmessage = ({ data }) => this.#answer(data);
    worker.onerror = (event) => this.#fail(event.message || 'the engine worker stopped');
    // Copies, not transfers: the page keeps the weights to start another worker after a cancel.
    const { wasm, weights, linearWeights, book, threads } = this.#files;
    worker.postMessage({ type: 'init', wasm, weights, linearWeights: weights === linearWeights ? false : linearWeights, book, threads, stop: this.#stop ?? undefined });
    this.#worker = worker;
    return worker;
  }

  #answer(message: FromWorker): void {
    if (message.type === 'failed') {
      this.#fail(message.message);
      return;
    }
    if (message.type === 'progress') {
      if (this.#running?.id === message.id) this.#running.progress(message.progress);
      return;
    }
    const stopping = this.#stopping;
    if (stopping?.job.id === message.id) {
      // Stopped: the worker is free, the flag down for the next job; the answer goes where it is wanted.
      this.#settleStopping();
      if (!stopping.answering) return this.#pump();
    }
    const job = stopping?.job.id === message.id ? stopping.job : this.#running;
    if (!job || job.id !== message.id) return;
    if (job === this.#running) this.#running = undefined;
    if (message.type === 'result') job.resolve(message.result);
    else job.reject(new Error(message.message));
    this.#pump();
  }

  /** The worker broke (it could not load the engine, or crashed): every job fails with the reason. */
  #fail(reason: string): void {
    const stopped = this.#stopping?.answering ? [this.#stopping.job] : [];
    const failed = [...stopped, ...(this.#running ? [this.#running] : []), ...this.#queue.splice(0)];
    this.#running = undefined;
    this.#stopWorker();
    for (const job of failed) job.reject(new Error(reason));
  }

  #stopWorker(): void {
    this.#worker?.terminate();
    this.#worker = undefined;
    this.#stale = false;
    this.#settleStopping();
  }

  /** No job is stopping any more: its guard and the flag go down. */
  #settleStopping(): void {
    if (this.#stopping) clearTimeout(this.#stopping.guard);
    this.#stopping = undefined;
    this.#flag(STOP_FLAG.searching);
  }
}
