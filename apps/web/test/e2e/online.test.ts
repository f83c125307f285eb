// Online play end to end: pages in Chromium contexts of their own (each its own storage, as two
// people's browsers), through `wrangler dev`'s game objects and lobby. Two play a whole timed game
// while a third watches; all three see every move; it ends and opens in Analyse with its review.
// An identity kept, with its games' page. Then the lobby and a game at both sizes in both themes:
// screenshots, and axe-core. First, online play's chunk: fetched only when Online opens.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { openPage, useHarness } from './harness.ts';
import { SCREENS, cachedUrls, chooseSetting, humanTurnOrOver, screenshot } from './page-helpers.ts';

const harness = useHarness();

/** Online play's own view: the page's game is in the page too, hidden. */
const ONLINE = 'main.online';

/** Opens online play from the mode bar, and waits for the lobby to be live. */
async function toLobby(page: Page): Promise<void> {
  await page.click('[data-online-link]');
  await page.waitForSelector(`${ONLINE} [data-lobby-connection="live"]`, { timeout: 30_000 });
}

/** Creates a challenge (listed) of `rules`, the first clock preset, the creator playing `color`; returns the game's id. */
async function challenge(page: Page, rules: string, color: 'black' | 'white'): Promise<string> {
  await page.selectOption('select[name="challenge-rules"]', rules);
  await page.selectOption('select[name="challenge-clock"]', '0');
  await page.selectOption('select[name="challenge-color"]', color);
  await page.click('button[name="create-challenge"]');
  const game = await page.waitForSelector(`${ONLINE} [data-online-game]`, { timeout: 30_000 });
  await page.waitForSelector(`${ONLINE} [data-connection="live"]`, { timeout: 30_000 });
  return (await game.getAttribute('data-online-game'))!;
}

/** The moves played as a page shows them. */
const plies = async (page: Page) => Number(await page.getAttribute(`${ONLINE} [data-online-game]`, 'data-plies'));
/** The discs on a page's online board, a1..h8. */
const discs = (page: Page) =>
  page.$$eval(`${ONLINE} [data-square]`, (squares) => squares.map((square) => ({ black: 'X', white: 'O' })[(square as HTMLElement).dataset.disc as 'black' | 'white'] ?? '-').join(''));

/**
 * Plays the game out between two pages, each playing its first legal square (or passing) when its
 * turn comes; after every move, every page in `all` shows it. Returns the number of moves.
 */
async function playOut(players: Page[], all: Page[]): Promise<number> {
  for (;;) {
    // Whoever may move, or the game is over.
    const mover = await Promise.race(
      players.map((page) =>
        page
          .waitForSelector(`${ONLINE} [data-legal], ${ONLINE} button[name="pass"], ${ONLINE} [data-game-status="finished"]`, { timeout: 30_000 })
          .then(async () => ((await page.locator(`${ONLINE} [data-game-status="finished"]`).count()) > 0 ? null : page)),
      ),
    );
    if (mover === null) return plies(players[0]!);
    const before = await plies(mover);
    const square = await mover.$eval(`${ONLINE} [data-legal]`, (button) => (button as HTMLElement).dataset.square!).catch(() => null);
    await mover.click(square ? `${ONLINE} [data-square="${square}"]` : `${ONLINE} button[name="pass"]`);
    // The board waits for the object's state; then every page has the move.
    for (const page of all) {
      await page.waitForFunction(([selector, n]) => Number(document.querySelector(selector as string)?.getAttribute('data-plies')) > (n as number), [`${ONLINE} [data-online-game]`, before] as const, {
        timeout: 30_000,
      });
    }
  }
}

/** Whether a URL is online play's chunk, which the page fetches when Online first opens. */
const isOnlineChunk = (url: string) => /\/assets\/online-main-[^/]*\.js$/.test(new URL(url).pathname);

