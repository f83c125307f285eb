// `pnpm bench` (apps/api): the size of the bundle `wrangler deploy` would upload, against the
// Workers plan limits, then a bounded load test of `wrangler dev` on loopback: requests per second
// and latency for POST /v1/moves (and GET /health, the floor), and for POST /v1/best-move at the
// default level over positions from every stage of a game. It starts and stops wrangler dev
// itself, and gives up after five minutes.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_LEVEL, Reversi, init } from '@flank/reversi';
import autocannon from 'autocannon';
import fc from 'fast-check';

/** The whole run stops itself past this, whatever it is waiting for. */
const DEADLINE_MS = 5 * 60_000;
const HOST = '127.0.0.1';
const KIB = 1024;
const PLAN_LIMITS = [
  { plan: 'free', bytes: 3 * KIB * KIB },
  { plan: 'paid', bytes: 10 * KIB * KIB },
];
const MOVES_SECONDS = 10;
/** A position ten plies in: a typical /v1/moves request. */
const MOVES_BODY = JSON.stringify({ position: 'f5d6c3d3c4f4f6f3e6e7' });
const BEST_MOVE_ROUNDS = 3;

const here = new URL('..', import.meta.url).pathname;
const wrangler = join(here, 'node_modules', '.bin', 'wrangler');
// No telemetry, no update check: the bench runs where nothing outside the machine can be reached.
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' };

