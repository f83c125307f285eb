// Positions as training rows: each position's FEATURE_COUNT feature indices (features.ts), its
// targets and its empties.

import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type CoreExports, RULES, UNLIMITED_STOCK } from '@flank/engine/host/core-interface';
import { loadCore } from '@flank/engine/host/load-core';
import { emptiesOf, features } from './features.ts';
import { type Game, isHeldOut, popcount64, readGames, replay } from './games.ts';
import { CHUNK, CORPUS, chunkFiles, readChunkFile, replayGame } from './corpus.ts';
import { FEATURE_COUNT } from './patterns.ts';

export interface Dataset {
  count: number;
  /** `count * FEATURE_COUNT` indices, each local to its table. */
  features: Uint16Array;
  /** What the fit aims at: the relabelled score where there are labels, else the game's result. */
  target: Int8Array;
  /** The game's final disc difference for the side to move, empties to the winner. */
  result: Int8Array;
  empties: Uint8Array;
}

/** Positions at 60 empties (the start) down to 1. */
export const MAX_EMPTIES = 60;

/** Rows in the order they come, then sorted by empties. */
class Rows {
  private featureRows = new Uint16Array(1 << 20);
  private readonly targets: number[] = [];
  private readonly results: number[] = [];
  private readonly empties: number[] = [];

  add(scratch: Uint16Array, target: number, result: number, empties: number): void {
    const row = this.targets.length;
    if ((row + 1) * FEATURE_COUNT > this.featureRows.length) {
      const grown = new Uint16Array(this.featureRows.length * 2);
      grown.set(this.featureRows);
      this.featureRows = grown;
    }
    this.featureRows.set(scratch, row * FEATURE_COUNT);
    this.targets.push(target);
    this.results.push(result);
    this.empties.push(empties);
  }

  /** Sorted by empties (fewest first, each game's order kept), so that a range of empties is a range of rows. */
  sorted(): Dataset {
    const start = new Int32Array(MAX_EMPTIES + 2);
    for (const e of this.empties) start[e + 1]!++;
    for (let e = 1; e <= MAX_EMPTIES + 1; e++) start[e]! += start[e - 1]!;
    const count = this.targets.length;
    const dataset: Dataset = {
      count,
      features: new Uint16Array(count * FEATURE_COUNT),
      target: new Int8Array(count),
      result: new Int8Array(count),
      empties: new Uint8Array(count),
    };
    for (let row = 0; row < count; row++) {
      const to = start[this.empties[row]!]!++;
      dataset.features.set(this.featureRows.subarray(row * FEATURE_COUNT, (row + 1) * FEATURE_COUNT), to * FEATURE_COUNT);
      dataset.target[to] = this.targets[row]!;
      dataset.result[to] = this.results[row]!;
      dataset.empties[to] = this.empties[row]!;
    }
    return dataset;
  }
}

/**
 * Every position of `games` before a move or pass, split into the games to train on and the
 * held-out ones (isHeldOut). `labels`, where given, are relabel.ts's targets for every position of
 * `games` in order; without them the target is the game's result. `trainLabels`, where given,
 * replace them for the games to train on (the held-out ones keep `labels`, so that errors compare).
 */
export function buildDatasets(games: readonly Game[], labels?: Int8Array, trainLabels?: Int8Array): { train: Dataset; validation: Dataset } {
  const core = loadCore();
  const scratch = new Uint16Array(FEATURE_COUNT);
  const train = new Rows();
  const validation = new Rows();
  let next = 0;
  for (const game of games) {
    const heldOut = isHeldOut(game);
    const rows = heldOut ? validation : train;
    const targets = heldOut ? labels : (trainLabels ?? labels);
    replay(core, game, (position) => {
      features(position, scratch, 0);
      const target = targets === undefined ? position.target : targets[next++]!;
      rows.add(scratch, target, position.target, emptiesOf(position));
    });
  }
  if (labels !== undefined && next !== labels.length) throw new Error(`the labels are for ${labels.length} positions, the games have ${next}`);
  return { train: train.sorted(), validation: validation.sorted() };
}

/** Corpus games held out, in runs of self-play: one in this many, by the game's index in its run. */
const CORPUS_HELD_OUT_ONE_IN = 20;

/** A corpus run's games split as the trainer splits them: WTHOR games by isHeldOut, others by index. */
export function corpusHeldOut(run: string): (index: number) => boolean {
  if (!basename(run).startsWith('wthor-')) return (index) => index % CORPUS_HELD_OUT_ONE_IN === 0;
  const games = readGames();
  return (index) => isHeldOut(games[index]!);
}

