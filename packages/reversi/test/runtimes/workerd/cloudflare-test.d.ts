// The part of the `cloudflare:test` module (provided by @cloudflare/vitest-plugin inside workerd)
// that the workerd suite uses; its own typings need @cloudflare/workers-types, which we do not install.
declare module 'cloudflare:test' {
  /** The Worker named by `main` in wrangler.jsonc. */
  export const SELF: { fetch(input: string | URL | Request, init?: RequestInit): Promise<Response> };
}
