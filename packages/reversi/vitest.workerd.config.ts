// The runtime suite for Cloudflare Workers: test/runtimes/workerd/*.spec.ts run inside workerd
// (through @cloudflare/vitest-plugin and the Worker of test/runtimes/workerd/wrangler.jsonc) against
// the built package (dist/, run `pnpm run build` first), resolved with the `workerd` condition.
//   vitest run -c vitest.workerd.config.ts
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: './test/runtimes/workerd/wrangler.jsonc' } })],
  test: {
    include: ['test/runtimes/workerd/**/*.spec.ts'],
    globalSetup: ['test/runtimes/workerd/global-setup.ts'],
    testTimeout: 60_000,
    // The file cache keeps an import's resolution until the lockfile changes, so an edit of the
    // package's exports would go unseen: resolve afresh, as a user's bundler would.
    fsModuleCache: false,
  },
});
