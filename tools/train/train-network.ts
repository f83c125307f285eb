// pnpm train:network: trains the pattern network (network.ts) on the corpus (corpus.ts: the runs of
// pnpm generate kept in git) and reports the held-out error by empties after each epoch: each run's
// held-out games against their own labels, and the exact positions of exact-positions.ts (20-24
// empties, solved; never trained on). A WTHOR run's held-out games are exact from its `--exact`
// empties down, so its 9-16 column is an error against exact scores. Deterministic for a seed and
// the same data. `--out` writes the float network, `--engine-out` the engine's integer file
// (network-file.ts), after every epoch; at the end it reports the integer file's held-out error too.
//
//   pnpm train:network [--corpus RUN[:N|:A-B],RUN] [--measure RUN] [--fraction 1] [--width 32]
//                      [--hidden 32] [--heads 1] [--baseline FILE]
//                      [--epochs 3] [--batch 1024] [--rate 0.002] [--empties 0-60] [--seed 1]
//                      [--lambda 0] [--init FILE] [--phases 0] [--phase-rate 1]
//                      [--stages 0] [--stage-rate 1] [--shared-rate 1]
//                      [--out FILE] [--engine-out FILE]
//
// --corpus names the runs to train on (folders of tools/train/corpus; all of them by default), RUN:N
// its first N chunks only, RUN:A-B its chunks A to B (from 0); --measure names runs whose held-out games are measured, not trained on;
// --fraction keeps that share of each run's games to train on (a learning curve: 1/8 is part of
// 1/4, and so on); --baseline measures an engine network file (the shipped one, say) on the same
// held-out positions first (each measure also names the large exact test set of
// exact-test-set.ts, WTHOR and self-play apart); --lambda above 0 trains on TD(lambda) returns of each game's labels
// (dataset.ts, lambdaTargets), the held-out games still measured against the labels; --init starts
// from an engine network file (its E and H; --hidden is then not taken, and --width only to widen
// it: a wider --width adds columns that start with no weight, network.ts's widen; its heads,
// unless --heads names another count: each new head then starts as the file's head of the
// empties in its middle); --phases Q > 0 adds phase weights in Q equal shares of the empties (network.ts), learnt
// at --phase-rate times the rate; --stages K > 0 adds stage residuals in K equal shares of the empties
// (network.ts: each stage's own embedding rows, added to the shared ones), at --stage-rate times it,
// the shared rows at --shared-rate times it (0: held, each stage learning its own from them).

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadCore } from '@flank/engine/host/load-core';
import { corpusRuns } from './corpus.ts';
import { type Dataset, buildCorpusDatasets, positionFeatures } from './dataset.ts';
import { EXACT_POSITIONS_PATH, exactPositions } from './exact-positions.ts';
import { exactTestSet } from './exact-test-set.ts';
import { Network, headsByEmpties, widen } from './network.ts';
import { MAX_STAGES, floatNetwork, networkScoreFine, quantize, readNetworkFile, writeNetworkFile } from './network-file.ts';
import { FEATURE_COUNT } from './patterns.ts';
import { seeded } from '@flank/engine/host/seeded-random';

