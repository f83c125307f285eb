// How far each evaluation, and each depth of search on it, is from the exact score, on the large
// exact test set (train/exact-test-set.ts: held-out WTHOR and self-play positions at 20-24
// empties, solved): the diagnostic of issue 36. A search that knows more than its evaluation
// shows what a student trained on its labels could still learn; the gap between a teacher's
// depth-4 error and a network's own error (depth 0) is what a better shape can win.
//
//   tsx bench/exact-errors.ts [--depths 0,1,2,3,4,5,6,8] [NAME=FILE ...]
//
// Without NAME=FILE it measures the shipped network and the linear weights. `think` runs with
// Multi-ProbCut off and no exact solving, so each depth is a plain search of that depth. Prints,
// per evaluation, the mean absolute error (discs) by depth: each count of empties, the WTHOR and
// the self-play positions, all of them, and one standard error of the whole.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadWeightsInto, readWeightsFile } from '@flank/engine/host/eval-weights';
import { loadCore, thinkOthello } from '@flank/engine/host/load-core';
import { type TestPosition, exactTestSet } from '../train/exact-test-set.ts';

const { values: args, positionals } = parseArgs({ options: { depths: { type: 'string', default: '0,1,2,3,4,5,6,8' } }, allowPositionals: true });
const depths = args.depths.split(',').map(Number);
if (depths.some((d) => !Number.isInteger(d) || d < 0 || d > 20)) throw new Error(`--depths ${args.depths}: depths from 0 to 20, comma-separated, please`);
const evaluations: [string, Uint8Array][] =
  positionals.length === 0
    ? [['shipped network', readWeightsFile('network')], ['linear weights', readWeightsFile('linear')]]
    : positionals.map((arg) => {
        const at = arg.indexOf('=');
        if (at <= 0) throw new Error(`${arg}: NAME=FILE, please`);
        return [arg.slice(0, at), new Uint8Array(readFileSync(arg.slice(at + 1)))];
      });
const set = exactTestSet();
if (set.length === 0) throw new Error('no exact test set: tsx tools/train/exact-test-set.ts solves it');

/** Mean absolute error of `scores` against the set, over the positions `keep` selects. */
function meanError(scores: number[], keep: (p: TestPosition) => boolean): number {
  let sum = 0;
  let n = 0;
  set.forEach((p, i) => {
    if (!keep(p)) return;
    sum += Math.abs(scores[i]! - p.score);
    n++;
  });
  return sum / n;
}

const columns: [string, (p: TestPosition) => boolean][] = [
  ...[20, 21, 22, 23, 24].map((e): [string, (p: TestPosition) => boolean] => [`${e}`, (p) => p.empties === e]),
  ['WTHOR', (p) => p.source === 'wthor'],
  ['self-play', (p) => p.source === 'selfplay'],
  ['all', () => true],
];
const count = (keep: (p: TestPosition) => boolean) => set.filter(keep).length;
console.log(`exact test set: ${set.length} positions (${columns.map(([name, keep]) => `${name}: ${count(keep)}`).join(', ')})`);
for (const [name, bytes] of evaluations) {
  const core = loadCore('flank.wasm', { weights: false });
  if (loadWeightsInto(core, bytes) !== 0) throw new Error(`${name}: the file did not load`);
  core.setTableSize(20);
  core.setProbcutMargin(0);
  console.log(`\n${name}: mean absolute error (discs) by depth`);
  console.log(['depth', ...columns.map(([column]) => column), 'SE (all)', 'CPU s'].map((c) => c.padStart(10)).join(''));
  for (const depth of depths) {
    const cpu = process.cpuUsage();
    const scores = set.map((p) => {
      if (depth === 0) return core.evaluate(p.player, p.opponent);
      return thinkOthello(core, p.player, p.opponent, depth).score;
    });
    const used = process.cpuUsage(cpu);
    const errors = set.map((p, i) => Math.abs(scores[i]! - p.score));
    const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
    const se = Math.sqrt(errors.reduce((a, b) => a + (b - mean) ** 2, 0) / (errors.length - 1) / errors.length);
    const cells = columns.map(([, keep]) => meanError(scores, keep).toFixed(2));
    console.log([String(depth), ...cells, se.toFixed(2), ((used.user + used.system) / 1e6).toFixed(1)].map((c) => c.padStart(10)).join(''));
  }
}
