// The sizes the root README, DEVELOPERS.md and the package's README give of the Worker's bundle
// are the build's (`wrangler deploy --dry-run --outdir dist`, the package's `build`), within a unit
// of their last digit, so that none goes stale when a file grows. Runs in Node
// (vitest.node.config.ts), after the build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SIZE, staleFigures } from '@flank/engine/host/stated-figures';
import { expect, it } from 'vitest';
import { PLAN_LIMITS, bundleSizes } from '../../bench/bundle.ts';
import { apiRoot } from '../../bench/tools.ts';

/** resvg-wasm's wasm gzipped (-9), the README's reason for no PNG form: measured once (docs/benchmarks.md, 2026-11-23). */
const RESVG_BYTES = 957_677;

const doc = (path: string) => readFileSync(join(apiRoot, '..', '..', path), 'utf8');

it("the docs' figures of the Worker's bundle are the build's", () => {
  const modules = bundleSizes(join(apiRoot, 'dist'));
  const total = modules.reduce((sum, { gzipped }) => sum + gzipped, 0);
  const book = modules.find(({ module }) => module === 'flank-book.bin');
  expect(book, 'the opening book in the bundle').toBeDefined();
  const free = PLAN_LIMITS.find(({ plan }) => plan === 'free')!.bytes;
  // The free plan's limit on a Worker's size, gzipped: the README says the bundle fits it.
  expect(total).toBeLessThan(free);
  expect([
    ...staleFigures('README.md', doc('README.md'), [
      { words: new RegExp(`resvg-wasm, is ${SIZE} gzipped, and the Worker's ${SIZE} would grow to ${SIZE}, over the free plan's 3 MiB`), says: [RESVG_BYTES, total, total + RESVG_BYTES] },
      { words: new RegExp(`\\(the package's \`build\`\\), is ${SIZE} gzipped \\(most of it the pattern network; ${SIZE} the opening book\\)`), says: [total, book!.gzipped] },
    ]),
    ...staleFigures('DEVELOPERS.md', doc('DEVELOPERS.md'), [
      { words: new RegExp(`The Worker's bundle holds the gzipped network and linear weights too \\(${SIZE} gzipped by \`wrangler deploy --dry-run\`, \`pnpm bench\` in apps/api: (\\d+)% of the free plan's 3 MiB`), says: [total, { count: Math.round((total / free) * 100) }] },
    ]),
  ]).toEqual([]);
});
