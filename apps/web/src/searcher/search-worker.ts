// The engine's Web Worker: searches run here, so the page never freezes while the engine thinks.
// The page sends the compiled module and the weights it has already fetched (one download each),
// and, where it is cross-origin isolated, the threaded module and how many threads to search with
// (the wrapper starts the helper threads from here), with the flag that stops a search (worker-searcher.ts).
// A job's progress (a `lines` job's rankings) is posted as it comes, its answer at its end.
import { init, stopSearchesWhen } from '@flank/reversi';
import { type FromWorker, STOP_FLAG, type ToWorker } from './protocol.ts';
import { runJob } from './run-job.ts';

/** A larger table than the page's: deep searches and endgame solves fill it, and the analysis goes on with what it holds (reuseTable). */
const TABLE_MEGABYTES = 32;

const scope = self as unknown as { onmessage: ((event: MessageEvent<ToWorker>) => void) | null; postMessage(message: FromWorker): void };
let ready: Promise<void> | undefined;
/** The page's flag that stops a search (protocol.ts, STOP_FLAG), where memory is shared. */
let stop: Int32Array | undefined;
/** Whether the page has raised the flag: the job's search stopped short of its bound. */
const stopped = () => stop !== undefined && Atomics.load(stop, 0) !== STOP_FLAG.searching;

scope.onmessage = async ({ data }) => {
  if (data.type === 'init') {
    ready = init({ wasm: data.wasm, weights: data.weights, linearWeights: data.linearWeights, book: data.book, tableMegabytes: TABLE_MEGABYTES, threads: data.threads?.count, threadsWasm: data.threads?.wasm });
    ready.catch((error: unknown) => scope.postMessage({ type: 'failed', message: String((error as Error).message ?? error) }));
    stop = data.stop;
    stopSearchesWhen(stop);
    return;
  }
  try {
    await ready;
    const { id } = data;
    scope.postMessage({ type: 'result', id, result: runJob(data.job, (progress) => scope.postMessage({ type: 'progress', id, progress }), stopped) });
  } catch (error) {
    scope.postMessage({ type: 'error', id: data.id, message: String((error as Error).message ?? error) });
  }
};
