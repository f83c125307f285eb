// What starting a search costs: every search starts on an empty transposition table, so that the
// same input gets the same answer. `limits` empties it; this times that at 8 and 64 MiB, and a
// short search (depth 5 from the first 30 XOT openings) with it, wall and CPU time.
//
//   tsx bench/table.ts [--against /path/to/other.wasm]   the two builds interleaved, round by round
import { cpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import type { CoreExports } from '../host/core-interface';
import { loadCore, loadOtherBuild, playedFromStart, readXot, thinkOthello } from '../host/load-core';

const { values: args } = parseArgs({ options: { against: { type: 'string' } } });
const ROUNDS = 5;
const CALLS = 50;

const builds: { name: string; core: CoreExports }[] = [{ name: 'this build', core: loadCore() }];
if (args.against) builds.push({ name: args.against, core: loadOtherBuild(args.against) });

const positions = readXot()
  .slice(0, 30)
  .map((opening) => playedFromStart(builds[0]!.core, opening));

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
console.log(`${'build'.padEnd(34)}  table   limits() ms (cpu)    depth 5 x 30: ms (cpu)   nodes`);
for (const megabytes of [8, 64]) {
  const rows = builds.map(() => ({ limits: [] as number[], limitsCpu: [] as number[], search: [] as number[], searchCpu: [] as number[], nodes: 0 }));
  for (const { core } of builds) core.tableSize(Math.log2(megabytes) + 15);
  for (let round = 0; round < ROUNDS; round++) {
    builds.forEach(({ core }, b) => {
      const row = rows[b]!;
      const limits = timed(() => {
        for (let i = 0; i < CALLS; i++) core.limits(0n, 0);
      });
      row.limits.push(limits.wall / CALLS);
      row.limitsCpu.push(limits.cpu / CALLS);
      let nodes = 0;
      const search = timed(() => {
        for (const { player, opponent } of positions) {
          core.limits(0n, 0);
          thinkOthello(core, player, opponent, 5);
          nodes += Number(core.searchedNodes());
        }
      });
      row.search.push(search.wall);
      row.searchCpu.push(search.cpu);
      row.nodes = nodes;
    });
  }
  builds.forEach(({ name }, b) => {
    const row = rows[b]!;
    console.log(
      `${name.padEnd(34)} ${`${megabytes} MiB`.padStart(6)} ${median(row.limits).toFixed(3).padStart(9)} (${median(row.limitsCpu).toFixed(3)}) ${median(row.search).toFixed(1).padStart(14)} (${median(row.searchCpu).toFixed(1)}) ${String(row.nodes).padStart(9)}`,
    );
  });
}
