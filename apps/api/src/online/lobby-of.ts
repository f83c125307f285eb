// How the routes reach the lobby's object, apart from the lobby's class: without loading
// `cloudflare:workers` (the load bench runs the app in Node).
import type { Bindings } from '../env.ts';

/**
 * The one lobby of a deployment.
 *
 * @example
 * ```ts
 * const { challenges } = await lobbyOf(env).lists();
 * ```
 */
export const lobbyOf = (env: Bindings) => env.LOBBY.getByName('lobby');
