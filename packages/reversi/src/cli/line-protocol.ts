// What `flank nboard` and `flank gtp` share: a session that answers one command line at a time,
// fed from standard input (or, in tests, from a list of lines), writing protocol lines only.
import { createInterface } from 'node:readline';
import { stopSearchesWhen } from '../core/engine.ts';
import type { WaitingInput } from './waiting-input.ts';

/** Where a session writes, and how it learns that more input waits while it thinks. */
export interface Channel {
  /** Writes one line of the protocol (to standard output). */
  write(line: string): void;
  /** Writes a diagnostic for a person (to standard error): never part of the protocol. */
  log(message: string): void;
  /**
   * Lets the input catch up (one turn of the event loop) and tells whether another command is
   * waiting, or the input has ended: a long search asks between iterations and stops, as the
   * protocols want, when the controller has moved on or gone.
   */
  interrupted(): Promise<boolean>;
}

/**
 * A line of input with its control characters dropped but tab, and tabs made spaces: a reply or a
 * diagnostic that quotes it never sends a terminal an escape sequence or a NUL.
 *
 * @example
 * ```ts
 * printableLine('\0\x1b[31mred\tx'); // '[31mred x'
 * ```
 */
export function printableLine(line: string): string {
  return line.replace(/[\x00-\x08\x0a-\x1f\x7f-\x9f]/g, '').replace(/\t/g, ' ');
}

/** One protocol's state: handles a line of input, and says whether to read on (false: quit). */
export interface Session {
  handle(line: string): Promise<boolean>;
}

/** Lines of input as they come, then the end once: standard input, or the lines another thread read. */
export interface LineSource {
  onLine(listener: (line: string) => void): void;
  onEnd(listener: () => void): void;
  /** Stops reading: the session has quit. */
  close(): void;
}

/**
 * What a protocol reads when the bin runs it in a worker thread (interrupt.ts): the lines its main
 * thread read, and the word that says a line that stops a search waits (or the input ended).
 */
export interface ProtocolInput {
  lines: LineSource;
  waiting: WaitingInput;
}

/** Standard input a line at a time, read on this thread. */
function standardInput(): LineSource {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
  return {
    onLine: (listener) => lines.on('line', listener),
    onEnd: (listener) => lines.on('close', listener),
    close: () => lines.close(),
  };
}

/**
 * Runs a session, a line at a time and in order, until it quits or the input ends (then it
 * finishes the lines already read). Without `input` it reads standard input on this thread, and a
 * search is heard only between iterations; with one (the bin's), a waiting line that stops a search
 * (`input.waiting`) stops the search in hand within 4096 nodes. Never throws for what the input
 * says: a session answers bad input in its protocol's own form.
 *
 * @example
 * ```ts
 * await serve(undefined, console.log, console.error, (channel) => new GtpSession(channel, options));
 * ```
 */
export async function serve(input: ProtocolInput | undefined, write: (line: string) => void, log: (message: string) => void, start: (channel: Channel) => Session): Promise<void> {
  const lines = input?.lines ?? standardInput();
  const waiting = input?.waiting;
  const queue: string[] = [];
  let ended = false;
  let wake: (() => void) | undefined;
  lines.onLine((line) => {
    queue.push(line);
    wake?.();
  });
  lines.onEnd(() => {
    ended = true;
    wake?.();
  });
  const session = start({
    write,
    log,
    interrupted: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return queue.length > 0 || ended || waiting?.waiting() === true;
    },
  });
  stopSearchesWhen(waiting?.word);
  try {
    for (;;) {
      const line = queue.shift();
      if (line !== undefined) {
        waiting?.take(line);
        if (!(await session.handle(line))) break;
      } else if (ended) {
        break;
      } else {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
    }
  } finally {
    stopSearchesWhen(undefined);
    lines.close();
  }
}

/**
 * Feeds `lines` to a fresh session one by one, each after the last is answered (so no search is
 * ever interrupted), and returns what it wrote: the exchange of a controller that waits for each
 * answer. The diagnostics go to `log`.
 *
 * @example
 * ```ts
 * await converse((channel) => new GtpSession(channel, options), ['1 name', 'quit']); // ['=1 Flank', '', '= ', '']
 * ```
 */
export async function converse(start: (channel: Channel) => Session, lines: readonly string[], log: (message: string) => void = () => undefined): Promise<string[]> {
  const written: string[] = [];
  const session = start({ write: (line) => written.push(line), log, interrupted: async () => false });
  for (const line of lines) {
    if (!(await session.handle(line))) break;
  }
  return written;
}
