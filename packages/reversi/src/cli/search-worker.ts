// The worker thread of a searching command or an engine protocol (interrupt.ts starts it): runs
// the command line, its output and status line posted to the main thread, which writes them, hears
// Ctrl-C, and, for a protocol, reads standard input and posts its lines here.
import { parentPort, workerData } from 'node:worker_threads';
import { main } from './cli.ts';
import { type InputMessage, PROTOCOLS, type SearchWorkerData, type SearchWorkerMessage } from './interrupt.ts';
import type { LineSource } from './line-protocol.ts';
import { WaitingInput } from './waiting-input.ts';

const { argv, stop, terminal, input } = workerData as SearchWorkerData;
const post = (message: SearchWorkerMessage) => parentPort!.postMessage(message);

/**
 * The lines the main thread posts, kept until the session listens: they may come while the engine
 * loads.
 */
function postedLines(): LineSource {
  let onLine: ((line: string) => void) | undefined;
  let onEnd: (() => void) | undefined;
  const early: InputMessage[] = [];
  const deliver = (message: InputMessage) => ('line' in message ? onLine!(message.line) : onEnd!());
  const listener = (message: InputMessage) => (onLine && onEnd ? deliver(message) : early.push(message));
  const flush = () => {
    if (onLine && onEnd) early.splice(0).forEach(deliver);
  };
  parentPort!.on('message', listener);
  return {
    onLine: (handle) => {
      onLine = handle;
      flush();
    },
    onEnd: (handle) => {
      onEnd = handle;
      flush();
    },
    close: () => parentPort!.off('message', listener),
  };
}

const code = await main(
  argv,
  (line) => post({ stream: 'out', text: `${line}\n` }),
  (line) => post({ stream: 'err', text: `${line}\n` }),
  { ...terminal, write: (text) => post({ stream: 'err', text }) },
  stop,
  input === undefined ? undefined : { lines: postedLines(), waiting: new WaitingInput(input, PROTOCOLS[argv[0]!]!) },
);
post({ code });
