// Midgame search speed: the best move of the first 30 XOT openings (data/xot-openings.txt) at a fixed
// depth, exact solving kept out of reach, full width (the measure) and with Multi-ProbCut
// as in play; nodes per second over all of them, wall and CPU time.
//
//   tsx bench/midgame.ts [depth] [--against /path/to/other.wasm] [--weights network|linear] [--threads N]
//                                [--probcut]
//
// Builds interleaved, 3 rounds. --threads: the threaded build on one thread and on N, interleaved
// (the best round by wall time then, by CPU time otherwise). --probcut: with Multi-ProbCut only. Each build evaluates with the shipped network (the other build: the
// linear weights if it cannot read the network), or both with the shipped evaluation named.
import { cpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import { type AnyBuild, anyBuild } from '../host/any-build';
import { weightsKind } from '../host/eval-weights';
import { loadCore, loadOtherBuild, playedFromStart, readXot, thinkOthello } from '../host/load-core';
import { loadThreadedCore } from '../host/threads';

const { values: args, positionals } = parseArgs({ options: { against: { type: 'string' }, weights: { type: 'string' }, threads: { type: 'string' }, probcut: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const weights = args.weights === undefined ? undefined : weightsKind('weights', args.weights);
const DEPTH = Number(positionals[0] ?? 10);
const ROUNDS = args.against || args.threads ? 3 : 1;
const threaded = args.threads === undefined ? undefined : await loadThreadedCore(Number(args.threads), { weights: weights ?? 'network' });
/** A build (this one or an earlier one, alike through anyBuild), and the helpers it searches with (threaded builds only). */
const builds: { name: string; build: AnyBuild; helpers?: number }[] = threaded
  ? [
      { name: 'flank-threads.wasm, 1 thread', build: anyBuild(threaded.core), helpers: 0 },
      { name: `flank-threads.wasm, ${threaded.threads} threads`, build: anyBuild(threaded.core), helpers: threaded.threads - 1 },
    ]
  : [{ name: 'this build', build: anyBuild(loadCore('flank.wasm', { weights: weights ?? 'network' })) }];
if (args.against) builds.push({ name: args.against, build: anyBuild(weights ? loadCore(args.against, { weights }) : loadOtherBuild(args.against)) });
for (const { build } of builds) build.setTableSize(20);

const openings = readXot().slice(0, 30);
const positions = openings.map((opening) => playedFromStart(builds[0]!.build.exports, opening));

/** One pass over the positions: nodes, wall and CPU seconds. */
function run(build: AnyBuild, t10: number): { nodes: number; wall: number; cpu: number } {
  build.setProbcutMargin(t10);
  let nodes = 0;
  const cpu = cpuUsage();
  const started = performance.now();
  for (const { player, opponent } of positions) {
    nodes += Number(thinkOthello(build.exports, player, opponent, DEPTH).nodes);
  }
  const used = cpuUsage(cpu);
  build.setProbcutMargin(15);
  return { nodes, wall: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6 };
}

for (const [label, t10] of args.probcut ? ([['Multi-ProbCut 1.5', 15]] as const) : ([['full width', 0], ['Multi-ProbCut 1.5', 15]] as const)) {
  const results = builds.map(() => [] as { nodes: number; wall: number; cpu: number }[]);
  for (let round = 0; round < ROUNDS; round++) {
    builds.forEach(({ build, helpers }, b) => {
      if (helpers !== undefined) build.helpers(helpers);
      results[b]!.push(run(build, t10));
    });
  }
  builds.forEach(({ name }, b) => {
    const best = results[b]!.reduce((a, r) => ((threaded ? r.wall < a.wall : r.cpu < a.cpu) ? r : a));
    console.log(
      `midgame ${label}: depth ${DEPTH} on ${openings.length} XOT openings, ${process.version}, ${name}: ${best.nodes} nodes in ${best.wall.toFixed(2)} s (${best.cpu.toFixed(2)} s CPU), ${(best.nodes / best.cpu / 1e6).toFixed(2)} M nodes/s of CPU, ${((best.wall / openings.length) * 1000).toFixed(0)} ms a position`,
    );
  });
}
await threaded?.close();
