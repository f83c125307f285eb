// Compares two corpus runs' labels of the same games against a third run's exact ones, by empties:
// how far each labelling recipe is from the truth where the third run solved the positions (a
// WTHOR run exact from 20 empties knows 17-20 that a run exact from 16 labelled by search). The
// runs must hold the same games in the same chunks (the same source, seed and games).
//
//   tsx tools/train/compare-labels.ts RUN_A RUN_B EXACT_RUN [--chunks A-B] [--empties A-B]
//
// Prints, for each count of empties, the mean |label - exact| of each run, its mean signed error
// (label - exact: below 0, the labels underrate the side to move) and the mean gap between the two.

import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CORPUS, chunkFiles, chunkName, readChunkFile } from './corpus.ts';

const { values: args, positionals } = parseArgs({ options: { chunks: { type: 'string' }, empties: { type: 'string', default: '17-20' } }, allowPositionals: true });
if (positionals.length !== 3) throw new Error('compare-labels: name two runs and the run with exact labels, please');
const [runA, runB, exactRun] = positionals as [string, string, string];
const range = (text: string, name: string): [number, number] => {
  const match = /^(\d+)-(\d+)$/.exec(text);
  if (!match || Number(match[1]) > Number(match[2])) throw new Error(`--${name} ${text}: a range A-B, please`);
  return [Number(match[1]), Number(match[2])];
};
const available = Math.min(...[runA, runB, exactRun].map((run) => chunkFiles(run).length));
const [first, last] = args.chunks === undefined ? [0, available - 1] : range(args.chunks, 'chunks');
const [low, high] = range(args.empties, 'empties');

/** Per count of empties: positions, then |a - exact|, |b - exact|, a - exact, b - exact, |a - b| summed. */
const sums = Array.from({ length: 61 }, () => [0, 0, 0, 0, 0, 0]);
for (let chunk = first; chunk <= last; chunk++) {
  const [a, b, exact] = [runA, runB, exactRun].map((run) => readChunkFile(join(CORPUS, run, chunkName(chunk))));
  a!.forEach((gameA, g) => {
    const gameB = b![g]!;
    const gameExact = exact![g]!;
    const same = gameA.moves.length === gameB.moves.length && gameA.moves.every((m, i) => m === gameB.moves[i] && m === gameExact.moves[i]);
    if (!same) throw new Error(`chunk ${chunk}, game ${g}: the runs hold different games`);
    gameA.labels.forEach((labelA, i) => {
      // Each recorded move places a disc: position i of a game has 60 - i empties.
      const s = sums[60 - i]!;
      const truth = gameExact.labels[i]!;
      const labelB = gameB.labels[i]!;
      s[0]! += 1;
      s[1]! += Math.abs(labelA - truth);
      s[2]! += Math.abs(labelB - truth);
      s[3]! += labelA - truth;
      s[4]! += labelB - truth;
      s[5]! += Math.abs(labelA - labelB);
    });
  });
}
console.log(`chunks ${first}-${last}: ${runA} (A) and ${runB} (B) against ${exactRun}`);
for (let empties = low; empties <= high; empties++) {
  const [n, a, b, biasA, biasB, gap] = sums[empties]!.map((v, k, all) => (k === 0 ? v : v / all[0]!)) as number[];
  if (!n) continue;
  console.log(`  ${empties} empties, ${n} positions: A ${a!.toFixed(2)} (bias ${biasA!.toFixed(2)}), B ${b!.toFixed(2)} (bias ${biasB!.toFixed(2)}), |A - B| ${gap!.toFixed(2)}`);
}
