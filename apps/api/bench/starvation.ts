// `pnpm bench` (apps/api), second part: whether a light request waits for heavy ones on the same
// isolate. HEAVY_CLIENTS clients each send the largest search this server allows, one after
// another, for LOAD_SECONDS; beside them one probe sends GET /health and another POST
// /v1/best-move with no options (the default level and budget) over positions from every stage of
// a game, each waiting PROBE_GAP_MS between its requests. It prints each probe's latency quiet
// and under that load, on the bundle in a bare workerd (as deployed) and on `wrangler dev`. It
// starts and stops its servers itself, and gives up after five minutes.
//
// `tsx bench/starvation.ts --against DIR` measures another build's bundle too (DIR: what `wrangler
// deploy --dry-run --outdir DIR` wrote at that build), in a bare workerd, each stage of the two
// builds in turn.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { init } from '@flank/reversi';
import { buildBundle } from './bundle.ts';
import { benchPositions } from './positions.ts';
import { type Server, bareWorkerd, benchMain, stop, wranglerDev } from './servers.ts';

const DEADLINE_MS = 5 * 60_000;
const HEAVY_CLIENTS = 16;
const LOAD_SECONDS = 30;
const QUIET_SECONDS = 5;
const PROBE_GAP_MS = 100;

const running: Server[] = [];

interface Limits {
  maxLevel: number;
  maxNodes: number;
  defaultNodes: number;
}

async function limitsOf(server: Server): Promise<Limits> {
  return ((await (await fetch(`${server.origin}/health`)).json()) as { limits: Limits }).limits;
}

/** The largest request the issue measured: free placement (the widest trees) at the most nodes and the strongest level. */
const heavyBody = (limits: Limits) => JSON.stringify({ rules: 'free-placement', nodes: limits.maxNodes, level: limits.maxLevel });

async function post(server: Server, path: string, body: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${server.origin}${path}`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, signal });
}

/** What a probe saw: the milliseconds each answer took, and how long the request cut off at the end had waited. */
interface Probed {
  times: number[];
  waiting: number | undefined;
}

/** Sends requests one after another until `signal` aborts (an answer other than 200 fails the bench). */
async function probe(signal: AbortSignal, send: (index: number) => Promise<Response>): Promise<Probed> {
  const times: number[] = [];
  for (let index = 0; !signal.aborted; index++) {
    const started = performance.now();
    let response: Response;
    try {
      response = await send(index);
      await response.arrayBuffer();
    } catch (error) {
      if (signal.aborted) return { times, waiting: performance.now() - started };
      throw error;
    }
    if (response.status !== 200) throw new Error(`a probe got HTTP ${response.status}`);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));
  }
  return { times, waiting: undefined };
}

function summary({ times, waiting }: Probed): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0);
  const answered = sorted.length === 0 ? 'no answer' : `${sorted.length} answers, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
  return waiting === undefined || waiting < (sorted.at(-1) ?? 0) ? answered : `${answered}; the last request unanswered after ${waiting.toFixed(0)} ms`;
}

/** The two probes for `seconds`, beside `heavy` clients sending the largest search in a loop. */
async function run(server: Server, positions: string[], limits: Limits, heavy: number, seconds: number): Promise<void> {
  const stopLoad = new AbortController();
  const stopProbes = new AbortController();
  let heavyDone = 0;
  const clients = Array.from({ length: heavy }, async () => {
    while (!stopLoad.signal.aborted) {
      try {
        const response = await post(server, '/v1/best-move', heavyBody(limits), stopLoad.signal);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`a heavy request got HTTP ${response.status}`);
        heavyDone++;
      } catch (error) {
        if (!stopLoad.signal.aborted) throw error;
      }
    }
  });
  // The load starts first: the probes measure a server already busy.
  if (heavy > 0) await new Promise((resolve) => setTimeout(resolve, 500));
  const probes = Promise.all([
    probe(stopProbes.signal, () => fetch(`${server.origin}/health`, { signal: stopProbes.signal })),
    probe(stopProbes.signal, (index) => post(server, '/v1/best-move', JSON.stringify({ position: positions[index % positions.length] }), stopProbes.signal)),
  ]);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  stopProbes.abort();
  const [health, best] = await probes;
  stopLoad.abort();
  await Promise.allSettled(clients);
  const load = heavy === 0 ? 'quiet' : `${heavy} clients sending ${heavyBody(limits)} (${heavyDone} answered in ${seconds} s)`;
  console.log(`  ${load}:`);
  console.log(`    GET /health: ${summary(health)}`);
  console.log(`    POST /v1/best-move, default level and budget: ${summary(best)}`);
}

/** Each server in turn: quiet, then under load; `starts` name and start them. */
async function measureServers(starts: (readonly [title: string, start: () => Promise<Server>])[], positions: string[]): Promise<void> {
  for (const heavy of [0, HEAVY_CLIENTS]) {
    for (const [title, start] of starts) {
      const server = await start();
      running.push(server);
      try {
        const limits = await limitsOf(server);
        console.log(`\n${title} on ${server.origin}, limits ${JSON.stringify(limits)}`);
        // Warm-up: the first requests load the engine and let V8 compile the hot code.
        for (const position of positions.slice(0, 8)) await (await post(server, '/v1/best-move', JSON.stringify({ position }))).arrayBuffer();
        await run(server, positions, limits, heavy, heavy === 0 ? QUIET_SECONDS : LOAD_SECONDS);
      } finally {
        stop(server);
      }
    }
  }
}

async function main(): Promise<void> {
  const outdir = mkdtempSync(join(tmpdir(), 'flank-api-bundle-'));
  try {
    await buildBundle(outdir);
    await init();
    const positions = benchPositions();
    const dev = await wranglerDev();
    const vars = await limitsOf(dev);
    stop(dev);
    const bareVars = { MAX_LEVEL: vars.maxLevel, MAX_NODES: vars.maxNodes, DEFAULT_NODES: vars.defaultNodes };
    console.log(`Light requests beside heavy ones: probes ${PROBE_GAP_MS} ms apart, ${QUIET_SECONDS} s quiet, then ${LOAD_SECONDS} s under load`);
    const against = process.argv.indexOf('--against');
    const other = against < 0 ? undefined : process.argv[against + 1];
    if (against >= 0 && other === undefined) throw new Error('--against takes the folder of another build\'s bundle');
    await measureServers(
      [
        ['workerd serving this bundle', () => bareWorkerd(outdir, bareVars)],
        ...(other === undefined ? [] : ([[`workerd serving the bundle in ${other}`, () => bareWorkerd(other, bareVars)]] as const)),
      ],
      positions,
    );
    await measureServers([['wrangler dev', () => wranglerDev()]], positions);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

benchMain(main, running, DEADLINE_MS);
