// What a search on a lane costs beside the same synchronous one (core/lanes.ts): the wrapper's
// bestMove over positions from every stage of a game, each searched both ways in turn (which
// first alternates), CPU time and wall time of each; then how long a short search on one lane
// takes while a long one runs on another, against alone.
//
//   tsx bench/lanes.ts [--positions 24] [--nodes 2000000] [--level 12]
import { cpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import { Reversi, init } from '../src/node.ts';

const { values: args } = parseArgs({
  options: {
    positions: { type: 'string', default: '24' },
    nodes: { type: 'string', default: '2000000' },
    level: { type: 'string', default: '12' },
  },
});
const [count, nodes, level] = [args.positions, args.nodes, args.level].map(Number) as [number, number, number];

await init();
/** Positions of one seeded game every few plies: openings to endgames. */
function positions(): string[] {
  const found: string[] = [];
  let seed = 2026;
  while (found.length < count) {
    const game = new Reversi();
    for (let ply = 0; !game.isGameOver(); ply++) {
      const moves = game.moves();
      if (ply % 5 === 2 && found.length < count) found.push(game.toString());
      seed = (seed * 1103515245 + 12345) % 2147483648;
      if (moves.length === 0) game.pass();
      else game.move(moves[seed % moves.length]!);
    }
  }
  return found;
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = cpuUsage(since);
  return (used.user + used.system) / 1000;
};

const options = { nodes, level, book: false } as const;
// Warm-up: a lane's engine is made at its first search.
await new Reversi().bestMoveAsync({ level: 2, lane: 'long' });
await new Reversi().bestMoveAsync({ level: 2, lane: 'quick' });
const totals = { sync: { cpu: 0, wall: 0, nodes: 0 }, lane: { cpu: 0, wall: 0, nodes: 0 } };
for (const [index, position] of positions().entries()) {
  const game = new Reversi(position);
  const runs: (keyof typeof totals)[] = index % 2 === 0 ? ['sync', 'lane'] : ['lane', 'sync'];
  const answers: string[] = [];
  for (const run of runs) {
    const [cpu, wall] = [cpuUsage(), performance.now()];
    const best = run === 'sync' ? game.bestMove(options) : await game.bestMoveAsync({ ...options, lane: 'long' });
    totals[run].cpu += cpuMs(cpu);
    totals[run].wall += performance.now() - wall;
    totals[run].nodes += best.nodes;
    answers.push(JSON.stringify({ ...best, ms: 0 }));
  }
  if (answers[0] !== answers[1]) throw new Error(`${position}: the lane's answer differs from bestMove's`);
}
console.log(`bestMove({ nodes: ${nodes}, level: ${level}, book: false }) over ${count} positions, each searched both ways (the same answers):`);
for (const [run, total] of Object.entries(totals)) {
  console.log(`  ${run === 'sync' ? 'bestMove     ' : 'bestMoveAsync'}: ${total.nodes} nodes, CPU ${total.cpu.toFixed(0)} ms, wall ${total.wall.toFixed(0)} ms`);
}
console.log(`  the lane's CPU against bestMove's: ${(totals.lane.cpu / totals.sync.cpu).toFixed(3)}x`);

// A short search beside a long one: the short one's wall time.
const short = new Reversi('f5d6c3d3c4f4f6f3e6e7');
const shortOptions = { level: 8, book: false, lane: 'quick' } as const;
let started = performance.now();
for (let i = 0; i < 5; i++) await short.bestMoveAsync(shortOptions);
const alone = (performance.now() - started) / 5;
const long = new Reversi().bestMoveAsync({ nodes: 20_000_000, level: 20, book: false, lane: 'long' });
started = performance.now();
for (let i = 0; i < 5; i++) await short.bestMoveAsync(shortOptions);
const beside = (performance.now() - started) / 5;
await long;
console.log(`a level-8 search on one lane: ${alone.toFixed(1)} ms alone, ${beside.toFixed(1)} ms while a 20 M-node search runs on another`);
