import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { type CoreExports, HELPER_SOURCES, unsignedExports } from './core-interface';
import { WEIGHTS_FILES, loadShippedWeights } from './eval-weights';
import { refuseMisread } from './load-core';

/** The threaded build's memory: at most 1 GiB (the largest table, 512 MiB, and the weights fit). */
export const THREADS_MEMORY_PAGES = 16384;
/** Its pages at first: more than the static data the module declares (a few pages). */
const THREADS_INITIAL_PAGES = 64;

/** The first instance of the threaded build, with its helper threads. */
export interface ThreadedCore {
  core: CoreExports;
  /** Threads in all, the first instance's included. */
  threads: number;
  /** Ends the helper threads. */
  close(): Promise<void>;
}

/**
 * The threaded build (flank-threads.wasm) on `threads` threads in Node: the first instance in this
 * thread, a helper instance in each worker thread, one shared memory; a shipped evaluation loaded
 * once every helper is in place, as threads.ts in the core asks.
 *
 * @example
 * const { core, close } = await loadThreadedCore(2);
 * solveOthello(core, player, opponent); // exact, on both threads
 * await close();
 */
export async function loadThreadedCore(
  threads: number,
  { weights = 'network' as keyof typeof WEIGHTS_FILES | false, file = 'flank-threads.wasm' } = {},
): Promise<ThreadedCore> {
  if (!Number.isInteger(threads) || threads < 1) throw new Error(`threads: a whole number from 1, got ${threads}`);
  const module = new WebAssembly.Module(readFileSync(file.startsWith('/') ? file : new URL(`../build/${file}`, import.meta.url)));
  const memory = new WebAssembly.Memory({ initial: THREADS_INITIAL_PAGES, maximum: THREADS_MEMORY_PAGES, shared: true });
  const raw = new WebAssembly.Instance(module, { env: { memory, now: () => performance.now() } }).exports as unknown as CoreExports;
  refuseMisread(raw, file);
  const workers = await Promise.all(
    Array.from({ length: threads - 1 }, async (_, index) => {
      const worker = new Worker(HELPER_SOURCES.node, { eval: true, workerData: { module, memory, context: raw.helperContext(), index } });
      await new Promise<void>((resolve, reject) => {
        worker.once('message', () => resolve());
        worker.once('error', reject);
      });
      worker.unref();
      return worker;
    }),
  );
  raw.helpers(threads - 1);
  const core = unsignedExports({ ...raw, memory });
  if (weights !== false && loadShippedWeights(core, weights) !== 0) throw new Error(`the ${weights} weights did not load`);
  return {
    core,
    threads,
    async close() {
      raw.helpers(-1);
      await Promise.all(
        workers.map((worker) => {
          worker.ref();
          return new Promise((resolve) => worker.once('exit', resolve));
        }),
      );
    },
  };
}
