// The interactive benchmark: how long the built page, served by wrangler dev on loopback, takes in
// Chromium from the start of navigation to a board that takes a move: the legal squares marked
// (the page has fetched and compiled the engine and drawn the game) and a click on one of them
// played. In fresh contexts (nothing cached or stored), reloaded in one context (the cache and the
// service worker warm), and with Chromium's CPU throttled to a slower device's pace.
//
// Budget: the page is interactive within 1 s on this machine (fresh context, no throttling).
//
//   tsx bench/interactive.ts [--fresh 10] [--warm 5] [--throttled 5]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { type Harness, startHarness } from '../test/e2e/harness.ts';
import { isNetworkFile } from '../test/e2e/page-helpers.ts';
import { chromiumCpu } from './chromium-cpu.ts';
import { countOption } from './count-option.ts';
import { spread } from './spread.ts';

const BUDGET_MS = 1000;
/** The throttled runs' slowdown: DevTools' "4x slowdown", a mid-range phone's pace. */
const THROTTLE_RATE = 4;

/** What the page's init script notes, in ms from navigation start (performance.now()). */
interface Marks {
  legal: number | null;
  /** The board painted with its legal squares, and the main thread free again: a click then is handled at once. */
  ready: number | null;
  /** The click's square, and when Chromium took the click in (the event's timeStamp). */
  square: string | null;
  input: number | null;
  /** When the clicked square showed its disc. */
  played: number | null;
}

/** One load's figures, in ms from navigation start (Chromium's CPU in ms used meanwhile). */
type Load = { domContentLoaded: number; loaded: number; cpu: number; bytes: number; responses: number; encodings: Set<string> } & {
  [mark in keyof Omit<Marks, 'square'>]: number;
};

const { values: args } = parseArgs({
  options: { fresh: { type: 'string', default: '10' }, warm: { type: 'string', default: '5' }, throttled: { type: 'string', default: '5' } },
});
const [freshCount, warmCount, throttledCount] = [countOption('--fresh', args.fresh, 1), countOption('--warm', args.warm), countOption('--throttled', args.throttled)];

/**
 * Runs in every document before the page's scripts. Each load starts a new game (a stored one
 * could have the computer to move first, and its search would count). A MutationObserver notes when
 * the first legal square appears, then a task after the next frame when the board is painted and
 * the main thread free; the click is followed from Chromium taking it in to its disc on the board.
 */
function noteMarks(): void {
  localStorage.clear();
  const marks: Marks = { legal: null, ready: null, square: null, input: null, played: null };
  (window as unknown as { benchMarks: Marks }).benchMarks = marks;
  new MutationObserver(() => {
    if (marks.legal === null && document.querySelector('[data-legal]')) {
      marks.legal = performance.now();
      requestAnimationFrame(() => setTimeout(() => (marks.ready = performance.now()), 0));
    }
    if (marks.played === null && marks.square !== null && document.querySelector(`[data-square="${marks.square}"][data-disc]`)) marks.played = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
  addEventListener(
    'pointerdown',
    (event) => {
      marks.input = event.timeStamp;
      marks.square = (event.target as HTMLElement).closest<HTMLElement>('[data-square]')?.dataset.square ?? null;
    },
    true,
  );
}

async function newContext(harness: Harness): Promise<BrowserContext> {
  const context = await harness.browser.newContext({ locale: 'en-US', viewport: { width: 1200, height: 900 } });
  await context.addInitScript(noteMarks);
  return context;
}

/** How long the page asks for nothing before its load counts as done (Playwright's 'networkidle' waits as long). */
const QUIET_MS = 500;

/** Resolves once the page has sent no request for `ms`. */
async function quiet(page: Page, ms: number): Promise<void> {
  let last = performance.now();
  const onRequest = () => (last = performance.now());
  page.on('request', onRequest);
  for (let left = ms; left > 0; left = ms - (performance.now() - last)) await new Promise((resolve) => setTimeout(resolve, left));
  page.off('request', onRequest);
}

/** Opens the page, clicks the first legal square as soon as there is one, and reads the marks. */
async function measure(page: Page, origin: string): Promise<Load> {
  const sizes: Promise<number>[] = [];
  const encodings = new Set<string>();
  const onResponse = (response: Response) => {
    // The network comes after the first paint, the page playing meanwhile: no part of the first load.
    if (isNetworkFile(response.url())) return;
    encodings.add(response.headers()['content-encoding'] ?? 'none');
    sizes.push(
      response
        .request()
        .sizes()
        .then(({ responseBodySize, responseHeadersSize }) => responseBodySize + responseHeadersSize),
    );
  };
  page.on('response', onResponse);
  const cpu = chromiumCpu();
  await page.goto(`${origin}/`, { waitUntil: 'commit' });
  // One call: Playwright waits for a legal square, then clicks it.
  await page.click('[data-legal]', { timeout: 30_000 });
  await page.waitForFunction(() => (window as unknown as { benchMarks: Marks }).benchMarks.played !== null);
  const cpuMs = cpu() * 1000;
  const figures = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const { legal, ready, input, played } = (window as unknown as { benchMarks: Marks }).benchMarks;
    return { domContentLoaded: navigation.domContentLoadedEventEnd, loaded: navigation.loadEventEnd, legal: legal!, ready: ready!, input: input!, played: played! };
  });
  // The rest of the first load (the worker's script, anything fetched after the click) counts in its
  // size: until the network is in and the page has asked for nothing more for a while. Not
  // Playwright's 'networkidle': a worker ended while its script loads (the network's arrival ends
  // the worker started on the light evaluation) leaves a request that never finishes, and
  // 'networkidle' waits for it.
  await page.waitForSelector('[data-evaluation="network"], [data-evaluation="failed"]', { timeout: 30_000 });
  await quiet(page, QUIET_MS);
  page.off('response', onResponse);
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  return { ...figures, cpu: cpuMs, bytes, responses: sizes.length, encodings };
}

