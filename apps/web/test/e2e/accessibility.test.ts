// axe-core in Chromium over the page's states: analysing with the engine's lines, a variation and
// hints, playing on against the engine, the settings dialog open, a position being set up on the
// board; light and dark, desktop and phone. No
// violation of any rule axe checks by default (WCAG 2 A and AA, and its best practices).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useHarness } from './harness.ts';
import { ENGINE_WAIT_MS, SCREENS, chooseSetting, load, screenshot } from './page-helpers.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const harness = useHarness();

/** axe's violations on the page as it is: each rule's id with the elements it found. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated through the browser's debugging protocol, which the page's script policy does not govern.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run();
    return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

describe('the page’s accessibility, checked by axe-core', { timeout: 180_000 }, () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const { name, options } of SCREENS) {
      it(`finds nothing to fix while analysing, while playing, in the settings and in the editor (${colorScheme}, ${name})`, async () => {
        const { page, context, errors } = await openPage(harness, { ...options, colorScheme });
        await chooseSetting(page, 'mode', 'human-human');
        await load(page, 'f5d6c3d3c4f4');
        await page.click('button[name="hints"]');
        await page.waitForSelector('.engine-lines [data-pv]', { timeout: ENGINE_WAIT_MS });
        await page.waitForSelector('[data-legal][data-hint]', { timeout: ENGINE_WAIT_MS });
        await page.click('button[name="back"]');
        await page.click('button[name="back"]');
        // A variation, and the main line's move shown.
        const other = await page.$eval('[data-legal]', (square) => (square as HTMLElement).dataset.square!);
        await page.click(`[data-square="${other}"]`);
        await page.click('li[data-ply="5"][data-line="0"] button');
        expect(await page.locator('ol[data-variation]').count()).toBe(1);
        expect(await page.textContent('[data-mode-name]')).toContain('Analyse');
        expect(await violations(page)).toEqual([]);
        // Play from here: the other mode.
        await page.click('button[name="play-from-here"]');
        expect(await page.textContent('[data-mode-name]')).toContain('Play');
        expect(await violations(page)).toEqual([]);
        await page.click('button[name="open-settings"]');
        expect(await violations(page)).toEqual([]);
        await screenshot(page, `settings-${colorScheme}-${name}`);
        await page.keyboard.press('Escape');
        expect(await page.locator('dialog[open]').count()).toBe(0);
        await page.click('button[name="edit"]');
        expect(await violations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
