// What a fresh isolate's first requests cost: the workerd process's CPU time (from /proc, in
// 10 ms ticks) by the time its first GET /health answered (workerd's start, and init(), which
// loads the engine: the bench's servers answer one before they count as started), over its first
// default best-move (the quick lane's engine is made), and the default best-moves after those,
// with nothing else sent meanwhile. Against the free plan's 10 ms of CPU a request.
import { cpuSeconds, workerdProcesses } from './cpu.ts';
import type { Server } from './servers.ts';

async function cpuOf(server: Server, send: () => Promise<Response>): Promise<number> {
  const workerd = workerdProcesses(server.process.pid!);
  const before = cpuSeconds(workerd);
  const response = await send();
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  return (cpuSeconds(workerd) - before) * 1000;
}

const bestMove = (server: Server, position: string) =>
  fetch(`${server.origin}/v1/best-move`, { method: 'POST', body: JSON.stringify({ position }), headers: { 'Content-Type': 'application/json' } });

/**
 * Prints the CPU of a fresh server's first requests, then of the default best-moves over `positions` after them.
 *
 * @example
 * ```ts
 * await printFirstRequests(await bareWorkerd(outdir, vars), positions); // a server just started
 * ```
 */
export async function printFirstRequests(server: Server, positions: string[]): Promise<void> {
  const started = cpuSeconds(workerdProcesses(server.process.pid!)) * 1000;
  const first = await cpuOf(server, () => bestMove(server, positions[0]!));
  let rest = 0;
  for (const position of positions.slice(1)) rest += await cpuOf(server, () => bestMove(server, position));
  console.log(
    `a fresh isolate, workerd CPU: ${started.toFixed(0)} ms by its first GET /health (its start and init()), its first POST /v1/best-move ${first.toFixed(0)} ms, ` +
      `then ${(rest / (positions.length - 1)).toFixed(1)} ms a default best-move over ${positions.length - 1} positions`,
  );
}
