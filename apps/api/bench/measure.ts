// One load test with autocannon: what the client saw, and what the server's workerd spent.
import autocannon from 'autocannon';
import { cpuSeconds, workerdProcesses } from './cpu.ts';
import type { Server } from './servers.ts';

export type Load = Pick<autocannon.Options, 'connections' | 'duration' | 'amount' | 'requests'>;

/** Sends the requests (JSON POSTs unless they say otherwise); fails on any error or answer other than 2xx. */
export async function hammer(server: Server, options: Load): Promise<autocannon.Result> {
  const result = await autocannon({ url: server.origin, method: 'POST', headers: { 'Content-Type': 'application/json' }, ...options });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${server.origin}: ${result.errors} errors, ${result.non2xx} answers other than 2xx`);
  return result;
}

/**
 * Prints a load test's requests per second and latency, and the CPU time that the server's
 * workerd processes spent on each request, which says how many one core would serve.
 */
export async function measure(title: string, server: Server, options: Load): Promise<void> {
  const workerd = workerdProcesses(server.process.pid!);
  const before = cpuSeconds(workerd);
  const { latency, requests } = await hammer(server, options);
  const cpuMs = ((cpuSeconds(workerd) - before) * 1000) / requests.total;
  console.log(title);
  console.log(
    `  ${requests.total} requests, ${requests.average.toFixed(0)} req/s, latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms; ` +
      `workerd CPU ${cpuMs.toFixed(2)} ms a request (one core: ${(1000 / cpuMs).toFixed(0)} req/s)`,
  );
}
