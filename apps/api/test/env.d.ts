// The Worker under test, so that `exports.default` of cloudflare:workers is typed as its loopback.
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import('../src/index.ts');
  }
}
