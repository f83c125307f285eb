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
 * Thirty moves from the start, black to move with 30 empties: at level 20 (exact from 30 empties)
 * a search of it, or of the position a move before, solves exactly for minutes.
 */
export const THIRTY_EMPTIES = 'd3c5f6f5e6e3c3f3f4e7d7c4b4d2c2g4d1b3c6b6d6a4e2g5b5f7a5a6a3f2';

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
    /**
     * The exit code, or, when the engine is still running after `ms` (a generous guard, never a
     * measure), an error: the engine is killed first, so that no test leaves it searching.
     */
    async exitWithin(ms: number): Promise<number | null> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
      const code = await Promise.race([exit, late]);
      clearTimeout(timer);
      if (code !== 'late') return code;
      child.kill('SIGKILL');
      throw new Error(`flank ${protocol} was still running after ${ms} ms`);
    },
    stdout: () => stdout,
    stderr: () => stderr,
  };
}
