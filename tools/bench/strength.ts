// How good the evaluation is, measured against the exact solver on positions from the held-out
// games (train/games.ts isHeldOut: the trainer never saw them), and in play:
//
// - mean absolute error, in discs, of the evaluation and of a depth-4 search, against the exact
//   score at 20-24 empties;
// - how often the move chosen at depth 1, 4 and 8 is one of the exact solver's best moves, at
//   20-26 empties;
// - matches at equal depth (level 4: depth 4, exact from 8 empties; level 6: depth 6, exact from 12)
//   against the plain heuristic (mobility and corners) and, with --against FILE, against other
//   weights: both colours from each of the first XOT openings (data/xot-openings.txt), 300 at level 4 and
//   100 at level 6. XOT openings are chosen to be even, so a match measures the engines more than
//   the openings (from the first 8 moves of 50 held-out games, level 4 scored 89% where XOT gives 96%).
//
//   tsx bench/strength.ts [--weights FILE] [--against FILE]
//
// The exact positions are solved once into train/.data/ (train/exact-positions.ts).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { CoreExports } from '@flank/engine/host/core-interface';
import { loadWeightsInto, readWeightsFile } from '@flank/engine/host/eval-weights';
import { loadCore, readXot, thinkOthello } from '@flank/engine/host/load-core';
import { playFromOpening } from '@flank/engine/host/play-from-opening';
import { exactPositions } from '../train/exact-positions.ts';
import { emptiesOf } from '../train/features.ts';
import { type ReplayedPosition, bitboards, finalResult, isHeldOut, popcount64, readGames, replay } from '../train/games.ts';

const { values: args } = parseArgs({ options: { weights: { type: 'string' }, against: { type: 'string' } } });

function engineWith(weights: Uint8Array | undefined): CoreExports {
  const core = loadCore('flank.wasm', { weights: false });
  if (weights !== undefined && loadWeightsInto(core, weights) !== 0) throw new Error('the weights file did not load');
  core.setTableSize(20);
  core.setProbcutMargin(0);
  return core;
}

const weights = args.weights === undefined ? readWeightsFile() : new Uint8Array(readFileSync(args.weights));
const engine = engineWith(weights);
const positions = exactPositions();

function byEmpties(lo: number, hi: number) {
  return positions.filter((p) => p.empties >= lo && p.empties <= hi);
}

console.log(`accuracy against the exact solver: ${positions.length} held-out positions at 20-26 empties`);
console.log('empties  positions  eval MAE  depth-4 MAE');
for (const [lo, hi] of [[20, 20], [21, 21], [22, 22], [23, 23], [24, 24], [20, 24]] as const) {
  const set = byEmpties(lo, hi);
  let evalError = 0;
  let searchError = 0;
  for (const p of set) {
    evalError += Math.abs(engine.evaluate(p.player, p.opponent) - p.score);
    searchError += Math.abs(thinkOthello(engine, p.player, p.opponent, 4).score - p.score);
  }
  const row: [number, number, number] = [set.length, evalError / set.length, searchError / set.length];
  console.log(`${(lo === hi ? `${lo}` : `${lo}-${hi}`).padEnd(8)} ${String(row[0]).padStart(9)} ${row[1].toFixed(2).padStart(9)} ${row[2].toFixed(2).padStart(12)}`);
}

console.log('\nbest-move agreement with the exact solver (the move is one of the best), 20-26 empties');
console.log('depth  agreement');
const all = byEmpties(20, 26);
for (const depth of [1, 4, 8]) {
  let agree = 0;
  for (const p of all) {
    if (p.bestMoves.includes(thinkOthello(engine, p.player, p.opponent, depth).move)) agree++;
  }
  console.log(`${String(depth).padStart(5)}  ${((100 * agree) / all.length).toFixed(1).padStart(8)}%  (${agree} of ${all.length})`);
}

/** The XOT openings, black to move after each. */
const XOT = readXot();

/** One game from `opening`, black then white; the final disc difference for black, empties to the winner. */
function play(opening: string, black: CoreExports, white: CoreExports, depth: number, endgame: number): number {
  const final = playFromOpening(engine, opening, (player, opponent, blackToMove) => {
    const mover = blackToMove ? black : white;
    return thinkOthello(mover, player, opponent, depth, { exactEmpties: endgame }).move;
  });
  return finalResult(popcount64(final.black), popcount64(final.white));
}

function match(name: string, other: CoreExports): void {
  other.setProbcutMargin(0);
  for (const [level, depth, endgame, count] of [[4, 4, 8, 300], [6, 6, 12, 100]] as const) {
    let points = 0;
    let discs = 0;
    let games = 0;
    for (const opening of XOT.slice(0, count)) {
      for (const weBlack of [true, false]) {
        const result = weBlack ? play(opening, engine, other, depth, endgame) : -play(opening, other, engine, depth, endgame);
        points += result > 0 ? 1 : result === 0 ? 0.5 : 0;
        discs += result;
        games++;
      }
    }
    console.log(
      `against ${name}, level ${level} (depth ${depth}, exact from ${endgame}): ${((100 * points) / games).toFixed(1)}% of ${games} games, ${(discs / games).toFixed(1)} discs a game on average`,
    );
  }
}

/** Positions far from the end: one per held-out game, at 30 to 40 empties, where the mover has a move. */
function midgamePositions(count: number): { player: bigint; opponent: bigint }[] {
  const out: { player: bigint; opponent: bigint }[] = [];
  for (const game of readGames().filter(isHeldOut)) {
    if (out.length === count) break;
    const empties = 40 - (game.index % 11);
    let first: ReplayedPosition | undefined;
    replay(engine, game, (p) => {
      if (first === undefined && emptiesOf(p) === empties) first = p;
    });
    if (first !== undefined && first.mobility > 0) out.push(bitboards(first));
  }
  return out;
}

console.log('\nMulti-ProbCut (t: the margin in standard deviations; 0 is full width)');
console.log('at 20-26 empties, depth 8 (200 positions): nodes, time, agreement with the exact best moves');
console.log('in the midgame, depth 10 (100 positions, 30-40 empties): nodes, time, agreement with the full-width move');
const midgame = midgamePositions(100);
const fullWidth: number[] = [];
for (const t10 of [0, 10, 15, 20]) {
  engine.setProbcutMargin(t10);
  const row: string[] = [];
  for (const [set, depth] of [[all, 8], [midgame, 10]] as const) {
    let nodes = 0;
    let agree = 0;
    const started = performance.now();
    set.forEach((p, i) => {
      const { nodes: searched, move } = thinkOthello(engine, p.player, p.opponent, depth);
      nodes += Number(searched);
      if (set === all ? all[i]!.bestMoves.includes(move) : t10 === 0 ? (fullWidth.push(move), true) : fullWidth[i] === move) agree++;
    });
    const ms = performance.now() - started;
    row.push(`${(nodes / 1e6).toFixed(1).padStart(7)} M nodes ${(ms / 1000).toFixed(1).padStart(6)} s ${((100 * agree) / set.length).toFixed(1).padStart(6)}%`);
  }
  console.log(`t ${(t10 / 10).toFixed(1)}  ${row.join('   ')}`);
}
engine.setProbcutMargin(0);

console.log('\nmatches at equal depth, both colours from XOT openings (full width)');
match('the plain heuristic', engineWith(undefined));
if (args.against !== undefined) match(args.against, engineWith(new Uint8Array(readFileSync(args.against))));