/** A fresh context for each load (the throttled ones slowed down by CDP before navigating). */
async function freshLoads(harness: Harness, count: number, throttle = 1): Promise<Load[]> {
  const loads: Load[] = [];
  for (let i = 0; i < count; i++) {
    const context = await newContext(harness);
    const page = await context.newPage();
    if (throttle > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
    loads.push(await measure(page, harness.origin));
    await context.close();
  }
  return loads;
}

/** One context: a first load to fill the cache (not counted), then `count` loads again. */
async function warmLoads(harness: Harness, count: number): Promise<Load[]> {
  const context = await newContext(harness);
  const page = await context.newPage();
  await measure(page, harness.origin);
  const loads: Load[] = [];
  for (let i = 0; i < count; i++) loads.push(await measure(page, harness.origin));
  await context.close();
  return loads;
}

const ms = (value: number) => value.toFixed(0).padStart(7);

function print(title: string, loads: Load[]): void {
  console.log(`${title}, ${loads.length} loads:`);
  console.log('                               median     min     max');
  const rows: [string, (load: Load) => number][] = [
    ['DOMContentLoaded', (load) => load.domContentLoaded],
    ['load event', (load) => load.loaded],
    ['legal squares in the DOM', (load) => load.legal],
    ['painted, main thread free', (load) => load.ready],
    ['click taken in', (load) => load.input],
    ['click played (disc shown)', (load) => load.played],
    ['  of which the page', (load) => load.played - load.input],
    ['Chromium CPU', (load) => load.cpu],
  ];
  for (const [name, of] of rows) {
    const { median, min, max } = spread(loads.map(of));
    console.log(`  ${name.padEnd(27)} ${ms(median)} ${ms(min)} ${ms(max)}`);
  }
  const bytes = spread(loads.map((load) => load.bytes));
  const encodings = [...new Set(loads.flatMap((load) => [...load.encodings]))].join(', ');
  console.log(`  transferred: median ${(bytes.median / 1000).toFixed(1)} KB, max ${(bytes.max / 1000).toFixed(1)} KB (${loads[0]!.responses} responses; content-encoding: ${encodings})`);
}

const harness = await startHarness();
try {
  // The machine is shared: its load says how far these times stray from an idle machine's.
  console.log(`the page's first load in Chromium ${harness.browser.version()}, built page from wrangler dev on loopback, ms from navigation start; load average ${loadavg()[0]!.toFixed(2)}`);
  console.log("(the click is Playwright's, sent when it sees a legal square: its round trips count until 'click taken in')\n");
  const fresh = await freshLoads(harness, freshCount);
  print('fresh context (empty cache and storage), no CPU throttling', fresh);
  if (warmCount > 0) print('same context again (cache and service worker warm), no CPU throttling', await warmLoads(harness, warmCount));
  if (throttledCount > 0) print(`fresh context, CPU throttled ${THROTTLE_RATE}x (DevTools emulation)`, await freshLoads(harness, throttledCount, THROTTLE_RATE));
  const ready = spread(fresh.map((load) => load.ready));
  const played = spread(fresh.map((load) => load.played));
  console.log(
    `\ninteractive within ${BUDGET_MS} ms (fresh context, unthrottled): board ready median ${ms(ready.median).trim()} ms, max ${ms(ready.max).trim()} ms ` +
      `(${ready.max < BUDGET_MS ? 'met' : 'NOT met'}); Playwright's first click played: median ${ms(played.median).trim()} ms, max ${ms(played.max).trim()} ms`,
  );
  console.log(`load average at the end: ${loadavg()[0]!.toFixed(2)}`);
} finally {
  await harness.close();
}
