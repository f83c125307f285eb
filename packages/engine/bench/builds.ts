// Several builds of the core round-robin in one process, each with the shipped network unless
// named: FFO positions solved exactly on one thread, a 2^20-entry table; per build and round its
// nodes, CPU seconds and scores. The order rotates every round, so that each build runs in every
// place. For screening variants of the solver (a constant changed, a cut added); bench/against.ts
// compares two builds on every task.
//   tsx bench/builds.ts FIRST LAST ROUNDS A.wasm B.wasm[:WEIGHTS.bin] ...
// (`:WEIGHTS.bin`: that build evaluates with that file, as an old build with the network it shipped.)
import { cpuUsage } from 'node:process';
import { loadOtherBuild, readFfo, relativeBoard, solveOthello } from '../host/load-core';

const [first, last, rounds, ...files] = process.argv.slice(2);
if (files.length === 0 || !(Number(rounds) >= 1)) throw new Error('tsx bench/builds.ts FIRST LAST ROUNDS A.wasm B.wasm ...: an FFO range, a number of rounds and the builds, please');
const positions = readFfo().filter((p) => p.id >= Number(first) && p.id <= Number(last)).map((p) => relativeBoard(p.board, p.side));
const cores = files.map((named) => {
  const [file, weights] = named.split(':');
  const core = loadOtherBuild(file!, weights);
  core.tableSize(20);
  return core;
});
const name = (b: number) => files[b]!.split(':')[0]!.split('/').pop();
const cpu = files.map(() => [] as number[]);
for (let round = 0; round < Number(rounds); round++) {
  const line: string[] = [];
  for (let k = 0; k < files.length; k++) {
    const b = (k + round) % files.length;
    const start = cpuUsage();
    let nodes = 0n;
    const scores: number[] = [];
    for (const { player, opponent } of positions) {
      cores[b]!.limits(0n, 0);
      scores.push(solveOthello(cores[b]!, player, opponent));
      nodes += cores[b]!.searchedNodes();
    }
    const used = cpuUsage(start);
    cpu[b]!.push((used.user + used.system) / 1e6);
    line.push(`${name(b)} ${nodes} nodes ${cpu[b]!.at(-1)!.toFixed(2)} s [${scores.join(' ')}]`);
  }
  console.log(`round ${round + 1}: ${line.join(' | ')}`);
}
const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);
for (let b = 0; b < files.length; b++) {
  console.log(`${name(b)}: best ${Math.min(...cpu[b]!).toFixed(2)} s, sum ${sum(cpu[b]!).toFixed(2)} s, ${(sum(cpu[b]!) / sum(cpu[0]!)).toFixed(3)}x the first's CPU`);
}
