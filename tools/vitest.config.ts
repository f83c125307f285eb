import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests beside the tools' sources, and under test/ the suites that hold the engine to the
  // trainer's reference (features, weights and network files).
  test: { include: ['train/*.test.ts', 'test/**/*.test.ts'], testTimeout: 60_000 },
});
