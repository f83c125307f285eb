// Where the bench finds the API and its tools, and how it runs them.
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** apps/api, where wrangler.jsonc is. */
export const apiRoot = new URL('..', import.meta.url).pathname;

export const WRANGLER = join(apiRoot, 'node_modules', '.bin', 'wrangler');

/** The workerd binary that wrangler runs (the `workerd` package's default export is its path). */
export const WORKERD: string = createRequire(import.meta.url)('workerd').default;

/**
 * No telemetry, no banner (and so no update check), no fetch of `Request.cf`'s data from
 * workers.cloudflare.com: the bench and the e2e suite run where nothing outside the machine can be
 * reached. The package's `dev` script sets the same.
 */
export const QUIET_ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
