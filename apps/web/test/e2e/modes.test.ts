// The page's two modes end to end in Chromium (issue 37): *Play* keeps the engine's work off the
// page until the game ends; *Analyse* enters moves for either side with no computer reply, keeps the
// main line's review through a variation, deepens without end and shows the exact line; the
// graph of a loaded game is whole at once; on a phone the best line sits right under the board.
// Light and dark, desktop and phone, with screenshots of each mode.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, openPage, useHarness } from './harness.ts';
import { ENGINE_WAIT_MS, SCREENS, chooseSetting, load, screenshot } from './page-helpers.ts';

/** A 60-move WTHOR game of 1986 (black won 39-25). */
const GAME = 'f5f6e6f4g6c5g4g5f3e3c4g3h5f7e7d3c2b4d2f2b3c3d6d1h4c1e2h6h7e1h3a4f1e8d7c6c8c7f8g8b8g7b6a6a5g1h8b5d8b7a3h2h1g2b2a2b1a1a7a8';
/** Nine moves after which white has no disc: a game over at once. */
const SHORT_GAME = ['d3', 'c3', 'b3', 'd2', 'e1', 'd6', 'd7', 'e3', 'f4'];
/** FFO #40: black to move with 20 empties, wins by 38 with a2 only. */
const FFO_40 = 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X';

const harness = useHarness();

/** What of the engine's work is on the page: lines, bar, best line, graph, review, hint scores. */
const engineOutput = (page: Page) =>
  page.evaluate(() => ['.engine-lines', '.eval-bar', '[data-best-line]', '.graph', '.review', '[data-hint]'].filter((selector) => document.querySelector(selector) !== null));

const moveCount = (page: Page) => page.locator('li[data-ply]').count();

