// CPU time of the processes that serve the requests, from Linux's /proc: the load client and
// anything else on the machine share the cores, so the time a server spends on each request says
// more about what one core can serve than the requests per second seen from outside.
import { readdirSync, readFileSync } from 'node:fs';

/** /proc/<pid>/stat times are in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

function stat(pid: number): { name: string; parent: number; seconds: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { name, parent: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
  } catch {
    return undefined; // gone since the listing
  }
}

/** The processes called `name` at or below `root` (apps/web's benches count Chromium's this way). */
export function processesNamed(root: number, name: string): number[] {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => ({ pid: Number(entry), ...stat(Number(entry)) }));
  const below = (pid: number): number[] => all.filter((p) => p.parent === pid).flatMap((p) => [p.pid, ...below(p.pid)]);
  return [root, ...below(root)].filter((pid) => all.find((p) => p.pid === pid)?.name === name);
}

/** The workerd processes at or below `root`: wrangler dev starts its own. */
export const workerdProcesses = (root: number): number[] => processesNamed(root, 'workerd');

/** CPU seconds (user and system) that the processes have used so far. */
export const cpuSeconds = (pids: number[]) => pids.reduce((sum, pid) => sum + (stat(pid)?.seconds ?? 0), 0);
