// CPU time of the Chromium that playwright-core started from this process (the browser, its GPU
// and network processes, each page's renderer with its Web Workers), read from Linux's /proc: on
// a shared machine wall time alone says as much about the neighbours as about the page.
import { cpuSeconds, processesNamed } from '../../api/bench/cpu.ts';

const chromiumProcesses = () => processesNamed(process.pid, 'chromium');

/**
 * Starts counting; the function returned gives the CPU seconds Chromium has used since. Read it
 * before closing the page: a process gone by then takes its time with it.
 *
 * @example
 * ```ts
 * const cpu = chromiumCpu();
 * await page.goto(origin);
 * console.log(`${cpu().toFixed(2)} s of CPU`);
 * ```
 */
export function chromiumCpu(): () => number {
  const before = new Map(chromiumProcesses().map((pid) => [pid, cpuSeconds([pid])]));
  return () => chromiumProcesses().reduce((sum, pid) => sum + cpuSeconds([pid]) - (before.get(pid) ?? 0), 0);
}
