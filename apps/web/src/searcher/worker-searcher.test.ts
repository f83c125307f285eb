import { afterEach, describe, expect, it, vi } from 'vitest';
import { CancelledError, WorkerSearcher, type EngineFiles, STOP_GUARD_MS, type WorkerLike } from './worker-searcher.ts';
import { type FromWorker, STOP_FLAG, type SearchJob, type ToWorker } from './protocol.ts';

/** A worker that records what it is sent and answers when the test says. */
class FakeWorker implements WorkerLike {
  received: ToWorker[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: ToWorker): void {
    this.received.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(message: FromWorker): void {
    this.onmessage!({ data: message } as MessageEvent<FromWorker>);
  }
  /** The job sent last. */
  get job() {
    const last = this.received.at(-1)!;
    if (last.type !== 'job') throw new Error('no job sent');
    return last;
  }
}

const light = new ArrayBuffer(8);
const files = { wasm: {} as WebAssembly.Module, weights: light, linearWeights: light, book: new ArrayBuffer(4) } satisfies EngineFiles;
const position = { rules: { name: 'othello' as const }, start: null, moves: [] };
const job = (level: number): SearchJob => ({ kind: 'best-move', position, options: { level } });

/** A searcher over fake workers; `stop`: the flag a cross-origin isolated page shares with its worker. */
function workerSearcher(stop: Int32Array | null = null) {
  const workers: FakeWorker[] = [];
  const searcher = new WorkerSearcher(
    () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
    files,
    stop,
  );
  return { searcher, workers };
}

const sharedFlag = () => new Int32Array(new SharedArrayBuffer(4));

afterEach(() => {
  vi.useRealTimers();
});

describe('WorkerSearcher', () => {
  it('starts a worker with the engine’s files, then runs one job at a time, most urgent first', async () => {
    const { searcher, workers } = workerSearcher();
    const graph = searcher.run(job(1), 'graph');
    const hint = searcher.run(job(2), 'analysis');
    const move = searcher.run(job(3), 'move');
    const [worker] = workers;
    expect(workers).toHaveLength(1);
    expect(worker!.received[0]).toEqual({ type: 'init', wasm: files.wasm, weights: files.weights, linearWeights: false, book: files.book });
    // The graph job was alone when it came, so it runs first; then the move, then the hint.
    expect(worker!.job.job).toEqual(job(1));
    worker!.answer({ type: 'result', id: worker!.job.id, result: 1 as never });
    expect(worker!.job.job).toEqual(job(3));
    worker!.answer({ type: 'result', id: worker!.job.id, result: 3 as never });
    expect(worker!.job.job).toEqual(job(2));
    worker!.answer({ type: 'error', id: worker!.job.id, message: 'The game is over' });
    expect(await graph).toBe(1);
    expect(await move).toBe(3);
    await expect(hint).rejects.toThrow('The game is over');
    expect(searcher.busy()).toBe(false);
  });

  it('cancels every job, ending the worker of the running one; the next job starts a new worker', async () => {
    const { searcher, workers } = workerSearcher();
    const running = searcher.run(job(1), 'move');
    const queued = searcher.run(job(2), 'analysis');
    searcher.cancel();
    await expect(running).rejects.toBeInstanceOf(CancelledError);
    await expect(queued).rejects.toBeInstanceOf(CancelledError);
    expect(workers[0]!.terminated).toBe(true);
    const next = searcher.run(job(3), 'move');
    expect(workers).toHaveLength(2);
    expect(workers[1]!.received.map((message) => message.type)).toEqual(['init', 'job']);
    // A late answer of the ended worker is no answer to the new job.
    workers[0]!.answer({ type: 'result', id: 1, result: 'stale' as never });
    workers[1]!.answer({ type: 'result', id: workers[1]!.job.id, result: 3 as never });
    expect(await next).toBe(3);
  });

  it('cancels the jobs of the lanes named, and keeps the worker when the running job is of another lane', async () => {
    const { searcher, workers } = workerSearcher();
    const review = searcher.run(job(1), 'review');
    const preview = searcher.run(job(2), 'preview');
    const analysis = searcher.run(job(3), 'analysis');
    searcher.cancel('preview', 'analysis');
    await expect(preview).rejects.toBeInstanceOf(CancelledError);
    await expect(analysis).rejects.toBeInstanceOf(CancelledError);
    expect(workers[0]!.terminated).toBe(false);
    workers[0]!.answer({ type: 'result', id: workers[0]!.job.id, result: 1 as never });
    expect(await review).toBe(1);
    const graph = searcher.run(job(4), 'graph');
    searcher.cancel('graph');
    await expect(graph).rejects.toBeInstanceOf(CancelledError);
    expect(workers[0]!.terminated).toBe(true);
  });

  it('keeps its worker when nothing runs at a cancel', () => {
    const { searcher, workers } = workerSearcher();
    searcher.run(job(1), 'move');
    workers[0]!.answer({ type: 'result', id: workers[0]!.job.id, result: 1 as never });
    searcher.cancel();
    expect(workers[0]!.terminated).toBe(false);
  });

  it('fails every job with the reason when the engine cannot load', async () => {
    const { searcher, workers } = workerSearcher();
    const first = searcher.run(job(1), 'move');
    const second = searcher.run(job(2), 'analysis');
    workers[0]!.answer({ type: 'failed', message: 'The evaluation weights are unusable: wrong length' });
    await expect(first).rejects.toThrow('wrong length');
    await expect(second).rejects.toThrow('wrong length');
    expect(workers[0]!.terminated).toBe(true);
  });

  it('changes weights for the next job: the running one finishes on its worker, then a new worker starts with the new weights', async () => {
    const { searcher, workers } = workerSearcher();
    const network = new ArrayBuffer(16);
    const running = searcher.run(job(1), 'move');
    searcher.useWeights(network);
    const next = searcher.run(job(2), 'move');
    expect(workers).toHaveLength(1);
    expect(workers[0]!.terminated).toBe(false);
    workers[0]!.answer({ type: 'result', id: workers[0]!.job.id, result: 1 as never });
    expect(await running).toBe(1);
    expect(workers[0]!.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    // Beside the network, the light weights still go over: they order the exact solver's moves.
    expect(workers[1]!.received[0]).toEqual({ type: 'init', wasm: files.wasm, weights: network, linearWeights: light, book: files.book });
    workers[1]!.answer({ type: 'result', id: workers[1]!.job.id, result: 2 as never });
    expect(await next).toBe(2);
    // An idle worker is stopped at once; the next job starts one with the weights of the moment.
    searcher.useWeights(files.weights);
    expect(workers[1]!.terminated).toBe(true);
    searcher.run(job(3), 'move');
    expect(workers[2]!.received[0]).toEqual({ type: 'init', wasm: files.wasm, weights: files.weights, linearWeights: false, book: files.book });
  });

  it('tells a running job’s progress to its listener, and no one’s after it is told to stop', async () => {
    const stop = sharedFlag();
    const { searcher, workers } = workerSearcher(stop);
    const heard: unknown[] = [];
    const lines = { kind: 'lines', position, options: { level: 4 } } as const;
    const running = searcher.run(lines, 'analysis', (progress) => heard.push(progress));
    const id = workers[0]!.job.id;
    const ranked = (depth: number) => ({ moves: [], depth, nodes: depth, ms: depth });
    workers[0]!.answer({ type: 'progress', id, progress: ranked(1) });
    workers[0]!.answer({ type: 'progress', id, progress: ranked(2) });
    workers[0]!.answer({ type: 'progress', id: id + 1, progress: ranked(9) }); // no such job
    expect(heard).toEqual([ranked(1), ranked(2)]);
    searcher.stop('analysis');
    workers[0]!.answer({ type: 'progress', id, progress: ranked(3) });
    expect(heard).toHaveLength(2);
    workers[0]!.answer({ type: 'result', id, result: { ...ranked(3), stopped: true } });
    expect(await running).toEqual({ ...ranked(3), stopped: true });
  });

  describe('with a stop flag in shared memory (a cross-origin isolated page)', () => {
    it('lowers a running job to deepening work, which gives way to any other job: stopped, it answers what it knew', async () => {
      const stop = sharedFlag();
      const { searcher, workers } = workerSearcher(stop);
      const analysis = searcher.run(job(1), 'analysis');
      const graph = searcher.run(job(2), 'graph');
      searcher.lower('graph'); // not the running job's lane: nothing
      expect(Atomics.load(stop, 0)).toBe(STOP_FLAG.searching);
      searcher.lower('analysis');
      expect(Atomics.load(stop, 0)).toBe(STOP_FLAG.answering);
      workers[0]!.answer({ type: 'result', id: workers[0]!.job.id, result: 'what it knew' as never });
      expect(await analysis).toBe('what it knew');
      expect(workers[0]!.job.job).toEqual(job(2));
      workers[0]!.answer({ type: 'result', id: workers[0]!.job.id, result: 2 as never });
      expect(await graph).toBe(2);
      // A deepening job alone runs on; another job's coming stops it; only deepening behind it does not.
      const deepening = searcher.run(job(3), 'deepen');
      searcher.run(job(4), 'deepen');
      expect(Atomics.load(stop, 0)).toBe(STOP_FLAG.searching);
      const review = searcher.run(job(5), 'review');
      expect(Atomics.load(stop, 0)).toBe(STOP_FLAG.answering);
      workers[0]!.answer({ type: 'result', id: workers[0]!.job.id, result: 3 as never });
      expect(await deepening).toBe(3);
      expect(workers[0]!.job.job).toEqual(job(5));
      workers[0]!.answer({ type: 'result', id: workers[0]!.job.id, result: 5 as never });
      expect(await review).toBe(5);
      expect(workers[0]!.job.job).toEqual(job(4));
      expect(workers).toHaveLength(1);
    });


    it('hands the worker the flag, and cancels the running job by raising it: the worker is kept, and the next job waits for the stopped one to end, the flag down', async () => {
      const stop = sharedFlag();
      const { searcher, workers } = workerSearcher(stop);
      const running = searcher.run(job(1), 'analysis');
      expect(workers[0]!.received[0]).toMatchObject({ type: 'init', stop });
      const stoppedId = workers[0]!.job.id;
      searcher.cancel('analysis');
      await expect(running).rejects.toBeInstanceOf(CancelledError);
      expect(Atomics.load(stop, 0)).toBe(STOP_FLAG.cancelled);
      expect(workers[0]!.terminated).toBe(false);
      const next = searcher.run(job(2), 'move');
      expect(workers[0]!.job.id).toBe(stoppedId); // nothing else posted while the search stops
      expect(searcher.busy()).toBe(true);
      workers[0]!.answer({ type: 'result', id: stoppedId, result: 'stopped' as never });
      expect(Atomics.load(stop, 0)).toBe(STOP_FLAG.searching);
      expect(workers[0]!.job.job).toEqual(job(2));
      workers[0]!.answer({ type: 'result', id: workers[0]!.job.id, result: 2 as never });
      expect(await next).toBe(2);
      expect(workers).toHaveLength(1);
    });

    it('stops the running job of a lane, which answers what it knew; the lane’s queued jobs go', async () => {
      const stop = sharedFlag();
      const { searcher, workers } = workerSearcher(stop);
      const running = searcher.run(job(1), 'deepen');
      const queued = searcher.run(job(2), 'deepen');
      const other = searcher.run(job(3), 'review');
      searcher.stop('deepen');
      await expect(queued).rejects.toBeInstanceOf(CancelledError);
      expect(Atomics.load(stop, 0)).toBe(STOP_FLAG.answering);
      workers[0]!.answer({ type: 'result', id: workers[0]!.job.id, result: 'what it knew' as never });
      expect(await running).toBe('what it knew');
      expect(Atomics.load(stop, 0)).toBe(STOP_FLAG.searching);
      expect(workers[0]!.job.job).toEqual(job(3));
      workers[0]!.answer({ type: 'result', id: workers[0]!.job.id, result: 3 as never });
      expect(await other).toBe(3);
      expect(workers[0]!.terminated).toBe(false);
    });

    it('drops a stopping job’s answer once it is cancelled after all, the flag saying so', async () => {
      const stop = sharedFlag();
      const { searcher, workers } = workerSearcher(stop);
      const running = searcher.run(job(1), 'deepen');
      searcher.stop('deepen');
      searcher.cancel();
      await expect(running).rejects.toBeInstanceOf(CancelledError);
      expect(Atomics.load(stop, 0)).toBe(STOP_FLAG.cancelled);
      workers[0]!.answer({ type: 'result', id: workers[0]!.job.id, result: 'late' as never });
      expect(searcher.busy()).toBe(false);
    });

    it('ends a worker whose stopped search does not answer within STOP_GUARD_MS; the next job starts a new one', async () => {
      vi.useFakeTimers();
      const stop = sharedFlag();
      const { searcher, workers } = workerSearcher(stop);
      const running = searcher.run(job(1), 'deepen');
      searcher.stop();
      const next = searcher.run(job(2), 'move');
      vi.advanceTimersByTime(STOP_GUARD_MS - 1);
      expect(workers[0]!.terminated).toBe(false);
      vi.advanceTimersByTime(1);
      await expect(running).rejects.toBeInstanceOf(CancelledError);
      expect(workers[0]!.terminated).toBe(true);
      expect(Atomics.load(stop, 0)).toBe(STOP_FLAG.searching);
      expect(workers[1]!.job.job).toEqual(job(2));
      workers[1]!.answer({ type: 'result', id: workers[1]!.job.id, result: 2 as never });
      expect(await next).toBe(2);
    });
  });

  it('without a stop flag, a deepening job gives way as it is cancelled: its worker ends, the other job starts a new one', async () => {
    const { searcher, workers } = workerSearcher();
    const deepening = searcher.run(job(1), 'deepen');
    searcher.run(job(2), 'preview');
    await expect(deepening).rejects.toBeInstanceOf(CancelledError);
    expect(workers[0]!.terminated).toBe(true);
    expect(workers[1]!.job.job).toEqual(job(2));
  });

  it('without a stop flag, stops a running job as it cancels one: its worker ends', async () => {
    const { searcher, workers } = workerSearcher();
    const running = searcher.run(job(1), 'deepen');
    searcher.stop('deepen');
    await expect(running).rejects.toBeInstanceOf(CancelledError);
    expect(workers[0]!.terminated).toBe(true);
  });
});
