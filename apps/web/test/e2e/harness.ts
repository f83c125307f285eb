// The end-to-end harness: `wrangler dev` of apps/api (the Worker that serves the built page as
// static assets, and the API), started on free ports as the API's bench starts it, and Debian's
// Chromium through playwright-core, launched as packages/reversi's browser suite launches it.
// Both are stopped after the suite, whatever happens.
//
// Needs the built page (`pnpm run build`: dist/) and Chromium at /usr/bin/chromium. Without either
// every test fails, saying which; none is skipped.
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from '../../../../packages/reversi/test/runtimes/chromium.ts';
import { type Server, stop, wranglerDev } from '../../../api/bench/servers.ts';

const DIST_INDEX = fileURLToPath(new URL('../../dist/index.html', import.meta.url));
/** Screenshots, kept as the suite's artefacts (git ignores the folder). */
export const SCREENSHOTS = fileURLToPath(new URL('../../test-results/e2e/', import.meta.url));

/** A running server and browser. */
export interface Harness {
  origin: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Starts wrangler dev and Chromium. */
export async function startHarness(): Promise<Harness> {
  if (!existsSync(DIST_INDEX)) throw new Error(`The page is not built (${DIST_INDEX} is missing): run pnpm run build first`);
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM}: install it (apt-get install -y chromium)`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const server: Server = await wranglerDev();
  // However the run ends, wrangler and its workerd go with it.
  const stopServer = () => stop(server);
  process.once('exit', stopServer);
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
  } catch (error) {
    stopServer();
    throw error;
  }
  return {
    origin: server.origin,
    browser,
    async close() {
      // The server first: wrangler holds the test run's stderr, and a run must not wait on it
      // while a busy machine takes its time to close Chromium.
      stopServer();
      await browser.close();
    },
  };
}

/**
 * Starts the harness before the calling file's tests and stops it after them. The object it
 * returns is filled in once started, for the tests to use.
 */
export function useHarness(): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    Object.assign(harness, await startHarness());
  }, 120_000);
  // Closing Chromium and wrangler can take a while on a busy machine: a generous guard.
  afterAll(async () => {
    await harness.close?.();
  }, 60_000);
  return harness;
}

/**
 * A page of its own storage (a fresh context) in a language, with every page error collected.
 * `prepare` runs before the page is opened (to route its requests); `serviceWorkers: 'block'`
 * keeps the service worker out, so that every request of the page meets the routes.
 */
export async function openPage(
  harness: Harness,
  options: {
    locale?: string;
    viewport?: { width: number; height: number };
    phone?: boolean;
    colorScheme?: 'light' | 'dark';
    prepare?: (page: Page) => Promise<unknown>;
    serviceWorkers?: 'allow' | 'block';
  } = {},
) {
  const context: BrowserContext = await harness.browser.newContext({
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    serviceWorkers: options.serviceWorkers ?? 'allow',
    // A phone: a touch screen (pointer: coarse) of its size.
    ...(options.phone ? { isMobile: true, hasTouch: true } : {}),
  });
  const page: Page = await context.newPage();
  await options.prepare?.(page);
  const errors: string[] = [];
  /** Every URL the page has requested, in order. */
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  await page.goto(`${harness.origin}/`);
  await page.waitForSelector('[data-square]', { timeout: 30_000 });
  return { page, context, errors, requests };
}
