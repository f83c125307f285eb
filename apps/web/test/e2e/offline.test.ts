// The page as an installed app: its web manifest, and its service worker, which keeps the page
// and the engine (its neural network included) so that, once loaded, it opens and plays with the
// connection gone. Served by `wrangler dev` as in game.test.ts, at desktop and phone sizes.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useHarness } from './harness.ts';
import { computerReply, replyConditions, tellingPosition } from './evaluations.ts';
import { ENGINE_WAIT_MS, cachedUrls, chooseSetting, humanTurnOrOver, isNetworkFile, legalSquares, screenshot } from './page-helpers.ts';

const harness = useHarness();

/** Waits until the service worker has installed (its precache filled) and controls the page, reloading once if it must. */
async function controlledBy(page: Page): Promise<string> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 5_000 });
  } catch {
    await page.reload();
    await page.waitForSelector('[data-square]');
  }
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** The manifest the page links, as Chromium reads it, and the size of each icon it names (from the PNG's header). */
async function manifestOf(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  const read = await cdp.send('Page.getAppManifest');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  const manifest = JSON.parse(read.data!);
  const icons = await page.evaluate(
    (sources: string[]) =>
      Promise.all(
        sources.map(async (source) => {
          const bytes = new DataView(await (await fetch(source)).arrayBuffer());
          // The signature's first word, then IHDR's width and height.
          return `${bytes.getUint32(0).toString(16)} ${bytes.getUint32(16)}x${bytes.getUint32(20)}`;
        }),
      ),
    manifest.icons.map((icon: { src: string }) => icon.src),
  );
  return { url: read.url, errors: read.errors, installabilityErrors, manifest, icons };
}

describe('the page as an app that works offline, served by wrangler dev', { timeout: 180_000 }, () => {
  it('serves the service worker and the manifest with their types, the worker never cached for long', async () => {
    const worker = await fetch(`${harness.origin}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    // A browser checks for a new worker on every visit; a host must not tell it to keep an old one.
    expect(worker.headers.get('cache-control')).toMatch(/no-cache|max-age=0/);
    expect(await worker.text()).toMatch(/^const FLANK_CACHE_LIST = \{"version":"[0-9a-f]{16}"/);
    const manifest = await fetch(`${harness.origin}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect((await fetch(`${harness.origin}/icons/icon-512.png`)).headers.get('content-type')).toBe('image/png');
  });

  const sizes = [
    { name: 'desktop', options: {} },
    { name: 'phone', options: { viewport: { width: 390, height: 844 }, phone: true } },
  ];
  for (const { name, options } of sizes) {
    it(`installs, then opens and plays against the computer offline (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, options);
      expect(await controlledBy(page)).toBe(`${harness.origin}/sw.js`);

      const { url, errors: manifestErrors, installabilityErrors, manifest, icons } = await manifestOf(page, context);
      expect(url).toBe(`${harness.origin}/manifest.webmanifest`);
      expect(manifestErrors).toEqual([]);
      expect(manifest).toMatchObject({ name: 'Flank', short_name: 'Flank', display: 'standalone', start_url: '/', scope: '/' });
      expect(icons).toEqual(['89504e47 192x192', '89504e47 512x512']);
      // Chromium would offer to install it (a manifest, the icons, a worker that answers fetches),
      // but never from a private window, which every test context is.
      expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

      // The API goes to the network, and nothing of it lands in a cache.
      expect(await page.evaluate(() => fetch('/health').then((response) => response.status))).toBe(200);
      const cached = await cachedUrls(page);
      expect(cached).toContain(`${harness.origin}/`);
      expect(cached.filter((cachedUrl) => !/\/(assets\/[^/]+|icons\/[^/]+\.png|manifest\.webmanifest)?$/.test(new URL(cachedUrl).pathname))).toEqual([]);

      await context.setOffline(true);
      const response = await page.reload();
      expect(response!.fromServiceWorker()).toBe(true);
      await page.waitForSelector('[data-square]', { timeout: ENGINE_WAIT_MS });
      // Offline indeed, for the worker whose fetches the page's answers came through. (Not
      // navigator.onLine: Chromium 150 keeps it true under Playwright's offline emulation after a
      // reload the worker served; and a fetch from the page would log the failed load it checks.)
      const [worker] = context.serviceWorkers();
      expect(await worker!.evaluate(() => fetch('/health').then(() => 'reached', () => 'offline'))).toBe('offline');

      // The engine answers a move (its reply from the book or a search) and scores the next ones.
      await chooseSetting(page, 'level', '1');
      await humanTurnOrOver(page);
      const square = '[data-square="f5"]';
      await (options.phone ? page.tap(square) : page.click(square));
      await page.waitForFunction(() => document.querySelectorAll('li[data-ply]').length === 2, undefined, { timeout: ENGINE_WAIT_MS });
      await humanTurnOrOver(page);
      await page.click('button[name="hints"]');
      await page.waitForSelector('[data-legal][data-hint]', { timeout: ENGINE_WAIT_MS });
      expect((await legalSquares(page)).length).toBeGreaterThan(0);
      await screenshot(page, `offline-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('keeps the network its first visit fetched, and plays it offline', async () => {
    const telling = tellingPosition();
    const served: boolean[] = [];
    const { page, context, errors, requests } = await openPage(harness, {
      prepare: async (opened) => opened.on('response', (response) => isNetworkFile(response.url()) && served.push(response.fromServiceWorker())),
    });
    await page.waitForSelector('[data-evaluation="network"]', { timeout: ENGINE_WAIT_MS });
    // The worker takes this first visit over without a reload, after the page fetched the network
    // (past the worker, which never saw it): the page keeps it in the worker's cache itself.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: ENGINE_WAIT_MS });
    expect(served).toEqual([false]);
    await expect.poll(async () => (await cachedUrls(page)).filter(isNetworkFile)).toHaveLength(1);
    await replyConditions(page);
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('[data-evaluation="network"]', { timeout: ENGINE_WAIT_MS });
    // Asked for again, and answered from the cache.
    expect(requests.filter(isNetworkFile)).toHaveLength(2);
    expect(served).toEqual([false, true]);
    expect(await computerReply(page, telling.transcript)).toBe(telling.network);
    await screenshot(page, 'offline-network');
    expect(errors).toEqual([]);
    await context.close();
  });
});
