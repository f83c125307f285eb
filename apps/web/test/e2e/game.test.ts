// The web game end to end: the built page served by `wrangler dev` (the API's Worker, assets and
// routes together), played in headless Chromium as a person would, by clicks and keys.
import { readFileSync } from 'node:fs';
import * as node from '@flank/reversi';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, openPage, useHarness } from './harness.ts';
import { computerReply, replyConditions, tellingPosition } from './evaluations.ts';
import { ENGINE_WAIT_MS, NETWORK_FILE, SCREENS, boardDiscs, checkSetting, chooseSetting, inSettings, humanTurnOrOver, isBigNetworkFile, isNetworkFile, legalSquares, load, networkArrived, screenshot, statusText } from './page-helpers.ts';

/** Seven moves after which white's f8 leaves black without a move (found by random playouts). */
const BEFORE_PASS = 'e6f6d3e7e8d8g7';
/** A 60-move WTHOR game of 1986: a move list longer than its box. */
const LONG_GAME = 'f5f6e6f4g6c5g4g5f3e3c4g3h5f7e7d3c2b4d2f2b3c3d6d1h4c1e2h6h7e1h3a4f1e8d7c6c8c7f8g8b8g7b6a6a5g1h8b5d8b7a3h2h1g2b2a2b1a1a7a8';
/** FFO #40: black to move with 20 empties, wins by 38 with a2 only. */
const FFO_40 = 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X';

const harness = useHarness();

