// Entry point for browsers and bundlers: fetches flank.wasm, flank-eval.bin (the small linear
// evaluation) and flank-book.bin (the opening book) from beside this file, both gzipped as the
// package ships every data file (hosts send a .bin as it is). The stronger network,
// flank-network.bin (several times their size), is one option away.
import { HELPER_SOURCES } from './core/core-interface.ts';
import { type StartHelper, type WasmSource, initOnce, threadCount, unreadable } from './core/engine.ts';
import { type InitOptions, initOptionsOf } from './core/init-options.ts';

export * from './api.ts';
export type { BookSource, WasmSource, WeightsSource } from './core/engine.ts';
export type { InitOptions } from './core/init-options.ts';

/**
 * A URL is fetched; anything else is the file's content already. A fetch that fails (no answer at
 * all: an HTTP error is a Response, which init() reports) is a ReversiError that names the file
 * (`what`, and where) and says why.
 */
function fetched<T>(source: T | URL | string | undefined, url: URL, what: string): T | Promise<Response> {
  if (source === undefined) return fetchOf(url, what);
  if (typeof source === 'string' || source instanceof URL) return fetchOf(source, what);
  return source;
}

const fetchOf = (url: string | URL, what: string): Promise<Response> =>
  fetch(url).catch((error: unknown) => {
    throw unreadable(what, String(url), error);
  });

/** A helper thread in a Web Worker. */
const startHelper: StartHelper = async (module, memory, context, index) => {
  const url = URL.createObjectURL(new Blob([HELPER_SOURCES.web], { type: 'text/javascript' }));
  const worker = new Worker(url);
  URL.revokeObjectURL(url);
  await new Promise<void>((resolve, reject) => {
    worker.onmessage = () => resolve();
    worker.onerror = (event) => reject(new Error(event.message || 'the helper thread failed to start'));
    worker.postMessage({ module, memory, context, index });
  });
  // The helper closes itself once the engine tells it to quit.
  return async () => undefined;
};

/**
 * Loads the engine, its evaluation weights and the opening book. Call it once, before the first `new Reversi()`;
 * later calls return at once. By default it fetches the files beside this module (bundlers such as
 * Vite rewrite those URLs): the engine, the small linear evaluation and the opening book. Options name other URLs
 * (the pattern network, flank-network.bin, plays stronger), bytes, responses, the table size, or
 * threads (in a cross-origin isolated page).
 *
 * @example
 * ```ts
 * import { init, Reversi } from '@flank/reversi';
 * await init(); // or init({ weights: new URL('@flank/reversi/flank-network.bin', import.meta.url) })
 * new Reversi().moves(); // ['d3', 'c4', 'f5', 'e6']
 * ```
 */
export function init(options?: InitOptions | WasmSource | URL | string): Promise<void> {
  let asked: InitOptions;
  let count: number;
  try {
    asked = initOptionsOf(options);
    count = threadCount(asked.threads, globalThis.navigator?.hardwareConcurrency ?? 1);
  } catch (error) {
    return Promise.reject(error);
  }
  const { wasm, weights, linearWeights, book, tableMegabytes, threadsWasm } = asked;
  return initOnce(
    {
      wasm: () => fetched(wasm, new URL('./flank.wasm', import.meta.url), 'the engine'),
      weights: () => fetched(weights, new URL('./flank-eval.bin', import.meta.url), 'the evaluation weights'),
      // Beside other weights (a network), the linear weights still order the exact solver's moves.
      linear: () => (linearWeights === false || (linearWeights === undefined && weights === undefined) ? undefined : fetched(linearWeights, new URL('./flank-eval.bin', import.meta.url), 'the linear weights')),
      book: () => (book === false ? undefined : fetched(book, new URL('./flank-book.bin', import.meta.url), 'the opening book')),
      tableMegabytes,
      threads: globalThis.crossOriginIsolated
        ? { count, wasm: () => fetched(threadsWasm, new URL('./flank-threads.wasm', import.meta.url), 'the threaded engine'), startHelper }
        : { count, threadsUnavailable: 'the page is not cross-origin isolated: see the README on threads' },
    },
    asked,
  );
}
