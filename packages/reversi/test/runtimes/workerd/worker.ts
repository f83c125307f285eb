// A tiny Worker over the built package, as a user would write one: `@flank/reversi` resolves
// through the package's exports with the `workerd` condition (dist/workerd.js, whose flank.wasm
// import workerd compiles ahead of time).
import * as flank from '@flank/reversi';
import { runScenario } from '../scenario.ts';

export default {
  /**
   * `GET /scenario`: the shared scenario's result as JSON.
   * `GET /play?moves=f5d6&perft=3`: the position after a transcript, its moves and a perft count.
   */
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    try {
      if (url.pathname === '/scenario') return Response.json(await runScenario(flank));
      if (url.pathname === '/play') {
        await flank.init();
        const game = new flank.Reversi(url.searchParams.get('moves') ?? undefined);
        const depth = Number(url.searchParams.get('perft') ?? 0);
        return Response.json({ board: game.toString(), moves: game.moves(), perft: game.perft(depth) });
      }
      return new Response('not found', { status: 404 });
    } catch (error) {
      const { name, message } = error as Error;
      return Response.json({ error: { name, message } }, { status: 400 });
    }
  },
};
