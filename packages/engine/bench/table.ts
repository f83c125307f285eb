// What starting a search costs: every search starts on an empty transposition table, so that the
// same input gets the same answer. A new budget (START.FRESH; `limits` before issue 55) empties it;
// this times that, as the think of a finished game (which searches nothing), at 8 and 64 MiB, and
// a short search (depth 5 from the first 30 XOT openings) with it, wall and CPU time.
//
//   tsx bench/table.ts [--against /path/to/other.wasm]   the two builds interleaved, round by round
import { cpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import { type AnyBuild, anyBuild } from '../host/any-build';
import { loadCore, loadOtherBuild, playedFromStart, readXot, thinkOthello } from '../host/load-core';

const { values: args } = parseArgs({ options: { against: { type: 'string' } } });
const ROUNDS = 5;
const CALLS = 50;

const builds: { name: string; build: AnyBuild }[] = [{ name: 'this build', build: anyBuild(loadCore()) }];
if (args.against) builds.push({ name: args.against, build: anyBuild(loadOtherBuild(args.against)) });

const positions = readXot()
  .slice(0, 30)
  .map((opening) => playedFromStart(builds[0]!.build.exports, opening));
/** A finished game: every square the side to move's. */
const FULL_BOARD = (1n << 64n) - 1n;

/** Wall and CPU milliseconds of `run`. */
function timed(run: () => void): { wall: number; cpu: number } {
  const cpu = cpuUsage();
  const started = performance.now();
  run();
  const used = cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

console.log(`empty table per search, ${process.version}: median of ${ROUNDS} interleaved rounds`);
console.log(`${'build'.padEnd(34)}  table    start ms (cpu)     depth 5 x 30: ms (cpu)   nodes`);
for (const megabytes of [8, 64]) {
  const rows = builds.map(() => ({ start: [] as number[], startCpu: [] as number[], search: [] as number[], searchCpu: [] as number[], nodes: 0 }));
  for (const { build } of builds) build.setTableSize(Math.log2(megabytes) + 15);
  for (let round = 0; round < ROUNDS; round++) {
    builds.forEach(({ build }, b) => {
      const row = rows[b]!;
      const start = timed(() => {
        for (let i = 0; i < CALLS; i++) thinkOthello(build.exports, FULL_BOARD, 0n, 1);
      });
      row.start.push(start.wall / CALLS);
      row.startCpu.push(start.cpu / CALLS);
      let nodes = 0;
      const search = timed(() => {
        for (const { player, opponent } of positions) nodes += Number(thinkOthello(build.exports, player, opponent, 5).nodes);
      });
      row.search.push(search.wall);
      row.searchCpu.push(search.cpu);
      row.nodes = nodes;
    });
  }
  builds.forEach(({ name }, b) => {
    const row = rows[b]!;
    console.log(
      `${name.padEnd(34)} ${`${megabytes} MiB`.padStart(6)} ${median(row.start).toFixed(3).padStart(9)} (${median(row.startCpu).toFixed(3)}) ${median(row.search).toFixed(1).padStart(14)} (${median(row.searchCpu).toFixed(1)}) ${String(row.nodes).padStart(9)}`,
    );
  });
}
