// The threaded build against itself on one thread, at equal wall time a move: what the threads
// buy in play (issue 28). Both sides are the same instance, taking turns: before each move it is
// told how many helpers to use (N - 1, or none), and each search runs until its deadline
// (iterative deepening; exact within --exact empties of the end), on a table cleared for it.
// Both colours from the first XOT openings. Needs a quiet machine with N cores.
//
//   tsx bench/threads-match.ts [--threads 2] [--ms 100] [--games 300] [--first 0] [--exact 20]
import { parseArgs } from 'node:util';
import { PASS } from '../host/core-interface';
import { readXot, thinkOthello } from '../host/load-core';
import { MatchScore } from '../host/match-score';
import { playFromOpening } from '../host/play-from-opening';
import { loadThreadedCore } from '../host/threads';

const { values: args } = parseArgs({
  options: {
    threads: { type: 'string', default: '2' },
    ms: { type: 'string', default: '100' },
    games: { type: 'string', default: '300' },
    first: { type: 'string', default: '0' },
    exact: { type: 'string', default: '20' },
  },
});
const [threads, ms, games, first, exact] = [args.threads, args.ms, args.games, args.first, args.exact].map(Number) as [number, number, number, number, number];
if (!Number.isInteger(games) || games < 2 || games % 2 !== 0) throw new Error(`--games ${args.games}: an even number, please`);

const { core, close } = await loadThreadedCore(threads);
core.setTableSize(20);
const sides = [
  { name: `${threads} threads`, helpers: threads - 1, depth: 0, moves: 0 },
  { name: '1 thread', helpers: 0, depth: 0, moves: 0 },
];
const popcount = (board: bigint) => board.toString(2).replaceAll('0', '').length;

const score = new MatchScore();
for (const opening of readXot().slice(first, first + games / 2)) {
  for (const threadedIsBlack of [true, false]) {
    const final = playFromOpening(core, opening, (player, opponent, blackToMove) => {
      const side = sides[blackToMove === threadedIsBlack ? 0 : 1]!;
      core.helpers(side.helpers);
      const { move, depth } = thinkOthello(core, player, opponent, 60, { exactEmpties: exact, deadline: performance.now() + ms });
      if (move === PASS) throw new Error('the engine passed in a position with a legal move');
      side.depth += depth;
      side.moves++;
      return move;
    });
    score.add((popcount(final.black) - popcount(final.white)) * (threadedIsBlack ? 1 : -1));
  }
}
await close();
console.log(`threads match, ${ms} ms a move, exact from ${exact} empties, XOT openings ${first + 1}-${first + games / 2}, both colours, ${process.version}`);
console.log(
  `${sides[0]!.name} against ${sides[1]!.name}: ${score.summary()}`,
);
for (const side of sides) console.log(`  ${side.name}: depth ${(side.depth / side.moves).toFixed(2)} a move on average`);
