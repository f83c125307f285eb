import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests beside the tools' sources, and under test/ the suites that hold the engine to the
  // trainer's reference (features, weights and network files).
  // The guard catches a hang, not slowness: the network tests take 10 s on a quiet machine and
  // 60-90 s with matches and a helper's benchmarks beside the suite (load 15 on 2 cores).
  test: { include: ['train/*.test.ts', 'test/**/*.test.ts'], testTimeout: 300_000 },
});
