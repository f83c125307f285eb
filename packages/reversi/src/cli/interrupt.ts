// Ctrl-C during a search. A search runs synchronously in the core: on the thread that runs it, no
// SIGINT handler can run until it returns, and without one the process dies printing nothing. So
// the searching commands run in a worker thread (search-worker.ts), and this thread, free, hears
// SIGINT and sets the flag the core reads with its clock (core/engine.ts, stopSearchesWhen): the
// search stops within 4096 nodes and answers what it knew, which is printed before exiting 130.
// The engine protocols (nboard, gtp) run there too, for their input: this thread reads it, posts
// each line to the worker, and counts the lines that stop a search (waiting-input.ts), so that a
// `quit` or the end of the input stops a search the session could not hear until it returned.
import { createInterface } from 'node:readline';
import { Worker } from 'node:worker_threads';
import { STOPPED_EXIT_CODE, main } from './cli.ts';
import { stopsGtpSearch } from './gtp.ts';
import { stopsNBoardSearch } from './nboard.ts';
import { type StopsSearch, WaitingInput } from './waiting-input.ts';

/** The commands whose searches Ctrl-C stops with an answer; the others run on this thread. */
const STOPPABLE = ['best', 'analyze', 'solve'];

/** The engine protocols, by command, and the lines of each that stop the search in hand. */
export const PROTOCOLS: Record<string, StopsSearch> = { nboard: stopsNBoardSearch, gtp: stopsGtpSearch };

/** What search-worker.ts is started with; `input`, for a protocol, is the word of its waiting input. */
export interface SearchWorkerData {
  argv: string[];
  stop: Int32Array;
  terminal: { isTTY: boolean; columns: number | undefined };
  input?: Int32Array;
}

/** What search-worker.ts posts: text for stdout or stderr, in order, then the exit code. */
export type SearchWorkerMessage = { stream: 'out' | 'err'; text: string } | { code: number };

/** What this thread posts to a protocol's worker: a line of standard input, or its end. */
export type InputMessage = { line: string } | { end: true };

/**
 * Runs the command line as the `flank` bin does; returns the exit code. A search command runs in a
 * worker thread: a first Ctrl-C stops its search, which answers what it knew (exit code 130); a
 * second exits at once. `nboard` and `gtp` run in one too, their input read here, so that a
 * `quit` or the input's end stops the search in hand.
 *
 * @example
 * ```ts
 * process.exitCode = await runCommandLine(process.argv.slice(2));
 * ```
 */
export function runCommandLine(argv: string[]): Promise<number> {
  const stops = PROTOCOLS[argv[0] ?? ''];
  if (stops !== undefined) return runProtocol(argv, stops);
  if (!STOPPABLE.includes(argv[0] ?? '')) return main(argv);
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const worker = startWorker({ argv, stop, terminal: terminalOf() });
  const onSigint = () => {
    if (Atomics.load(stop, 0) !== 0) process.exit(STOPPED_EXIT_CODE);
    Atomics.store(stop, 0, 1);
  };
  process.on('SIGINT', onSigint);
  // Once a Ctrl-C was heard the process is ending with 130: a second one that comes after the
  // answer (signals are not queued, and a loaded machine delivers them late) must still find the
  // handler, or it kills the process by the signal before it exits.
  return outcome(worker, () => {
    if (Atomics.load(stop, 0) === 0) process.off('SIGINT', onSigint);
  });
}

/**
 * Runs `nboard` or `gtp` in a worker thread, with standard input read here: each line is posted to
 * it, and the word of `WaitingInput` (the worker's stop flag) counts those that stop a search.
 * Ctrl-C ends the process, as before.
 */
function runProtocol(argv: string[], stops: StopsSearch): Promise<number> {
  const input = new WaitingInput(new Int32Array(new SharedArrayBuffer(4)), stops);
  const worker = startWorker({ argv, stop: new Int32Array(new SharedArrayBuffer(4)), terminal: terminalOf(), input: input.word });
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
  const post = (message: InputMessage) => worker.postMessage(message);
  lines.on('line', (line) => {
    input.read(line);
    post({ line });
  });
  lines.on('close', () => {
    input.end();
    post({ end: true });
  });
  // Once the session has quit, standard input must not keep the process alive.
  return outcome(worker, () => lines.close());
}

const terminalOf = () => ({ isTTY: process.stderr.isTTY === true, columns: process.stderr.columns });

const startWorker = (workerData: SearchWorkerData) => new Worker(new URL('./search-worker.js', import.meta.url), { workerData });

/** The worker's output written here, and its exit code; `done` runs once it has one (or failed). */
function outcome(worker: Worker, done: () => void): Promise<number> {
  return new Promise<number>((resolve, reject) => {
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
