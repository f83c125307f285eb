// What every runtime does with @flank/reversi as npm installed it from the tarball (Node 20 and 24,
// a page bundled by Vite in Chromium, a Worker bundled by wrangler in workerd): load, play, search,
// solve, and fail. Plain JavaScript, so that Node runs it as it is and bundlers take it as it is.

/** The first game of the WTHOR archive's 1977 file: its first 50 moves leave 10 empty squares. */
const WTHOR_1977 =
  'f5d6c3f3f4d3c4g6f6e6c5c6d7d8e7g5e3d2g4h3f7b5h5g3b4b6c8b8c7e8f8g8h4h6e2d1c1a3a6a5e1f2g7c2a4h8a2b7f1b3b1b2h7a7a8a1g1g2h2h1';

/** An error's name, code and class, or null when nothing was thrown. */
function caught(run, flank) {
  try {
    run();
    return null;
  } catch (error) {
    return { name: error.name, code: error.code, reversiError: error instanceof flank.ReversiError, message: error.message };
  }
}

/**
 * Runs the scenario with the package's exports (`import * as flank from '@flank/reversi'`).
 * Everything it returns is JSON, and the same in every runtime but `search`, which depends on the
 * evaluation: browsers load the linear weights by default, Node and Workers the network.
 */
export async function scenario(flank) {
  const initializedBefore = flank.isInitialized();
  const uninitialized = caught(() => new flank.Reversi(), flank);
  await flank.init();
  const game = new flank.Reversi();
  const start = game.moves();
  const move = game.move('f5');
  const reply = game.moves({ verbose: true });
  const { ms: _bookMs, ...book } = new flank.Reversi('f5d6c3').bestMove();
  const { ms: _searchMs, ...search } = new flank.Reversi('f5d6c3d3c4f4').bestMove({ level: 5, book: false });
  const endgame = new flank.Reversi();
  endgame.play(WTHOR_1977.slice(0, 100));
  const { ms: _solveMs, nodes: _solveNodes, pv: _pv, ...solved } = endgame.solve();
  return {
    version: flank.VERSION,
    initializedBefore,
    uninitialized,
    start,
    move,
    reply,
    board: game.toString(),
    perft6: new flank.Reversi().perft(6),
    opening: new flank.Reversi('f5d6c3d3c4').opening(),
    book,
    search,
    endgame: { empties: 64 - endgame.score().black - endgame.score().white, ...solved },
    illegal: caught(() => new flank.Reversi().move('a1'), flank),
  };
}
