// How many of a deep search's lines stop before their depth: a think of 3 lines, Multi-ProbCut 1.5,
// midgame only, on XOT openings, for this build or another of the same surface:
//   tsx bench/line-lengths.ts [--core OTHER.wasm] [--depth 19] [--positions 20]
// Each short line is printed with its opening; then the count, the nodes and the time.
import { parseArgs } from 'node:util';
import { cpuUsage } from 'node:process';
import { START, search } from '../host/core-interface';
import { loadCore, loadOtherBuild, othelloPosition, playedFromStart, readXot, squareName } from '../host/load-core';

const { values: args } = parseArgs({ options: { core: { type: 'string' }, depth: { type: 'string', default: '19' }, positions: { type: 'string', default: '20' } } });
const depth = Number(args.depth);
const core = args.core === undefined ? loadCore() : loadOtherBuild(args.core);
core.setTableSize(20);
core.setProbcutMargin(15);

let short = 0;
let lines = 0;
let nodes = 0n;
const cpu = cpuUsage();
const started = performance.now();
for (const opening of readXot().slice(0, Number(args.positions))) {
  const { player, opponent } = playedFromStart(core, opening);
  const answer = search(core, 'think', { ...othelloPosition(player, opponent), maxDepth: depth, exactEmpties: 0, lines: 3, start: START.FRESH });
  nodes += answer.nodes;
  for (const line of answer.lines.filter((each) => !each.atMost).slice(0, 3)) {
    lines++;
    if (line.moves.length >= depth) continue;
    short++;
    console.log(`${opening}: ${line.score} ${line.moves.map(squareName).join(' ')}`);
  }
}
const { user, system } = cpuUsage(cpu);
console.log(
  `${args.core ?? 'this build'}, depth ${depth}, ${args.positions} XOT openings: ${short} of ${lines} lines short, ${nodes} nodes, ` +
    `${((user + system) / 1e6).toFixed(1)} s CPU (${((performance.now() - started) / 1000).toFixed(1)} s wall)`,
);
