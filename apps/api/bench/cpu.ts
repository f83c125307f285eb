// CPU time (and memory) of the processes that serve the requests, from Linux's /proc: the load
// client and anything else on the machine share the cores, so the time a server spends on each
// request says more about what one core can serve than the requests per second seen from outside.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

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
export const processesNamed = (root: number, name: string): number[] => processTree(root).filter((pid) => stat(pid)?.name === name);

/** The workerd processes at or below `root`: wrangler dev starts its own. */
export const workerdProcesses = (root: number): number[] => processesNamed(root, 'workerd');

/** CPU seconds (user and system) that the processes have used so far. */
export const cpuSeconds = (pids: number[]) => pids.reduce((sum, pid) => sum + (stat(pid)?.seconds ?? 0), 0);

/** A process's resident memory now, in bytes (VmRSS of /proc/<pid>/status); 0 once it is gone. */
export function residentBytes(pid: number): number {
  try {
    const kib = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib === undefined ? 0 : Number(kib) * 1024;
  } catch {
    return 0;
  }
}

/** Every process at or below `root`, `root` first. */
export function processTree(root: number): number[] {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => ({ pid: Number(entry), parent: stat(Number(entry))?.parent }));
  const below = (pid: number): number[] => all.filter((p) => p.parent === pid).flatMap((p) => [p.pid, ...below(p.pid)]);
  return [root, ...below(root)];
}

/**
 * Which of `pids` listens on the TCP `port` of loopback: wrangler dev runs two workerd, its proxy
 * (which takes the connections) and the one that runs the Worker, and only the listening socket
 * tells them apart. Null when none of them does.
 */
export function listenerOf(port: number, pids: number[]): number | null {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set(
    readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // local address, state 0A (LISTEN), inode
      .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A')
      .map((fields) => `socket:[${fields[9]}]`),
  );
  for (const pid of pids) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        try {
          if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return pid;
        } catch {
          // closed since the listing
        }
      }
    } catch {
      // gone
    }
  }
  return null;
}
