import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICONS } from './offline-plugin.ts';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const manifest = JSON.parse(read('public/manifest.webmanifest'));
const html = read('index.html');

/** A custom property of the light palette (the plain `:root` block of styles.css). */
function light(property: string): string {
  const block = /\n:root \{([^}]*)\}/.exec(read('src/styles.css'))![1]!;
  return new RegExp(`${property}:\\s*(#[0-9a-f]+)`, 'i').exec(block)![1]!;
}

describe('the web manifest', () => {
  it('names the app, opens it standalone at the root, and is linked from the page', () => {
    expect(manifest).toMatchObject({ name: 'Flank', short_name: 'Flank', start_url: '/', scope: '/', display: 'standalone' });
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('takes its colours from the light palette, as the page’s theme-color does', () => {
    expect(manifest.theme_color).toBe(light('--accent'));
    expect(manifest.background_color).toBe(light('--bg'));
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });

  it('names icons of 192 and 512 pixels that the build draws, and the page names the home screen’s', () => {
    const icons: { src: string; sizes: string; type: string }[] = manifest.icons;
    expect(icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      expect(`${ICONS[icon.src.slice(1)]}x${ICONS[icon.src.slice(1)]}`, icon.src).toBe(icon.sizes);
    }
    const touch = /<link rel="apple-touch-icon" href="\/([^"]+)"/.exec(html)![1]!;
    expect(ICONS[touch]).toBe(180);
  });
});
