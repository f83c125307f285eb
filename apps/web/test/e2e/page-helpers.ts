// What the end-to-end tests read and do on the page, by the data attributes the board exposes.
import type { Page } from 'playwright-core';
import { SCREENSHOTS } from './harness.ts';

/** The screens each test of the page's features runs on: a desktop, and a 390x844 touch phone. */
export const SCREENS = [
  { name: 'desktop', options: {} },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, phone: true } },
] as const;

/** Engine moves at low levels take milliseconds, but the machine may be busy: wait generously. */
export const ENGINE_WAIT_MS = 30_000;

/** The neural network the page fetches after its first paint (hashed by the build), as a route's glob and a test of a URL. */
export const NETWORK_FILE = '**/assets/flank-network-small-*.bin';
export const isNetworkFile = (url: string) => /\/assets\/flank-network-small-[^/]*\.bin$/.test(new URL(url).pathname);
/** Every URL in the origin's caches (the service worker's). */
export const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

/**
 * Waits until the page plays the network it fetched after its first paint. Its arrival saves the
 * game (the controller refreshes), so a test that writes the saved game itself waits for it first:
 * otherwise a network that lands between that write and a reload overwrites it.
 */
export const networkArrived = (page: Page) => page.waitForSelector('[data-evaluation="network"]', { timeout: ENGINE_WAIT_MS });
/** The package's bigger network (flank-network.bin, hashed by a build), which the page never fetches. */
export const isBigNetworkFile = (url: string) => /\/flank-network(-(?!small[-.])[^/]*)?\.bin$/.test(new URL(url).pathname);

/** The squares marked as legal for the person, in square order. */
export const legalSquares = (page: Page) => page.$$eval('[data-legal]', (squares) => squares.map((square) => (square as HTMLElement).dataset.square!));

/** The discs on the board, as a64-character string (X, O, -) a1..h8. */
export const boardDiscs = (page: Page) =>
  page.$$eval('[data-square]', (squares) =>
    squares.map((square) => ({ black: 'X', white: 'O' })[(square as HTMLElement).dataset.disc as 'black' | 'white'] ?? '-').join(''),
  );

/** The status line (whose move, or the result). */
export const statusText = (page: Page) => page.textContent('[data-status]');

/** Waits until a person may move (a legal square is marked) or the game is over. */
export const humanTurnOrOver = (page: Page) =>
  page.waitForFunction(() => document.querySelector('[data-legal]') !== null || document.querySelector('.status.over') !== null, undefined, {
    timeout: ENGINE_WAIT_MS,
  });

/** Loads a transcript or board string through the import form. */
export async function load(page: Page, text: string): Promise<void> {
  await page.fill('textarea[name="position"]', text);
  await page.click('form.import button[type="submit"]');
}

/** Saves a screenshot among the suite's artefacts. */
export const screenshot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });

/** Opens the settings dialog (if it is not open), runs `act` in it, and closes it again. */
export async function inSettings<T>(page: Page, act: () => Promise<T>): Promise<T> {
  const open = await page.locator('dialog.settings-dialog[open]').count();
  if (!open) {
    await page.click('button[name="open-settings"]');
    await page.waitForSelector('dialog.settings-dialog[open] .settings');
  }
  const result = await act();
  if (!open) {
    await page.click('button[name="close-settings"]');
    await page.waitForSelector('dialog.settings-dialog[open]', { state: 'detached' });
  }
  return result;
}

/** Chooses a value of a setting's select (`mode`, `level`, `rules`, `theme`, `language`, `color`) in the settings dialog. */
export const chooseSetting = (page: Page, name: string, value: string) => inSettings(page, () => page.selectOption(`select[name="${name}"]`, value));

/** Ticks or clears a setting's checkbox (`book`, `playView`, `sound`, `mustCapture`, `voluntaryPass`) in the settings dialog. */
export const checkSetting = (page: Page, name: string, checked: boolean) => inSettings(page, () => page.setChecked(`input[name="${name}"]`, checked));
