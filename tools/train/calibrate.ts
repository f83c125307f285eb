// Multi-ProbCut's calibration: how well a shallow search predicts a deep one, on the evaluation
// being calibrated. For each depth pair of the midgame's probcut (deep d, shallow s = probcutDepth(d))
// and each band of empties, a least-squares line deep = a * shallow + b and the standard deviation
// of its residuals, over held-out positions (the trainer never saw them); for the endgame's, the
// same against the exact score, with shallow depths 2 and 4.
//
//   tsx tools/train/calibrate.ts [--weights FILE] [--games N] [--only midgame|endgame]
//
// It prints what packages/engine/assembly/search/probcut.ts (the midgame's SIGMA_* tables) and
// endgame.ts (PROBCUT_MARGIN, PROBCUT_BIAS) hold.

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadWeightsInto, readWeightsFile } from '@flank/engine/host/eval-weights';
import { loadCore, solveOthello, thinkOthello } from '@flank/engine/host/load-core';
import { emptiesOf } from './features.ts';
import { bitboards, isHeldOut, readGames, replay } from './games.ts';

const { values: args } = parseArgs({ options: { weights: { type: 'string' }, games: { type: 'string', default: '400' }, only: { type: 'string' } } });
if (args.only !== undefined && args.only !== 'midgame' && args.only !== 'endgame') throw new Error(`--only ${args.only}: midgame or endgame, please`);

const core = loadCore('flank.wasm', { weights: false });
const weights = args.weights === undefined ? readWeightsFile() : new Uint8Array(readFileSync(args.weights));
if (loadWeightsInto(core, weights) !== 0) throw new Error('the weights file did not load');
core.setTableSize(20);
core.setProbcutMargin(0); // the calibration is of full-width searches

/** The midgame probcut's shallow depth for a deep one, as probcut.ts's probcutDepth. */
function probcutDepth(depth: number): number {
  return 2 * Math.floor(depth / 4) + (depth & 1);
}

function score(player: bigint, opponent: bigint, depth: number): number {
  return thinkOthello(core, player, opponent, depth).score;
}

interface Fit {
  n: number;
  a: number;
  b: number;
  sigma: number;
}

function fit(pairs: [number, number][]): Fit {
  const n = pairs.length;
  let sx = 0;
  let sy = 0;
  for (const [x, y] of pairs) {
    sx += x;
    sy += y;
  }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  for (const [x, y] of pairs) {
    sxx += (x - mx) ** 2;
    sxy += (x - mx) * (y - my);
  }
  const a = sxy / sxx;
  const b = my - a * mx;
  let ss = 0;
  for (const [x, y] of pairs) ss += (y - (a * x + b)) ** 2;
  return { n, a, b, sigma: Math.sqrt(ss / (n - 2)) };
}

// Positions: every third position of the first held-out games, with a legal move.
const positions: { player: bigint; opponent: bigint; empties: number }[] = [];
let games = Number(args.games);
for (const game of readGames().filter(isHeldOut)) {
  if (games-- === 0) break;
  let i = 0;
  replay(core, game, (p) => {
    if (p.mobility === 0 || i++ % 3 !== game.index % 3) return;
    positions.push({ ...bitboards(p), empties: emptiesOf(p) });
  });
}

/** Midgame probcut: the deep search against the shallow one, by deep depth and band of empties. */
function calibrateMidgame(): void {
  console.log(`midgame: deep = a * shallow + b on ${positions.length} held-out positions`);
  console.log('deep shallow  empties      n      a       b   sigma');
  for (const deep of [3, 4, 5, 6, 7, 8]) {
    const shallow = probcutDepth(deep);
    for (const [lo, hi] of [[14, 23], [24, 33], [34, 43], [44, 53]] as const) {
      const set = positions.filter((p) => p.empties >= lo && p.empties <= hi && p.empties > deep + 1);
      if (set.length < 30) continue;
      const f = fit(set.map((p) => [score(p.player, p.opponent, shallow), score(p.player, p.opponent, deep)]));
      console.log(
        `${String(deep).padStart(4)} ${String(shallow).padStart(7)}  ${`${lo}-${hi}`.padStart(7)} ${String(f.n).padStart(6)} ${f.a.toFixed(3).padStart(6)} ${f.b.toFixed(2).padStart(7)} ${f.sigma.toFixed(2).padStart(7)}`,
      );
    }
  }
}

/** Endgame probcut: the exact score against shallow searches of depth 2 and 4, by band of empties. */
function calibrateEndgame(): void {
  console.log('endgame: exact = shallow + bias, against the exact solver');
  console.log('shallow  empties      n    bias   sigma');
  for (const [lo, hi] of [[10, 14], [15, 19], [20, 22]] as const) {
    const set = positions.filter((p) => p.empties >= lo && p.empties <= hi).slice(0, hi <= 19 ? 600 : 150);
    const exact = set.map((p) => solveOthello(core, p.player, p.opponent).score);
    for (const shallow of [2, 4]) {
      const diffs = set.map((p, i) => exact[i]! - score(p.player, p.opponent, shallow));
      const bias = diffs.reduce((s, d) => s + d, 0) / diffs.length;
      const sigma = Math.sqrt(diffs.reduce((s, d) => s + (d - bias) ** 2, 0) / (diffs.length - 1));
      console.log(`${String(shallow).padStart(7)}  ${`${lo}-${hi}`.padStart(7)} ${String(set.length).padStart(6)} ${bias.toFixed(2).padStart(7)} ${sigma.toFixed(2).padStart(7)}`);
    }
  }
}

if (args.only !== 'endgame') calibrateMidgame();
if (args.only !== 'midgame') calibrateEndgame();
