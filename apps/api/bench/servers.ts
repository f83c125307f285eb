// The two ways the bench serves the API on loopback: `wrangler dev`, as a developer runs it, and
// the bundle of `wrangler deploy --dry-run` in a bare workerd, the runtime a deployment runs,
// without the dev proxy in front. Each is started on free ports and stopped with its children.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bundleModules } from './bundle.ts';
import { QUIET_ENV, WORKERD, WRANGLER, apiRoot } from './tools.ts';

const HOST = '127.0.0.1';

/** A server the bench started: where it answers, and its process (the leader of its group). */
export interface Server {
  origin: string;
  process: ChildProcess;
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Waits until the server answers GET /health, for at most a minute. */
async function ready(server: Server): Promise<Server> {
  for (let tries = 0; tries < 600; tries++) {
    if (server.process.exitCode !== null) throw new Error(`the server exited with ${server.process.exitCode}`);
    try {
      if ((await fetch(`${server.origin}/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop(server);
  throw new Error(`${server.origin} did not answer /health within a minute`);
}

const stopped = new WeakSet<Server>();

/** Stops a server and every process it started (its process group); once, whoever asks again. */
export function stop(server: Server): void {
  if (stopped.has(server) || server.process.pid === undefined) return;
  stopped.add(server);
  if (server.process.exitCode === null) process.kill(-server.process.pid, 'SIGTERM');
}

/**
 * `wrangler dev` on loopback, with the vars of the wrangler.jsonc in `root` (the API's unless told).
 * The API's local D1 database gets its migrations first, as `pnpm dev` applies them.
 */
export async function wranglerDev(root = apiRoot): Promise<Server> {
  if (root === apiRoot) {
    await promisify(execFile)(WRANGLER, ['d1', 'migrations', 'apply', 'DB', '--local'], { cwd: root, env: QUIET_ENV });
  }
  const [port, inspector] = [await freePort(), await freePort()];
  const args = ['dev', '--ip', HOST, '--port', String(port), '--inspector-port', String(inspector), '--log-level', 'error', '--show-interactive-dev-session=false'];
  const child = spawn(WRANGLER, args, { cwd: root, env: QUIET_ENV, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  return ready({ origin: `http://${HOST}:${port}`, process: child });
}

/** workerd serving the dry-run bundle in `outdir`, with the same vars and compatibility date as wrangler.jsonc. */
export async function bareWorkerd(outdir: string, vars: Record<string, number>): Promise<Server> {
  const port = await freePort();
  const compatibilityDate = /"compatibility_date":\s*"([\d-]+)"/.exec(readFileSync(join(apiRoot, 'wrangler.jsonc'), 'utf8'))![1];
  // The main module first, as workerd wants it.
  const files = bundleModules(outdir).sort((a, b) => Number(b.endsWith('.js')) - Number(a.endsWith('.js')));
  const modules = files.map((file) => {
    const kind = file.endsWith('.js') ? 'esModule' : file.endsWith('.wasm') ? 'wasm' : 'data';
    return `(name = "${file}", ${kind} = embed "${file}")`;
  });
  const bindings = Object.entries(vars).map(([name, value]) => `(name = "${name}", json = "${value}")`);
  writeFileSync(
    join(outdir, 'workerd.capnp'),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "api", worker = .api)],
  sockets = [(name = "http", address = "${HOST}:${port}", http = (), service = "api")],
);
const api :Workerd.Worker = (
  modules = [${modules.join(', ')}],
  compatibilityDate = "${compatibilityDate}",
  bindings = [${bindings.join(', ')}],
);
`,
  );
  const child = spawn(WORKERD, ['serve', 'workerd.capnp'], { cwd: outdir, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  return ready({ origin: `http://${HOST}:${port}`, process: child });
}

/**
 * Runs a bench's `main` as the process: its servers (`running`, as it starts them) stopped at
 * exit, whatever happens, and the process given up past `deadlineMs`.
 */
export function benchMain(main: () => Promise<void>, running: Server[], deadlineMs: number): void {
  setTimeout(() => {
    console.error(`bench: gave up after ${deadlineMs / 1000} s`);
    process.exit(1);
  }, deadlineMs).unref();
  process.on('exit', () => running.forEach(stop));
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