/** Runs a command to its end, failing on a non-zero exit. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: here, env: quietEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** The gzipped size of what `wrangler deploy` would upload: the bundle and its wasm and data modules. */
async function bundleSize(): Promise<void> {
  const outdir = join(tmpdir(), `flank-api-bundle-${process.pid}`);
  try {
    await run(wrangler, ['deploy', '--dry-run', '--outdir', outdir]);
    const modules = readdirSync(outdir).filter((file) => !file.endsWith('.map') && file !== 'README.md');
    console.log('bundle (wrangler deploy --dry-run)      bytes    gzipped');
    let total = 0;
    for (const file of modules) {
      const bytes = readFileSync(join(outdir, file));
      const gzipped = gzipSync(bytes, { level: 9 }).length;
      total += gzipped;
      console.log(`  ${file.replace(/^[0-9a-f]{40}-/, '').padEnd(34)} ${String(bytes.length).padStart(9)} ${String(gzipped).padStart(10)}`);
    }
    const limits = PLAN_LIMITS.map(({ plan, bytes }) => `${((total / bytes) * 100).toFixed(1)}% of the ${plan} plan's ${bytes / KIB / KIB} MiB`).join(', ');
    console.log(`  total gzipped: ${(total / KIB).toFixed(1)} KiB, ${limits}`);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `wrangler dev` on loopback and waits until /health answers. */
async function startDev(): Promise<{ origin: string; dev: ChildProcess }> {
  const [port, inspector] = [await freePort(), await freePort()];
  const dev = spawn(
    wrangler,
    ['dev', '--ip', HOST, '--port', String(port), '--inspector-port', String(inspector), '--log-level', 'error', '--show-interactive-dev-session=false'],
    { cwd: here, env: quietEnv, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  const origin = `http://${HOST}:${port}`;
  for (let tries = 0; tries < 600; tries++) {
    if (dev.exitCode !== null) throw new Error(`wrangler dev exited with ${dev.exitCode}`);
    try {
      if ((await fetch(`${origin}/health`)).ok) return { origin, dev };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('wrangler dev did not answer /health within a minute');
}

/** Stops wrangler dev and the workerd it started (its process group). */
function stopDev(dev: ChildProcess): void {
  if (dev.pid !== undefined && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
}

/**
 * Positions from every stage of a game, as a player meets them: seeded random games, every
 * fourth position of each that is not over.
 */
function benchPositions(): string[] {
  const choices = fc.sample(fc.nat(), { seed: 2026, numRuns: 2000 });
  const positions: string[] = [];
  let next = 0;
  for (let g = 0; g < 8; g++) {
    const game = new Reversi();
    for (let ply = 0; !game.isGameOver(); ply++) {
      const moves = game.moves();
      if (ply % 4 === 1) positions.push(game.toString());
      if (moves.length === 0) game.pass();
      else game.move(moves[choices[next++ % choices.length]! % moves.length]!);
    }
  }
  return positions;
}

/**
 * The app's own cost, without wrangler dev: POST /v1/moves through Hono's `app.request` in this
 * process (Node's V8, as workerd's), one request after another on one core.
 */
async function inProcess(): Promise<void> {
  // Imported here, as a Worker would not be: Node has no Cache API, which Hono's cache middleware says once.
  const { app } = await import('../src/app.ts');
  const vars = { MAX_LEVEL: 12, MAX_NODES: 5_000_000, DEFAULT_NODES: 1_000_000 };
  const send = async () => (await app.request('/v1/moves', { method: 'POST', body: MOVES_BODY, headers: { 'Content-Type': 'application/json' } }, vars)).text();
  for (let i = 0; i < 2000; i++) await send();
  const count = 20_000;
  const started = performance.now();
  for (let i = 0; i < count; i++) await send();
  const ms = (performance.now() - started) / count;
  console.log(`POST /v1/moves in-process (app.request in Node, ${count} requests): ${ms.toFixed(3)} ms a request, ${(1000 / ms).toFixed(0)} req/s on one core`);
}

/** The processes below `root` (Linux /proc): wrangler dev serves through workerd processes of its own. */
function descendants(root: number): { pid: number; name: string }[] {
  const parents = new Map<number, { parent: number; name: string }>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      parents.set(Number(entry), { parent: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]), name });
    } catch {
      // Gone since the listing.
    }
  }
  const below = (pid: number): { pid: number; name: string }[] =>
    [...parents].filter(([, p]) => p.parent === pid).flatMap(([child, p]) => [{ pid: child, name: p.name }, ...below(child)]);
  return below(root);
}

/** CPU seconds (user and system) that wrangler dev's workerd processes have used so far. */
function workerdSeconds(root: number): number {
  const ticksPerSecond = 100; // USER_HZ, the unit of /proc/<pid>/stat times on Linux
  return descendants(root)
    .filter(({ name }) => name === 'workerd')
    .reduce((sum, { pid }) => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
    }, 0);
}

type Load = Pick<autocannon.Options, 'connections' | 'duration' | 'amount' | 'requests'>;

/** Sends the requests (JSON POSTs unless they say otherwise); fails on any error or answer other than 200. */
async function hammer(title: string, origin: string, options: Load): Promise<autocannon.Result> {
  const result = await autocannon({ url: origin, method: 'POST', headers: { 'Content-Type': 'application/json' }, ...options });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${title}: ${result.errors} errors, ${result.non2xx} answers other than 2xx`);
  return result;
}

/**
 * One load test: requests per second and latency as the client saw them, and the CPU time that
 * workerd spent on each request, which says how many one core would serve on its own (the
 * client and anything else on the machine share the cores).
 */
async function load(title: string, origin: string, dev: number, options: Load): Promise<void> {
  const before = workerdSeconds(dev);
  const { latency, requests } = await hammer(title, origin, options);
  const cpuMs = ((workerdSeconds(dev) - before) * 1000) / requests.total;
  console.log(title);
  console.log(
    `  ${requests.total} requests, ${requests.average.toFixed(0)} req/s, latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms; ` +
      `workerd CPU ${cpuMs.toFixed(2)} ms a request (one core: ${(1000 / cpuMs).toFixed(0)} req/s)`,
  );
}

async function main(): Promise<void> {
  const deadline = setTimeout(() => {
    console.error(`bench: gave up after ${DEADLINE_MS / 1000} s`);
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();

  await bundleSize();
  await init();
  const positions = benchPositions();
  const { origin, dev } = await startDev();
  const stop = () => stopDev(dev);
  process.on('exit', stop);
  try {
    const limits = (await (await fetch(`${origin}/health`)).json()) as { limits: object };
    console.log(`\nwrangler dev on ${origin}, limits ${JSON.stringify(limits.limits)}`);
    const moves = [{ method: 'POST' as const, path: '/v1/moves', body: MOVES_BODY }];
    const bestMoves = positions.map((position) => ({ method: 'POST' as const, path: '/v1/best-move', body: JSON.stringify({ position }) }));
    // Warm-up: the first requests load the engine and let V8 compile the hot code.
    await hammer('warm-up', origin, { amount: 500, connections: 4, requests: moves });
    await hammer('warm-up', origin, { amount: positions.length, connections: 1, requests: bestMoves });

    await load(`POST /v1/moves (${MOVES_SECONDS} s, 8 connections)`, origin, dev.pid!, {
      duration: MOVES_SECONDS,
      connections: 8,
      requests: moves,
    });
    // The floor: what wrangler dev costs for an answer that needs no engine.
    await load(`GET /health (${MOVES_SECONDS} s, 8 connections), for comparison`, origin, dev.pid!, {
      duration: MOVES_SECONDS,
      connections: 8,
      requests: [{ method: 'GET', path: '/health' }],
    });
    await load(`POST /v1/best-move at level ${DEFAULT_LEVEL}, ${positions.length} positions x ${BEST_MOVE_ROUNDS}, 1 connection`, origin, dev.pid!, {
      amount: positions.length * BEST_MOVE_ROUNDS,
      connections: 1,
      requests: bestMoves,
    });
  } finally {
    stop();
  }
  console.log('');
  await inProcess();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
