import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { VERSION } from './version.ts';

it('is the version in package.json (src/version.ts is written from it at each build)', () => {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  expect(VERSION).toBe(manifest.version);
});