describe('Play and Analyse in Chromium', { timeout: 300_000 }, () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const { name, options } of SCREENS) {
      it(`plays a game with no engine output until its end, then analyses it: a variation, no reply, the review kept (${colorScheme}, ${name})`, async () => {
        const { page, context, errors } = await openPage(harness, { ...options, colorScheme });
        expect(await page.textContent('[data-mode-name]')).toContain('Play');
        await chooseSetting(page, 'mode', 'human-human');
        for (const square of SHORT_GAME.slice(0, 4)) await page.click(`[data-square="${square}"]`);
        await page.waitForTimeout(500);
        expect(await engineOutput(page)).toEqual([]);
        await screenshot(page, `mode-play-${colorScheme}-${name}`);
        for (const square of SHORT_GAME.slice(4)) await page.click(`[data-square="${square}"]`);
        // Over: the lines' card, the bar, the graph and the review are back.
        await page.waitForSelector('[data-review="done"]', { timeout: 120_000 });
        expect(await engineOutput(page)).toEqual(['.engine-lines', '.eval-bar', '.graph', '.review']);
        expect(await page.textContent('.analysis-stats')).toContain('game over'); // not "searching…"
        expect(await page.locator('button[name="analysis-toggle"]').count()).toBe(0); // no search to stop
        // One click: Analyse. The address says so.
        await page.click('button[name="analyse"]');
        expect(await page.textContent('[data-mode-name]')).toContain('Analyse');
        // The link follows the page's state a moment later: under load, later than the text.
        await page.waitForFunction(() => /&mode=analyse$/.test(location.hash), undefined, { timeout: 30_000 });
        const marks = () => page.$$eval('li[data-line="0"] [data-loss]', (losses) => losses.map((loss) => loss.closest('li')!.dataset.ply));
        const marked = await marks();
        expect(marked.length).toBeGreaterThan(0);
        await page.click('li[data-ply="4"] button');
        const other = await page.$eval('[data-legal]:not([data-square="e1"])', (square) => (square as HTMLElement).dataset.square!);
        await page.click(`[data-square="${other}"]`);
        expect(await page.locator('ol[data-variation]').count()).toBe(1);
        // Either side moves; the computer never replies.
        const reply = await page.$eval('[data-legal]', (square) => (square as HTMLElement).dataset.square!);
        await page.click(`[data-square="${reply}"]`);
        await page.waitForTimeout(1_000);
        expect(await page.locator('ol[data-variation] li[data-ply]').count()).toBe(2);
        expect(await page.locator('[data-summary]').count()).toBe(2); // the main line's review stays
        expect(await marks()).toEqual(marked); // and so do its moves' marks, as lichess keeps them
        expect(await page.getAttribute('.review', 'data-review')).toBe('done');
        await page.waitForSelector('li[data-engine-line]', { timeout: ENGINE_WAIT_MS });
        await screenshot(page, `mode-analyse-${colorScheme}-${name}`);
        await page.locator('ol.move-list').screenshot({ path: `${SCREENSHOTS}moves-${colorScheme}-${name}.png` });
        // Play from here, as white: the computer answers as black.
        await page.selectOption('select[name="play-side"]', 'white');
        const before = await moveCount(page);
        await page.click('button[name="play-from-here"]');
        expect(await page.textContent('[data-mode-name]')).toContain('Play');
        // The link follows the page's state a moment later: under load, later than the text.
        await page.waitForFunction(() => /&mode=play$/.test(location.hash), undefined, { timeout: 30_000 });
        expect(errors).toEqual([]);
        expect(before).toBeGreaterThan(0);
        await context.close();
      });
    }
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const { name, options } of SCREENS) {
      it(`draws the graph of a loaded 60-move game whole at once, and puts the best line under the board (${colorScheme}, ${name})`, async () => {
        const { page, context, errors } = await openPage(harness, { ...options, colorScheme });
        await load(page, GAME);
        const loaded = Date.now();
        await page.waitForSelector('.graph[data-points="61"]', { timeout: 30_000 });
        // The time is reported, not held: the quick pass is bounded by its level, and the wait above is
        // only a guard for a busy machine.
        console.log(`the graph of 61 positions was whole ${Date.now() - loaded} ms after loading (${colorScheme}, ${name})`);
        expect(await page.evaluate(() => window.scrollY)).toBe(0); // the board in view after loading
        await page.click('li[data-ply="20"] button');
        if (name === 'phone') {
          await page.waitForSelector('[data-best-line] [data-pv]', { timeout: ENGINE_WAIT_MS });
          const board = (await page.locator('.board').boundingBox())!;
          const best = (await page.locator('[data-best-line]').boundingBox())!;
          expect(best.y).toBeGreaterThanOrEqual(board.y + board.height);
          expect(best.y + best.height).toBeLessThanOrEqual(844);
          const header = (await page.locator('header.top').boundingBox())!;
          expect(header.height).toBeLessThan(50); // one line
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        } else {
          expect(await page.locator('[data-best-line]').isVisible()).toBe(false);
        }
        await screenshot(page, `graph-${colorScheme}-${name}`);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  for (const { name, options } of SCREENS) {
    it(`opens a link with a variation with the move shown in view in the move list (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, options);
      const variation = `${GAME.slice(0, 18)}g3`;
      await page.goto(`${page.url().split('#')[0]}#rules=othello&moves=${GAME}&var=${variation}`);
      await page.waitForSelector('ol[data-variation]');
      await page.click('ol[data-variation] li[data-ply="10"] button');
      for (const ply of ['10', '60']) {
        if (ply === '60') await page.click('li[data-ply="60"] button');
        const shown = await page.evaluate(() => {
          const list = document.querySelector('ol.move-list')!.getBoundingClientRect();
          const item = document.querySelector('ol.move-list [aria-current]')!.getBoundingClientRect();
          return item.top >= list.top - 1 && item.bottom <= list.bottom + 1;
        });
        expect(shown, `move ${ply} in view`).toBe(true);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('says that a position the opening book answers is a book move, not "depth 60, 0 nodes", in both languages', async () => {
    const { page, context, errors } = await openPage(harness);
    await load(page, 'f5d6');
    await page.waitForSelector('[data-analysis-done] [data-analysis-stats]', { timeout: ENGINE_WAIT_MS });
    expect(await page.textContent('[data-analysis-stats]')).toBe('opening book move: nothing searched');
    expect(await page.locator('li[data-engine-line]').first().textContent()).toContain('(opening book)');
    await chooseSetting(page, 'language', 'es');
    expect(await page.textContent('[data-analysis-stats]')).toBe('jugada del libro de aperturas: nada calculado');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`deepens past level 14 in Analyse, showing depth, nodes and speed, until stopped by its button or L (${colorScheme})`, async () => {
      const { page, context, errors } = await openPage(harness, { colorScheme });
      await load(page, GAME.slice(0, 40)); // 20 moves: 40 empties, no exact answer near
      // Bounded by the search's depth; the wall-clock wait is only a guard for a busy machine.
      await page.waitForFunction(() => Number(document.querySelector('[data-analysis-depth]')?.getAttribute('data-analysis-depth')) >= 16, undefined, { timeout: 240_000 });
      expect(await page.textContent('[data-analysis-stats]')).toMatch(/^depth \d+ · [\d.]+[kM]? nodes · [\d.]+[kM]?\/s$/);
      const depth = async () => Number(await page.getAttribute('[data-analysis-depth]', 'data-analysis-depth'));
      const reached = await depth();
      let workersStarted = 0;
      page.on('worker', () => workersStarted++);
      await page.keyboard.press('l');
      expect(await page.textContent('button[name="analysis-toggle"]')).toBe('Go');
      expect(await page.textContent('.analysis-stats')).toContain('stopped');
      // The stopped search answers what it knew (cross-origin isolated, a flag stops it): the lines
      // stay, as deep at least, and its worker with its table is kept, Go going on in it.
      await page.waitForTimeout(1_000);
      expect(await page.locator('li[data-engine-line]').count()).toBeGreaterThan(0);
      expect(await depth()).toBeGreaterThanOrEqual(reached);
      await page.click('button[name="analysis-toggle"]');
      expect(await page.textContent('button[name="analysis-toggle"]')).toBe('Stop');
      await page.waitForTimeout(1_000);
      expect(workersStarted).toBe(0);
      await screenshot(page, `deepening-${colorScheme}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`shows the exact score and the proved line to the end once the solver reaches it, five lines as one (${colorScheme})`, async () => {
      const { page, context, errors } = await openPage(harness, { colorScheme });
      await load(page, FFO_40);
      await page.selectOption('select[name="lines"]', '5');
      // Exact, and done: its search has ended, its lines run to the end.
      await page.waitForSelector('[data-analysis-exact][data-analysis-done]', { timeout: 120_000 });
      const lines = await page.$$eval('li[data-engine-line]', (items) => items.map((item) => item.textContent!));
      expect(lines.length).toBe(5);
      for (const line of lines) {
        expect(line).toContain('(exact)');
        // 20 empties: each line runs to the end (passes aside), not two moves.
        expect(line.replace(/^.*\(exact\)\s*/, '').split(' ').length).toBeGreaterThanOrEqual(15);
      }
      expect(await page.locator('li[data-engine-line]').first().textContent()).toMatch(/^\+38 \(exact\) a2/);
      expect(await page.locator('button[name="analysis-toggle"]').count()).toBe(0); // exact: nothing deeper to stop
      await screenshot(page, `exact-${colorScheme}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
