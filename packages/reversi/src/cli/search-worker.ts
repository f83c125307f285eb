// The worker thread of a searching command (interrupt.ts starts it): runs the command line, its
// output and status line posted to the main thread, which writes them and hears Ctrl-C.
import { parentPort, workerData } from 'node:worker_threads';
import { main } from './cli.ts';
import type { SearchWorkerData, SearchWorkerMessage } from './interrupt.ts';

const { argv, stop, terminal } = workerData as SearchWorkerData;
const post = (message: SearchWorkerMessage) => parentPort!.postMessage(message);
const code = await main(
  argv,
  (line) => post({ stream: 'out', text: `${line}\n` }),
  (line) => post({ stream: 'err', text: `${line}\n` }),
  { ...terminal, write: (text) => post({ stream: 'err', text }) },
  stop,
);
post({ code });