const { values: args } = parseArgs({
  options: {
    corpus: { type: 'string' },
    measure: { type: 'string' },
    fraction: { type: 'string', default: '1' },
    width: { type: 'string' },
    hidden: { type: 'string', default: '32' },
    heads: { type: 'string' },
    epochs: { type: 'string', default: '3' },
    batch: { type: 'string', default: '1024' },
    rate: { type: 'string', default: '0.002' },
    empties: { type: 'string', default: '0-60' },
    seed: { type: 'string', default: '1' },
    lambda: { type: 'string', default: '0' },
    out: { type: 'string' },
    'engine-out': { type: 'string' },
    baseline: { type: 'string' },
    init: { type: 'string' },
    phases: { type: 'string', default: '0' },
    'phase-rate': { type: 'string', default: '1' },
    stages: { type: 'string', default: '0' },
    'stage-rate': { type: 'string', default: '1' },
    'shared-rate': { type: 'string', default: '1' },
  },
});
const whole = (name: string, text: string, min: number, max: number) => {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new Error(`--${name} ${text}: a whole number from ${min} to ${max}, please`);
  return value;
};
const width = whole('width', args.width ?? '32', 1, 512);
const hiddenWidth = whole('hidden', args.hidden, 1, 512);
const heads = whole('heads', args.heads ?? '1', 1, 60);
const epochs = whole('epochs', args.epochs, 1, 1000);
const batch = whole('batch', args.batch, 1, 1 << 20);
const seed = whole('seed', args.seed, 0, 2 ** 31);
const rate = Number(args.rate);
if (!(rate > 0 && rate < 1)) throw new Error(`--rate ${args.rate}: a number between 0 and 1, please`);
const fraction = Number(args.fraction);
if (!(fraction > 0 && fraction <= 1)) throw new Error(`--fraction ${args.fraction}: a number above 0, at most 1, please`);
const phases = whole('phases', args.phases, 0, 60);
const phaseRate = Number(args['phase-rate']);
if (!(phaseRate > 0 && phaseRate <= 100)) throw new Error(`--phase-rate ${args['phase-rate']}: a number above 0, at most 100, please`);
const stages = whole('stages', args.stages, 0, MAX_STAGES);
const stageRate = Number(args['stage-rate']);
if (!(stageRate > 0 && stageRate <= 100)) throw new Error(`--stage-rate ${args['stage-rate']}: a number above 0, at most 100, please`);
const sharedRate = Number(args['shared-rate']);
if (!(sharedRate >= 0 && sharedRate <= 100)) throw new Error(`--shared-rate ${args['shared-rate']}: a number from 0 to 100, please`);
if (sharedRate === 0 && stages === 0) throw new Error('--shared-rate 0 holds the embedding: with --stages K only, please');
const lambda = Number(args.lambda);
if (!(lambda >= 0 && lambda <= 1)) throw new Error(`--lambda ${args.lambda}: a number from 0 to 1, please`);
const range = /^(\d+)-(\d+)$/.exec(args.empties);
if (range === null) throw new Error(`--empties ${args.empties}: a range like 9-24, please`);
const [lowest, highest] = [whole('empties', range[1]!, 0, 60), whole('empties', range[2]!, 0, 60)];
const known = corpusRuns();
/** A run named on the command line, with the chunks to take: RUN:N its first N, RUN:A-B chunks A to B (from 0). */
function runArg(option: string, text: string): { run: string; chunks: [number, number] } {
  const [run, count] = text.split(':');
  if (!known.includes(run!)) throw new Error(`--${option} ${run}: no such run in tools/train/corpus (there: ${known.join(', ') || 'none'})`);
  if (count === undefined) return { run: run!, chunks: [0, Infinity] };
  const range = /^(\d+)-(\d+)$/.exec(count);
  if (range === null) return { run: run!, chunks: [0, whole(option, count, 1, 1e6)] };
  const [from, to] = [whole(option, range[1]!, 0, 1e6), whole(option, range[2]!, 0, 1e6)];
  if (to < from) throw new Error(`--${option} ${text}: the chunks A-B run from A up to B, please`);
  return { run: run!, chunks: [from, to + 1] };
}
const runs = (args.corpus === undefined ? known : args.corpus.split(',')).map((text) => runArg('corpus', text));
const measured = (args.measure?.split(',') ?? []).map((text) => runArg('measure', text));
if (runs.length === 0) throw new Error('the corpus is empty: pnpm generate first');

const started = performance.now();
const log = (line: string) => console.log(`${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s  ${line}`);

const loaded = [...runs.map((r) => ({ ...r, share: fraction })), ...measured.map((r) => ({ ...r, share: 0 }))].map(({ run, chunks, share }) => {
  const datasets = buildCorpusDatasets(run, share, chunks, lambda);
  log(`${run}${chunks[1] === Infinity ? '' : ` (chunks ${chunks[0]}-${chunks[1] - 1})`}: ${datasets.train.count} positions to train on, ${datasets.validation.count} held out`);
  return { run, ...datasets };
});
// The set is solved once (12 minutes of one core) and kept in git; a run never waits for it.
const exact = (existsSync(EXACT_POSITIONS_PATH) ? exactPositions() : []).filter((p) => p.empties >= 20 && p.empties <= 24);
const exactSet: Dataset = { count: exact.length, features: new Uint16Array(exact.length * FEATURE_COUNT), target: Int8Array.from(exact, (p) => p.score), result: new Int8Array(exact.length), empties: Uint8Array.from(exact, (p) => p.empties) };
const core = loadCore();
exact.forEach((p, i) => positionFeatures(core, p.player, p.opponent, exactSet.features, i * FEATURE_COUNT));
/** The large exact test set (exact-test-set.ts), its WTHOR and its self-play positions apart. */
const testSets = (['wthor', 'selfplay'] as const).map((source) => {
  const positions = exactTestSet().filter((p) => p.source === source);
  const set: Dataset = { count: positions.length, features: new Uint16Array(positions.length * FEATURE_COUNT), target: Int8Array.from(positions, (p) => p.score), result: new Int8Array(positions.length), empties: Uint8Array.from(positions, (p) => p.empties) };
  positions.forEach((p, i) => positionFeatures(core, p.player, p.opponent, set.features, i * FEATURE_COUNT));
  return { source, set };
});

