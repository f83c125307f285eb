import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/runtimes/workerd/**'],
    // The differential suites are CPU-bound and split across files: give each core one.
    maxWorkers: availableParallelism(),
    testTimeout: 300_000,
  },
});
