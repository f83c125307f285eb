// `pnpm bench` (apps/api): the size of the bundle `wrangler deploy` would upload, against the
// Workers plan limits; then a bounded load on loopback (POST /v1/moves, and POST /v1/best-move at
// the default level over positions from every stage of a game), first of `wrangler dev` (with GET
// /health as the API's floor, and an empty Worker as wrangler dev's own), then of the same bundle
// in a bare workerd, as deployed (first what a fresh isolate's first requests cost: bench/first-requests.ts);
// then the wrapper's own search times over the same positions, and
// the app's cost per request without any server. It starts and stops its servers itself, and gives
// up after five minutes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_LEVEL, Reversi, init } from '@flank/reversi';
import { buildBundle, printBundleSize } from './bundle.ts';
import { printFirstRequests } from './first-requests.ts';
import { hammer, measure } from './measure.ts';
import { benchPositions } from './positions.ts';
import { type Server, bareWorkerd, benchMain, stop, wranglerDev } from './servers.ts';

/** The whole run stops itself past this, whatever it is waiting for. */
const DEADLINE_MS = 5 * 60_000;
const SECONDS = 10;
const CONNECTIONS = 8;
const BEST_MOVE_ROUNDS = 3;
/** A position ten plies in: a typical /v1/moves request. */
const MOVES = [{ method: 'POST' as const, path: '/v1/moves', body: JSON.stringify({ position: 'f5d6c3d3c4f4f6f3e6e7' }) }];
/** A request that runs no engine: the floor. */
const HEALTH = [{ method: 'GET' as const, path: '/health' }];

const running: Server[] = [];
async function serve(start: Promise<Server>): Promise<Server> {
  const server = await start;
  running.push(server);
  return server;
}

/** The limits the server reports, as the vars that set them. */
async function varsOf(server: Server): Promise<Record<string, number>> {
  const { limits } = (await (await fetch(`${server.origin}/health`)).json()) as { limits: { maxLevel: number; maxNodes: number; defaultNodes: number } };
  return { MAX_LEVEL: limits.maxLevel, MAX_NODES: limits.maxNodes, DEFAULT_NODES: limits.defaultNodes };
}

/** POSTs of /v1/best-move with no options: the default level and budget. */
const bestMovesOf = (positions: string[]) => positions.map((position) => ({ method: 'POST' as const, path: '/v1/best-move', body: JSON.stringify({ position }) }));

/** The moves and best moves at the default level, after a warm-up (the first requests load the engine and let V8 compile the hot code). */
async function movesAndBestMoves(server: Server, positions: string[], floor: boolean): Promise<void> {
  await hammer(server, { amount: 500, connections: 4, requests: MOVES });
  await hammer(server, { amount: positions.length, connections: 1, requests: bestMovesOf(positions) });
  await measure(`POST /v1/moves (${SECONDS} s, ${CONNECTIONS} connections)`, server, { duration: SECONDS, connections: CONNECTIONS, requests: MOVES });
  if (floor) {
    await measure(`GET /health (${SECONDS} s, ${CONNECTIONS} connections), the floor`, server, {
      duration: SECONDS,
      connections: CONNECTIONS,
      requests: HEALTH,
    });
  }
  await measure(`POST /v1/best-move at level ${DEFAULT_LEVEL}, ${positions.length} positions x ${BEST_MOVE_ROUNDS}, 1 connection`, server, {
    amount: positions.length * BEST_MOVE_ROUNDS,
    connections: 1,
    requests: bestMovesOf(positions),
  });
}

/** The wrapper's own search times in this process, over the positions of the best-move load. */
function wrapperLevels(positions: string[], nodes: number): void {
  console.log(`\n@flank/reversi in Node: bestMove({ level, nodes: ${nodes} }) over the same ${positions.length} positions, ms`);
  for (const level of [DEFAULT_LEVEL - 2, DEFAULT_LEVEL - 1, DEFAULT_LEVEL]) {
    const times = positions
      .map((position) => {
        const game = new Reversi(position);
        const started = performance.now();
        game.bestMove({ level, nodes });
        return performance.now() - started;
      })
      .sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(`  level ${level}: p50 ${at(0.5)}, p99 ${at(0.99)}, max ${at(1)}`);
  }
}

/** The app's own cost for POST /v1/moves: Hono's `app.request` in this process, one request after another. */
async function inProcess(vars: Record<string, number>): Promise<void> {
  // Imported here, where a Worker never runs: Node has no Cache API, which Hono's cache middleware says.
  // Its type is written out: the app's own types are the Worker's (tsconfig.json), not Node's.
  const APP = '../src/app.ts';
  const { app } = (await import(APP)) as { app: { request(path: string, init: RequestInit, env: Record<string, number>): Promise<Response> } };
  const { path, body } = MOVES[0]!;
  const send = async () => (await app.request(path, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }, vars)).text();
  for (let i = 0; i < 2000; i++) await send();
  const count = 20_000;
  const started = performance.now();
  for (let i = 0; i < count; i++) await send();
  const ms = (performance.now() - started) / count;
  console.log(`POST /v1/moves in-process (app.request in Node, ${count} requests): ${ms.toFixed(3)} ms a request, ${(1000 / ms).toFixed(0)} req/s on one core`);
}

async function main(): Promise<void> {

  const outdir = mkdtempSync(join(tmpdir(), 'flank-api-bundle-'));
  try {
    await buildBundle(outdir);
    printBundleSize(outdir);
    await init();
    const positions = benchPositions();

    const dev = await serve(wranglerDev());
    const vars = await varsOf(dev);
    console.log(`\nwrangler dev on ${dev.origin}, vars ${JSON.stringify(vars)}`);
    await movesAndBestMoves(dev, positions, true);
    stop(dev);

    // wrangler dev's own cost: a Worker that only answers 'ok', behind the same dev runtime.
    const empty = await serve(wranglerDev(join(import.meta.dirname, 'empty-worker')));
    await hammer(empty, { amount: 500, connections: 4, requests: HEALTH });
    await measure(`\nwrangler dev serving an empty Worker (bench/empty-worker): GET (${SECONDS} s, ${CONNECTIONS} connections)`, empty, {
      duration: SECONDS,
      connections: CONNECTIONS,
      requests: HEALTH,
    });
    stop(empty);

    // The same bundle without the dev proxy: what a deployment runs.
    const fresh = await serve(bareWorkerd(outdir, vars));
    console.log(`\nworkerd serving the bundle on ${fresh.origin}`);
    await printFirstRequests(fresh, positions);
    stop(fresh);
    const bare = await serve(bareWorkerd(outdir, vars));
    await movesAndBestMoves(bare, positions, false);
    stop(bare);

    wrapperLevels(positions, vars.DEFAULT_NODES!);
    console.log('');
    await inProcess(vars);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

benchMain(main, running, DEADLINE_MS);
