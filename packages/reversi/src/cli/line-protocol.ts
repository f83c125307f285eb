// What `flank nboard` and `flank gtp` share: a session that answers one command line at a time,
// fed from standard input (or, in tests, from a list of lines), writing protocol lines only.
import { createInterface } from 'node:readline';

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

/**
 * Runs a session on a stream, a line at a time and in order, until it quits or the input ends
 * (then it finishes the lines already read). Never throws for what the input says: a session
 * answers bad input in its protocol's own form.
 *
 * @example
 * ```ts
 * await serve(process.stdin, console.log, console.error, (channel) => new GtpSession(channel, options));
 * ```
 */
export async function serve(input: NodeJS.ReadableStream, write: (line: string) => void, log: (message: string) => void, start: (channel: Channel) => Session): Promise<void> {
  const lines = createInterface({ input, crlfDelay: Infinity, terminal: false });
  const queue: string[] = [];
  let ended = false;
  let wake: (() => void) | undefined;
  lines.on('line', (line) => {
    queue.push(line);
    wake?.();
  });
  lines.on('close', () => {
    ended = true;
    wake?.();
  });
  const session = start({
    write,
    log,
    interrupted: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return queue.length > 0 || ended;
    },
  });
  try {
    for (;;) {
      const line = queue.shift();
      if (line !== undefined) {
        if (!(await session.handle(line))) break;
      } else if (ended) {
        break;
      } else {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
    }
  } finally {
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
