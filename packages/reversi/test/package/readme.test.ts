// The package's README is what npm shows: it must name every export and every method of
// `Reversi`, so that a user reading it sees the whole API (each has its TSDoc too).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import * as flank from '../../dist/node.js';
import * as online from '../../dist/online.js';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
/** Whether the README shows the name in code, called or alone: `move('d3')`, `VERSION`. */
const named = (name: string) => new RegExp(`\`${name.replace('.', '\\.')}[(\`]`).test(README);

it('names every export of the package', () => {
  expect(Object.keys(flank).filter((name) => !named(name))).toEqual([]);
});

it('names every export of @flank/reversi/online', () => {
  expect(Object.keys(online).filter((name) => !named(name))).toEqual([]);
});

it('names every method of Reversi, static ones included', () => {
  const methods = (of: object) => Object.getOwnPropertyNames(of).filter((name) => name !== 'constructor' && typeof (of as Record<string, unknown>)[name] === 'function');
  const all = [...methods(flank.Reversi.prototype), ...methods(flank.Reversi).map((name) => `Reversi.${name}`)];
  expect(all.length).toBeGreaterThan(25);
  expect(all.filter((name) => !named(name))).toEqual([]);
});

it("links only to absolute URLs, which npm's page shows as they are (a relative link breaks there)", () => {
  const targets = [...README.matchAll(/\]\(([^)\s]*)|^\[[^\]]+\]:\s*(\S+)|\b(?:href|src)="([^"]*)"/gm)].map((match) => match[1] ?? match[2] ?? match[3]);
  expect(targets.length).toBeGreaterThan(0);
  expect(targets.filter((target) => !/^(https:\/\/|#)/.test(target!))).toEqual([]);
});
