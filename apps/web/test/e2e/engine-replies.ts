// The engine's replies at level 1, opening book off (what the page's computer plays at that level
// with the book unticked), to a fixed list of positions, with the weights file it is given. A
// script of its own, run by evaluations.ts: the wrapper loads one evaluation a process.
//
//   node test/e2e/engine-replies.ts <weights file>      prints [{ "transcript": ..., "reply": ... }, ...]
import { Reversi, init } from '@flank/reversi';

/** The worker's table (TABLE_MEGABYTES in src/searcher/search-worker.ts). */
const WORKER_TABLE_MEGABYTES = 32;

/**
 * Positions with white to move (the computer's side against a person playing black) and 30 or more
 * empty squares: the odd plies up to 29 of four games of seeded random moves. Picked without a
 * search, so every weights file gets the same list.
 */
function positions(): string[] {
  const found: string[] = [];
  for (let seed = 1; seed <= 4; seed++) {
    const game = new Reversi();
    let state = seed;
    for (let ply = 0; ply < 29; ply++) {
      const moves = game.moves();
      if (moves.length === 0) break; // a pass: the rest of this game is left out
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      game.move(moves[(state >>> 16) % moves.length]!);
      if (ply % 2 === 0) found.push(game.history().join(''));
    }
  }
  return found;
}

const [weights] = process.argv.slice(2);
if (!weights) throw new Error('usage: node test/e2e/engine-replies.ts <weights file>');
await init({ weights, tableMegabytes: WORKER_TABLE_MEGABYTES });
const replies = positions().map((transcript) => ({ transcript, reply: new Reversi(transcript).bestMove({ level: 1, book: false }).move }));
console.log(JSON.stringify(replies));
