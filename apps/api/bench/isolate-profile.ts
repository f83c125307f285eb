// A CPU profile of the Worker's isolate under wrangler dev, through its inspector (Chrome's
// DevTools protocol, V8's sampling profiler): where the Worker's own time goes, by function. Time
// spent outside JavaScript (storage, sockets, the runtime) shows under the native call that waited
// for it, or as "(program)".
import { writeFileSync } from 'node:fs';
import type { Server } from './servers.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** V8's `Profiler.Profile`: the call tree's nodes, and which node each sample hit. */
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** One DevTools session: requests answered by id. */
class Session {
  readonly #socket: WebSocket;
  readonly #answers = new Map<number, (result: unknown) => void>();
  #next = 1;

  constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
      if (message.id === undefined) return;
      if (message.error !== undefined) throw new Error(`the inspector refused: ${message.error.message}`);
      this.#answers.get(message.id)?.(message.result);
      this.#answers.delete(message.id);
    });
  }

  call<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.#next++;
    this.#socket.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve) => this.#answers.set(id, resolve as (result: unknown) => void));
  }

  close(): void {
    this.#socket.close();
  }
}

/**
 * Starts V8's profiler in the Worker's isolate; the function it returns stops it and gives the profile.
 *
 * @example
 * ```ts
 * const stop = await profileIsolate(server);
 * await load();
 * printHottest(await stop());
 * ```
 */
export async function profileIsolate(server: Server, sampleMicros = 200): Promise<() => Promise<CpuProfile>> {
  if (server.inspector === undefined) throw new Error(`${server.origin} has no inspector to profile through`);
  const targets = (await (await fetch(`${server.inspector}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  if (targets.length === 0) throw new Error(`${server.inspector}/json lists no isolate`);
  // wrangler's inspector proxy takes a socket that names its origin; the WebSocket of Node (undici) lets a client set the header.
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl, { headers: { Origin: server.inspector } } as unknown as string[]);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve);
    socket.addEventListener('error', () => reject(new Error(`could not open ${targets[0]!.webSocketDebuggerUrl}`)));
  });
  const session = new Session(socket);
  await session.call('Profiler.enable');
  await session.call('Profiler.setSamplingInterval', { interval: sampleMicros });
  await session.call('Profiler.start');
  return async () => {
    const { profile } = await session.call<{ profile: CpuProfile }>('Profiler.stop');
    session.close();
    return profile;
  };
}

/**
 * Prints the functions that took the most samples by themselves (self time), and the share of
 * the profile's time each took; writes the profile (DevTools opens a `.cpuprofile`) where `file` says.
 *
 * @example
 * ```ts
 * printHottest(profile, 20, 'online.cpuprofile');
 * ```
 */
export function printHottest(profile: CpuProfile, count = 20, file?: string): void {
  if (file !== undefined) writeFileSync(file, JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const where = url === '' ? '' : ` ${url.replace(/^.*\//, '')}:${lineNumber + 1}`;
    const name = `${functionName || '(anonymous)'}${where}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((sum, micros) => sum + micros, 0);
  console.log(`    the Worker's isolate, ${(total / 1e6).toFixed(1)} s profiled, by self time${file === undefined ? '' : ` (${file})`}:`);
  for (const [name, micros] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`      ${((100 * micros) / total).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`);
  }
}