describe('online play\u2019s code, fetched when Online first opens', { timeout: 180_000 }, () => {
  it('is not fetched with the page, comes once when Online opens, and the service worker keeps it then', async () => {
    const { page, context, errors, requests } = await openPage(harness);
    // The page settled: the network fetched after the first paint, the service worker installed.
    await page.waitForSelector('[data-evaluation="network"]', { timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    expect(requests.filter(isOnlineChunk)).toEqual([]);
    expect((await cachedUrls(page)).filter(isOnlineChunk)).toEqual([]);
    await toLobby(page);
    expect(requests.filter(isOnlineChunk)).toHaveLength(1);
    // Fetched through the worker, which keeps it beside the network (not in the build's precache).
    await expect.poll(async () => (await cachedUrls(page)).filter(isOnlineChunk).length, { timeout: 10_000 }).toBe(1);
    // Back and in again: shown at once, nothing fetched again.
    await page.click('button[name="leave-online"]');
    await page.waitForSelector(ONLINE, { state: 'detached' });
    await toLobby(page);
    expect(requests.filter(isOnlineChunk)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('comes with a page opened on an #online link', async () => {
    const { page, context, errors } = await openPage(harness);
    await page.goto(`${harness.origin}/#online`);
    await page.reload();
    await page.waitForSelector(`${ONLINE} [data-lobby-connection="live"]`, { timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  const languages = [
    { locale: 'en-US', unavailable: 'Online play could not be loaded: is the connection down?', retry: 'Try again' },
    { locale: 'es-ES', unavailable: 'No se pudo cargar el juego en línea: ¿falla la conexión?', retry: 'Reintentar' },
  ];
  for (const { locale, unavailable, retry } of languages) {
    it(`says so where it cannot be fetched (offline), and comes when tried again online (${locale})`, async () => {
      const { page, context, errors } = await openPage(harness, { locale });
      await context.setOffline(true);
      await page.click('[data-online-link]');
      await page.waitForSelector('main.online[data-online="failed"]', { timeout: 30_000 });
      expect(await page.textContent(`${ONLINE} [data-online-error]`)).toBe(unavailable);
      expect(await page.textContent(`${ONLINE} button[name="online-retry"]`)).toBe(retry);
      // The way back works meanwhile: the mode bar is the page's own.
      expect(await page.locator(`${ONLINE} button[name="leave-online"]`).count()).toBe(1);
      await screenshot(page, `online-unavailable-${locale}`);
      await context.setOffline(false);
      await page.click(`${ONLINE} button[name="online-retry"]`);
      await page.waitForSelector(`${ONLINE} [data-lobby-connection="live"]`, { timeout: 30_000 });
      // Only the failed fetches were reported.
      expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
      await context.close();
    });
  }
});

describe('the page\u2019s own game while online play shows', { timeout: 300_000 }, () => {
  it('pauses a timed game against the computer, and plays it on when the player comes back', async () => {
    const { page, context, errors } = await openPage(harness);
    await chooseSetting(page, 'clock', '1+0');
    await page.click('[data-square="f5"]');
    await humanTurnOrOver(page);
    const before = await page.textContent('[data-clock="black"]');
    await toLobby(page);
    await page.waitForTimeout(3_000);
    await page.click('button[name="leave-online"]');
    await page.waitForSelector(ONLINE, { state: 'detached' });
    // No second went by while away; the clock runs again once back.
    expect(await page.textContent('[data-clock="black"]')).toBe(before);
    await expect.poll(() => page.textContent('[data-clock="black"]'), { timeout: 10_000 }).not.toBe(before);
    expect(await page.getAttribute('[data-clock="black"]', 'data-running')).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('online play, two people and a spectator through wrangler dev', { timeout: 600_000 }, () => {
  for (const rules of ['othello', 'reversi'] as const) {
    it(`plays a whole timed ${rules} game that all three see, and opens it in Analyse with its review`, async () => {
      const [ana, luis, eve] = await Promise.all([openPage(harness), openPage(harness), openPage(harness)]);
      await toLobby(ana.page);
      const id = await challenge(ana.page, rules, 'black');
      expect(ana.page.url()).toBe(`${harness.origin}/#online/${id}`);
      expect(await ana.page.textContent(`${ONLINE} [data-status]`)).toMatch(/Waiting for an opponent/);
      // Luis sees the challenge in the lobby, live, and accepts it with one click.
      await toLobby(luis.page);
      await luis.page.click(`${ONLINE} [data-challenge="${id}"] button[name="accept"]`);
      await luis.page.waitForSelector(`${ONLINE} [data-online-game="${id}"][data-game-status="playing"]`, { timeout: 30_000 });
      expect(await luis.page.textContent(`${ONLINE} [data-seat]`)).toBe('You play White');
      // Eve opens the game's link: both seats are taken, so she watches.
      await eve.page.goto(`${harness.origin}/#online/${id}`);
      await eve.page.waitForSelector(`${ONLINE} [data-online-game="${id}"] [data-connection="live"]`, { timeout: 30_000 });
      expect(await eve.page.textContent(`${ONLINE} [data-seat]`)).toBe('You are watching this game');
      expect(await eve.page.locator(`${ONLINE} button[name="resign"], ${ONLINE} [data-legal]`).count()).toBe(0);
      // Both clocks, the running one counting down.
      await ana.page.waitForSelector(`${ONLINE} [data-clock="black"][data-running]`);
      const moves = await playOut([ana.page, luis.page], [ana.page, luis.page, eve.page]);
      expect(moves).toBeGreaterThan(50);
      for (const { page } of [ana, luis, eve]) {
        await page.waitForSelector(`${ONLINE} [data-game-status="finished"]`);
        expect(await plies(page)).toBe(moves);
      }
      const end = await discs(ana.page);
      expect(await discs(luis.page)).toBe(end);
      expect(await discs(eve.page)).toBe(end);
      expect(await eve.page.textContent(`${ONLINE} [data-status]`)).toMatch(/^(Black wins|White wins|A draw) on the board, \d+–\d+$/);
      // The engine's work never showed on an online page.
      expect(await ana.page.locator(`${ONLINE} .engine-lines, ${ONLINE} .eval-bar, ${ONLINE} [data-hint]`).count()).toBe(0);
      // Analyse: the page's own game becomes this one, and its review runs.
      await eve.page.click(`${ONLINE} button[name="analyse-online"]`);
      await eve.page.waitForSelector(ONLINE, { state: 'detached' });
      expect(await eve.page.textContent('[data-mode-name]')).toContain('Analyse');
      expect(await eve.page.locator('ol.move-list > li[data-ply]').count()).toBe(moves);
      expect(await eve.page.textContent('[data-game-about]')).toContain('Flank online');
      await eve.page.waitForSelector('[data-review="running"], [data-review="done"]', { timeout: 30_000 });
      expect(await boardOf(eve.page)).toBe(end);
      // The finished game is kept (by its object's alarm, a moment after its end): among the recent games, it opens in Analyse.
      await expect
        .poll(async () => ((await (await fetch(`${harness.origin}/v1/games`)).json()) as { games: { id: string }[] }).games.some((game) => game.id === id), { timeout: 30_000 })
        .toBe(true);
      await luis.page.goto(`${harness.origin}/#online/games`);
      await luis.page.click(`${ONLINE} [data-finished-game="${id}"] button[name="analyse-finished"]`);
      await luis.page.waitForSelector(ONLINE, { state: 'detached' });
      expect(await luis.page.locator('ol.move-list > li[data-ply]').count()).toBe(moves);
      expect(await boardOf(luis.page)).toBe(end);
      for (const { page, errors, context } of [ana, luis, eve]) {
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }

  it('keeps an identity, its rating shown and its games a page of their own', async () => {
    const { page, errors, context } = await openPage(harness);
    await toLobby(page);
    const name = `ana-${Date.now().toString(36)}`;
    await page.fill('input[name="player-name"]', name);
    await page.click('button[name="keep-identity"]');
    await page.waitForSelector(`${ONLINE} [data-identity]`);
    expect(await page.textContent(`${ONLINE} [data-identity]`)).toBe(`You play as ${name}, rated 1500`);
    await page.click('button[name="my-games"]');
    await page.waitForSelector(`${ONLINE} [data-finished-games] >> text=No finished game yet.`);
    expect(await page.textContent(`${ONLINE} #online-finished`)).toBe(`Games of ${name}`);
    // A reload keeps the identity.
    await page.reload();
    await page.waitForSelector(`${ONLINE} [data-finished-games] >> text=No finished game yet.`);
    await page.click(`${ONLINE} button[name="online-lobby"]`);
    expect(await page.textContent(`${ONLINE} [data-identity]`)).toBe(`You play as ${name}, rated 1500`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a rated game between two identities, shows both ratings move, and follows the rematch, colours swapped', async () => {
    const [ana, luis] = await Promise.all([openPage(harness), openPage(harness)]);
    const stamp = Date.now().toString(36);
    for (const [{ page }, name] of [[ana, `ana-r${stamp}`], [luis, `luis-r${stamp}`]] as const) {
      await toLobby(page);
      await page.fill('input[name="player-name"]', name);
      await page.click('button[name="keep-identity"]');
      await page.waitForSelector(`${ONLINE} [data-identity]`);
    }
    await ana.page.setChecked('input[name="challenge-rated"]', true);
    const id = await challenge(ana.page, 'othello', 'black');
    await luis.page.click(`${ONLINE} [data-challenge="${id}"] button[name="accept"]`);
    await ana.page.click(`${ONLINE} [data-square="f5"][data-legal]`);
    await luis.page.waitForSelector(`${ONLINE} [data-plies="1"] [data-legal]`);
    await luis.page.click(`${ONLINE} button[name="resign"]`);
    // Both ratings move once the object has kept the game in D1: the winner's up, the loser's down.
    for (const { page } of [ana, luis]) {
      await page.waitForSelector(`${ONLINE} [data-rating-change="black"]`, { timeout: 30_000 });
      expect(await page.textContent(`${ONLINE} [data-rating-change="black"]`)).toMatch(/1500 → 1\d{3} \(\+\d+\)/);
      expect(await page.textContent(`${ONLINE} [data-rating-change="white"]`)).toMatch(/1500 → 1\d{3} \(−\d+\)/);
    }
    await ana.page.click(`${ONLINE} button[name="rematch-offer"]`);
    await luis.page.click(`${ONLINE} button[name="rematch-accept"]`);
    // Both follow the rematch with their seats' secrets: Luis now plays Black.
    for (const { page } of [ana, luis]) {
      await page.waitForFunction((old) => {
        const game = document.querySelector('main.online [data-online-game]');
        return game !== null && game.getAttribute('data-online-game') !== old && game.getAttribute('data-game-status') === 'playing';
      }, id, { timeout: 30_000 });
    }
    expect(await luis.page.textContent(`${ONLINE} [data-seat]`)).toBe('You play Black');
    expect(await ana.page.textContent(`${ONLINE} [data-seat]`)).toBe('You play White');
    await luis.page.click(`${ONLINE} [data-square="f5"][data-legal]`);
    await ana.page.waitForSelector(`${ONLINE} [data-plies="1"] [data-legal]`);
    for (const { errors, context } of [ana, luis]) {
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const { name, options } of SCREENS) {
      it(`shows the lobby and a game with nothing for axe to fix (${colorScheme}, ${name})`, async () => {
        const [ana, luis] = await Promise.all([openPage(harness, { ...options, colorScheme }), openPage(harness, { ...options, colorScheme })]);
        await toLobby(ana.page);
        const id = await challenge(ana.page, 'othello', 'white');
        await toLobby(luis.page);
        await luis.page.waitForSelector(`${ONLINE} [data-challenge="${id}"]`);
        expect(await violations(luis.page)).toEqual([]);
        await screenshot(luis.page, `online-lobby-${colorScheme}-${name}`);
        expect(await violations(ana.page)).toEqual([]);
        await screenshot(ana.page, `online-waiting-${colorScheme}-${name}`);
        await luis.page.click(`${ONLINE} [data-challenge="${id}"] button[name="accept"]`);
        // Luis plays black: a move, and a draw offered.
        await luis.page.click(`${ONLINE} [data-square="f5"][data-legal]`);
        await ana.page.waitForSelector(`${ONLINE} [data-plies="1"] [data-legal]`);
        await luis.page.click(`${ONLINE} button[name="draw-offer"]`);
        await ana.page.waitForSelector(`${ONLINE} [data-offer="draw"][data-standing="theirs"]`);
        expect(await violations(ana.page)).toEqual([]);
        await screenshot(ana.page, `online-game-${colorScheme}-${name}`);
        for (const { errors, context } of [ana, luis]) {
          expect(errors).toEqual([]);
          await context.close();
        }
      });
    }
  }
});

/** The discs of the page's own board (Analyse), a1..h8. */
const boardOf = (page: Page) =>
  page.$$eval('main.layout:not(.online) [data-square]', (squares) =>
    squares.map((square) => ({ black: 'X', white: 'O' })[(square as HTMLElement).dataset.disc as 'black' | 'white'] ?? '-').join(''),
  );
