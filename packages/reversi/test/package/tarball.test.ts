// The package as a user gets it: `pnpm pack` of the built package, npm-installed into a fresh
// project outside the workspace (consumer/, copied to a temporary folder), then used there from
// the tarball alone. Node 24 and Node 20.19 (the oldest that engines allows) import it and
// require() it, and run the CLI (`npx @flank/reversi`); Vite bundles a page that Chromium loads;
// `wrangler deploy --dry-run` bundles a Worker that a bare workerd serves; TypeScript type-checks a
// use of it against each entry's types. Every runtime runs consumer/scenario.js and must answer as
// the workspace's own build does in Node.
//
// Needs the package built (dist/), Chromium at /usr/bin/chromium, npm, and Node 20.19, which the
// repository's install puts in place (node-20.ts). Nothing after the packing reaches a registry:
// npm is pointed at an address where nothing answers. Takes about a minute.
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { createRequire } from 'node:module';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import ts from 'typescript';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from '../runtimes/chromium.ts';
import type { ScenarioResult } from './consumer/scenario.js';
import { NODE_20, node20Binary } from './node-20.ts';
import { PACKED_LIMIT_BYTES } from './packed-limit.ts';

const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CONSUMER = fileURLToPath(new URL('./consumer/', import.meta.url));
const MANIFEST = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  engines: { node: string };
  repository?: unknown;
  homepage?: string;
  bugs?: unknown;
};
const PNPM = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { packageManager: string }).packageManager;
const WRANGLER = join(PACKAGE_ROOT, 'node_modules', '.bin', 'wrangler');
/** The workerd binary that this wrangler runs (the `workerd` package's default export is its path). */
const WORKERD: string = createRequire(createRequire(import.meta.url).resolve('wrangler/package.json'))('workerd').default;

/**
 * The environment of the tools run: without the npm_* variables that pnpm hands its scripts (this
 * repository's pnpm settings mean nothing to npm there), and without telemetry.
 */
const QUIET_ENV = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))),
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
};
/**
 * The environment of the tools run in the project, with a registry where nothing answers: a test
 * reaches no registry (what it needs, the install fetched), so a step that would fails here.
 */
const ENV = { ...QUIET_ENV, npm_config_registry: 'http://127.0.0.1:9/' };

