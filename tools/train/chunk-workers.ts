// Resumable jobs that go in numbered chunks (pnpm generate, pnpm book) share their workers: each
// worker is a child process running the same command with `--chunks` and its share of the chunks
// still to make. tsx's loader is in execArgv, so the child runs the same .ts file.

import { spawn } from 'node:child_process';

/**
 * Makes `todo` in `workers` child processes of this command, each given `args` and `--chunks`
 * with every workers-th chunk; resolves when all have exited, rejects when one fails.
 */
export function inChunkWorkers(todo: readonly number[], workers: number, args: readonly string[]): Promise<void> {
  return Promise.all(
    Array.from({ length: workers }, (_, w) => {
      const mine = todo.filter((_, i) => i % workers === w);
      if (mine.length === 0) return Promise.resolve();
      const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, ...args, '--chunks', mine.join(',')], { stdio: 'inherit' });
      return new Promise<void>((done, fail) => child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`worker ${w} exited with ${code}`)))));
    }),
  ).then(() => undefined);
}
