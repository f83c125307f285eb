// The built package in a real headless browser: a page script that imports `@flank/reversi` is
// bundled with esbuild for the browser (so the package's `browser` export, dist/browser.js, is the
// one bundled), served with dist/flank.wasm from a local HTTP server, and run in Debian's Chromium
// through playwright-core. What the page works out must equal what the built Node entry works out.
//
// Needs `pnpm run build` (dist/) and Chromium at /usr/bin/chromium (`apt-get install -y chromium`).
// Without either every test fails, saying which; none is skipped.
import { existsSync, readFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import * as node from '../../dist/node.js';
import type { PageOutcome } from './browser/page.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';
import { PASS_POSITION, SHORT_GAME, runScenario } from './scenario.ts';

const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PAGE_SCRIPT = fileURLToPath(new URL('./browser/page.ts', import.meta.url));
const WASM = new URL('../../dist/flank.wasm', import.meta.url);
const THREADS_WASM = new URL('../../dist/flank-threads.wasm', import.meta.url);
const WEIGHTS = new URL('../../dist/flank-eval.bin', import.meta.url);
const BOOK = new URL('../../dist/flank-book.bin', import.meta.url);
const HTML = '<!doctype html><meta charset="utf-8"><title>flank</title><script type="module" src="app.js"></script>';

interface Harness {
  /** The page script bundled, and the files that went into it (relative to the package). */
  bundle: string;
  bundledInputs: string[];
  origin: string;
  browser: Browser;
  /** Paths requested from the server, in order. */
  requests: string[];
  close(): Promise<void>;
}

let harness: Promise<Harness> | undefined;
/** Bundles, serves and launches once, on the first test that needs it; a failure fails every test. */
const setUp = (): Promise<Harness> => (harness ??= start());

async function start(): Promise<Harness> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM}: install it (apt-get install -y chromium) to run the browser test`);
  }

  const built = await build({
    entryPoints: [PAGE_SCRIPT],
    absWorkingDir: PACKAGE_ROOT,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['browser'],
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const bundle = built.outputFiles[0]!.text;
  const bundledInputs = Object.keys(built.metafile.inputs);

  // The page at /, the same page under /missing/, where no flank.wasm (nor weights) lies beside
  // app.js, and under /threads/, cross-origin isolated (its page script runs the engine on two
  // threads there).
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const requested = new URL(request.url ?? '/', 'http://localhost').pathname;
    requests.push(requested);
    const isolated = requested.startsWith('/threads/');
    const path = isolated ? requested.slice('/threads'.length) : requested;
    const [status, type, body] =
      path === '/' || path === '/missing/'
        ? [200, 'text/html', HTML]
        : path === '/app.js' || path === '/missing/app.js'
          ? [200, 'text/javascript', bundle]
          : path === '/flank.wasm' && existsSync(WASM)
            ? [200, 'application/wasm', readFileSync(WASM)]
            : path === '/flank-threads.wasm' && isolated && existsSync(THREADS_WASM)
              ? [200, 'application/wasm', readFileSync(THREADS_WASM)]
            : path === '/flank-eval.bin' && existsSync(WEIGHTS)
              ? [200, 'application/octet-stream', readFileSync(WEIGHTS)]
              : path === '/flank-book.bin' && existsSync(BOOK)
                ? [200, 'application/octet-stream', readFileSync(BOOK)]
                : [404, 'text/plain', 'not found'];
    const isolation = isolated ? { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' } : {};
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...isolation }).end(body);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));

  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
  } catch (error) {
    await closeServer();
    throw error;
  }
  return {
    bundle,
    bundledInputs,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    browser,
    requests,
    async close() {
      await browser.close();
      await closeServer();
    },
  };
}

afterAll(async () => {
  const running = await harness?.catch(() => undefined);
  await running?.close();
});

/** Loads a page of the local server and waits for what its script reports. */
async function runPage(path: string): Promise<PageOutcome> {
  const { browser, origin } = await setUp();
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 15_000 });
    await page.waitForFunction(() => window.__flank !== undefined, undefined, { timeout: 15_000 }).catch(() => {
      throw new Error(`The page script did not start. ${problems.join('; ')}`);
    });
    return await page.evaluate(() => window.__flank!);
  } finally {
    await page.close();
  }
}

let mainPage: Promise<PageOutcome> | undefined;
/** The page at /, loaded once for the tests that read it; throws when its scenario failed. */
async function mainPageResult() {
  const outcome = await (mainPage ??= runPage('/'));
  if (!outcome.ok) throw new Error(`The page failed: ${outcome.error.name}: ${outcome.error.message}`);
  return outcome;
}

describe('@flank/reversi in a headless browser (Chromium)', { timeout: 60_000 }, () => {
  it('bundles the browser entry, dist/browser.js, not the node or workerd one', async () => {
    const { bundle, bundledInputs } = await setUp();
    expect(bundledInputs).toContain('dist/browser.js');
    expect(bundledInputs).toContain('dist/reversi.js');
    expect(bundledInputs.filter((input) => /dist\/(node|workerd)\.js|^src\//.test(input))).toEqual([]);
    expect(bundle).not.toMatch(/node:fs/);
  });

  it('loads flank.wasm beside the bundle and gives the same answers as Node', async () => {
    const { userAgent, result } = await mainPageResult();
    expect(userAgent).toMatch(/Chrome\//);
    expect((await setUp()).requests).toContain('/flank.wasm'); // fetched from beside app.js, as init() does
    expect((await setUp()).requests).toContain('/flank-eval.bin'); // the weights, gzipped as shipped: the wrapper unpacks them
    expect((await setUp()).requests).toContain('/flank-book.bin'); // the opening book, gzipped too
    expect(result.search.best).toMatchObject({ source: 'book' });
    expect(result.opening).toEqual({ tiger: { name: 'Tiger', plies: 5 }, board: null });

    expect(result.initializedBefore).toBe(false);
    expect(result.initializedAfter).toBe(true);
    expect(result.startMoves).toEqual(['d3', 'c4', 'f5', 'e6']);
    expect(result.afterF5.moves).toEqual(['f4', 'd6', 'f6']);
    expect(result.shortGame.transcript).toBe(SHORT_GAME);
    expect(result.perft).toEqual({ depth5: 1396, depth6: 8200, depth5NoPassMoves: 1396 });

    // The same scenario with the built Node entry (this file runs in Node), on the evaluation a
    // browser loads by default: the small linear weights (Node's default is the network).
    expect(result).toEqual(await runScenario(node, new URL('../../dist/flank-eval.bin', import.meta.url)));
  });

  it('counts a forced pass as a ply in the browser as in Node', async () => {
    const { result } = await mainPageResult();
    await node.init();
    const stuck = new node.Reversi(PASS_POSITION);
    expect(result.passPosition.withPassMoves).toEqual([1, 2, 3, 4].map((depth) => stuck.perft(depth)));
    expect(result.passPosition.withPassMoves).not.toEqual(result.passPosition.withoutPassMoves);
    expect(result.fullGame.passes).toBeGreaterThan(0);
  });

  it('draws board images that the browser reads as SVG and shows as images', async () => {
    const { result } = await mainPageResult();
    const page = await (await setUp()).browser.newPage();
    try {
      const read = await page.evaluate(async (svg) => {
        const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        return {
          errors: document.getElementsByTagName('parsererror').length,
          root: document.documentElement.localName,
          black: document.querySelectorAll('.black-discs circle').length,
          white: document.querySelectorAll('.white-discs circle').length,
          width: image.naturalWidth,
        };
      }, result.images.annotated);
      await node.init();
      const midgame = new node.Reversi('f5d6c3d3c4f4');
      expect(read).toEqual({ errors: 0, root: 'svg', ...midgame.score(), width: 640 });
    } finally {
      await page.close();
    }
  });

  it('searches on two threads in a cross-origin isolated page, to the exact score of one', async () => {
    const outcome = await runPage('/threads/');
    if (!outcome.ok) throw new Error(`The page failed: ${outcome.error.name}: ${outcome.error.message}`);
    expect(outcome.result).toMatchObject({
      threads: { crossOriginIsolated: true, engineThreads: 2, solution: { solved: true, score: 18, bestMoves: ['g8'] }, legal: true },
    });
    expect((await setUp()).requests).toContain('/threads/flank-threads.wasm');
  });

  it('reports a missing flank.wasm as a NOT_INITIALIZED error', async () => {
    const outcome = await runPage('/missing/');
    expect((await setUp()).requests).toContain('/missing/flank.wasm');
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toMatchObject({ name: 'ReversiError', code: 'NOT_INITIALIZED' });
    expect(outcome.error.message).toMatch(/HTTP 404/);
  });
});