/** The held-out games of each run (the training rows are merged below, then let go). */
const parts = loaded.map(({ run, validation }) => ({ run, validation }));

/** The training rows of the chosen empties, of every run in one dataset. */
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
const train = merged(loaded.splice(0).map((part) => part.train));
log(`training on ${train.count} positions at ${lowest}-${highest} empties; ${args.init === undefined ? `E = ${width}, H = ${hiddenWidth}, ${heads} heads` : `from ${args.init}`}, ${phases} phases at rate x${phaseRate}, ${stages} stages at rate x${stageRate}, shared rows at x${sharedRate}, lambda ${lambda}, batch ${batch}, rate ${rate}, seed ${seed}`);

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

/** Every held-out measure, one line each: each run's games against its labels, and the exact positions. */
function reportAll(predict: (features: Uint16Array, at: number, empties: number) => number): void {
  for (const { run, validation } of parts) log(`  held out, ${run}: ${report(predict, validation, validation.target)}`);
  if (exactSet.count === 0) return log(`  no ${EXACT_POSITIONS_PATH}: tsx tools/train/exact-positions.ts solves it`);
  const error = (set: Dataset) => {
    let sum = 0;
    for (let i = 0; i < set.count; i++) sum += Math.abs(Math.round(predict(set.features, i * FEATURE_COUNT, set.empties[i]!)) - set.target[i]!);
    return (sum / set.count).toFixed(2);
  };
  log(`  exact positions at 20-24 empties (${exactSet.count}): ${error(exactSet)}`);
  const tested = testSets.filter(({ set }) => set.count > 0);
  if (tested.length > 0) log(`  exact test set at 20-24 empties: ${tested.map(({ source, set }) => `${source} (${set.count}): ${error(set)}`).join('  ')}`);
}

if (args.baseline !== undefined) {
  const baseline = readNetworkFile(new Uint8Array(readFileSync(args.baseline)));
  log(`${args.baseline}, on the same held-out positions:`);
  reportAll((features, at, empties) => networkScoreFine(baseline, features, at, empties) / 32);
}

const phaseOf = phases > 0 ? headsByEmpties(phases) : undefined;
const stageOf = stages > 0 ? headsByEmpties(stages) : undefined;
const initial =
  args.init === undefined
    ? new Network(width, hiddenWidth, headsByEmpties(heads), seed, phaseOf, stageOf)
    : floatNetwork(readNetworkFile(new Uint8Array(readFileSync(args.init))), phaseOf, args.heads === undefined ? undefined : headsByEmpties(heads), stageOf);
const widening = args.init !== undefined && args.width !== undefined;
if (widening && width <= initial.width) {
  throw new Error(`--width ${width}: ${args.init} has E = ${initial.width}; --width with --init can only widen it`);
}
const network = widening ? widen(initial, width, seed) : initial;
network.phaseRate = phaseRate;
network.stageRate = stageRate;
network.sharedRate = sharedRate;
if (args.init !== undefined) {
  log(`starting from ${args.init}: E = ${network.width}, H = ${network.hiddenWidth}, ${network.heads} heads, ${network.phases} phases, ${network.stages} stages`);
  reportAll((features, at, empties) => network.predict(features, at, empties));
}
const floatPredict = (features: Uint16Array, at: number, empties: number) => network.predict(features, at, empties);
const shuffle = seeded(seed ^ 0x5bd1e995);
/** Positions between two lines of progress within an epoch. */
const PROGRESS = 4_000_000;
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
    if (Math.floor(to / PROGRESS) > Math.floor(from / PROGRESS)) log(`  ${to} positions, training RMSE so far ${Math.sqrt(loss / to).toFixed(2)}`);
  }
  const used = process.cpuUsage(cpu);
  const seconds = (used.user + used.system) / 1e6;
  log(`epoch ${epoch}: ${Math.round(train.count / seconds)} positions a CPU second, training RMSE ${Math.sqrt(loss / train.count).toFixed(2)}`);
  reportAll(floatPredict);
  // Written after every epoch, so that a run stopped early still leaves its last epoch's networks.
  write(epoch === epochs);
}

/** Writes `--out` and `--engine-out`; the last time, it also reports the engine's integer network. */
function write(last: boolean): void {
  if (args.out !== undefined) {
    network.save(args.out);
    log(`wrote ${args.out}`);
  }
  if (args['engine-out'] === undefined) return;
  const integer = quantize(network);
  const bytes = writeNetworkFile(integer);
  writeFileSync(args['engine-out'], bytes);
  log(`wrote ${args['engine-out']} (${bytes.length} bytes)${last ? "; in the engine's integers:" : ''}`);
  if (last) reportAll((features, at, empties) => networkScoreFine(integer, features, at, empties) / 32);
}
