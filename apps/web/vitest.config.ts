// Two suites in Node: the page's logic (src/**/*.test.ts, with @flank/reversi's Node entry) and its
// build's (scripts/**/*.test.ts), and end to end (test/e2e), the built page served by `wrangler dev`
// of apps/api in headless Chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
    // A guard against hangs, not a speed test: beside two trainings an e2e test took 26 s.
    testTimeout: 120_000,
  },
});
