// The API's tests that run in Node rather than workerd (test/node/): the OpenAPI document as
// standard tools take it, from the Worker bundled as a deploy bundles it.
//   vitest run -c vitest.node.config.ts
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/node/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
