// The API's tests run inside workerd (@cloudflare/vitest-plugin, the Worker of wrangler.jsonc with
// the test limits of test/vars.ts) and call the Worker as a client would. test/global-setup.ts
// runs in Node first: it works out the wrapper's answers for the identical-semantics suite.
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { configDefaults, defineConfig } from 'vitest/config';
import { TEST_VARS } from './test/vars.ts';

export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.jsonc' }, miniflare: { bindings: TEST_VARS } })],
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // test/node/ runs in Node (vitest.node.config.ts).
    exclude: [...configDefaults.exclude, 'test/node/**'],
    globalSetup: ['test/global-setup.ts'],
    // A guard against hangs, not a speed test: beside two trainings a test took 41 s.
    testTimeout: 180_000,
    // Resolve @flank/reversi afresh rather than from a file cache kept until the lockfile changes.
    fsModuleCache: false,
  },
});
