// This build against another, interleaved in one process, by CPU time: FFO #40-#49 solved, the
// first 30 XOT openings thought to depth 14 (or --midgame-depth; Multi-ProbCut 1.5, as in play),
// perft 11 from the start (five times). Each round runs a task on both builds, the order swapped
// every other round; a task's figure is its best round, and each round's nodes must match (a
// refactor keeps them). Each build is loaded twice, the two in either order: the build
// instantiated first ran FFO slower when FFO ran first, whichever build it was
// (docs/benchmarks.md, issue 39), so rounds take turns with the pair loaded this build first and
// the pair loaded the other first. Four rounds cover both orders of loading and of running.
// `--other-weights FILE` gives the other build its own evaluation (the network shipped with it,
// to compare what each version ships); nodes may then differ, and both counts are printed, as they
// are under `--tree-changes`, for a change that searches another tree with the same evaluation.
//   tsx bench/against.ts OTHER.wasm [--rounds 4] [--tasks ffo,midgame,perft] [--other-weights FILE]
//                        [--tree-changes] [--midgame-depth 14]
// (--tasks ffo50: FFO #50-#59, minutes a round, not run unless named.)
import { cpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import { type AnyBuild, anyBuild } from '../host/any-build';
import { START_BLACK, START_WHITE, loadCore, loadOtherBuild, othelloPosition, playedFromStart, readFfo, readXot, relativeBoard, solveOthello, thinkOthello } from '../host/load-core';

const { values: args, positionals } = parseArgs({
  options: { rounds: { type: 'string', default: '4' }, tasks: { type: 'string', default: 'ffo,midgame,perft' }, 'other-weights': { type: 'string' }, 'tree-changes': { type: 'boolean', default: false }, 'midgame-depth': { type: 'string', default: '14' } },
  allowPositionals: true,
});
const midgameDepth = Number(args['midgame-depth']);
if (!Number.isInteger(midgameDepth) || midgameDepth < 1 || midgameDepth > 30) throw new Error(`--midgame-depth ${args['midgame-depth']}: a whole number of plies from 1 to 30, please`);
const other = positionals[0];
if (other === undefined) throw new Error('tsx bench/against.ts OTHER.wasm: the build to compare with, please');
const otherWeights = args['other-weights'];
/** The other build, with its own evaluation when one is named; either surface (anyBuild). */
const loadOther = () => anyBuild(loadOtherBuild(other!, otherWeights));
/** Two pairs [this build, the other]: the first loaded in that order, the second the other way round. */
const thisFirst = anyBuild(loadCore('flank.wasm'));
const pairs: AnyBuild[][] = [[thisFirst, loadOther()]];
const otherFirst = loadOther();
pairs.push([anyBuild(loadCore('flank.wasm')), otherFirst]);
for (const build of pairs.flat()) build.setTableSize(20);

const ffoRange = (first: number, last: number) => readFfo().filter((p) => p.id >= first && p.id <= last).map((p) => relativeBoard(p.board, p.side));
const ffo = ffoRange(40, 49);
const ffo50 = ffoRange(50, 59);
const xot = readXot().slice(0, 30).map((opening) => playedFromStart(thisFirst.exports, opening));
/** Solves each position exactly; returns the nodes. */
const solveAll = (build: AnyBuild, positions: { player: bigint; opponent: bigint }[]) =>
  positions.reduce((n, { player, opponent }) => n + solveOthello(build.exports, player, opponent).nodes, 0n);
/** Each task: its nodes (or leaves) on a build. */
const TASKS: Record<string, (build: AnyBuild) => bigint> = {
  ffo: (build) => solveAll(build, ffo),
  // FFO #50-#59: minutes a round (#59 alone took 22 M nodes; the set 14.6 G at b272916).
  ffo50: (build) => solveAll(build, ffo50),
  midgame: (build) => xot.reduce((n, { player, opponent }) => n + thinkOthello(build.exports, player, opponent, midgameDepth).nodes, 0n),
  // Five times a round: one takes well under a second.
  perft: (build) => [1, 2, 3, 4, 5].reduce((n) => n + build.perft(othelloPosition(START_BLACK, START_WHITE), 11, true), 0n),
};

console.log(`${process.version}, this build against ${other}, ${args.rounds} rounds, CPU seconds`);
for (const task of args.tasks.split(',')) {
  const cpu = [[], []] as number[][];
  const wall = [[], []] as number[][];
  for (let round = 0; round < Number(args.rounds); round++) {
    const pair = pairs[round % 2]!;
    const order = (round >> 1) % 2 === 0 ? [0, 1] : [1, 0];
    const nodes: bigint[] = [];
    for (const b of order) {
      const start = cpuUsage();
      const began = performance.now();
      nodes[b] = TASKS[task]!(pair[b]!);
      wall[b]!.push((performance.now() - began) / 1e3);
      const used = cpuUsage(start);
      cpu[b]!.push((used.user + used.system) / 1e6);
    }
    if (nodes[0] !== nodes[1] && otherWeights === undefined && !args['tree-changes']) throw new Error(`${task}: ${nodes[0]} nodes here, ${nodes[1]} in ${other}`);
    const loaded = round % 2 === 0 ? 'this build loaded first' : 'the other loaded first';
    const ran = order[0] === 0 ? 'this build ran first' : 'the other ran first';
    console.log(`  ${task} round ${round + 1} (${loaded}, ${ran}): ${nodes[0] === nodes[1] ? `${nodes[0]} nodes` : `${nodes[0]} nodes here, ${nodes[1]} there`}; ${cpu[0]!.at(-1)!.toFixed(2)} s here, ${cpu[1]!.at(-1)!.toFixed(2)} s there (wall ${wall[0]!.at(-1)!.toFixed(2)} s, ${wall[1]!.at(-1)!.toFixed(2)} s)`);
  }
  const [mine, theirs] = cpu.map((runs) => Math.min(...runs));
  const [mineWall, theirsWall] = wall.map((runs) => Math.min(...runs));
  console.log(`${task}: best ${mine!.toFixed(2)} s here, ${theirs!.toFixed(2)} s there: ${(theirs! / mine!).toFixed(3)}x the speed of ${other} (wall: ${(theirsWall! / mineWall!).toFixed(3)}x)`);
}
