// The Worker under test, so that `exports.default` of cloudflare:workers is typed as its loopback,
// and the bindings the tests read from `env`.
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('../src/index.ts');
  }
  interface Env {
    DB: D1Database;
    /** migrations/, read by vitest.config.ts. */
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
}
