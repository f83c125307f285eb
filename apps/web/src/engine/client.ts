// The page's side of the engine worker: jobs wait in a queue by lane (the engine's own move first,
// then the graph's quick pass, the analysis of the position shown, the line after a hinted move,
// the graph's deeper pass, the review, and last the endless deepening of *Analyse*), one runs at a
// time, and
// `cancel` drops the jobs of some lanes or of all.
// A search cannot be interrupted inside the worker, so cancelling a running job ends the worker and
// the next job starts a fresh one: the page never waits behind a search nobody wants any more.
import type { FromWorker, ResultOf, SearchJob, ToWorker } from './protocol.ts';

/** What the client needs of a Worker (a real one in the page, a fake in tests). */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** The engine's files, fetched once by the page and handed to every worker it starts. */
export interface EngineFiles {
  wasm: WebAssembly.Module;
  weights: ArrayBuffer;
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

/** Something that runs engine jobs: the worker client, or a stand-in in tests. */
export interface Engine {
  run<J extends SearchJob>(job: J, lane: Lane): Promise<ResultOf<J>>;
  /** Drops the jobs of these lanes (of every lane when none is named). */
  cancel(...lanes: Lane[]): void;
  /** Evaluates with these weights from the next job on (a job already running finishes with the old ones). */
  useWeights(weights: ArrayBuffer): void;
}

interface Pending {
  id: number;
  job: SearchJob;
  lane: Lane;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/**
 * Runs engine jobs in a Web Worker, one at a time, most urgent first.
 *
 * @example
 * ```ts
 * const engine = new EngineClient(() => new Worker(url, { type: 'module' }), files);
 * const best = await engine.run({ kind: 'best-move', position, options: { level: 4 } }, 'move');
 * ```
 */
export class EngineClient implements Engine {
  #spawn: () => WorkerLike;
  #files: EngineFiles;
  #worker: WorkerLike | undefined;
  #queue: Pending[] = [];
  #running: Pending | undefined;
  #nextId = 1;
  /** The worker was started with other weights than #files': it is stopped before the next job. */
  #stale = false;

  constructor(spawn: () => WorkerLike, files: EngineFiles) {
    this.#spawn = spawn;
    this.#files = files;
  }

  /** Queues a job; resolves with its answer, rejects with the engine's error or a `CancelledError`. */
  run<J extends SearchJob>(job: J, lane: Lane): Promise<ResultOf<J>> {
    return new Promise<ResultOf<J>>((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, job, lane, resolve: resolve as (result: unknown) => void, reject });
      this.#pump();
    });
  }

  /** Drops the queued jobs of these lanes (every lane when none is named), and stops the running one (its worker with it) if it is theirs. */
  cancel(...lanes: Lane[]): void {
    const dropping = (job: Pending) => lanes.length === 0 || lanes.includes(job.lane);
    const dropped = this.#queue.filter(dropping);
    this.#queue = this.#queue.filter((job) => !dropping(job));
    if (this.#running && dropping(this.#running)) {
      dropped.push(this.#running);
      this.#running = undefined;
      this.#stopWorker();
    }
    for (const job of dropped) job.reject(new CancelledError());
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

  /** Whether a job is running or waiting. */
  busy(): boolean {
    return this.#running !== undefined || this.#queue.length > 0;
  }

  #pump(): void {
    if (this.#running) return;
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
    worker.postMessage({ type: 'init', wasm: this.#files.wasm, weights: this.#files.weights, book: this.#files.book, threads: this.#files.threads });
    this.#worker = worker;
    return worker;
  }

  #answer(message: FromWorker): void {
    if (message.type === 'failed') {
      this.#fail(message.message);
      return;
    }
    const job = this.#running;
    if (!job || job.id !== message.id) return;
    this.#running = undefined;
    if (message.type === 'result') job.resolve(message.result);
    else job.reject(new Error(message.message));
    this.#pump();
  }

  /** The worker broke (it could not load the engine, or crashed): every job fails with the reason. */
  #fail(reason: string): void {
    const failed = [...(this.#running ? [this.#running] : []), ...this.#queue.splice(0)];
    this.#running = undefined;
    this.#stopWorker();
    for (const job of failed) job.reject(new Error(reason));
  }

  #stopWorker(): void {
    this.#worker?.terminate();
    this.#worker = undefined;
    this.#stale = false;
  }
}
