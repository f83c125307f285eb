import { DEFAULT_LEVEL, MAX_LEVEL } from '@flank/reversi';

/** What this server allows a search, from the `vars` of wrangler.jsonc. */
export interface Limits {
  /** The strongest level a request may ask for. */
  maxLevel: number;
  /** The largest node budget a request may ask for. */
  maxNodes: number;
  /** The level of a request that names none: the wrapper's default, unless maxLevel is lower. */
  defaultLevel: number;
  /** The node budget of a request that names none. */
  defaultNodes: number;
}

/** The vars as Workers hand them over: numbers from wrangler.jsonc, strings when set in the dashboard. */
export interface LimitVars {
  MAX_LEVEL?: unknown;
  MAX_NODES?: unknown;
  DEFAULT_NODES?: unknown;
  /** The most online games one client may hold waiting or being played at once. */
  MAX_OPEN_GAMES?: unknown;
}

/**
 * A var read as a whole number from 1 to `max`, or an error that names the var.
 *
 * @example
 * ```ts
 * wholeNumber({ MAX_OPEN_GAMES: '20' }, 'MAX_OPEN_GAMES', Number.MAX_SAFE_INTEGER); // 20
 * ```
 */
export function wholeNumber(vars: LimitVars, name: keyof LimitVars, max: number): number {
  const raw = vars[name];
  const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1 || value > max) {
    throw new Error(`The var ${name} (wrangler.jsonc) must be a whole number from 1 to ${max}, got ${JSON.stringify(raw) ?? 'nothing'}`);
  }
  return value;
}

/**
 * Reads and checks the limits; throws an error naming the var when one is missing or wrong, so
 * that a misconfigured deployment says why in every answer rather than searching unbounded.
 *
 * @example
 * ```ts
 * limitsOf({ MAX_LEVEL: 12, MAX_NODES: 5_000_000, DEFAULT_NODES: 1_000_000 });
 * // { maxLevel: 12, maxNodes: 5000000, defaultLevel: 8, defaultNodes: 1000000 }
 * ```
 */
export function limitsOf(vars: LimitVars): Limits {
  const maxLevel = wholeNumber(vars, 'MAX_LEVEL', MAX_LEVEL);
  const maxNodes = wholeNumber(vars, 'MAX_NODES', Number.MAX_SAFE_INTEGER);
  const defaultNodes = wholeNumber(vars, 'DEFAULT_NODES', maxNodes);
  return { maxLevel, maxNodes, defaultLevel: Math.min(DEFAULT_LEVEL, maxLevel), defaultNodes };
}
