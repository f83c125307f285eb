// The two ways the bench serves the API on loopback: `wrangler dev`, as a developer runs it, and
// the bundle of `wrangler deploy --dry-run` in a bare workerd, the runtime a deployment runs,
// without the dev proxy in front. Each is started on free ports and stopped with its children.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  /** wrangler dev's inspector (Chrome's DevTools protocol: `/json` lists its targets), where it has one. */
  inspector?: string;
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

const stopAsked = new WeakSet<Server>();

/** Stops a server and every process it started (its process group); once, whoever asks again. */
export function stop(server: Server): void {
  if (stopAsked.has(server) || server.process.pid === undefined) return;
  stopAsked.add(server);
  if (server.process.exitCode === null) process.kill(-server.process.pid, 'SIGTERM');
}

/** How to run `wrangler dev`: each left out is wrangler's default (a fresh free port, state under `.wrangler/state`). */
export interface DevOptions {
  /** The folder of the wrangler.jsonc to serve: the API's unless told. */
  root?: string;
  /** The port to serve on: a restarted server takes its old one, so that its clients find it again. */
  port?: number;
  /** Where the Durable Objects' storage lives (`--persist-to`): what a restart keeps. */
  persistTo?: string;
  /** Vars set over wrangler.jsonc's (`--var NAME:VALUE`). */
  vars?: Record<string, string | number>;
}

/**
 * `wrangler dev` on loopback, with the vars of the wrangler.jsonc in `root`, `options.vars` over
 * them. The API's local D1 database (in `persistTo` where given) gets its migrations first, as
 * `pnpm dev` applies them.
 */
export async function wranglerDev({ root = apiRoot, port, persistTo, vars = {} }: DevOptions = {}): Promise<Server> {
  if (root === apiRoot) {
    const where = persistTo === undefined ? [] : ['--persist-to', persistTo];
    await promisify(execFile)(WRANGLER, ['d1', 'migrations', 'apply', 'DB', '--local', ...where], { cwd: root, env: QUIET_ENV });
  }
  const [listen, inspector] = [port ?? (await freePort()), await freePort()];
  const args = ['dev', '--ip', HOST, '--port', String(listen), '--inspector-port', String(inspector), '--log-level', 'error', '--show-interactive-dev-session=false'];
  if (persistTo !== undefined) args.push('--persist-to', persistTo);
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`);
  const child = spawn(WRANGLER, args, { cwd: root, env: QUIET_ENV, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  return ready({ origin: `http://${HOST}:${listen}`, process: child, inspector: `http://${HOST}:${inspector}` });
}

const groupAlive = (pid: number): boolean => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops a server and waits until every process of its group has exited (and so let go of its
 * port and its storage), for at most `timeoutMs`, then kills what is left.
 */
export async function stopped(server: Server, timeoutMs = 30_000): Promise<void> {
  const pid = server.process.pid;
  stop(server);
  if (pid === undefined) return;
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!groupAlive(pid)) return;
  process.kill(-pid, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (groupAlive(pid)) throw new Error(`the server's processes (group ${pid}) outlived SIGKILL`);
}

/**
 * workerd serving the dry-run bundle in `outdir`, with the same vars, compatibility date and
 * Durable Objects as wrangler.jsonc; their storage is in memory, or in `storageDir` where given.
 */
export async function bareWorkerd(outdir: string, vars: Record<string, number>, storageDir?: string): Promise<Server> {
  const port = await freePort();
  const config = readFileSync(join(apiRoot, 'wrangler.jsonc'), 'utf8');
  const compatibilityDate = /"compatibility_date":\s*"([\d-]+)"/.exec(config)![1];
  const objects = [...config.matchAll(/\{\s*"name":\s*"(\w+)",\s*"class_name":\s*"(\w+)"\s*\}/g)].map(([, binding, className]) => ({ binding: binding!, className: className! }));
  // The main module first, as workerd wants it.
  const files = bundleModules(outdir).sort((a, b) => Number(b.endsWith('.js')) - Number(a.endsWith('.js')));
  const modules = files.map((file) => {
    const kind = file.endsWith('.js') ? 'esModule' : file.endsWith('.wasm') ? 'wasm' : 'data';
    return `(name = "${file}", ${kind} = embed "${file}")`;
  });
  const bindings = [
    ...Object.entries(vars).map(([name, value]) => `(name = "${name}", json = "${value}")`),
    ...objects.map(({ binding, className }) => `(name = "${binding}", durableObjectNamespace = "${className}")`),
  ];
  const namespaces = objects.map(({ className }) => `(className = "${className}", uniqueKey = "flank-${className}", enableSql = true)`);
  if (storageDir !== undefined) mkdirSync(storageDir, { recursive: true });
  const disk = storageDir === undefined ? '' : `, (name = "storage", disk = (path = "${storageDir}", writable = true))`;
  writeFileSync(
    join(outdir, 'workerd.capnp'),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "api", worker = .api)${disk}],
  sockets = [(name = "http", address = "${HOST}:${port}", http = (), service = "api")],
);
const api :Workerd.Worker = (
  modules = [${modules.join(', ')}],
  compatibilityDate = "${compatibilityDate}",
  bindings = [${bindings.join(', ')}],
  durableObjectNamespaces = [${namespaces.join(', ')}],
  durableObjectStorage = ${storageDir === undefined ? '(inMemory = void)' : '(localDisk = "storage")'},
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
