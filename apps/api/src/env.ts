import type { LimitVars, Limits } from './limits.ts';

/** The app's environment: the Worker's vars (wrangler.jsonc), and what middleware hands the routes. */
export interface AppEnv {
  Bindings: LimitVars;
  Variables: { limits: Limits };
}
