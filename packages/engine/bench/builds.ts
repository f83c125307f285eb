// Several builds of the core round-robin in one process, each with the shipped network unless
// named: FFO positions solved exactly on one thread, a 2^20-entry table; per build and round its
// nodes, CPU seconds and scores. Each position is solved by every build in turn, the first
// rotating with the position and the round: a slow spell of the shared machine then falls on every
// build alike. For screening variants of the solver (a constant changed, a cut added);
// bench/against.ts compares two builds on every task.
//   tsx bench/builds.ts FIRST LAST ROUNDS A.wasm B.wasm[:WEIGHTS.bin] ...
// (`:WEIGHTS.bin`: that build evaluates with that file, as an old build with the network it shipped.)
import { cpuUsage } from 'node:process';
import { anyBuild } from '../host/any-build';
import { loadOtherBuild, readFfo, relativeBoard, solveOthello } from '../host/load-core';

const [first, last, rounds, ...files] = process.argv.slice(2);
if (files.length === 0 || !(Number(rounds) >= 1)) throw new Error('tsx bench/builds.ts FIRST LAST ROUNDS A.wasm B.wasm ...: an FFO range, a number of rounds and the builds, please');
const positions = readFfo().filter((p) => p.id >= Number(first) && p.id <= Number(last)).map((p) => relativeBoard(p.board, p.side));
const cores = files.map((named) => {
  const [file, weights] = named.split(':');
  const core = loadOtherBuild(file!, weights);
  anyBuild(core).setTableSize(20);
  return core;
});
const name = (b: number) => files[b]!.split(':')[0]!.split('/').pop();
const cpu = files.map(() => [] as number[]);
for (let round = 0; round < Number(rounds); round++) {
  const used = files.map(() => 0);
  const nodes = files.map(() => 0n);
  const scores = files.map(() => [] as number[]);
  positions.forEach(({ player, opponent }, p) => {
    for (let k = 0; k < files.length; k++) {
      const b = (k + round + p) % files.length;
      const start = cpuUsage();
      const answer = solveOthello(cores[b]!, player, opponent);
      const spent = cpuUsage(start);
      used[b]! += (spent.user + spent.system) / 1e6;
      scores[b]!.push(answer.score);
      nodes[b]! += answer.nodes;
    }
  });
  files.forEach((_, b) => cpu[b]!.push(used[b]!));
  console.log(`round ${round + 1}: ${files.map((_, b) => `${name(b)} ${nodes[b]} nodes ${used[b]!.toFixed(2)} s [${scores[b]!.join(' ')}]`).join(' | ')}`);
}
const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);
for (let b = 0; b < files.length; b++) {
  console.log(`${name(b)}: best ${Math.min(...cpu[b]!).toFixed(2)} s, sum ${sum(cpu[b]!).toFixed(2)} s, ${(sum(cpu[b]!) / sum(cpu[0]!)).toFixed(3)}x the first's CPU`);
}
