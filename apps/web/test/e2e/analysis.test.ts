// The page as an analysis board, end to end in Chromium: stepping through a game and playing on
// from a past move, the engine's view (bar, line, a hint's line), and the review of a game. Each
// test runs at desktop size and on a 390x844 phone, where the board must stay in view.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Reversi, init } from '@flank/reversi';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import quizzes from '../../src/quiz/endgame-quizzes.json' with { type: 'json' };
import { wtb } from '../support/wtb-file.ts';
import { openPage, useHarness } from './harness.ts';
import { ENGINE_WAIT_MS, SCREENS, checkSetting, chooseSetting, inSettings, legalSquares, load, networkArrived, screenshot } from './page-helpers.ts';

/** A 60-move WTHOR game of 1986 (black won 39-25). */
const GAME = 'f5f6e6f4g6c5g4g5f3e3c4g3h5f7e7d3c2b4d2f2b3c3d6d1h4c1e2h6h7e1h3a4f1e8d7c6c8c7f8g8b8g7b6a6a5g1h8b5d8b7a3h2h1g2b2a2b1a1a7a8';

/** The README's picture of the page, taken again by `README_PICTURE=1 npx vitest run test/e2e/analysis.test.ts -t reviews`. */
const README_PICTURE = fileURLToPath(new URL('../../../../docs/images/web-game.png', import.meta.url));

const harness = useHarness();

/** What the page and its engine's worker told each other, as ENGINE_LOG records it: each job sent, each ranking and answer back. */
interface EngineLog {
  engineLog: { type: 'job' | 'progress' | 'result'; id: number; kind?: string; plies?: number; depth?: number }[];
}

/**
 * A script run in the page before its own: every worker it starts logs the jobs it is sent and the
 * messages it sends back (their ids, kinds and depths), in `window.engineLog`.
 */
const ENGINE_LOG = () => {
  const log: EngineLog['engineLog'] = [];
  (window as unknown as EngineLog).engineLog = log;
  const Base = window.Worker;
  window.Worker = class extends Base {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', ({ data }: MessageEvent) => {
        if (data.type === 'progress') log.push({ type: 'progress', id: data.id, depth: data.progress.depth });
        else if (data.type === 'result') log.push({ type: 'result', id: data.id, depth: data.result?.depth });
      });
    }
    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]): void {
      const sent = message as { type: string; id: number; job?: { kind: string; position?: { moves: string[] } } };
      if (sent.type === 'job') log.push({ type: 'job', id: sent.id, kind: sent.job!.kind, plies: sent.job!.position?.moves.length });
      super.postMessage(message, options as StructuredSerializeOptions);
    }
  };
};
beforeAll(() => init());

const transcript = (page: Page) => page.inputValue('textarea[name="transcript"]');
/** The games the list of a file's games shows. */
const listed = (page: Page) => page.$$eval('select[name="record-game"] option', (options) => options.map((option) => option.textContent));
const atMove = (page: Page) => page.textContent('[data-at-move]');
/** Whether the whole board is on the screen. */
const boardInView = async (page: Page) => {
  const box = (await page.locator('.board').boundingBox())!;
  const height = page.viewportSize()!.height;
  return box.y >= 0 && box.y + box.height <= height;
};

