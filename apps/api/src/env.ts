import type { D1Database } from '@cloudflare/workers-types';
import type { LimitVars, Limits } from './limits.ts';

/** The app's environment: the Worker's vars and bindings (wrangler.jsonc), and what middleware hands the routes. */
export interface AppEnv {
  /** `DB`: the D1 database of online play (migrations/). */
  Bindings: LimitVars & { DB: D1Database };
  Variables: { limits: Limits };
}
