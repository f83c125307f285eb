import type { LimitVars, Limits } from './limits.ts';
import type { GameRoom } from './online/game-room.ts';
import type { Lobby } from './online/lobby.ts';

/** The Worker's bindings (wrangler.jsonc): its vars, and the Durable Objects of online play. */
export interface Bindings extends LimitVars {
  GAME_ROOM: DurableObjectNamespace<GameRoom>;
  LOBBY: DurableObjectNamespace<Lobby>;
  /** The most games one client may hold waiting or being played at once. */
  MAX_OPEN_GAMES?: unknown;
}

/** The app's environment: the Worker's bindings, and what middleware hands the routes. */
export interface AppEnv {
  Bindings: Bindings;
  Variables: { limits: Limits };
}
