// The Worker: the Flank API app (src/app.ts) serves every request; the Durable Objects of online
// play are exported beside it, as wrangler.jsonc binds them.
import { app } from './app.ts';

export { GameRoom } from './online/game-room.ts';
export { Lobby } from './online/lobby.ts';

export default app;
