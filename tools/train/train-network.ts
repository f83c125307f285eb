// pnpm train:network: trains the pattern network (network.ts) on the WTHOR games with the
// relabelled targets (pnpm relabel) and on every position pnpm generate has made, and reports the
// held-out error by empties after each epoch. Deterministic for a seed and the same data. `--out`
// writes the float network, `--engine-out` the engine's integer file (network-file.ts), whose
// held-out error it reports too.
//
//   pnpm train:network [--width 32] [--hidden 32] [--heads 1] [--epochs 3] [--batch 1024]
//                      [--rate 0.002] [--empties 0-60] [--seed 1] [--no-generated] [--out FILE]
//                      [--engine-out FILE] [--search-labels D [--blend 0.5]]
//
// --search-labels D trains the WTHOR positions above 16 empties on a blend of their anchored
// labels and those of `pnpm relabel --search-depth D`: `--blend` of the search's, the rest anchored
// (the held-out games are still measured against the anchored labels).

import { parseArgs } from 'node:util';
import { type Dataset, buildDatasets, buildGeneratedDatasets } from './dataset.ts';
import { generatedChunks } from './generated.ts';
import { readGames } from './games.ts';
import { LABELS_PATH, blendLabels, readLabels, searchLabelsPath } from './labels.ts';
import { Network, headsByEmpties } from './network.ts';
import { networkScoreFine, quantize, writeNetworkFile } from './network-file.ts';
import { writeFileSync } from 'node:fs';
import { FEATURE_COUNT } from './patterns.ts';
import { seeded } from './random.ts';

