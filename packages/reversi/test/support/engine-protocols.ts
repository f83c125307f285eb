// Helpers of the tests of `flank nboard` and `flank gtp`: an exchange in-process, and the built bin
// driven through real pipes.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from '../../src/cli/args.ts';
import { protocolOptions } from '../../src/cli/protocol-options.ts';
import { GtpSession } from '../../src/cli/gtp.ts';
import { converse } from '../../src/cli/line-protocol.ts';
import { NBoardSession } from '../../src/cli/nboard.ts';

export type Protocol = 'gtp' | 'nboard';

/**
 * An exchange in-process with the options of a command line: each line fed after the last is
 * answered. Returns what the session wrote and its diagnostics.
 *
 * @example
 * ```ts
 * const { out } = await exchange('gtp', ['1 name'], '--level', '2'); // ['=1 Flank', '']
 * ```
 */
export async function exchange(protocol: Protocol, lines: readonly string[], ...argv: string[]): Promise<{ out: string[]; log: string[] }> {
  const options = protocolOptions(parseArgs(argv), protocol);
  const log: string[] = [];
  const out = await converse((channel) => (protocol === 'gtp' ? new GtpSession(channel, options) : new NBoardSession(channel, options)), lines, (message) => log.push(message));
  return { out, log };
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The package's bin, over the built dist/: the program a GUI or match runner starts. */
export const BIN = fileURLToPath(new URL('../../bin/flank.js', import.meta.url));

/**
 * Starts `flank <protocol> ...argv` as a child process with piped standard streams.
 *
 * @example
 * ```ts
 * const engine = startEngine('gtp');
 * await engine.send('name\n', (printed) => printed.endsWith('\n\n')); // '= Flank\n\n'
 * ```
 */
export function startEngine(protocol: Protocol, ...argv: string[]) {
  const child = spawn(process.execPath, [BIN, protocol, ...argv], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    /** Writes `text`, waits until what the engine printed since satisfies `done`, and returns it. */
    async send(text: string, done: (printed: string) => boolean): Promise<string> {
      const before = stdout.length;
      child.stdin.write(text);
      while (!done(stdout.slice(before))) await new Promise((resolve) => setTimeout(resolve, 5));
      return stdout.slice(before);
    },
    /** Writes `text` and closes the engine's input. */
    end(text: string): void {
      child.stdin.end(text);
    },
    /** The exit code, once the engine has exited. */
    exit,
    stdout: () => stdout,
    stderr: () => stderr,
  };
}
