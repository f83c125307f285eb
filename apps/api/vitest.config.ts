// The API's tests run inside workerd (@cloudflare/vitest-plugin, the Worker of wrangler.jsonc with
// the test limits of test/vars.ts) and call the Worker as a client would. test/global-setup.ts
// runs in Node first: it works out the wrapper's answers for the identical-semantics suite. The
// D1 migrations are read here, in Node, and applied to each test file's database by
// test/apply-migrations.ts, in workerd.
import { join } from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { configDefaults, defineConfig } from 'vitest/config';
import { TEST_VARS } from './test/vars.ts';

const migrations = await readD1Migrations(join(import.meta.dirname, 'migrations'));

export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.jsonc' }, miniflare: { bindings: { ...TEST_VARS, TEST_MIGRATIONS: migrations } } })],
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // test/node/ runs in Node (vitest.node.config.ts).
    exclude: [...configDefaults.exclude, 'test/node/**'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/apply-migrations.ts'],
    // A guard against hangs, not a speed test: beside two trainings a test took 41 s.
    testTimeout: 180_000,
    // Resolve @flank/reversi afresh rather than from a file cache kept until the lockfile changes.
    fsModuleCache: false,
  },
});
