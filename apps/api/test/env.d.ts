// The Worker under test, so that `exports.default` of cloudflare:workers is typed as its loopback,
// and `env` as its bindings (with the migrations that vitest.config.ts reads for the tests).
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('../src/index.ts');
  }
  type WorkerBindings = import('../src/env.ts').Bindings;
  interface Env extends WorkerBindings {
    /** migrations/, read by vitest.config.ts. */
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
}