/** The features of a position given as bitboards, into `out` at `at`. */
export function positionFeatures(core: CoreExports, player: bigint, opponent: bigint, out: Uint16Array, at: number): void {
  const position = {
    playerLo: Number(player & 0xffffffffn),
    playerHi: Number(player >> 32n),
    opponentLo: Number(opponent & 0xffffffffn),
    opponentHi: Number(opponent >> 32n),
    mobility: popcount64(core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK)),
    opponentMobility: popcount64(core.moves(RULES.OTHELLO, opponent, player, UNLIMITED_STOCK)),
  };
  features(position, out, at);
}

/** Empties from which a corpus run's labels are exact (its run.json's `exact`), and its games played perfectly. */
function exactFrom(run: string): number {
  const folder = run.includes('/') ? run : join(CORPUS, run);
  const exact = (JSON.parse(readFileSync(join(folder, 'run.json'), 'utf8')) as { settings: { exact: number } }).settings.exact;
  if (!Number.isInteger(exact)) throw new Error(`${folder}/run.json: no settings.exact`);
  return exact;
}

/**
 * Training targets as TD(lambda) returns over one game: from the run's exact empties down a
 * position keeps its exact label; before that, the target blends the position's own label with the
 * next position's target (from this mover's view): G = (1 - lambda) label + lambda G(next). Lambda
 * 0 is the labels as they are, 1 the game's result from its first exact position. The result knows
 * what the rest of the game showed, the label what a depth-4 search of the teacher saw; the blend
 * lets a student learn more than its teacher's own view.
 */
export function lambdaTargets(labels: ArrayLike<number>, black: ArrayLike<boolean>, empties: ArrayLike<number>, exact: number, lambda: number, out: Int8Array): void {
  let next = 0;
  for (let i = labels.length - 1; i >= 0; i--) {
    if (empties[i]! <= exact || i === labels.length - 1) next = labels[i]!;
    else next = (1 - lambda) * labels[i]! + lambda * (black[i] === black[i + 1] ? next : -next);
    out[i] = Math.round(next);
  }
}

/**
 * The positions of a corpus run (corpus.ts: a folder name under tools/train/corpus), labelled as
 * the run labelled them, split by game: WTHOR games as buildDatasets splits them, self-play games
 * one in CORPUS_HELD_OUT_ONE_IN, from its chunk files numbered `chunks[0]` to `chunks[1]`, the
 * second not included (all by default). `fraction` keeps
 * that share of the games to train on (chosen by a hash of the index, so that a smaller share is
 * part of a larger one: for a learning curve); the held-out games stay whole. `lambda` above 0
 * makes the targets of the games to train on TD(lambda) returns (lambdaTargets); `result` holds
 * the run's own label, which the held-out games are measured against.
 */
export function buildCorpusDatasets(run: string, fraction = 1, chunks: readonly [number, number] = [0, Infinity], lambda = 0): { train: Dataset; validation: Dataset } {
  const core = loadCore();
  const scratch = new Uint16Array(60 * FEATURE_COUNT);
  const labels = new Int8Array(60);
  const black = new Array<boolean>(60);
  const empties = new Uint8Array(60);
  const targets = new Int8Array(60);
  const exact = lambda > 0 ? exactFrom(run) : 0;
  const train = new Rows();
  const validation = new Rows();
  const heldOut = corpusHeldOut(run);
  const files = chunkFiles(run)
    .map((path) => ({ path, chunk: Number(/chunk-(\d{6})/.exec(path)![1]) }))
    .filter(({ chunk }) => chunk >= chunks[0] && chunk < chunks[1]);
  let index = 0;
  for (const { path, chunk } of files) {
    index = chunk * CHUNK;
    for (const game of readChunkFile(path)) {
      const held = heldOut(index);
      const keep = held || (Math.imul(index, 0x9e3779b1) >>> 0) / 2 ** 32 < fraction;
      index++;
      if (!keep) continue;
      const rows = held ? validation : train;
      const n = game.moves.length;
      replayGame(core, game, (player, opponent, label, ply, blackToMove) => {
        positionFeatures(core, player, opponent, scratch, ply * FEATURE_COUNT);
        labels[ply] = label;
        black[ply] = blackToMove;
        empties[ply] = 64 - popcount64(player | opponent);
      });
      if (lambda > 0 && !held) lambdaTargets(labels.subarray(0, n), black, empties, exact, lambda, targets);
      else targets.set(labels.subarray(0, n));
      for (let ply = 0; ply < n; ply++) rows.add(scratch.subarray(ply * FEATURE_COUNT, (ply + 1) * FEATURE_COUNT), targets[ply]!, labels[ply]!, empties[ply]!);
    }
  }
  return { train: train.sorted(), validation: validation.sorted() };
}

/** The first row with at least `empties` empties (rows are sorted by empties). */
export function firstRowWith(dataset: Dataset, empties: number): number {
  let lo = 0;
  let hi = dataset.count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (dataset.empties[mid]! < empties) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
