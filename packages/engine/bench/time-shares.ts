// Where a search's time goes, function by function: V8's sampling profiler (as `node --cpu-prof`)
// over a release build that keeps its function names, each function's share of the samples
// taken in it (self time), the most first.
//
//   tsx bench/time-shares.ts [--task full-width|probcut|ffo] [--depth N] [--positions 30] [--top 25]
//
// full-width: the first N XOT openings searched to --depth (default 10) at full width;
// probcut: the same with Multi-ProbCut 1.5 (default depth 14); ffo: FFO #40-#44 solved. One
// thread, the shipped network, the table at 2^20 entries. The build with names is made here, in
// a temporary folder (the shipped build strips them): `asc --target release --debug`, the same
// optimisation and inlining.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { START } from '../host/core-interface';
import { loadOtherBuild, othelloPosition, playedFromStart, readFfo, readXot, relativeBoard, solveOthello, thinkOthello } from '../host/load-core';

const { values: args } = parseArgs({
  options: { task: { type: 'string', default: 'full-width' }, depth: { type: 'string' }, positions: { type: 'string', default: '30' }, top: { type: 'string', default: '25' } },
});
const TASKS = ['full-width', 'probcut', 'ffo'];
if (!TASKS.includes(args.task)) throw new Error(`--task: one of ${TASKS.join(', ')}, not ${args.task}`);

const named = join(mkdtempSync(join(tmpdir(), 'flank-named-')), 'flank.wasm');
execFileSync('npx', ['asc', 'assembly/index.ts', '--target', 'release', '--debug', '--outFile', named], { cwd: join(import.meta.dirname, '..'), stdio: 'inherit' });
const core = loadOtherBuild(named);
core.setTableSize(20);

/** The task, as a function that runs it whole. */
function task(): () => string {
  if (args.task === 'ffo') {
    const positions = readFfo().filter((p) => p.id >= 40 && p.id <= 44);
    return () => {
      let nodes = 0n;
      for (const p of positions) {
        const { player, opponent } = relativeBoard(p.board, p.side);
        nodes += solveOthello(core, player, opponent).nodes;
      }
      return `FFO #40-#44 solved, ${nodes} nodes`;
    };
  }
  const probcut = args.task === 'probcut';
  const depth = Number(args.depth ?? (probcut ? 14 : 10));
  core.setProbcutMargin(probcut ? 15 : 0);
  const openings = readXot().slice(0, Number(args.positions));
  return () => {
    let nodes = 0n;
    for (const opening of openings) {
      const { player, opponent } = playedFromStart(core, opening);
      nodes += thinkOthello(core, player, opponent, depth, { start: START.FRESH }).nodes;
    }
    return `${openings.length} XOT openings to depth ${depth}, ${probcut ? 'Multi-ProbCut 1.5' : 'full width'}, ${nodes} nodes`;
  };
}

const run = task();
run(); // once unprofiled, so that the samples are of the optimised code
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const what = run();
const { profile } = await session.post('Profiler.stop');
session.disconnect();

const selfSamples = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const hits = node.hitCount ?? 0;
  if (hits === 0) continue;
  const name = node.callFrame.functionName || `(${node.callFrame.url || 'anonymous'})`;
  selfSamples.set(name, (selfSamples.get(name) ?? 0) + hits);
  total += hits;
}
console.log(`${what}: ${total} samples`);
for (const [name, hits] of [...selfSamples].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top))) {
  console.log(`${((100 * hits) / total).toFixed(1).padStart(6)}%  ${name}`);
}
