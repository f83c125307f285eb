// Positions as training rows: each position's FEATURE_COUNT feature indices (features.ts), its
// target (the final disc difference for the side to move, empties to the winner) and its empties.

import { loadCore } from '../../packages/engine/host/load-core.ts';
import { emptiesOf, features } from './features.ts';
import { type Game, replay } from './games.ts';
import { FEATURE_COUNT } from './patterns.ts';

export interface Dataset {
  count: number;
  /** `count * FEATURE_COUNT` indices, each local to its table. */
  features: Uint16Array;
  target: Int8Array;
  empties: Uint8Array;
}

/** Positions at 60 empties (the start) down to 1. */
export const MAX_EMPTIES = 60;

/**
 * Every position of `games` before a move or pass, sorted by empties (fewest first, each game's
 * order kept), so that a range of empties is a range of rows.
 */
export function buildDataset(games: readonly Game[]): Dataset {
  const core = loadCore();
  let featureRows = new Uint16Array(1 << 20);
  const scratch = new Uint16Array(FEATURE_COUNT);
  const targets: number[] = [];
  const empties: number[] = [];
  for (const game of games) {
    replay(core, game, (position) => {
      features(position, scratch, 0);
      const row = targets.length;
      if ((row + 1) * FEATURE_COUNT > featureRows.length) {
        const grown = new Uint16Array(featureRows.length * 2);
        grown.set(featureRows);
        featureRows = grown;
      }
      featureRows.set(scratch, row * FEATURE_COUNT);
      targets.push(position.target);
      empties.push(emptiesOf(position));
    });
  }
  // Counting sort by empties.
  const start = new Int32Array(MAX_EMPTIES + 2);
  for (const e of empties) start[e + 1]!++;
  for (let e = 1; e <= MAX_EMPTIES + 1; e++) start[e]! += start[e - 1]!;
  const count = targets.length;
  const dataset: Dataset = {
    count,
    features: new Uint16Array(count * FEATURE_COUNT),
    target: new Int8Array(count),
    empties: new Uint8Array(count),
  };
  for (let row = 0; row < count; row++) {
    const to = start[empties[row]!]!++;
    dataset.features.set(featureRows.subarray(row * FEATURE_COUNT, (row + 1) * FEATURE_COUNT), to * FEATURE_COUNT);
    dataset.target[to] = targets[row]!;
    dataset.empties[to] = empties[row]!;
  }
  return dataset;
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
