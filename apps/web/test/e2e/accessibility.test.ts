// axe-core in Chromium over the page's states: analysing with the engine's lines, a variation and
// hints, playing on against the computer, the settings dialog open, a position being set up on the
// board; light and dark, desktop and phone. No
// violation of any rule axe checks by default (WCAG 2 A and AA, and its best practices).
import { describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { openPage, useHarness } from './harness.ts';
import { ENGINE_WAIT_MS, SCREENS, chooseSetting, load, screenshot } from './page-helpers.ts';

const harness = useHarness();

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
