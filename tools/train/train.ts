// pnpm train: fits the evaluation's weights on the WTHOR games and writes
// packages/engine/weights/flank-eval.bin. See README.md here for what it does and how long it takes.
//
//   pnpm train [--out FILE] [--iterations N] [--targets labels|results]

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type Dataset, buildDatasets, firstRowWith } from './dataset.ts';
import { fitPhase } from './fit.ts';
import { readGames } from './games.ts';
import { LABELS_PATH, readLabels } from './labels.ts';
import { FEATURE_COUNT, WEIGHTS_PER_PHASE } from './patterns.ts';
import { UNITS_PER_DISC, roundToDiscs, scoreFine, writeWeights } from './weights-file.ts';

/**
 * The phases, by empties. Four empties each from 17 on; below, where the exact solver takes over
 * and the eval only orders moves, two phases of eight (merged, they cost 0.02 disc of validation
 * error there and save a third of the file). 0 empties (a finished game) goes with the first.
 */
export const PHASES: readonly (readonly [number, number])[] = [
  [0, 8],
  [9, 16],
  ...Array.from({ length: 11 }, (_, i) => [17 + 4 * i, 20 + 4 * i] as const),
];
/** L2 strength, in rows (fit.ts); 10 and 100 both did a little worse on the held-out games. */
const LAMBDA = 30;
/** Configurations seen fewer times in a phase keep weight 0: no loss measured, a third off the file. */
const MIN_COUNT = 3;

export const DEFAULT_OUT = fileURLToPath(new URL('../../packages/engine/weights/flank-eval.bin', import.meta.url));

const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: DEFAULT_OUT },
    iterations: { type: 'string', default: '30' },
    targets: { type: 'string', default: 'labels' },
  },
});
if (args.targets !== 'labels' && args.targets !== 'results') throw new Error(`--targets ${args.targets}: labels or results, please`);
const iterations = Number(args.iterations);
if (!Number.isInteger(iterations) || iterations < 1) throw new Error(`--iterations ${args.iterations}: a positive integer, please`);

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1).padStart(6);
const log = (line: string) => console.log(`${seconds()} s  ${line}`);

const games = readGames();
const labels = args.targets === 'labels' ? readLabels(games.length) : undefined;
if (args.targets === 'labels' && labels === undefined) throw new Error(`no ${LABELS_PATH}: run pnpm relabel first (pnpm train does)`);
const { train, validation } = buildDatasets(games, labels);
log(`${games.length} games: ${train.count} training positions, ${validation.count} held out (a fixed hash of the transcript)`);
log(`targets: ${labels === undefined ? "the games' results" : 'the relabelled scores (relabel.ts)'}`);

const phaseOfEmpties = Array.from({ length: 61 }, (_, e) => PHASES.findIndex(([lo, hi]) => e >= lo && e <= hi));
const phases: Int16Array[] = PHASES.map(([lo, hi], p) => {
  const from = firstRowWith(train, lo);
  const to = firstRowWith(train, hi + 1);
  const w = fitPhase(train, from, to, { lambda: LAMBDA, iterations, minCount: MIN_COUNT });
  const quantized = Int16Array.from(w, (x) => Math.max(-32767, Math.min(32767, Math.round(x * UNITS_PER_DISC))));
  const stored = quantized.reduce((n, x) => n + (x !== 0 ? 1 : 0), 0);
  log(`phase ${p} (${lo}-${hi} empties): ${to - from} positions, ${stored} of ${WEIGHTS_PER_PHASE} weights not 0`);
  return quantized;
});

const bytes = writeWeights({ phaseOfEmpties, phases });
const out = resolve(args.out);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, bytes);
log(`wrote ${out}: ${bytes.length} bytes, ${gzipSync(bytes, { level: 9 }).length} gzipped`);

/** Mean absolute error of the quantized evaluation (rounded to discs, as evaluate returns it) on rows [from, to). */
function meanAbsoluteError(dataset: Dataset, truth: Int8Array, from: number, to: number): number {
  let sum = 0;
  for (let row = from; row < to; row++) {
    const phase = phases[phaseOfEmpties[dataset.empties[row]!]!]!;
    sum += Math.abs(roundToDiscs(scoreFine(dataset.features, row * FEATURE_COUNT, phase)) - truth[row]!);
  }
  return sum / Math.max(1, to - from);
}

console.log('\nvalidation: mean absolute error (discs, empties to the winner) on the held-out games');
console.log('against the final result and against the target (the same without labels); in brackets, the error of always 0');
console.log('empties   positions  result  target   (result, target of always 0)');
const buckets: [number, number][] = [...PHASES.map(([lo, hi]) => [Math.max(lo, 1), hi] as [number, number]), [20, 24], [1, 60]];
for (const [lo, hi] of buckets) {
  const from = firstRowWith(validation, lo);
  const to = firstRowWith(validation, hi + 1);
  let zeroResult = 0;
  let zeroTarget = 0;
  for (let row = from; row < to; row++) {
    zeroResult += Math.abs(validation.result[row]!);
    zeroTarget += Math.abs(validation.target[row]!);
  }
  const n = to - from;
  const errors = [validation.result, validation.target].map((truth) => meanAbsoluteError(validation, truth, from, to).toFixed(2).padStart(7));
  console.log(`${`${lo}-${hi}`.padEnd(8)} ${String(n).padStart(10)} ${errors.join(' ')}   (${(zeroResult / n).toFixed(2)}, ${(zeroTarget / n).toFixed(2)})`);
}
log('done');