describe('the analysis board in Chromium', { timeout: 180_000 }, () => {
  for (const { name, options } of SCREENS) {
    it(`steps through the game and plays on from a past move, which undo takes back (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, options);
      await chooseSetting(page, 'mode', 'human-human');
      await load(page, 'f5d6c3d3c4f4f6');
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await atMove(page)).toBe('Move 7 of 7');
      expect(await page.locator('[data-past]').count()).toBe(0);
      await page.click('button[name="back"]');
      await page.click('button[name="back"]');
      expect(await atMove(page)).toBe('Move 5 of 7');
      expect(await page.locator('[data-past]').count()).toBe(1);
      expect(await page.textContent('[data-past-notice]')).toContain('You are looking at move 5 of 7');
      expect(await page.getAttribute('[data-square="f4"]', 'data-disc')).toBeNull(); // f4 is not played yet there
      expect(await page.textContent('[aria-live]')).toBe('Move 5 of 7: Black played c4');
      expect(await transcript(page)).toBe('f5d6c3d3c4f4f6'); // the game is untouched
      if (name === 'phone') expect(await boardInView(page)).toBe(true);
      // The move list, the keys (off the board) and the graph.
      await page.click('li[data-ply="2"] button');
      expect(await atMove(page)).toBe('Move 2 of 7');
      expect(await page.getAttribute('li[data-ply="2"]', 'aria-current')).toBe('step');
      await page.keyboard.press('Home');
      expect(await atMove(page)).toBe('Move 0 of 7');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await atMove(page)).toBe('Move 3 of 7');
      await page.keyboard.press('End');
      expect(await atMove(page)).toBe('Move 7 of 7');
      await page.locator('svg.graph').scrollIntoViewIfNeeded();
      const graph = (await page.locator('svg.graph').boundingBox())!;
      await page.mouse.click(graph.x + (graph.width * 2) / 60, graph.y + graph.height / 2);
      expect(await atMove(page)).toBe('Move 2 of 7');
      await page.evaluate(() => window.scrollTo(0, 0));
      // Black to move after f5 d6: a move other than the game's c3 opens a variation.
      const other = (await legalSquares(page)).find((square) => square !== 'c3')!;
      await page.click(`[data-square="${other}"]`);
      expect(await transcript(page)).toBe(`f5d6${other}`);
      expect(await page.textContent('[data-branched]')).toBe('A variation opens here: the line it leaves keeps its 5 later moves');
      expect(await page.locator('[data-past]').count()).toBe(0);
      expect(await page.$$eval('ol[data-variation="1"] li[data-ply]', (items) => items.map((item) => (item as HTMLElement).dataset.move))).toEqual([other]);
      await screenshot(page, `analysis-branched-${name}`);
      // The main line is still there, a click away; undo takes the variation's move back.
      await page.click('li[data-ply="5"][data-line="0"] button');
      expect(await transcript(page)).toBe('f5d6c3d3c4f4f6');
      expect(await atMove(page)).toBe('Move 5 of 7');
      await page.click(`li[data-line="1"] button`);
      expect(await transcript(page)).toBe(`f5d6${other}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.click('button:has-text("Undo")');
      expect(await transcript(page)).toBe('f5d6');
      if (name === 'phone') expect(await boardInView(page)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`keeps variations through a reload and a link, promotes one to the main line and deletes one (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, options);
      await chooseSetting(page, 'mode', 'human-human');
      await load(page, 'f5d6c3d3c4');
      await page.click('li[data-ply="2"][data-line="0"] button');
      await page.click('[data-square="c5"]'); // a variation from move 3
      await page.click('li[data-ply="2"][data-line="0"] button');
      await page.click('[data-square="c4"]'); // another
      expect(await page.locator('ol[data-variation]').count()).toBe(2);
      const link = await page.inputValue('textarea[name="link"]');
      expect(link).toMatch(/#rules=othello&moves=f5d6c3d3c4&var=f5d6c5&var=f5d6c4$/);
      await page.reload();
      await page.waitForSelector('[data-square]');
      expect(await page.locator('ol[data-variation]').count()).toBe(2);
      expect(await transcript(page)).toBe('f5d6c4');
      // The link opens the same lines in a fresh page.
      const fresh = await openPage(harness, options);
      await fresh.page.goto(link);
      await fresh.page.waitForSelector('ol[data-variation]');
      expect(await fresh.page.locator('ol[data-variation]').count()).toBe(2);
      await fresh.context.close();
      // Promote the c5 variation: the main line's third move is c5 now; delete the c4 one.
      await page.click('ol[data-variation="1"] + .variation-actions button[name="promote"]');
      expect(await page.getAttribute('li[data-ply="3"][data-line="0"]', 'data-move')).toBe('c5');
      expect(await page.inputValue('textarea[name="link"]')).toMatch(/moves=f5d6c5&var=f5d6c3d3c4&var=f5d6c4$/);
      await page.click('ol[data-variation="2"] + .variation-actions button[name="delete-variation"]');
      expect(await page.locator('ol[data-variation]').count()).toBe(1);
      expect(await atMove(page)).toBe('Move 2 of 3');
      await screenshot(page, `variations-${name}`);
      // GGF export writes the main line.
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('button[name="export-ggf"]')]);
      expect(Reversi.fromGGF(readFileSync((await download.path())!, 'utf8')).transcript()).toBe('f5d6c5');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`shows the engine’s view: the bar, its best lines deepening as it thinks, and a hint’s line (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, options);
      await chooseSetting(page, 'mode', 'human-human');
      expect(await inSettings(page, () => page.isChecked('input[name="playView"]'))).toBe(false); // off while playing
      // Out of the book for some moves, so that the analysis searches and deepens (a position the
      // book answers whole stops at its first step).
      await load(page, 'f5d6c5f4e3');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForSelector('.engine-lines [data-pv]', { timeout: ENGINE_WAIT_MS });
      // Three lines by default, best first, each a score for black, how deep, and its moves.
      const legal = (await legalSquares(page)).length;
      expect(await page.locator('li[data-engine-line]').count()).toBe(Math.min(3, legal));
      const line = (await page.textContent('li[data-engine-line]'))!;
      expect(line).toMatch(/^[+-]?\d+ \((depth \d+|exact|opening book)\) ([a-h][1-8]|pa)( ([a-h][1-8]|pa))*$/);
      const score = Number(line.match(/^([+-]?\d+)/)![1]);
      expect(await page.getAttribute('.eval-bar', 'aria-label')).toBe(`Evaluation: ${score > 0 ? '+' : ''}${score} for black`);
      const scores = await page.$$eval('[data-line-score]', (cells) => cells.map((cell) => Number(cell.textContent)));
      expect(scores).toEqual([...scores].sort((a, b) => a - b)); // white is to move: its best is black's lowest
      // It deepens by itself, iteration after iteration.
      const depth = () => page.getAttribute('[data-analysis-depth]', 'data-analysis-depth').then(Number);
      await expect.poll(depth, { timeout: ENGINE_WAIT_MS }).toBeGreaterThan(4);
      // Fewer lines at once, from the analysis of more; more lines from a search of as many.
      await page.selectOption('select[name="lines"]', '1');
      expect(await page.locator('li[data-engine-line]').count()).toBe(1);
      await page.selectOption('select[name="lines"]', '5');
      await expect.poll(() => page.locator('li[data-engine-line]').count(), { timeout: ENGINE_WAIT_MS }).toBe(Math.min(5, legal));
      // A hint's line, under the pointer (a tap on a phone plays the move instead: there the focus shows it).
      await page.click('button[name="hints"]');
      await page.waitForSelector('[data-legal][data-hint]', { timeout: ENGINE_WAIT_MS });
      // A move's score is Black's on the board as in its line (white is to move here: they had opposite signs), read at once.
      const sameScore = () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('li[data-engine-line]')].map((item) => {
            const move = item.dataset.engineLine!;
            return [move, document.querySelector<HTMLElement>(`[data-square="${move}"]`)?.dataset.hint, item.querySelector('[data-line-score]')!.textContent!.replace(/^\+/, '')];
          }),
        );
      const pairs = await sameScore();
      expect(pairs.length).toBeGreaterThan(0);
      expect(pairs.filter(([, hint, line]) => hint !== line)).toEqual([]);
      expect(await page.getAttribute('h2[data-score-side]', 'title')).toBe('Every score is Black’s: + Black ahead, − White ahead');
      const hinted = (await page.getAttribute('[data-legal][data-hint]', 'data-square'))!;
      expect(await page.getAttribute(`[data-square="${hinted}"]`, 'title')).toMatch(/Every score is Black’s/);
      if (name === 'phone') await page.focus(`[data-square="${hinted}"]`);
      else await page.hover(`[data-square="${hinted}"]`);
      await expect.poll(() => page.textContent('[data-preview-line]'), { timeout: ENGINE_WAIT_MS }).toMatch(new RegExp(`^After ${hinted}: [+-]?\\d+ \\(.+\\) ${hinted}( |$)`));
      if (name === 'phone') expect(await boardInView(page)).toBe(true);
      // The search's depth is said to be the other moves' where every line shown is the book's.
      const { allBook, stats } = await page.evaluate(() => ({
        allBook: [...document.querySelectorAll('li[data-engine-line]')].every((item) => item.textContent!.includes('(opening book)')),
        stats: document.querySelector('[data-analysis-stats]')!.textContent!,
      }));
      expect(stats).toMatch(allBook ? /^opening book lines · the other moves: depth \d+ · / : /^depth \d+ · /);
      await screenshot(page, `engine-view-${name}`);
      // Played on against the computer: off while the game goes on, on where the player asks (no clock).
      await page.click('button[name="play-from-here"]');
      expect(await page.locator('.eval-bar, .engine-lines').count()).toBe(0);
      await checkSetting(page, 'playView', true);
      await page.waitForSelector('.engine-lines', { timeout: ENGINE_WAIT_MS });
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`reviews a finished game: progress, cancel, losses in the list and on the graph, each player summed up (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, options);
      await chooseSetting(page, 'mode', 'human-human');
      await load(page, GAME);
      // The game is over: its review starts by itself, and can be stopped.
      await page.waitForSelector('[data-review="running"]');
      await page.click('button[name="cancel-review"]');
      expect(await page.getAttribute('.review', 'data-review')).toBe('none');
      const started = Date.now();
      await page.click('button[name="review"]');
      await page.waitForSelector('[data-review="running"] progress');
      // The page answers while the worker reviews.
      await page.click('li[data-ply="30"] button');
      expect(await atMove(page)).toBe('Move 30 of 60');
      await page.waitForSelector('[data-review="done"]', { timeout: 120_000 });
      const seconds = (Date.now() - started) / 1000;
      for (const color of ['black', 'white']) {
        expect(await page.textContent(`[data-summary="${color}"]`)).toMatch(
          new RegExp(`^${color === 'black' ? 'Black' : 'White'}: \\d+\\.\\d discs lost a move on average, \\d+ mistakes?( \\(\\d+ blunders?\\))?(\\. Largest: −\\d+ at move \\d+, [a-h][1-8] \\(best: .+\\))?$`),
        );
      }
      const marked = await page.locator('li[data-mark]').count();
      expect(marked).toBeGreaterThan(0);
      expect(await page.locator('.graph-mistake').count()).toBe(marked);
      const largest = page.locator('[data-summary="black"] button.link');
      if ((await largest.count()) > 0) {
        await largest.click();
        expect(await atMove(page)).toMatch(/^Move \d+ of 60$/);
      }
      await screenshot(page, `review-${name}`);
      if (process.env.README_PICTURE && name === 'desktop') {
        await page.click('button[name="hints"]');
        await page.waitForSelector('[data-hint]', { timeout: ENGINE_WAIT_MS });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: README_PICTURE });
      }
      console.log(`review of a 60-move game in Chromium (${name}): ${seconds.toFixed(1)} s`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`carries the game in its link, and a link never replaces a saved game without asking (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, options);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await chooseSetting(page, 'mode', 'human-human');
      await page.click('[data-square="f5"]');
      await page.click('[data-square="d6"]');
      // The address says the mode too; the link to share leaves it out (a link opens to analyse).
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#rules=othello&moves=f5d6&mode=play');
      const link = `${harness.origin}/#rules=othello&moves=f5d6`;
      expect(await page.inputValue('textarea[name="link"]')).toBe(link);
      // The page's Permissions-Policy refuses clipboard-read to everyone: what Copy writes is heard
      // on its way in, and the write must succeed.
      await page.evaluate(() => {
        const write = navigator.clipboard.writeText.bind(navigator.clipboard);
        const copied: string[] = [];
        (window as unknown as { copied: string[] }).copied = copied;
        navigator.clipboard.writeText = (text) => write(text).then(() => void copied.push(text));
      });
      await page.click('.copy-field:has(textarea[name="link"]) button');
      await expect.poll(() => page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([link]);
      // Another game's link, with this game saved: the page asks.
      await page.goto(`${harness.origin}/#rules=othello&moves=e6f4c3`);
      await page.waitForSelector('[data-link-offer]');
      expect(await page.textContent('[data-link-offer] p')).toBe('This link holds a game (3 moves). Open it in place of your game? Undo brings yours back.');
      expect(await transcript(page)).toBe('f5d6');
      await page.click('button[name="keep-game"]');
      expect(await page.locator('[data-link-offer]').count()).toBe(0);
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#rules=othello&moves=f5d6&mode=play');
      await page.goto(`${harness.origin}/#rules=othello&moves=e6f4c3`);
      await page.click('button[name="open-linked"]');
      expect(await transcript(page)).toBe('e6f4c3');
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#rules=othello&moves=e6f4c3&mode=analyse');
      for (let undo = 0; undo < 4; undo++) await page.click('button:has-text("Undo")');
      expect(await transcript(page)).toBe('f5d6');
      // A fresh visitor opens the link at once; a broken link says why, and the page starts afresh.
      const visitor = await openPage(harness, options);
      // Black to move after four moves: the person's turn, so the computer plays nothing meanwhile.
      await visitor.page.goto(link.replace('f5d6', 'f5d6c3d3'));
      await visitor.page.waitForSelector('[data-square]');
      await expect.poll(() => transcript(visitor.page)).toBe('f5d6c3d3');
      expect(await visitor.page.locator('[data-link-offer]').count()).toBe(0);
      await visitor.context.close();
      const broken = await openPage(harness, options);
      await broken.page.goto(`${harness.origin}/#rules=othello&moves=f5f5`);
      await broken.page.waitForSelector('[data-link-error]');
      expect(await broken.page.textContent('[data-link-error]')).toMatch(/^The link’s game could not be opened: .*f5/);
      expect(await transcript(broken.page)).toBe('');
      await screenshot(broken.page, `link-error-${name}`);
      expect([...errors, ...visitor.errors, ...broken.errors]).toEqual([]);
      await broken.context.close();
      await context.close();
    });

    it(`sets up a position on the board itself, refusing what the rules cannot play with the reason (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, options);
      await chooseSetting(page, 'mode', 'human-human');
      await page.click('button[name="edit"]');
      expect(await page.locator('.board-frame.editing').count()).toBe(1);
      await page.click('button[name="setup-clear"]');
      expect(await page.locator('[data-square][data-disc]').count()).toBe(0);
      await page.click('button[name="setup-play"]');
      expect(await page.textContent('[data-setup-problem]')).toBe(
        'The four centre squares (d4, e4, d5, e5) must hold discs: the game starts with them, and discs are never taken off.',
      );
      for (const square of ['d4', 'e4', 'd5', 'e5']) await page.click(`[data-square="${square}"]`);
      await page.click('button[name="setup-play"]');
      expect(await page.textContent('[data-setup-problem]')).toBe('Neither side could move here: the game would already be over.');
      await page.click('button[name="setup-start"]');
      await page.check('input[name="tool"][value="white"]');
      await page.click('[data-square="d3"]');
      await page.check('input[name="tool"][value="empty"]');
      await page.click('[data-square="e5"]');
      await page.click('[data-square="e5"]'); // taking off twice leaves it empty
      await page.check('input[name="tool"][value="black"]');
      await page.click('[data-square="e5"]');
      await page.click('[data-square="c6"]');
      await page.click('[data-square="c6"]'); // a disc of the tool's colour comes off again
      await page.check('input[name="setup-turn"][value="white"]');
      // The scoreboard counts the position being set up, white to move.
      expect([await page.textContent('[data-count="black"]'), await page.textContent('[data-count="white"]')]).toEqual(['3', '2']);
      expect(await page.locator('.side.to-move[data-side="white"]').count()).toBe(1);
      if (name === 'phone') expect(await boardInView(page)).toBe(true);
      await screenshot(page, `editor-${name}`);
      await page.click('button[name="setup-play"]');
      expect(await page.locator('[data-setup-problem], [data-editor]').count()).toBe(0);
      // One press: the game goes on in Play.
      expect(await page.textContent('[data-mode-name]')).toContain('Play');
      expect(await page.getAttribute('[data-square="d3"]', 'data-disc')).toBe('white');
      expect(await page.textContent('[data-status]')).toBe('White to move');
      expect(await page.inputValue('textarea[name="board"]')).toBe('-------------------O-------OX------XX--------------------------- O');
      // Cancel leaves the game as it was.
      await page.click('button[name="edit"]');
      await page.click('button[name="setup-clear"]');
      await page.click('button[name="setup-cancel"]');
      expect(await page.getAttribute('[data-square="d3"]', 'data-disc')).toBe('white');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`flips the board with its button and the V key, the arrows moving as seen (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, options);
      await chooseSetting(page, 'mode', 'human-human');
      const first = () => page.$eval('.board [data-square]', (square) => (square as HTMLElement).dataset.square);
      const files = () => page.$eval('.files', (row) => row.textContent);
      expect([await first(), await files()]).toEqual(['a1', 'abcdefgh']);
      await page.click('button[name="flip"]');
      expect([await first(), await files()]).toEqual(['h8', 'hgfedcba']);
      expect(await page.getAttribute('button[name="flip"]', 'aria-pressed')).toBe('true');
      expect(await page.textContent('.ranks')).toBe('87654321');
      // Still the same game: d3 plays d3.
      await page.click('[data-square="d3"]');
      expect(await page.getAttribute('[data-square="d3"]', 'data-disc')).toBe('black');
      if (name === 'desktop') {
        await page.focus('[data-square="d3"]');
        await page.keyboard.press('ArrowRight'); // to the left of d3 as drawn: c3
        expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.square)).toBe('c3');
        await page.keyboard.press('v');
        expect(await first()).toBe('a1');
      }
      await screenshot(page, `flipped-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`keeps the board, the engine’s lines and the moves in view together (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, options);
      await chooseSetting(page, 'mode', 'human-human');
      await load(page, GAME.slice(0, 60));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForSelector('.engine-lines [data-pv]', { timeout: ENGINE_WAIT_MS });
      const inView = async (selector: string) => {
        const box = (await page.locator(selector).first().boundingBox())!;
        const { width, height } = page.viewportSize()!;
        return box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width;
      };
      if (name === 'desktop') {
        // At 1280x900, nothing to scroll for: the board, the lines, the move list and the controls.
        for (const selector of ['.board', '.engine-lines', 'ol.move-list', '.controls', '.navigation']) expect(await inView(selector), selector).toBe(true);
        expect(await page.locator('.keys').isVisible()).toBe(true);
        // A narrow window, one column as on a phone: no keyboard help.
        await page.setViewportSize({ width: 700, height: 900 });
        expect(await page.locator('.keys').isVisible()).toBe(false);
        await page.setViewportSize({ width: 1280, height: 900 });
      } else {
        // On a phone the board and its controls come first, the move list right under them (no
        // keyboard help in between), then the lines.
        for (const selector of ['.board', '.navigation']) expect(await inView(selector), selector).toBe(true);
        const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
        const [board, controls, moves, lines] = [await box('.board'), await box('.controls'), await box('section:has(> ol.move-list)'), await box('.engine-lines')];
        expect(controls.y).toBeGreaterThan(board.y + board.height);
        expect(moves.y).toBeGreaterThan(controls.y + controls.height);
        expect(moves.y - (controls.y + controls.height)).toBeLessThan(20);
        expect(lines.y).toBeGreaterThan(moves.y + moves.height);
        expect(await page.locator('.keys').isVisible()).toBe(false);
      }
      await screenshot(page, `layout-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`loads GGF text and files, WTHOR files (a game chosen among several), and exports the game as GGF (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, options);
      await chooseSetting(page, 'mode', 'human-human');
      // Pasted GGF of two games: a choice, then the chosen one.
      await load(page, '(;GM[Othello]PB[ann]PW[bob]TY[8]RE[+4.00]B[F5]W[D6];)(;GM[Othello]PB[cid]PW[dee]TY[8]B[F5]W[F6]B[E6];)');
      expect(await page.textContent('#record-games')).toBe('2 games in it: choose one');
      expect(await listed(page)).toEqual(['1. ann – bob, +4', '2. cid – dee']);
      await page.selectOption('select[name="record-game"]', '2');
      await page.click('button[name="load-record-game"]');
      expect(await transcript(page)).toBe('f5f6e6');
      expect(await page.textContent('[data-game-about]')).toBe('Game: cid – dee'); // its players shown
      await page.reload();
      await page.waitForSelector('[data-square]');
      expect(await page.textContent('[data-game-about]')).toBe('Game: cid – dee'); // and kept
      await expect.poll(() => page.evaluate(() => location.hash)).toContain('&black=cid&white=dee');
      // A GGF file of 100,000 games: a page of them at a time, a search by a player's name, and the
      // game found loaded from the keyboard.
      const archive = Array.from({ length: 100_000 }, (_, i) =>
        i === 76_543 ? '(;GM[Othello]PB[zelda]PW[link]DT[2024.05.06]TY[8]B[F5]W[F4]B[E3];)' : `(;GM[Othello]PB[player${i % 977}]PW[rival${i % 131}]TY[8]B[F5]W[D6];)`,
      ).join('\n');
      await page.setInputFiles('input[name="record-file"]', { name: 'archive.ggf', mimeType: 'text/plain', buffer: Buffer.from(archive) });
      // A generous guard, not a speed target: the listing takes about a second, several with the
      // suite beside it (docs/benchmarks.md has its speed).
      await expect.poll(() => page.textContent('#record-games'), { timeout: 60_000 }).toBe('100000 games in it: choose one');
      expect(await page.textContent('#record-page')).toBe('Page 1 of 2000 (100000 games)');
      expect((await listed(page)).length).toBe(50);
      await page.click('button[name="next-games"]');
      expect((await listed(page))[0]).toBe('51. player50 – rival50');
      await page.fill('input[name="record-search"]', 'ZELDA');
      expect(await listed(page)).toEqual(['76544. zelda – link, 2024.05.06']);
      expect(await page.textContent('#record-page')).toBe('Page 1 of 1 (one game)');
      await screenshot(page, `record-search-${name}`);
      await page.focus('select[name="record-game"]');
      await page.keyboard.press('Enter');
      await expect.poll(() => transcript(page)).toBe('f5f4e3');
      await page.fill('input[name="record-search"]', 'nobody');
      expect(await page.textContent('#record-page')).toBe('No game matches');
      expect(await page.isDisabled('button[name="load-record-game"]')).toBe(true);
      // A WTHOR file: its second game has a pass that the file leaves out.
      const wthor = wtb([{ blackScore: 33, moves: 'f5d6c3d3c4' }, { blackScore: 20, moves: GAME.slice(0, 20) }]);
      await page.setInputFiles('input[name="record-file"]', { name: 'WTH_2001.wtb', mimeType: 'application/octet-stream', buffer: Buffer.from(wthor) });
      await expect.poll(() => page.$$eval('select[name="record-game"] option', (options) => options.length)).toBe(2);
      await page.click('button[name="load-record-game"]');
      expect(await transcript(page)).toBe('f5d6c3d3c4');
      // A GGF file of one game loads at once; a file that is no record says what is wrong, and changes nothing.
      await page.setInputFiles('input[name="record-file"]', { name: 'one.ggf', mimeType: 'text/plain', buffer: Buffer.from('(;GM[Othello]TY[8]B[E6]W[F4];)') });
      await expect.poll(() => transcript(page)).toBe('e6f4');
      expect(await page.locator('[data-record-choice]').count()).toBe(0);
      await page.setInputFiles('input[name="record-file"]', { name: 'broken.wtb', mimeType: 'application/octet-stream', buffer: Buffer.from([1, 2, 3]) });
      await expect.poll(() => page.textContent('.import [role="alert"]')).toMatch(/^Could not load it: broken\.wtb: /);
      expect(await transcript(page)).toBe('e6f4');
      await screenshot(page, `records-${name}`);
      // GGF out: the main line, readable by the wrapper.
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('button[name="export-ggf"]')]);
      expect(download.suggestedFilename()).toBe('flank-game.ggf');
      const ggf = readFileSync((await download.path())!, 'utf8');
      expect(Reversi.fromGGF(ggf).transcript()).toBe('e6f4');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`sets endgame quizzes: a wrong move says what it loses, the right one counts, the count stays (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, options);
      await chooseSetting(page, 'mode', 'human-human');
      await load(page, 'f5d6c3');
      await page.click('button[name="open-quizzes"]');
      await page.waitForSelector('[data-quiz]');
      expect(await page.textContent('[data-quiz-progress]')).toBe('0 of 200 solved');
      const id = (await page.getAttribute('[data-quiz]', 'data-quiz'))!;
      const quiz = quizzes.find((one) => one.id === id)!;
      // No answer from the engine's view, and none of the game's panels (moves, graph, review, records).
      expect(await page.locator('.engine-lines, ol.move-list, .graph, .review, form.import, [data-mode-name]').count()).toBe(0);
      // A wrong move first, then the right one.
      const [best, wrong] = quiz.moves;
      await page.click(`[data-square="${wrong!.move}"]`);
      expect(await page.textContent('[data-verdict="wrong"]')).toContain(`${wrong!.move} loses ${best!.score - wrong!.score} disc`);
      expect(await page.textContent('[data-quiz-progress]')).toBe('0 of 200 solved');
      // Its score is on the board, but not in the gold of the best.
      expect(await page.getAttribute(`[data-square="${wrong!.move}"]`, 'data-hint')).toBe(String(wrong!.score));
      expect(await page.locator('.hint.top').count()).toBe(0);
      await screenshot(page, `quiz-wrong-${name}`);
      await page.click('button[name="quiz-retry"]');
      await page.click(`[data-square="${best!.move}"]`);
      expect(await page.getAttribute('[data-verdict]', 'data-verdict')).toBe('right');
      expect(await page.locator('.hint.top').count()).toBe(1);
      expect(await page.textContent('[data-quiz-progress]')).toBe('1 of 200 solved');
      // The next quiz; "Show the answer" puts every move's exact score on the board.
      await page.click('button[name="quiz-next"]');
      expect(await page.getAttribute('[data-quiz]', 'data-quiz')).not.toBe(id);
      await page.click('button[name="quiz-reveal"]');
      expect(await page.locator('[data-square][data-hint]').count()).toBeGreaterThanOrEqual(4);
      expect(await page.locator('[data-quiz-answer]').count()).toBe(1);
      // Back to the game, untouched; the count survives a reload.
      await page.click('button[name="quiz-close"]');
      expect(await transcript(page)).toBe('f5d6c3');
      await page.reload();
      await page.waitForSelector('[data-square]');
      await page.click('button[name="open-quizzes"]');
      await page.waitForSelector('[data-quiz]');
      expect(await page.textContent('[data-quiz-progress]')).toBe('1 of 200 solved');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`names every square as a button, and announces moves, passes and the result (${name})`, async () => {
      const { page, context, errors } = await openPage(harness, options);
      await chooseSetting(page, 'mode', 'human-human');
      expect(await page.getByRole('grid').getByRole('button').count()).toBe(64);
      expect(await page.getByRole('button', { name: 'd3, empty, legal move', exact: true }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'd4, white disc', exact: true }).count()).toBe(1);
      const announced = () => page.textContent('[aria-live="polite"]');
      await page.getByRole('button', { name: 'd3, empty, legal move' }).click();
      expect(await announced()).toBe('Black plays d3');
      await load(page, 'e6f6d3e7e8d8g7'); // white's f8 leaves black without a move
      await page.click('[data-square="f8"]');
      expect(await announced()).toBe('White plays f8. Black has no move and passes');
      await load(page, 'd3c3b3d2e1d6d7e3');
      await page.click('[data-square="f4"]'); // white loses its last disc
      expect(await announced()).toBe('Black plays f4');
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Game over' }).textContent()).toMatch(/^Game over: Black wins \d+–0$/);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('keeps a finished review through a reload: done with the same marks, and never running again', async () => {
    const { page, context, errors } = await openPage(harness);
    await chooseSetting(page, 'mode', 'human-human');
    await networkArrived(page); // the review is the network's, which the reloaded page waits for
    await load(page, 'd3c3b3d2e1d6d7e3f4'); // white, without a disc after nine moves, blundered
    await page.waitForSelector('[data-review="done"]', { timeout: 120_000 });
    const marks = () => page.$$eval('li[data-mark]', (items) => items.map((item) => `${item.getAttribute('data-ply')} ${item.getAttribute('data-mark')}`));
    const summaries = () => page.$$eval('[data-summary]', (items) => items.map((item) => item.textContent));
    const marked = await marks();
    expect(marked.length).toBeGreaterThan(0);
    const summed = await summaries();
    // Every state the review's card takes in the reloaded page, from its first render: a review
    // searched again would show `running`.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { reviewStates: seen });
      new MutationObserver(() => {
        const state = document.querySelector('.review')?.getAttribute('data-review');
        if (state && seen.at(-1) !== state) seen.push(state);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.reload();
    await page.waitForSelector('[data-review="done"]', { timeout: ENGINE_WAIT_MS });
    const states = await page.evaluate(() => (window as unknown as { reviewStates: string[] }).reviewStates);
    expect(states.at(-1)).toBe('done');
    expect(states).not.toContain('running');
    expect(await marks()).toEqual(marked);
    expect(await summaries()).toEqual(summed);
    expect(await page.locator('.graph-mistake').count()).toBe(marked.length);
    expect(errors).toEqual([]);
    await context.close();
  });
  it('deepens the lines in one search, and shows a position’s deepest analysis at once on a return', async () => {
    const { page, context, errors } = await openPage(harness, { prepare: (opened) => opened.addInitScript(ENGINE_LOG) });
    // The network first: its arrival searches everything again, which would start a second job here.
    await networkArrived(page);
    await load(page, GAME.slice(0, 40)); // 20 moves: 40 empties, no exact answer near
    const depth = () => page.getAttribute('[data-analysis-depth]', 'data-analysis-depth').then(Number);
    await expect.poll(depth, { timeout: 120_000 }).toBeGreaterThanOrEqual(12);
    // One job for the position, whose rankings came deeper and deeper: no new search at each depth.
    const { jobs, first } = await page.evaluate(() => {
      const log = (window as unknown as EngineLog).engineLog;
      const found = log.filter((entry) => entry.type === 'job' && entry.kind === 'lines' && entry.plies === 20);
      return { jobs: found.length, first: log.filter((entry) => entry.type === 'progress' && entry.id === found[0]!.id).map((entry) => entry.depth!) };
    });
    expect(jobs).toBe(1);
    expect(new Set(first).size).toBeGreaterThanOrEqual(4);
    expect(first).toEqual([...first].sort((a, b) => a - b));
    // Back a move, the analysis stopped there: back at move 20, its deepest analysis shows at once, with no search.
    const reached = await depth();
    await page.click('button[name="back"]');
    await expect.poll(depth, { timeout: ENGINE_WAIT_MS }).toBeGreaterThan(0);
    await page.click('button[name="analysis-toggle"]');
    expect(await page.textContent('button[name="analysis-toggle"]')).toBe('Go');
    // (The graph's pass goes on meanwhile: its jobs are not the analysis's.)
    const analyses = () => page.evaluate(() => (window as unknown as EngineLog).engineLog.filter((entry) => entry.type === 'job' && entry.kind === 'lines').length);
    const before = await analyses();
    await page.click('button[name="forward"]');
    expect(await atMove(page)).toBe('Move 20 of 20');
    expect(await depth()).toBeGreaterThanOrEqual(reached);
    expect(await page.locator('li[data-engine-line]').count()).toBe(3);
    expect(await analyses()).toBe(before);
    await screenshot(page, 'analysis-return');
    // Go: it searches on from there, deeper than it had gone (the table kept), in one search again.
    await page.click('button[name="analysis-toggle"]');
    const kept = await depth();
    await expect.poll(depth, { timeout: 120_000 }).toBeGreaterThan(kept);
    expect(await page.evaluate(() => (window as unknown as EngineLog).engineLog.filter((entry) => entry.type === 'job' && entry.kind === 'lines').slice(-1)[0])).toMatchObject({ plies: 20 });
    console.log(`the analysis at 40 empties in Chromium: one search's depths ${first.join(' ')}; back at the position, depth ${reached} at once; Go went past ${kept}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