const { values: args } = parseArgs({
  options: {
    width: { type: 'string', default: '32' },
    hidden: { type: 'string', default: '32' },
    heads: { type: 'string', default: '1' },
    epochs: { type: 'string', default: '3' },
    batch: { type: 'string', default: '1024' },
    rate: { type: 'string', default: '0.002' },
    empties: { type: 'string', default: '0-60' },
    seed: { type: 'string', default: '1' },
    'no-generated': { type: 'boolean', default: false },
    out: { type: 'string' },
    'engine-out': { type: 'string' },
    'search-labels': { type: 'string' },
    blend: { type: 'string', default: '0.5' },
  },
});
const whole = (name: string, text: string, min: number, max: number) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} ${text}: a whole number from ${min} to ${max}, please`);
  return value;
};
const width = whole('width', args.width, 1, 512);
const hiddenWidth = whole('hidden', args.hidden, 1, 512);
const heads = whole('heads', args.heads, 1, 60);
const epochs = whole('epochs', args.epochs, 1, 1000);
const batch = whole('batch', args.batch, 1, 1 << 20);
const seed = whole('seed', args.seed, 0, 2 ** 31);
const rate = Number(args.rate);
if (!(rate > 0 && rate < 1)) throw new Error(`--rate ${args.rate}: a number between 0 and 1, please`);
const range = /^(\d+)-(\d+)$/.exec(args.empties);
if (range === null) throw new Error(`--empties ${args.empties}: a range like 9-24, please`);
const [lowest, highest] = [whole('empties', range[1]!, 0, 60), whole('empties', range[2]!, 0, 60)];

const started = performance.now();
const log = (line: string) => console.log(`${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s  ${line}`);

const games = readGames();
const labels = readLabels(games.length);
if (labels === undefined) throw new Error(`no ${LABELS_PATH}: run pnpm relabel first`);
const blend = Number(args.blend);
if (!(blend >= 0 && blend <= 1)) throw new Error(`--blend ${args.blend}: a number from 0 to 1, please`);
const searchDepth = args['search-labels'] === undefined ? 0 : whole('search-labels', args['search-labels'], 1, 20);
const searched = searchDepth > 0 ? readLabels(games.length, searchLabelsPath(searchDepth)) : undefined;
if (searchDepth > 0 && searched === undefined) throw new Error(`no ${searchLabelsPath(searchDepth)}: run pnpm relabel --search-depth ${searchDepth} first`);
const wthor = buildDatasets(games, labels, searched === undefined ? undefined : blendLabels(labels, searched, blend));
const chunks = args['no-generated'] ? [] : generatedChunks();
const generated = buildGeneratedDatasets(chunks);
log(`WTHOR: ${wthor.train.count} positions to train on, ${wthor.validation.count} held out; generated (${chunks.length} chunks): ${generated.train.count} and ${generated.validation.count}`);

/** The training rows of the chosen empties, of both sources in one dataset. */
function merged(parts: Dataset[]): Dataset {
  const keep = parts.map((d) => Array.from({ length: d.count }, (_, i) => i).filter((i) => d.empties[i]! >= lowest && d.empties[i]! <= highest));
  const count = keep.reduce((n, rows) => n + rows.length, 0);
  const out: Dataset = { count, features: new Uint16Array(count * FEATURE_COUNT), target: new Int8Array(count), result: new Int8Array(count), empties: new Uint8Array(count) };
  let at = 0;
  parts.forEach((d, p) => {
    for (const i of keep[p]!) {
      out.features.set(d.features.subarray(i * FEATURE_COUNT, (i + 1) * FEATURE_COUNT), at * FEATURE_COUNT);
      out.target[at] = d.target[i]!;
      out.result[at] = d.result[i]!;
      out.empties[at] = d.empties[i]!;
      at++;
    }
  });
  return out;
}
const train = merged([wthor.train, generated.train]);
log(`training on ${train.count} positions at ${lowest}-${highest} empties; E = ${width}, H = ${hiddenWidth}, ${heads} heads, batch ${batch}, rate ${rate}, seed ${seed}`);

const BANDS: [number, number][] = [[1, 8], [9, 16], [17, 20], [20, 24], [25, 36], [37, 60]];
/** Mean absolute error (discs, the prediction rounded) of each band of empties within the range. */
function report(predict: (features: Uint16Array, at: number, empties: number) => number, dataset: Dataset, truth: Int8Array): string {
  return BANDS.filter(([lo, hi]) => hi >= lowest && lo <= highest)
    .map(([lo, hi]) => {
      let sum = 0;
      let n = 0;
      for (let i = 0; i < dataset.count; i++) {
        const e = dataset.empties[i]!;
        if (e < Math.max(lo, lowest) || e > Math.min(hi, highest)) continue;
        sum += Math.abs(Math.round(predict(dataset.features, i * FEATURE_COUNT, e)) - truth[i]!);
        n++;
      }
      return n === 0 ? '' : `${lo}-${hi}: ${(sum / n).toFixed(2)}`;
    })
    .filter(Boolean)
    .join('  ');
}

const network = new Network(width, hiddenWidth, headsByEmpties(heads), seed);
const floatPredict = (features: Uint16Array, at: number, empties: number) => network.predict(features, at, empties);
const shuffle = seeded(seed ^ 0x5bd1e995);
const order = Int32Array.from({ length: train.count }, (_, i) => i);
const steps = epochs * Math.ceil(train.count / batch);
let step = 0;
for (let epoch = 1; epoch <= epochs; epoch++) {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(shuffle() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const cpu = process.cpuUsage();
  let loss = 0;
  for (let from = 0; from < order.length; from += batch) {
    const to = Math.min(order.length, from + batch);
    loss += network.trainBatch(train.features, train.target, train.empties, order, from, to, rate * (1 - (0.9 * step++) / steps));
  }
  const used = process.cpuUsage(cpu);
  const seconds = (used.user + used.system) / 1e6;
  log(`epoch ${epoch}: ${Math.round(train.count / seconds)} positions a CPU second, training RMSE ${Math.sqrt(loss / train.count).toFixed(2)}`);
  log(`  held out, WTHOR against the relabelled targets: ${report(floatPredict, wthor.validation, wthor.validation.target)}`);
  log(`  held out, WTHOR against the games' results:     ${report(floatPredict, wthor.validation, wthor.validation.result)}`);
  if (generated.validation.count > 0) log(`  held out, generated against their labels:       ${report(floatPredict, generated.validation, generated.validation.target)}`);
}
if (args.out !== undefined) {
  network.save(args.out);
  log(`wrote ${args.out}`);
}
if (args['engine-out'] !== undefined) {
  const integer = quantize(network);
  const bytes = writeNetworkFile(integer);
  writeFileSync(args['engine-out'], bytes);
  const integerPredict = (features: Uint16Array, at: number, empties: number) => networkScoreFine(integer, features, at, empties) / 32;
  log(`wrote ${args['engine-out']} (${bytes.length} bytes); in the engine's integers:`);
  log(`  held out, WTHOR against the relabelled targets: ${report(integerPredict, wthor.validation, wthor.validation.target)}`);
}
