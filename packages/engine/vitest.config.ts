import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A guard against hangs, not a speed test: beside two trainings a test here took 91 s.
  test: { include: ['test/**/*.test.ts'], testTimeout: 300_000 },
});
