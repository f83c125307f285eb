// The evaluation: evaluations per second, and its mean absolute error on the held-out games'
// positions (train/games.ts isHeldOut: the games the trainer never saw) against each game's
// final result, by empties.
//
// Speed is timed two ways: inside wasm (the engine's timing loop, @flank/engine/host/eval-loop:
// the rate the search sees) and through the module's `evaluate` export from JavaScript (what a
// host pays per call, BigInt arguments included). Each after a warm-up; best of several runs.
//
//   tsx bench/eval.ts [--weights FILE]   the shipped weights, or any weights file (linear or network)
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadWeightsInto, readWeightsFile } from '@flank/engine/host/eval-weights';
import { compileEvalLoop } from '@flank/engine/host/eval-loop';
import { loadCore } from '@flank/engine/host/load-core';
import { emptiesOf } from '../train/features.ts';
import { bitboards, isHeldOut, readGames, replay } from '../train/games.ts';

const core = loadCore();
const { values: args } = parseArgs({ options: { weights: { type: 'string' } } });
const weights = args.weights === undefined ? readWeightsFile() : new Uint8Array(readFileSync(args.weights));
if (loadWeightsInto(core, weights) !== 0) throw new Error('the weights file did not load');

// Held-out positions: every position before a move or pass of the games the trainer held out.
const players: bigint[] = [];
const opponents: bigint[] = [];
const targets: number[] = [];
const empties: number[] = [];
for (const game of readGames().filter(isHeldOut)) {
  replay(core, game, (p) => {
    const { player, opponent } = bitboards(p);
    players.push(player);
    opponents.push(opponent);
    targets.push(p.target);
    empties.push(emptiesOf(p));
  });
}
const count = players.length;

function best(runs: number, run: () => number): { best: number; median: number } {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(run());
  times.sort((a, b) => a - b);
  return { best: times[0]!, median: times[times.length >> 1]! };
}

const loop = compileEvalLoop();
const weightsAt = loop.weightsAddress(weights.length) >>> 0;
new Uint8Array(loop.memory.buffer, weightsAt, weights.length).set(weights);
if (loop.loadWeights(weights.length) !== 0) throw new Error('the weights file did not load in the bench module');
const positionsAt = loop.positionsAddress(count) >>> 0;
const positionWords = new BigUint64Array(loop.memory.buffer, positionsAt, count * 2);
for (let i = 0; i < count; i++) {
  positionWords[2 * i] = players[i]!;
  positionWords[2 * i + 1] = opponents[i]!;
}
loop.evaluateAll(count, 2); // warm-up: lets V8 tier the module up
const inside = best(5, () => {
  const started = performance.now();
  loop.evaluateAll(count, 5);
  return (performance.now() - started) / (5 * count);
});

// The search's last ply scores every child of a node: from scratch, or from the node's images.
const children = (fromScratch: boolean) => {
  loop.evaluateChildrenAll(count, 1, fromScratch);
  return best(5, () => {
    const started = performance.now();
    loop.evaluateChildrenAll(count, 2, fromScratch);
    return (performance.now() - started) / loop.childrenScored();
  });
};
const scratch = children(true);
const fromParent = children(false);

let sink = 0;
for (let i = 0; i < count; i++) sink += core.evaluate(players[i]!, opponents[i]!);
const boundary = best(5, () => {
  const started = performance.now();
  for (let i = 0; i < count; i++) sink += core.evaluate(players[i]!, opponents[i]!);
  return (performance.now() - started) / count;
});

console.log(`evaluation, ${process.version}, ${count} held-out positions (${readGames().filter(isHeldOut).length} games), weights ${weights.length} bytes`);
const rate = (ms: number) => (1 / ms / 1000).toFixed(2);
console.log('                          best M evals/s   median M evals/s   ns/eval (best)');
console.log(`inside wasm (the search)  ${rate(inside.best).padStart(14)}   ${rate(inside.median).padStart(16)}   ${(inside.best * 1e6).toFixed(0).padStart(14)}`);
console.log(`children, from scratch  ${rate(scratch.best).padStart(14)}   ${rate(scratch.median).padStart(16)}   ${(scratch.best * 1e6).toFixed(0).padStart(14)}`);
console.log(`children, from parent   ${rate(fromParent.best).padStart(14)}   ${rate(fromParent.median).padStart(16)}   ${(fromParent.best * 1e6).toFixed(0).padStart(14)}`);
console.log(`evaluate() from JS        ${rate(boundary.best).padStart(14)}   ${rate(boundary.median).padStart(16)}   ${(boundary.best * 1e6).toFixed(0).padStart(14)}`);

console.log('\nmean absolute error against the final result (discs, empties to the winner), held-out positions');
console.log('and how often its sign is the winner\'s (decisive games; an evaluation of 0 counts half)');
console.log('empties   positions    MAE   winner');
const buckets: [number, number][] = [[1, 8], [9, 16], [17, 20], [20, 24], [21, 24], [25, 28], [29, 32], [33, 36], [37, 40], [41, 44], [45, 48], [49, 52], [53, 56], [57, 60], [1, 60]];
for (const [lo, hi] of buckets) {
  let n = 0;
  let error = 0;
  let decided = 0;
  let right = 0;
  for (let i = 0; i < count; i++) {
    if (empties[i]! < lo || empties[i]! > hi) continue;
    const value = core.evaluate(players[i]!, opponents[i]!);
    n++;
    error += Math.abs(value - targets[i]!);
    if (targets[i] !== 0) {
      decided++;
      if (value === 0) right += 0.5; // no call: a coin toss
      else if (Math.sign(value) === Math.sign(targets[i]!)) right++;
    }
  }
  console.log(`${`${lo}-${hi}`.padEnd(8)} ${String(n).padStart(10)} ${(error / n).toFixed(2).padStart(6)} ${((100 * right) / decided).toFixed(1).padStart(10)}%`);
}
if (sink === 0.5) console.log(sink); // keeps the JS loop's calls observable
