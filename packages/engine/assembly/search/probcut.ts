import { NETWORK, evaluationInUse } from "../eval/weights-file";

// Multi-ProbCut (Buro), in one place for the midgame search and the exact solver's selective
// passes: a shallow search predicts a deep one, and where the shallow score lies far enough beyond
// a bound, the deep search is taken to lie beyond it too and is skipped. Margins are in discs.
//
// Midgame: deep ≈ shallow (tools/train/calibrate.ts fits deep = a * shallow + b on held-out
// positions: a is 0.81 to 1.02, under 0.9 only from 44 empties, and b within 0.6 disc, so both are
// left out), with a spread that depends on the evaluation, the depth and the empties; the
// margin is `t` spreads.

/** From this depth the midgame search tries probcut. */
export const PROBCUT_MIN_DEPTH: i32 = 3;
/** Depths above this use its row of the spreads, plus a disc (the spread grows with the depth gap). */
const SIGMA_MAX_DEPTH: i32 = 8;
/**
 * The standard deviation of deep - shallow in tenths of a disc, by deep depth (3..8) and band of
 * empties (up to 23, 24-33, 34-43, 44 and more), for each shipped evaluation: measured by
 * calibrate.ts on 1,992 positions of 100 held-out games, the linear weights of 2026-11-21 and the
 * network of 2026-11-23 (weights/flank-network.md).
 */
// prettier-ignore
const SIGMA_LINEAR: StaticArray<i32> = [
  50, 49, 40, 39, // depth 3, shallow 1
  42, 39, 36, 37, // depth 4, shallow 2
  41, 34, 37, 31, // depth 5, shallow 3
  55, 50, 41, 39, // depth 6, shallow 2
  51, 43, 43, 32, // depth 7, shallow 3
  51, 43, 33, 27, // depth 8, shallow 4
];
// prettier-ignore
const SIGMA_NETWORK: StaticArray<i32> = [
  41, 38, 32, 23, // depth 3, shallow 1
  39, 36, 28, 21, // depth 4, shallow 2
  36, 31, 26, 18, // depth 5, shallow 3
  46, 43, 33, 24, // depth 6, shallow 2
  44, 39, 30, 22, // depth 7, shallow 3
  41, 35, 26, 21, // depth 8, shallow 4
];

/** The shallow depth for a deep one: about a quarter, of the same parity (evaluations swing with the mover). */
@inline
export function probcutDepth(depth: i32): i32 {
  return 2 * (depth >> 2) + (depth & 1);
}

/** The margin in discs, `t10` tenths of a standard deviation, for a search of `depth` plies at `empties`. */
@inline
export function probcutMargin(depth: i32, empties: i32, t10: i32): i32 {
  const band = empties < 24 ? 0 : empties < 34 ? 1 : empties < 44 ? 2 : 3;
  const row = min(depth, SIGMA_MAX_DEPTH) - PROBCUT_MIN_DEPTH;
  const sigma = evaluationInUse() == NETWORK ? SIGMA_NETWORK : SIGMA_LINEAR;
  const sigma10 = unchecked(sigma[row * 4 + band]) + (depth > SIGMA_MAX_DEPTH ? 10 : 0);
  return (sigma10 * t10 + 99) / 100;
}

// The exact solver's selective passes (control.ts): each level of selectivity (1..3, EXACT_LEVEL
// exact) solves with probcut at its margin, ever less daring, to order the next pass and guess
// the score. The shallow search predicts the exact score.

/** From this many empties, the selective passes try probcut. */
export const SOLVE_PROBCUT_MIN: i32 = 10;
/**
 * Margins in discs by selectivity level (1..3) and shallow depth (2, 4): about 0.7, 1.2 and 1.8
 * standard deviations of (exact score - shallow score). calibrate.ts measured them on held-out
 * WTHOR positions at 10-22 empties: 7.3 discs after 2 plies and 6.5 after 4 with the linear
 * weights, 5.9-6.6 and 5.1-5.3 with the network.
 */
const SOLVE_MARGIN_LINEAR: StaticArray<i32> = [0, 0, 5, 5, 9, 8, 13, 12];
const SOLVE_MARGIN_NETWORK: StaticArray<i32> = [0, 0, 4, 4, 8, 6, 11, 10];

/**
 * How many discs the exact score runs above the shallow score on average: 3 with the linear
 * weights; 0.3 to 1.0 with the network.
 */
@inline
export function solveProbcutBias(): i32 {
  return evaluationInUse() == NETWORK ? 1 : 3;
}

/** The shallow depth of a selective pass's probcut at `empties`. */
@inline
export function solveProbcutDepth(empties: i32): i32 {
  return empties >= 20 ? 4 : 2;
}

/** The margin in discs of selectivity level `selectivity` with a shallow search of `shallow` plies (2 or 4). */
@inline
export function solveProbcutMargin(selectivity: i32, shallow: i32): i32 {
  const margins = evaluationInUse() == NETWORK ? SOLVE_MARGIN_NETWORK : SOLVE_MARGIN_LINEAR;
  return unchecked(margins[selectivity * 2 + (shallow >> 2)]);
}
