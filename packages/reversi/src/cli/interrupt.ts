// Ctrl-C during a search. A search runs synchronously in the core: on the thread that runs it, no
// SIGINT handler can run until it returns, and without one the process dies printing nothing. So
// the searching commands run in a worker thread (search-worker.ts), and this thread, free, hears
// SIGINT and sets the flag the core reads with its clock (core/engine.ts, stopSearchesWhen): the
// search stops within 4096 nodes and answers what it knew, which is printed before exiting 130.
import { Worker } from 'node:worker_threads';
import { STOPPED_EXIT_CODE, main } from './cli.ts';

/** The commands whose searches Ctrl-C stops with an answer; the others run on this thread. */
const STOPPABLE = ['best', 'analyze', 'solve'];

/** What search-worker.ts is started with. */
export interface SearchWorkerData {
  argv: string[];
  stop: Int32Array;
  terminal: { isTTY: boolean; columns: number | undefined };
}

/** What search-worker.ts posts: text for stdout or stderr, in order, then the exit code. */
export type SearchWorkerMessage = { stream: 'out' | 'err'; text: string } | { code: number };

/**
 * Runs the command line as the `flank` bin does; returns the exit code. A search command runs in a
 * worker thread: a first Ctrl-C stops its search, which answers what it knew (exit code 130); a
 * second exits at once.
 *
 * @example
 * ```ts
 * process.exitCode = await runCommandLine(process.argv.slice(2));
 * ```
 */
export function runCommandLine(argv: string[]): Promise<number> {
  if (!STOPPABLE.includes(argv[0] ?? '')) return main(argv);
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const workerData: SearchWorkerData = { argv, stop, terminal: { isTTY: process.stderr.isTTY === true, columns: process.stderr.columns } };
  const worker = new Worker(new URL('./search-worker.js', import.meta.url), { workerData });
  const onSigint = () => {
    if (Atomics.load(stop, 0) !== 0) process.exit(STOPPED_EXIT_CODE);
    Atomics.store(stop, 0, 1);
  };
  process.on('SIGINT', onSigint);
  return new Promise<number>((resolve, reject) => {
    // Once a Ctrl-C was heard the process is ending with 130: a second one that comes after the
    // answer (signals are not queued, and a loaded machine delivers them late) must still find the
    // handler, or it kills the process by the signal before it exits.
    const done = () => {
      if (Atomics.load(stop, 0) === 0) process.off('SIGINT', onSigint);
    };
    worker.on('message', (message: SearchWorkerMessage) => {
      if ('stream' in message) {
        (message.stream === 'out' ? process.stdout : process.stderr).write(message.text);
        return;
      }
      done();
      resolve(message.code);
      // The engine's helper threads (--threads) may keep the worker alive: its work is done.
      void worker.terminate();
    });
    worker.on('error', (error) => {
      done();
      reject(error);
    });
    worker.on('exit', (code) => {
      done();
      // Once the exit code came, this changes nothing; before, the worker died without one.
      reject(new Error(`The search worker exited with code ${code} before the command ended`));
    });
  });
}
