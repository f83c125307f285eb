// Least squares with L2 for one phase: minimise sum over rows of (prediction - target)^2 plus
// lambda * sum of squared weights, where a row's prediction is the sum of the weights its features
// select. The normal equations (X'X + lambda I) w = X'y are solved by conjugate gradients with a
// diagonal (Jacobi) preconditioner: deterministic, no learning rate to tune, and each iteration is
// one pass over the rows. A weight that no row selects stays exactly 0.

import type { Dataset } from './dataset.ts';
import { FEATURE_COUNT, FEATURE_TABLE, TABLE_OFFSETS, WEIGHTS_PER_PHASE } from './patterns.ts';

const SLOT_OFFSET = Int32Array.from(FEATURE_TABLE, (table) => TABLE_OFFSETS[table]!);

export interface FitOptions {
  /** L2 strength, in rows: a weight seen n times is pulled toward 0 about as by lambda rows with target 0. */
  lambda: number;
  iterations: number;
  /** Configurations seen in fewer rows keep weight 0: too rare to learn, and 0 costs no space in the file. */
  minCount: number;
}

/** q = X'X d over rows [lo, hi). */
function normalProduct(dataset: Dataset, lo: number, hi: number, d: Float64Array, q: Float64Array): void {
  const f = dataset.features;
  q.fill(0);
  for (let row = lo; row < hi; row++) {
    const at = row * FEATURE_COUNT;
    let s = 0;
    for (let j = 0; j < FEATURE_COUNT; j++) s += d[SLOT_OFFSET[j]! + f[at + j]!]!;
    for (let j = 0; j < FEATURE_COUNT; j++) q[SLOT_OFFSET[j]! + f[at + j]!]! += s;
  }
}

/**
 * The weights of one phase, fitted on rows [lo, hi) of `dataset`, in discs.
 *
 * @example
 * const w = fitPhase(dataset, firstRowWith(dataset, 21), firstRowWith(dataset, 25), { lambda: 30, iterations: 30, minCount: 3 });
 */
export function fitPhase(dataset: Dataset, lo: number, hi: number, options: FitOptions): Float64Array {
  const n = WEIGHTS_PER_PHASE;
  const { lambda } = options;
  const f = dataset.features;
  const seen = new Float64Array(n); // occurrences of each configuration: X'X's diagonal, nearly
  const w = new Float64Array(n);
  const r = new Float64Array(n); // residual b - A w, with w = 0 at first: b = X'y
  for (let row = lo; row < hi; row++) {
    const at = row * FEATURE_COUNT;
    const y = dataset.target[row]!;
    for (let j = 0; j < FEATURE_COUNT; j++) {
      const i = SLOT_OFFSET[j]! + f[at + j]!;
      seen[i]! += 1;
      r[i]! += y;
    }
  }
  // The preconditioner: 1 / (occurrences + lambda). (A configuration in two slots of one row adds
  // 4 to the true diagonal, not 2; the preconditioner only steers convergence.) It is 0 on the
  // configurations too rare to learn: conjugate gradients then work in the subspace of the
  // others, and those weights stay 0.
  const inverse = new Float64Array(n);
  for (let i = 0; i < n; i++) inverse[i] = seen[i]! >= Math.max(1, options.minCount) ? 1 / (seen[i]! + lambda) : 0;
  const z = new Float64Array(n);
  const p = new Float64Array(n);
  const q = new Float64Array(n);
  for (let i = 0; i < n; i++) p[i] = z[i] = r[i]! * inverse[i]!;
  let rz = 0;
  for (let i = 0; i < n; i++) rz += r[i]! * z[i]!;
  for (let iteration = 0; iteration < options.iterations && rz > 0; iteration++) {
    normalProduct(dataset, lo, hi, p, q);
    let pq = 0;
    for (let i = 0; i < n; i++) {
      q[i]! += lambda * p[i]!;
      pq += p[i]! * q[i]!;
    }
    const alpha = rz / pq;
    let rzNext = 0;
    for (let i = 0; i < n; i++) {
      w[i]! += alpha * p[i]!;
      r[i]! -= alpha * q[i]!;
      z[i] = r[i]! * inverse[i]!;
      rzNext += r[i]! * z[i]!;
    }
    const beta = rzNext / rz;
    rz = rzNext;
    for (let i = 0; i < n; i++) p[i] = z[i]! + beta * p[i]!;
  }
  return w;
}

/** The prediction of `weights` (in discs) for each row of [lo, hi). */
export function predict(dataset: Dataset, lo: number, hi: number, weights: ArrayLike<number>): Float64Array {
  const out = new Float64Array(hi - lo);
  const f = dataset.features;
  for (let row = lo; row < hi; row++) {
    const at = row * FEATURE_COUNT;
    let s = 0;
    for (let j = 0; j < FEATURE_COUNT; j++) s += weights[SLOT_OFFSET[j]! + f[at + j]!]!;
    out[row - lo] = s;
  }
  return out;
}
