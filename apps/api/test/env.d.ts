// The Worker under test, so that `exports.default` of cloudflare:workers is typed as its loopback,
// and `env` as its bindings.
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('../src/index.ts');
  }
  type WorkerBindings = import('../src/env.ts').Bindings;
  interface Env extends WorkerBindings {}
}
