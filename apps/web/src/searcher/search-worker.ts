// The engine's Web Worker: searches run here, so the page never freezes while the engine thinks.
// The page sends the compiled module and the weights it has already fetched (one download each),
// and, where it is cross-origin isolated, the threaded module and how many threads to search with
// (the wrapper starts the helper threads from here), with the flag that stops a search (worker-searcher.ts).
import { init, stopSearchesWhen } from '@flank/reversi';
import { type FromWorker, STOP_FLAG, type ToWorker } from './protocol.ts';
import { runJob } from './run-job.ts';

/** A larger table than the page's: deep searches and endgame solves reuse it. */
const TABLE_MEGABYTES = 32;

const scope = self as unknown as { onmessage: ((event: MessageEvent<ToWorker>) => void) | null; postMessage(message: FromWorker): void };
let ready: Promise<void> | undefined;
/** The page's flag that stops a search (protocol.ts, STOP_FLAG), where memory is shared. */
let stop: Int32Array | undefined;
/** A job stopped to answer what it knew still searches its lines: its main search has stopped. */
const searched = () => stop && Atomics.compareExchange(stop, 0, STOP_FLAG.answering, STOP_FLAG.searching);

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
    scope.postMessage({ type: 'result', id: data.id, result: runJob(data.job, searched) });
  } catch (error) {
    scope.postMessage({ type: 'error', id: data.id, message: String((error as Error).message ?? error) });
  }
};
