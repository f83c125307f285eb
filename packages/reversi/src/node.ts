// Entry point for Node (and Deno, Bun): reads flank.wasm, the evaluation (flank-network.bin), the
// linear weights that order the exact solver's moves beside it (flank-eval.bin) and the opening
// book (flank-book.bin) from beside this file, and unpacks them (the package ships them gzipped)
// with zlib, several times faster here than DecompressionStream.
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { gunzip } from 'node:zlib';
import { HELPER_SOURCES } from './core/core-interface.ts';
import { type StartHelper, type WasmSource, initOnce, threadCount, unreadable } from './core/engine.ts';
import { type InitOptions, initOptionsOf } from './core/init-options.ts';

export * from './api.ts';
export type { BookSource, WasmSource, WeightsSource } from './core/engine.ts';
export type { InitOptions } from './core/init-options.ts';

/**
 * A path or URL is read from disk; anything else is the file's content already. A file that cannot
 * be read is a ReversiError that names it (`what`, and where) and says why.
 */
function fromDisk<T>(source: T | URL | string | undefined, file: string, what: string): T | Promise<Uint8Array> {
  if (source === undefined) return readBytes(new URL(`./${file}`, import.meta.url), what);
  if (typeof source === 'string' || source instanceof URL) return readBytes(source, what);
  return source;
}

const readBytes = (path: string | URL, what: string): Promise<Uint8Array> =>
  readFile(path).catch((error: unknown) => {
    throw unreadable(what, path instanceof URL && path.protocol === 'file:' ? fileURLToPath(path) : String(path), error);
  });

/** A helper thread in a worker thread, which never keeps the process alive. */
const startHelper: StartHelper = async (module, memory, context, index) => {
  const worker = new Worker(HELPER_SOURCES.node, { eval: true, workerData: { module, memory, context, index } });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  worker.unref();
  return () => {
    worker.ref();
    return new Promise((resolve) => worker.once('exit', () => resolve()));
  };
};

/**
 * Loads the engine, its evaluation weights and the opening book. Call it once, before the first `new Reversi()`;
 * later calls return at once. Takes options (other files, the table size, threads) or, alone, the engine.
 *
 * @example
 * ```ts
 * import { init, Reversi } from '@flank/reversi';
 * await init(); // or init({ tableMegabytes: 64, threads: 'all' })
 * new Reversi().moves(); // ['d3', 'c4', 'f5', 'e6']
 * ```
 */
export function init(options?: InitOptions | WasmSource | URL | string): Promise<void> {
  let asked: InitOptions;
  let count: number;
  try {
    asked = initOptionsOf(options);
    count = threadCount(asked.threads, availableParallelism());
  } catch (error) {
    return Promise.reject(error);
  }
  const { wasm, weights, linearWeights, book, tableMegabytes, threadsWasm } = asked;
  return initOnce(
    {
      wasm: () => fromDisk(wasm, 'flank.wasm', 'the engine'),
      weights: () => fromDisk(weights, 'flank-network.bin', 'the evaluation weights'),
      linear: () => (linearWeights === false ? undefined : fromDisk(linearWeights, 'flank-eval.bin', 'the linear weights')),
      book: () => (book === false ? undefined : fromDisk(book, 'flank-book.bin', 'the opening book')),
      tableMegabytes,
      gunzip: promisify(gunzip),
      threads: { count, wasm: () => fromDisk(threadsWasm, 'flank-threads.wasm', 'the threaded engine'), startHelper },
    },
    asked,
  );
}