describe('the web game in Chromium, served by wrangler dev', { timeout: 180_000 }, () => {
  it('serves the page and the API from one Worker', async () => {
    const page = await fetch(`${harness.origin}/`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('<div id="app">');
    const health = await fetch(`${harness.origin}/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const moves = await fetch(`${harness.origin}/v1/moves`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"position":"f5"}' });
    expect((await moves.json()).legalMoves.map((move: { square: string }) => move.square)).toEqual(['f4', 'd6', 'f6']);
    const read = await fetch(`${harness.origin}/v1/moves?position=f5`);
    expect((await read.json()).legalMoves.map((move: { square: string }) => move.square)).toEqual(['f4', 'd6', 'f6']);
  });

  it('sends the page and its files with security headers (public/_headers), and the API with its own', async () => {
    for (const path of ['/', '/manifest.webmanifest', '/sw.js']) {
      const response = await fetch(`${harness.origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).not.toContain('unsafe-inline');
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=15552000; includeSubDomains');
      const features = response.headers.get('permissions-policy') ?? '';
      expect(features, path).toContain('camera=()');
      expect(features, path).toContain('geolocation=()');
      // Copy writes the clipboard: it stays the page's own.
      expect(features, path).toContain('clipboard-write=(self)');
    }
    expect((await fetch(`${harness.origin}/_headers`)).status).not.toBe(200); // read by the host, never served
    const api = await fetch(`${harness.origin}/health`);
    expect(api.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
  });

  it('plays a whole game against the computer by clicking', async () => {
    const { page, context, errors } = await openPage(harness);
    // Every level of the wrapper, each move capped in time, as the page says.
    await inSettings(page, async () => {
      expect(await page.locator('select[name="level"] option').count()).toBe(20);
      expect(await page.textContent('[data-level-cap]')).toBe('The engine thinks at most 10 s a move, whatever the level');
    });
    await chooseSetting(page, 'level', '1');
    expect(await legalSquares(page)).toEqual(['d3', 'c4', 'f5', 'e6']);
    // When the last move landed, and when "Game over" showed.
    await page.evaluate(() => {
      const times = { move: 0, over: 0 };
      (window as unknown as { times: typeof times }).times = times;
      new MutationObserver(() => {
        const now = performance.now();
        const plies = document.querySelectorAll('li[data-ply]').length;
        if (plies !== Number(document.body.dataset.plies ?? 0)) {
          document.body.dataset.plies = String(plies);
          times.move = now;
        }
        if (times.over === 0 && document.querySelector('[data-status]')?.textContent?.startsWith('Game over')) times.over = now;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    let clicks = 0;
    for (;;) {
      await humanTurnOrOver(page);
      const legal = await legalSquares(page);
      if (legal.length === 0) break;
      const before = await page.locator('li[data-ply]').count();
      await page.click(`[data-square="${legal[0]}"]`);
      clicks++;
      // The move lands in the list at once; the engine's reply (and any pass) follows.
      await page.waitForFunction((count) => document.querySelectorAll('li[data-ply]').length > count, before);
      if (clicks === 1) await screenshot(page, 'game-first-move');
    }
    const status = await statusText(page);
    expect(status).toMatch(/^Game over: (Black wins|White wins|a draw)/);
    // Only once the last move's discs have turned over (a 380 ms animation).
    const times = await page.evaluate(() => (window as unknown as { times: { move: number; over: number } }).times);
    expect(times.over - times.move).toBeGreaterThanOrEqual(350);
    const black = Number(await page.textContent('[data-count="black"]'));
    const white = Number(await page.textContent('[data-count="white"]'));
    const discs = await boardDiscs(page);
    expect(black).toBe([...discs].filter((disc) => disc === 'X').length);
    expect(white).toBe([...discs].filter((disc) => disc === 'O').length);
    expect(status).toContain(`${black}–${white}`);
    expect(clicks).toBeGreaterThan(10);
    const transcript = await page.inputValue('textarea[name="transcript"]');
    expect(transcript.length / 2).toBe(await page.locator('li[data-ply]:not(:has-text("pa"))').count());
    // The transcript and board fields show the whole text, wrapped.
    for (const name of ['transcript', 'board']) {
      expect(await page.$eval(`textarea[name="${name}"]`, (field) => field.scrollHeight <= field.clientHeight + 1 && field.scrollWidth <= field.clientWidth)).toBe(true);
    }
    await page.waitForFunction(() => Number(document.querySelector('svg.graph')?.getAttribute('data-points')) > 20, undefined, { timeout: ENGINE_WAIT_MS });
    await screenshot(page, 'game-over');
    expect(errors).toEqual([]);
    await context.close();
  });

  // The page is told how many cores it has (whatever the machine's count), so that both ways are
  // checked everywhere: one core searches on the plain engine, several on the threaded one.
  it.each([
    [1, 'The engine searches on one thread', false],
    [3, 'The engine searches on 3 threads', true],
  ])('is cross-origin isolated, and its engine searches on every core, as the page says: %i', async (cores, said, threaded) => {
    const prepare = (page: Page) =>
      page.addInitScript((count) => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => count }), cores);
    const { page, context, errors, requests } = await openPage(harness, { prepare });
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    expect(Number(await page.getAttribute('[data-threads]', 'data-threads'))).toBe(cores);
    expect(await page.textContent('[data-threads]')).toBe(said);
    // A searched reply: with several threads from the threaded engine, which the page fetched beside the plain one.
    await chooseSetting(page, 'mode', 'human-human');
    await load(page, 'f5d6c3d3c4');
    await page.click('button[name="hints"]');
    await page.waitForSelector('[data-legal][data-hint]', { timeout: ENGINE_WAIT_MS });
    expect(requests.some((url) => /flank-threads-[^/]*\.wasm$/.test(url))).toBe(threaded);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a score on every legal square when hints are on', async () => {
    const { page, context, errors } = await openPage(harness);
    await chooseSetting(page, 'mode', 'human-human');
    await load(page, 'f5d6c3d3c4');
    // Hints use the engine, so the evaluation it plays with is shown between two people too.
    expect(await page.locator('[data-evaluation]').count()).toBe(1);
    await page.click('button[name="hints"]');
    await page.waitForSelector('[data-legal][data-hint]', { timeout: ENGINE_WAIT_MS });
    const legal = await legalSquares(page);
    const hinted = await page.$$eval('[data-legal][data-hint]', (squares) => squares.map((square) => (square as HTMLElement).dataset.square));
    expect(hinted).toEqual(legal);
    expect(await page.getAttribute('[data-square="f4"]', 'aria-label')).toMatch(/^f4, empty, legal move, score [+-]?\d+ for black( \(opening book\))?$/);
    // The Tiger's moves are in the opening book: their scores are the book's, marked apart.
    expect(await page.locator('[data-legal][data-book]').count()).toBeGreaterThan(0);
    expect(await page.textContent('[data-opening]')).toBe('Opening: Tiger');
    await screenshot(page, 'hints');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('announces a forced pass, and passes by choice where the rules allow it', async () => {
    const { page, context, errors } = await openPage(harness);
    await chooseSetting(page, 'mode', 'human-human');
    expect(await page.locator('button[name="pass"]').count()).toBe(0);
    await load(page, BEFORE_PASS);
    await page.click('[data-square="f8"]');
    await expect.poll(() => page.textContent('[data-pass-notice]')).toBe('Black has no move and passes');
    expect(await statusText(page)).toBe('White to move');
    await screenshot(page, 'forced-pass');

    await chooseSetting(page, 'rules', 'free-placement');
    await checkSetting(page, 'voluntaryPass', true);
    await page.click('button[name="pass"]');
    expect(await page.textContent('[data-pass-notice]')).toBe('Black passes');
    expect(await statusText(page)).toBe('White to move');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches language and rule set', async () => {
    const { page, context, errors } = await openPage(harness, { locale: 'es-ES' });
    // The browser's language first.
    expect(await statusText(page)).toBe('Juegan las negras');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await chooseSetting(page, 'language', 'en');
    expect(await statusText(page)).toBe('Black to move');
    await chooseSetting(page, 'language', 'es');

    await chooseSetting(page, 'rules', 'reversi');
    expect(await boardDiscs(page)).toBe('-'.repeat(64));
    expect(await legalSquares(page)).toEqual(['d4', 'e4', 'd5', 'e5']);
    expect(await page.textContent('[data-side="black"] .in-hand')).toBe('32 en mano');
    await chooseSetting(page, 'level', '1');
    await page.click('[data-square="d4"]');
    await humanTurnOrOver(page);
    expect(await page.textContent('[data-side="black"] .in-hand')).toBe('31 en mano');
    await screenshot(page, 'reversi-spanish');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the game in progress across a reload', async () => {
    const { page, context, errors } = await openPage(harness);
    await chooseSetting(page, 'mode', 'human-human');
    for (const square of ['f5', 'd6', 'c3']) await page.click(`[data-square="${square}"]`);
    await chooseSetting(page, 'language', 'es');
    const before = await boardDiscs(page);
    await page.reload();
    await page.waitForSelector('[data-square]');
    expect(await boardDiscs(page)).toBe(before);
    expect(await page.inputValue('textarea[name="transcript"]')).toBe('f5d6c3');
    expect(await inSettings(page, () => page.inputValue('select[name="mode"]'))).toBe('human-human');
    expect(await statusText(page)).toBe('Juegan las blancas');
    await page.click('button:has-text("Deshacer")');
    expect(await page.inputValue('textarea[name="transcript"]')).toBe('f5d6');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a player resign, in both languages, and keeps the resigned game across a reload', async () => {
    const { page, context, errors } = await openPage(harness);
    await chooseSetting(page, 'mode', 'human-human');
    await page.click('[data-square="f5"]');
    await page.click('button[name="resign"]');
    // Between two people, the side to move resigns.
    expect(await statusText(page)).toBe('White resigned: Black wins');
    expect(await page.isDisabled('button[name="resign"]')).toBe(true);
    expect(await legalSquares(page)).toEqual([]);
    await chooseSetting(page, 'language', 'es');
    expect(await statusText(page)).toBe('Las blancas abandonan: ganan las negras');
    await screenshot(page, 'resigned');
    await page.reload();
    await page.waitForSelector('[data-square]');
    expect(await statusText(page)).toBe('Las blancas abandonan: ganan las negras');
    // Undo plays on.
    await page.click('button:has-text("Deshacer")');
    expect(await statusText(page)).toBe('Juegan las negras');
    expect(await page.isDisabled('button[name="resign"]')).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays by keyboard alone', async () => {
    const { page, context, errors } = await openPage(harness);
    await chooseSetting(page, 'mode', 'human-human');
    await page.keyboard.type('d3');
    await page.keyboard.press('Enter');
    expect(await page.inputValue('textarea[name="transcript"]')).toBe('d3');
    // The cursor went to d3; one step left is c3, a legal reply for white.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement).dataset.square)).toBe('c3');
    await page.keyboard.press('Enter');
    expect(await page.inputValue('textarea[name="transcript"]')).toBe('d3c3');
    await page.keyboard.press('u');
    expect(await page.inputValue('textarea[name="transcript"]')).toBe('d3');
    await page.keyboard.press('r');
    expect(await page.inputValue('textarea[name="transcript"]')).toBe('d3c3');
    await page.keyboard.type('a1');
    await page.keyboard.press('Enter');
    expect(await page.textContent('.status-area .error')).toBe('a1 is not a legal move here');
    // A square that does not exist is named as typed; Enter then plays nothing (the cursor is on a1).
    await page.keyboard.type('z9');
    expect(await page.textContent('.status-area .error')).toBe('“z9” is not a square: type a column a–h, then a row 1–8');
    await page.keyboard.press('Enter');
    expect(await page.textContent('.status-area .error')).toBe('“z9” is not a square: type a column a–h, then a row 1–8');
    expect(await page.inputValue('textarea[name="transcript"]')).toBe('d3c3');
    // N starts a new game at one key; U brings the game back, by key or button.
    await page.keyboard.press('n');
    expect(await page.inputValue('textarea[name="transcript"]')).toBe('');
    await page.keyboard.press('u');
    expect(await page.inputValue('textarea[name="transcript"]')).toBe('d3c3');
    expect(await page.textContent('[aria-live]')).toBe('The previous game is back');
    await page.click('button:has-text("New game")');
    await page.click('button:has-text("Undo")');
    expect(await page.inputValue('textarea[name="transcript"]')).toBe('d3c3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('solves a position with the end in reach', async () => {
    const { page, context, errors } = await openPage(harness);
    await chooseSetting(page, 'mode', 'human-human');
    expect(await page.isDisabled('button[name="solve"]')).toBe(true);
    await load(page, FFO_40);
    await page.click('button[name="solve"]');
    await page.waitForSelector('[data-solution]', { timeout: 60_000 });
    expect(await page.textContent('[data-solution]')).toBe('Perfect play: Black wins by 38 (best: a2)');
    expect(await page.getAttribute('[data-square="a2"]', 'class')).toContain('best');
    await screenshot(page, 'solve');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('rejects a bad transcript with a message naming the character, and keeps the game', async () => {
    const { page, context, errors } = await openPage(harness);
    await chooseSetting(page, 'mode', 'human-human');
    await page.click('[data-square="f5"]');
    await load(page, 'f5d6z3');
    expect(await page.textContent('.import .error')).toBe(
      'Could not load it: Invalid character "z" at character 5 of the transcript (the 3rd move): a move is a column a-h then a row 1-8, or "pa" for a pass',
    );
    expect(await page.inputValue('textarea[name="transcript"]')).toBe('f5');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('exports the board shown as an SVG image drawn by the wrapper, with its last move and coordinates', async () => {
    const { page, context, errors } = await openPage(harness);
    await chooseSetting(page, 'mode', 'human-human');
    await load(page, 'f5d6c3d3c4');
    await node.init();
    const exported = async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('button:has-text("Export image")')]);
      expect(download.suggestedFilename()).toBe('flank-board.svg');
      return readFileSync((await download.path())!, 'utf8');
    };
    const svg = await exported();
    // The same bytes as the wrapper's toSVG of the game, in the page's light colours.
    expect(svg).toBe(new node.Reversi('f5d6c3d3c4').toSVG({ coordinates: true, lastMove: true, theme: 'light' }));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>\n<title>Reversi board \(othello\), white to move: black 6, white 3<\/title>/);
    const discs = await boardDiscs(page);
    expect(svg.match(/class="black-discs"[^>]*>(.*?)<\/g>/)![1]!.match(/<circle /g)).toHaveLength([...discs].filter((disc) => disc === 'X').length);
    expect(svg.match(/class="white-discs"[^>]*>(.*?)<\/g>/)![1]!.match(/<circle /g)).toHaveLength([...discs].filter((disc) => disc === 'O').length);
    expect(svg).toContain('class="coordinates"');
    expect(svg).toContain('class="last-move"');
    await screenshot(page, 'export-image');
    // Stepping back through the game exports the position shown.
    await page.click('li[data-ply="2"] button');
    expect(await exported()).toBe(new node.Reversi('f5d6').toSVG({ coordinates: true, lastMove: true, theme: 'light' }));
    // The words in Spanish.
    await chooseSetting(page, 'language', 'es');
    expect(await page.textContent('.export-image')).toBe('Exportar imagenEl tablero tal como se ve, en un archivo SVG');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets the computer play itself while the person watches, and pauses it', async () => {
    const { page, context, errors } = await openPage(harness);
    await chooseSetting(page, 'level', '1');
    await chooseSetting(page, 'mode', 'computer-computer');
    await page.waitForFunction(() => document.querySelectorAll('li[data-ply]').length >= 4, undefined, { timeout: ENGINE_WAIT_MS });
    expect(await legalSquares(page)).toEqual([]);
    await page.click('button[name="pause"]');
    const paused = await page.locator('li[data-ply]').count();
    await page.waitForTimeout(1500);
    expect(await page.locator('li[data-ply]').count()).toBe(paused);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays from the opening book and names the opening, which follows undo; the book can be switched off', async () => {
    const { page, context, errors, requests } = await openPage(harness);
    expect(requests.filter((url) => url.includes('flank-book'))).toHaveLength(1);
    await chooseSetting(page, 'level', '1');
    expect(await page.locator('[data-opening]').count()).toBe(0);
    await page.click('[data-square="f5"]');
    await humanTurnOrOver(page);
    // White's three replies to f5 are the three named openings of two moves.
    expect(await page.textContent('[data-opening]')).toMatch(/^Opening: (Perpendicular|Parallel|Diagonal) Opening$/);
    await chooseSetting(page, 'language', 'es');
    expect(await page.textContent('[data-opening]')).toMatch(/^Apertura: (Perpendicular|Parallel|Diagonal) Opening$/);
    await chooseSetting(page, 'language', 'en');
    await page.click('button:has-text("Undo")');
    expect(await page.locator('[data-opening]').count()).toBe(0);
    await screenshot(page, 'opening');
    expect(await inSettings(page, () => page.isChecked('input[name="book"]'))).toBe(true);
    await checkSetting(page, 'book', false);
    await chooseSetting(page, 'mode', 'human-human');
    await load(page, 'f5d6c3d3c4');
    await page.click('button[name="hints"]');
    await page.waitForSelector('[data-legal][data-hint]', { timeout: ENGINE_WAIT_MS });
    expect(await page.locator('[data-book]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts on the light evaluation, and plays the network once it has arrived, fetched after the first paint with no one asking', async () => {
    const telling = tellingPosition();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    const { page, context, errors, requests } = await openPage(harness, {
      serviceWorkers: 'block',
      // The network waits until the test lets it through: the page plays the light evaluation meanwhile.
      prepare: (opened) => opened.route(NETWORK_FILE, async (route) => (held++, await released, await route.continue())),
    });
    await expect.poll(() => held).toBe(1);
    expect(await page.getAttribute('[data-evaluation]', 'data-evaluation')).toBe('loading');
    expect(await page.textContent('[data-evaluation]')).toBe('Light evaluation in use while the neural network downloads…');
    await replyConditions(page);
    expect(await computerReply(page, telling.transcript)).toBe(telling.light);
    await screenshot(page, 'evaluation-loading');
    release();
    await page.waitForSelector('[data-evaluation="network"]', { timeout: ENGINE_WAIT_MS });
    expect(await page.textContent('[data-evaluation]')).toBe('Neural network evaluation in use');
    expect(await computerReply(page, telling.transcript)).toBe(telling.network);
    await screenshot(page, 'evaluation-network');
    // One download of the page's network, and never the package's bigger one.
    expect(requests.filter(isNetworkFile)).toHaveLength(1);
    expect(requests.filter(isBigNetworkFile)).toEqual([]);
    await chooseSetting(page, 'language', 'es');
    expect(await page.textContent('[data-evaluation]')).toBe('Evaluación por red neuronal en uso');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps playing the light evaluation when the network cannot be fetched, and says so discreetly, in both languages', async () => {
    const telling = tellingPosition();
    const { page, context, errors } = await openPage(harness, {
      serviceWorkers: 'block',
      prepare: (opened) => opened.route(NETWORK_FILE, (route) => route.fulfill({ status: 404, body: 'Not found' })),
    });
    await page.waitForSelector('[data-evaluation="failed"]', { timeout: ENGINE_WAIT_MS });
    expect(await page.textContent('[data-evaluation]')).toBe('Light evaluation in use: the neural network could not be downloaded');
    // The reason, for who looks.
    expect(await page.getAttribute('[data-evaluation]', 'title')).toMatch(/^Could not fetch \/assets\/flank-network-small-[^ ]+\.bin: HTTP 404$/);
    // Discreet: the muted colour of the other notes, not an error's.
    const colour = (selector: string) => page.$eval(selector, (element) => getComputedStyle(element).color);
    expect(await colour('[data-evaluation]')).toBe(await colour('.keys'));
    await replyConditions(page);
    expect(await computerReply(page, telling.transcript)).toBe(telling.light);
    expect(await page.getAttribute('[data-evaluation]', 'data-evaluation')).toBe('failed');
    await screenshot(page, 'evaluation-failed');
    await chooseSetting(page, 'language', 'es');
    expect(await page.textContent('[data-evaluation]')).toBe('Evaluación ligera en uso: no se pudo descargar la red neuronal');
    // The browser reports the 404 itself; the page adds nothing.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    await context.close();
  });

  it('loads settings saved by an older version, the strong evaluation’s choice with them', async () => {
    const { page, context, errors, requests } = await openPage(harness);
    await networkArrived(page);
    await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i)!;
        const saved = JSON.parse(localStorage.getItem(key)!);
        if (saved?.settings) localStorage.setItem(key, JSON.stringify({ ...saved, settings: { ...saved.settings, level: 3, strongEvaluation: true } }));
      }
    });
    await page.reload();
    await page.waitForSelector('[data-evaluation="network"]', { timeout: ENGINE_WAIT_MS });
    expect(await inSettings(page, () => page.inputValue('select[name="level"]'))).toBe('3');
    expect(requests.filter(isBigNetworkFile)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says that a saved game could not be read, and keeps it until the person plays on', async () => {
    const { page, context, errors } = await openPage(harness);
    await networkArrived(page);
    const damaged = '{"record": {"moves": ["f5", "a1"';
    await page.evaluate((value) => localStorage.setItem('flank.game', value), damaged);
    await page.reload();
    await page.waitForSelector('[data-saved-game-error]');
    expect(await page.evaluate(() => localStorage.getItem('flank.game'))).toBe(damaged);
    await screenshot(page, 'saved-game-unreadable');
    await page.click('[data-square="f5"]');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('flank.game'))).not.toBe(damaged);
    expect(await page.$('[data-saved-game-error]')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a saved game whose redo line does not replay, and a link to a board no game reaches, saying why', async () => {
    const { page, context, errors } = await openPage(harness);
    await networkArrived(page);
    const damaged = JSON.stringify({ record: { rules: { name: 'othello' }, start: null, moves: ['f5', 'd6'], undone: ['c3', 'zz'] } });
    await page.evaluate((value) => localStorage.setItem('flank.game', value), damaged);
    await page.reload();
    await page.waitForSelector('[data-saved-game-error]');
    expect(await page.textContent('[data-saved-game-error]')).toContain('The redo line: Invalid square "zz"');
    expect(await page.isDisabled('button:has-text("Redo")')).toBe(true);
    await page.goto(`${harness.origin}/#rules=othello&board=${'-'.repeat(64)}%20X&moves=`);
    await page.reload();
    await page.waitForSelector('[data-link-error]');
    expect(await page.textContent('[data-link-error]')).toContain('No othello game reaches this board: a centre square (d4, e4, d5, e5) is empty');
    expect(await page.textContent('[data-status]')).not.toMatch(/Game over/);
    await screenshot(page, 'unreachable-board-link');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const { name, options } of SCREENS) {
    it(`draws the move list's black discs to be seen on the dark theme, and scrolls it by whole rows (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, { ...options, colorScheme: 'dark' });
      await load(page, LONG_GAME);
      // WCAG's contrast of two colours (rgb(...) as the browser computes them).
      const contrast = (one: string, other: string) => {
        const luminance = (color: string) => {
          const [r, g, b] = color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((part) => Number(part) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
        return (light! + 0.05) / (dark! + 0.05);
      };
      const { ring, card } = await page.$eval('.move-list .dot.black', (dot) => ({
        ring: getComputedStyle(dot).boxShadow.match(/rgba?\([^)]*\)/)![0],
        card: getComputedStyle(dot.closest('.card')!).backgroundColor,
      }));
      // The ring sets the black disc off the card: a non-text contrast of 3 at least, each way.
      expect(contrast(ring, card)).toBeGreaterThanOrEqual(3);
      expect(contrast(ring, 'rgb(17, 17, 17)')).toBeGreaterThanOrEqual(3);
      // Scrolled anywhere, the list comes to rest on a row's top, and shows no row cut in half.
      for (const by of [37, 101]) {
        await page.$eval('ol.move-list', (list, top) => list.scrollTo({ top, behavior: 'instant' }), by);
        await page.waitForTimeout(300);
        const cut = await page.$eval('ol.move-list', (list) => {
          const box = list.getBoundingClientRect();
          return [...list.querySelectorAll(':scope > li')]
            .map((item) => item.getBoundingClientRect())
            .filter((row) => row.bottom > box.top + 0.5 && row.top < box.bottom - 0.5)
            .filter((row) => row.top < box.top - 0.5 || row.bottom > box.bottom + 0.5).length;
        });
        expect(cut, `scrolled to ${by}`).toBe(0);
      }
      await (await page.$('.moves'))!.screenshot({ path: `${SCREENSHOTS}moves-dark-${name}.png` });
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`follows the system into dark mode, and keeps a chosen theme (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, { ...options, colorScheme: 'dark' });
      const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
      await expect.poll(background).toBe('rgb(18, 22, 20)');
      await page.click('[data-square="f5"]');
      await screenshot(page, `dark-${name}`);
      await chooseSetting(page, 'theme', 'light');
      await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('light');
      await expect.poll(background).toBe('rgb(243, 241, 236)');
      await page.reload();
      await page.waitForSelector('[data-square]');
      await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('light');
      await chooseSetting(page, 'theme', 'auto');
      await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`knocks when a disc is placed, only once the sound is switched on (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, options);
      // Counts the tones the page starts.
      await context.addInitScript(() => {
        const counted = { tones: 0 };
        (window as unknown as { counted: typeof counted }).counted = counted;
        const Original = window.AudioContext;
        window.AudioContext = class extends Original {
          override createOscillator() {
            counted.tones++;
            return super.createOscillator();
          }
        };
      });
      await page.reload();
      await page.waitForSelector('[data-square]');
      const tones = () => page.evaluate(() => (window as unknown as { counted: { tones: number } }).counted.tones);
      await chooseSetting(page, 'mode', 'human-human');
      expect(await inSettings(page, () => page.isChecked('input[name="sound"]'))).toBe(false);
      await page.click('[data-square="f5"]');
      expect(await tones()).toBe(0);
      await checkSetting(page, 'sound', true);
      await page.click('[data-square="d6"]');
      await expect.poll(tones).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('runs without saving, and says so, where the browser refuses storage', async () => {
    const { page, context, errors } = await openPage(harness);
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.reload();
    await page.waitForSelector('[data-square]');
    expect(await page.textContent('[data-not-saving]')).toBe(
      'This browser refuses to store anything for this page: the game and the settings will not be kept after it closes.',
    );
    await chooseSetting(page, 'mode', 'human-human');
    await page.click('[data-square="f5"]');
    await chooseSetting(page, 'language', 'es');
    expect(await page.inputValue('textarea[name="transcript"]')).toBe('f5');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const { name, options } of SCREENS) {
    it(`plays like a person at a chosen style, in place of a level (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, options);
      await inSettings(page, async () => {
        expect(await page.$$eval('select[name="style"] option', (items) => items.map((item) => item.textContent))).toEqual([
          'Its best, at the level below',
          'Like a person losing ~30 discs a game',
          'Like a person losing ~20 discs a game',
          'Like a person losing ~12 discs a game',
          'Like a person losing ~8 discs a game',
        ]);
        await page.selectOption('select[name="style"]', '20');
        expect(await page.locator('select[name="level"]').count()).toBe(0); // the style sets the strength
      });
      for (let move = 0; move < 3; move++) {
        await humanTurnOrOver(page);
        await page.click(`[data-square="${(await legalSquares(page))[0]}"]`);
      }
      await humanTurnOrOver(page);
      expect(await page.locator('li[data-ply]').count()).toBe(6);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`times a game on a clock: each side’s time runs on its turn, and the side whose time runs out loses (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, { ...options, prepare: (opened) => opened.clock.install() });
      // Before the first move, no time runs while the settings are open.
      await inSettings(page, async () => {
        await page.selectOption('select[name="clock"]', '1+0');
        await page.clock.fastForward(5_000);
      });
      expect(await page.textContent('[data-clock="black"]')).toMatch(/^(1:00|0:59)$/);
      expect(await page.getAttribute('[data-clock="black"]', 'data-running')).toBe('');
      await page.clock.fastForward(5_000);
      await page.click('[data-square="f5"]');
      await humanTurnOrOver(page);
      await expect.poll(() => page.textContent('[data-clock="black"]')).toMatch(/^0:5\d$/);
      await page.clock.fastForward(61_000);
      await expect.poll(() => statusText(page)).toBe('Time is up: White wins, Black’s clock ran out');
      expect(await page.textContent('[data-clock="black"]')).toBe('0:00.0');
      expect(await page.locator('[data-legal]').count()).toBe(0);
      expect(await page.locator('.side.to-move').count()).toBe(0);
      // The game's end brings the engine's view back, searched as after a game played out (it said "searching…" for good).
      await page.waitForSelector('.engine-lines [data-analysis-done]', { timeout: 2 * ENGINE_WAIT_MS }); // its search to Play's bound
      await page.waitForFunction(() => document.querySelector('svg.graph')?.getAttribute('data-points') === '3', undefined, { timeout: ENGINE_WAIT_MS });
      expect(await page.locator('li[data-engine-line]').count()).toBeGreaterThan(0);
      expect(await page.textContent('.eval-bar .eval-number')).toMatch(/^[+-]?\d+$/);
      expect(await page.locator('button[name="analysis-toggle"]').count()).toBe(0);
      await screenshot(page, `clock-flag-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('fits a phone screen, and keeps the board in view while the game goes on', async () => {
    const { page, context, errors } = await openPage(harness, { viewport: { width: 390, height: 844 }, phone: true });
    const board = await page.locator('.board').boundingBox();
    expect(board!.width).toBeGreaterThan(300);
    expect(board!.x + board!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.isVisible('.keys')).toBe(false); // no keyboard help on a touch screen
    await inSettings(page, async () => {
      expect(await page.locator('select[name="level"] option').count()).toBe(20);
      expect(await page.textContent('[data-level-cap]')).toBe('The engine thinks at most 10 s a move, whatever the level');
    });
    await chooseSetting(page, 'level', '1');
    await page.evaluate(() => window.scrollTo(0, 0));
    // Twelve moves each way: the move list fills and scrolls, the page does not.
    for (let move = 0; move < 12; move++) {
      await humanTurnOrOver(page);
      const legal = await legalSquares(page);
      if (legal.length === 0) break;
      const before = await page.locator('li[data-ply]').count();
      await page.tap(`[data-square="${legal[0]}"]`);
      await page.waitForFunction((count) => document.querySelectorAll('li[data-ply]').length > count + 1, before, { timeout: ENGINE_WAIT_MS });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    for (const name of ['transcript', 'board']) {
      expect(await page.$eval(`textarea[name="${name}"]`, (field) => field.scrollHeight <= field.clientHeight + 1 && field.scrollWidth <= field.clientWidth)).toBe(true);
    }
    const inView = await page.locator('.board').boundingBox();
    expect(inView!.y).toBeGreaterThanOrEqual(0);
    expect(inView!.y + inView!.height).toBeLessThanOrEqual(844);
    await screenshot(page, 'phone');
    // The settings' drop-downs are as wide as their longest choice (the rules', the computer's style), in both languages.
    for (const language of ['en', 'es']) {
      await chooseSetting(page, 'language', language);
      await inSettings(page, async () => {
        const cut = await page.$$eval('dialog select', (selects: HTMLSelectElement[]) => {
          const context = document.createElement('canvas').getContext('2d')!;
          return selects.flatMap((select) => {
            context.font = getComputedStyle(select).font;
            // Room for the text: the box less its padding, borders and the arrow (about 1.5rem).
            const room = select.clientWidth - 24 - 16;
            return [...select.options].filter((option) => context.measureText(option.text).width > room).map((option) => `${select.name}: ${option.text}`);
          });
        });
        expect(cut).toEqual([]);
        await screenshot(page, `phone-settings-${language}`);
      });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
