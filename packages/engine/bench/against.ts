// This build against another, interleaved in one process, by CPU time: FFO #40-#49 solved, the
// first 30 XOT openings thought to depth 14 (Multi-ProbCut 1.5, as in play), perft 11 from the
// start (five times). Each round runs a task on both builds, the order swapped every other round;
// a task's figure is its best round, and each round's nodes must match (a refactor keeps them).
//   tsx bench/against.ts OTHER.wasm [--rounds 3] [--tasks ffo,midgame,perft]
import { cpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import { type CoreExports, RULES, UNLIMITED_STOCK } from '../host/core-interface';
import { START_BLACK, START_WHITE, loadCore, loadOtherBuild, playedFromStart, readFfo, readXot, relativeBoard, solveOthello, thinkOthello } from '../host/load-core';

const { values: args, positionals } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, tasks: { type: 'string', default: 'ffo,midgame,perft' } }, allowPositionals: true });
const other = positionals[0];
if (other === undefined) throw new Error('tsx bench/against.ts OTHER.wasm: the build to compare with, please');
const builds: { name: string; core: CoreExports }[] = [
  { name: 'this build', core: loadCore('flank.wasm') },
  { name: other, core: loadOtherBuild(other) },
];
for (const { core } of builds) core.tableSize(20);

const ffo = readFfo().filter((p) => p.id >= 40 && p.id <= 49).map((p) => relativeBoard(p.board, p.side));
const xot = readXot().slice(0, 30).map((opening) => playedFromStart(builds[0]!.core, opening));
/** Each task: its nodes (or leaves) on a core. */
const TASKS: Record<string, (core: CoreExports) => bigint> = {
  ffo: (core) => ffo.reduce((n, { player, opponent }) => (core.limits(0n, 0), solveOthello(core, player, opponent), n + core.searchedNodes()), 0n),
  midgame: (core) => xot.reduce((n, { player, opponent }) => (core.limits(0n, 0), thinkOthello(core, player, opponent, 14), n + core.searchedNodes()), 0n),
  // Five times a round: one takes well under a second.
  perft: (core) => [1, 2, 3, 4, 5].reduce((n) => n + core.perft(RULES.OTHELLO, START_BLACK, START_WHITE, UNLIMITED_STOCK, UNLIMITED_STOCK, 0, 11, 1), 0n),
};

console.log(`${process.version}, this build against ${other}, ${args.rounds} rounds, CPU seconds`);
for (const task of args.tasks.split(',')) {
  const cpu = builds.map(() => [] as number[]);
  for (let round = 0; round < Number(args.rounds); round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    const nodes: bigint[] = [];
    for (const b of order) {
      const start = cpuUsage();
      nodes[b] = TASKS[task]!(builds[b]!.core);
      const used = cpuUsage(start);
      cpu[b]!.push((used.user + used.system) / 1e6);
    }
    if (nodes[0] !== nodes[1]) throw new Error(`${task}: ${nodes[0]} nodes here, ${nodes[1]} in ${other}`);
    console.log(`  ${task} round ${round + 1}: ${nodes[0]} nodes; ${cpu[0]!.at(-1)!.toFixed(2)} s here, ${cpu[1]!.at(-1)!.toFixed(2)} s there`);
  }
  const [mine, theirs] = cpu.map((runs) => Math.min(...runs));
  console.log(`${task}: best ${mine!.toFixed(2)} s here, ${theirs!.toFixed(2)} s there: ${(theirs! / mine!).toFixed(3)}x the speed of ${other}`);
}
