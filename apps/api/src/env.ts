import type { D1Database } from '@cloudflare/workers-types';
import type { LimitVars, Limits } from './limits.ts';
import type { GameRoom } from './online/game-room.ts';
import type { Lobby } from './online/lobby.ts';

/** The Worker's bindings (wrangler.jsonc): its vars, the Durable Objects of online play and its D1 database. */
export interface Bindings extends LimitVars {
  GAME_ROOM: DurableObjectNamespace<GameRoom>;
  LOBBY: DurableObjectNamespace<Lobby>;
  /** The most games one client may hold waiting or being played at once. */
  MAX_OPEN_GAMES?: unknown;
  /** Players, finished games and ratings (migrations/). */
  DB: D1Database;
}

/** The app's environment: the Worker's bindings, and what middleware hands the routes. */
export interface AppEnv {
  Bindings: Bindings;
  Variables: { limits: Limits };
}