/** Runs a program to its end and returns its standard output; fails with its output when it fails. */
async function run(file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = ENV): Promise<string> {
  try {
    return (await promisify(execFile)(file, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${file} ${args.join(' ')} failed in ${cwd}:\n${stderr ?? ''}${stdout ?? ''}`, { cause: error });
  }
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let work: string;
let project: string;
let tarball: string;
/** What the workspace's build (dist/node.js) answers in this Node. */
let expected: ScenarioResult;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'flank-package-'));
  // npx runs pnpm as .ci/run does (its cache holds it).
  await run('npx', ['--yes', PNPM, 'pack', '--pack-destination', work], PACKAGE_ROOT, QUIET_ENV);
  const [packed] = readdirSync(work).filter((file) => file.endsWith('.tgz'));
  tarball = join(work, packed!);
  project = join(work, 'project');
  cpSync(CONSUMER, project, { recursive: true });
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], project);

  const { scenario } = await import('./consumer/scenario.js');
  expected = await scenario(await import('../../dist/node.js'));
  // Guards catch a hang, not a loaded machine: packing and installing took over 120 s in a fresh
  // clone's CI with two matches beside it (load 13 on 2 cores).
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The package's data files: the two evaluations and the opening book. */
const DATA_FILES = ['flank-network.bin', 'flank-eval.bin', 'flank-book.bin'];
/** The engine, and its build for several threads. */
const ENGINES = ['flank.wasm', 'flank-threads.wasm'];

/** The scenario's answers without the search, the one part that depends on the evaluation. */
const withoutSearch = ({ search: _search, ...rest }: ScenarioResult) => rest;

describe(`${MANIFEST.name} from its packed tarball`, { timeout: 600_000 }, () => {
  it('packs the build, the bin, the README, CHANGELOG and LICENSE, and no sources, tests or source maps', async () => {
    expect(tarball.endsWith(`flank-reversi-${MANIFEST.version}.tgz`)).toBe(true);
    const files = (await run('tar', ['-tzf', tarball], work)).trim().split('\n');
    expect(files).toEqual(
      expect.arrayContaining(
        ['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE', 'bin/flank.js', 'dist/cli/cli.js'].concat(
          ['node', 'browser', 'workerd'].flatMap((entry) => [`dist/${entry}.js`, `dist/${entry}.d.ts`]),
          [...ENGINES, ...DATA_FILES].map((file) => `dist/${file}`),
        ).map((file) => `package/${file}`),
      ),
    );
    expect(files.filter((file) => /^package\/(src|test|scripts|bench|book|node_modules)\/|\.test\.|\.tsbuildinfo$|\.map$/.test(file))).toEqual([]);
    const installed = join(project, 'node_modules', '@flank', 'reversi');
    // The licence is the repository's.
    expect(readFileSync(join(installed, 'LICENSE'), 'utf8')).toBe(readFileSync(join(REPO_ROOT, 'LICENSE'), 'utf8'));
    // pnpm wrote the workspace's own versions in place of workspace:* ranges.
    expect(readFileSync(join(installed, 'package.json'), 'utf8')).not.toMatch(/workspace:/);
  });

  it('ships each data file once, gzipped (the wrapper unpacks it), and is little more than they are', () => {
    const dist = join(project, 'node_modules', '@flank', 'reversi', 'dist');
    const shipped = readdirSync(dist).filter((file) => /^flank.*\.(bin|gz|wasm)$/.test(file));
    expect(shipped.sort()).toEqual([...ENGINES, ...DATA_FILES].sort());
    const unpacked = new Set<string>();
    for (const file of DATA_FILES) {
      const bytes = readFileSync(join(dist, file));
      expect([bytes[0], bytes[1]], `${file} is gzipped`).toEqual([0x1f, 0x8b]);
      unpacked.add(createHash('sha256').update(gunzipSync(bytes)).digest('hex'));
    }
    expect(unpacked.size).toBe(DATA_FILES.length);
    // The data files do not compress again: the tarball is them and the engine, and at most
    // 150 KB more of JavaScript, types and text (55 KB today: the engine compresses).
    const data = [...ENGINES, ...DATA_FILES].reduce((sum, file) => sum + statSync(join(dist, file)).size, 0);
    expect(statSync(tarball).size).toBeLessThan(data + 150_000);
  });

  it('packs under 3 MB: one network, the big one (the web game hosts the smaller one itself)', () => {
    expect(statSync(tarball).size).toBeLessThan(PACKED_LIMIT_BYTES);
    const packed = JSON.parse(readFileSync(join(project, 'node_modules', '@flank', 'reversi', 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    expect(Object.keys(packed.exports).filter((path) => path.startsWith('./flank-network'))).toEqual(['./flank-network.bin']);
  });

  it('names its repository, home page and issue tracker, as npm shows them', () => {
    const packed = JSON.parse(readFileSync(join(project, 'node_modules', '@flank', 'reversi', 'package.json'), 'utf8')) as typeof MANIFEST;
    expect(packed.repository).toEqual({ type: 'git', url: 'git+https://github.com/flank-reversi/flank.git', directory: 'packages/reversi' });
    expect(packed.homepage).toBe('https://github.com/flank-reversi/flank/tree/main/packages/reversi#readme');
    expect(packed.bugs).toEqual({ url: 'https://github.com/flank-reversi/flank/issues' });
  });

  it('imports and plays in Node 24, as the workspace build does', async () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
    const answers = JSON.parse(await run(process.execPath, ['node.js'], project)) as ScenarioResult;
    expect(answers).toEqual(expected);
    expect(answers.version).toBe(MANIFEST.version);
    expect(answers.search).toMatchObject({ source: 'search', depth: 5 });
    // A CommonJS user's require() too.
    expect(JSON.parse(await run(process.execPath, ['require.cjs'], project))).toEqual(expected);
  });

  it(`imports, requires and plays in Node ${NODE_20}, the oldest that engines allows, which the install put in place`, async () => {
    expect(MANIFEST.engines.node).toBe(`>=${NODE_20}`);
    const node20 = node20Binary();
    expect(node20.startsWith(join(REPO_ROOT, 'node_modules', `node20-${process.platform}-${process.arch}`))).toBe(true);
    expect((await run(node20, ['--version'], project)).trim()).toBe(`v${NODE_20}`);
    expect(JSON.parse(await run(node20, ['node.js'], project))).toEqual(expected);
    expect(JSON.parse(await run(node20, ['require.cjs'], project))).toEqual(expected);
    // The command line too.
    const bin = join(project, 'node_modules', '@flank', 'reversi', 'bin', 'flank.js');
    expect(await run(node20, [bin, 'perft', '5'], project)).toMatch(/^perft 5: 1396 leaves/);
    // A search command runs in a worker thread (src/cli/interrupt.ts), so that Ctrl-C is heard.
    expect(await run(node20, [bin, 'solve', 'f5d6c3', '--nodes', '1000'], project)).toMatch(/^not solved: the budget ran out after 1000 nodes, [\d.]+ ms; best so far d3, /);
  });

  it('runs the command line with npx @flank/reversi, its only bin', async () => {
    expect(await run('npx', ['--offline', MANIFEST.name, '--version'], project)).toBe(`${MANIFEST.version}\n`);
    const line = JSON.parse(await run('npx', ['--offline', MANIFEST.name, 'play', 'f5d6c3d3c4', '--json'], project));
    expect(line).toMatchObject({ turn: 'white', opening: { name: 'Tiger', plies: 5 } });
  });

  it('bundles with Vite for a page that runs in Chromium, with the light evaluation only', async () => {
    const outDir = join(project, 'dist-vite');
    await build({ root: project, configFile: false, envFile: false, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const assets = readdirSync(join(outDir, 'assets'));
    for (const file of ['flank.wasm', 'flank-eval.bin', 'flank-book.bin']) {
      const [name, extension] = file.split('.');
      expect(assets.some((asset) => new RegExp(`^${name}-[\\w-]+\\.${extension}$`).test(asset)), `${file} is emitted`).toBe(true);
    }
    expect(assets.filter((asset) => asset.startsWith('flank-network'))).toEqual([]); // networks a page only fetches when it asks for them
    const bundle = assets.filter((asset) => asset.endsWith('.js')).map((asset) => readFileSync(join(outDir, 'assets', asset), 'utf8')).join('\n');
    expect(bundle).not.toMatch(/node:fs|readFile/);

    const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };
    const server: Server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      const file = join(outDir, path === '/' ? 'index.html' : path);
      if (!file.startsWith(outDir) || !existsSync(file)) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await page.waitForFunction(() => (window as { __flank?: unknown }).__flank !== undefined, undefined, { timeout: 30_000 }).catch(() => {
        throw new Error(`The page did not finish: ${problems.join('; ')}`);
      });
      const outcome = (await page.evaluate(() => (window as unknown as { __flank: unknown }).__flank)) as { ok: true; result: ScenarioResult } | { ok: false; error: string };
      if (!outcome.ok) throw new Error(`The page failed: ${outcome.error}`);
      expect(withoutSearch(outcome.result)).toEqual(withoutSearch(expected));
      // The browser searches with the light evaluation: its own move, but a legal one, searched as deep.
      expect(outcome.result.search).toMatchObject({ source: 'search', depth: 5 });
      expect(await page.textContent('#answer')).toBe(`After f5, the engine plays ${outcome.result.search.move}`);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
      server.close();
    }
  });

  it('bundles with wrangler deploy --dry-run for a Worker that answers in workerd', async () => {
    const outDir = join(project, 'dist-worker');
    await run(WRANGLER, ['deploy', '--dry-run', '--outdir', outDir], project);
    // The main module first, as workerd wants it; wrangler names the wasm and data modules by their hash.
    const modules = readdirSync(outDir)
      .filter((file) => !file.endsWith('.map') && file !== 'README.md')
      .sort((a, b) => Number(b === 'worker.js') - Number(a === 'worker.js'));
    expect(modules[0]).toBe('worker.js');
    expect(modules.map((file) => file.replace(/^[0-9a-f]{40}-/, '')).sort()).toEqual(['flank-book.bin', 'flank-eval.bin', 'flank-network.bin', 'flank.wasm', 'worker.js']);
    expect(readFileSync(join(outDir, 'worker.js'), 'utf8')).not.toMatch(/node:fs|new URL\("\.\/flank\.wasm"/);

    const port = await freePort();
    const kind = (file: string) => (file.endsWith('.js') ? 'esModule' : file.endsWith('.wasm') ? 'wasm' : 'data');
    writeFileSync(
      join(outDir, 'workerd.capnp'),
      `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);
const worker :Workerd.Worker = (
  modules = [${modules.map((file) => `(name = "${file}", ${kind(file)} = embed "${file}")`).join(', ')}],
  compatibilityDate = "2026-10-01",
);
`,
    );
    let log = '';
    const workerd = spawn(WORKERD, ['serve', 'workerd.capnp'], { cwd: outDir, stdio: ['ignore', 'pipe', 'pipe'] });
    workerd.stdout.on('data', (chunk) => (log += chunk));
    workerd.stderr.on('data', (chunk) => (log += chunk));
    try {
      let response: Response | undefined;
      for (let tries = 0; tries < 300 && response === undefined; tries++) {
        if (workerd.exitCode !== null) throw new Error(`workerd exited with ${workerd.exitCode}: ${log}`);
        response = await fetch(`http://127.0.0.1:${port}/`).catch(() => new Promise<undefined>((resolve) => setTimeout(resolve, 100)));
      }
      if (response === undefined) throw new Error(`workerd did not answer within 30 s: ${log}`);
      const text = await response.text();
      expect(response.status, text).toBe(200);
      expect(JSON.parse(text)).toEqual(expected);
    } finally {
      workerd.kill();
    }
  });

  it('types each entry: node.d.ts, browser.d.ts and workerd.d.ts, as TypeScript resolves them', () => {
    const common: ts.CompilerOptions = { strict: true, noEmit: true, skipLibCheck: false, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [] };
    const configs = [
      { name: 'node', files: ['everywhere', 'files'], options: { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext } },
      { name: 'browser', files: ['everywhere', 'files'], options: { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler } },
      { name: 'workerd', files: ['everywhere', 'workerd'], options: { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, customConditions: ['workerd'] } },
    ];
    for (const { name, files, options } of configs) {
      const compilerOptions = { ...common, ...options };
      const roots = files.map((file) => join(project, 'types', `${file}.ts`));
      const resolved = ts.resolveModuleName(MANIFEST.name, roots[0]!, compilerOptions, ts.sys).resolvedModule?.resolvedFileName;
      expect(resolved, name).toBe(join(project, 'node_modules', '@flank', 'reversi', 'dist', `${name}.d.ts`));
      const diagnostics = ts.getPreEmitDiagnostics(ts.createProgram(roots, compilerOptions));
      expect(diagnostics.map((d) => `${name}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)).toEqual([]);
    }
  });
});
