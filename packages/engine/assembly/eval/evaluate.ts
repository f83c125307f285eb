import { countBits, neighbours, squareBit } from "../bitboard";
import { evaluateHeuristic } from "../heuristic";
import { flankingMovesPair } from "../move-generation";
import { nextOpponent, nextPlayer } from "../position";
import { MOBILITY, OPPONENT_MOBILITY, OPPONENT_POTENTIAL_MOBILITY, PARITY, POTENTIAL_MOBILITY } from "./layout";
import { LINEAR_PHASES, NETWORK_PHASES, linearScore, linearWeightsLoaded } from "./linear-weights";
import { ACTIVATION_BYTES, EMPTIES_ROW, INPUTS, networkPhased, networkScore } from "./network";
import { IMAGES, patternRows } from "./patterns";
import { HEURISTIC, LINEAR, evaluationInUse } from "./weights-file";

// The evaluation: the predicted final disc difference for the side to move (empty squares to the
// winner, as in docs/rules.md and FFO), from the position's features: every pattern image
// (eval/patterns.ts), both sides' mobility and potential mobility, parity and the count of
// empties. The loaded weights file decides how they combine: the pattern network (network.ts) or
// linear weights (linear-weights.ts). Nothing is allocated. The features come from the two
// bitboards, or, for the children of one position, from that position's images and each move.
// Each thread brings its own scratch (its search context holds it; the host's calls use
// HOST_SCRATCH) and hands it to every call.

/** Units of evaluateFine per disc. */
export const FINE_PER_DISC: i32 = 32;
const FINE_LIMIT: i32 = 64 * FINE_PER_DISC;

/** Bytes of the position's INPUTS rows, whole vectors. */
const INPUT_BYTES: usize = ((<usize>INPUTS * 4 + 15) >> 4) << 4;

/** IMAGES rounded up to whole vectors of 4 lanes (the lanes past IMAGES stay 0). */
const IMAGE_LANES: i32 = 48;
/** Bytes of IMAGE_LANES i32. */
const IMAGE_BYTES: usize = <usize>IMAGE_LANES * 4;
/**
 * What a disc of the side to move on each square adds to each image's row: 64 blocks of
 * IMAGE_LANES i32, lane k for image k, 0 where the square is not in it. A move changes a few
 * squares, so a child's rows are its parent's plus a few blocks: cheaper than reading all
 * IMAGES from the bitboards again.
 */
const SQUARE_ROWS = memory.data(64 * IMAGE_LANES * 4, 16);
/**
 * A thread's scratch for evaluations, at 16-aligned EVALUATION_SCRATCH_BYTES: the position's INPUTS
 * rows (i32 each: IMAGES pattern rows, 5 scalar rows, the empties row), the network's activation,
 * and the position whose children `evaluateChildFine` scores: its rows seen by its opponent, and
 * its two bitboards.
 */
const INPUTS_AT: usize = 0;
const ACTIVATION_AT: usize = INPUT_BYTES;
const PARENT_ROWS_AT: usize = ACTIVATION_AT + ACTIVATION_BYTES;
const PARENT_PLAYER_AT: usize = PARENT_ROWS_AT + IMAGE_BYTES;
const PARENT_OPPONENT_AT: usize = PARENT_PLAYER_AT + 8;
export const EVALUATION_SCRATCH_BYTES: usize = PARENT_OPPONENT_AT + 8;

/** The scratch of the host's own calls (`evaluate`, `evaluateFine` on the wasm surface). */
export const HOST_SCRATCH = memory.data(<i32>EVALUATION_SCRATCH_BYTES, 16);

/** Derives SQUARE_ROWS from patternRows itself: a lone disc's rows less the empty board's. */
function fillSquareRows(): void {
  const empty = HOST_SCRATCH + PARENT_ROWS_AT;
  patternRows(0, 0, empty);
  for (let square = 0; square < 64; square++) {
    const block = SQUARE_ROWS + <usize>square * IMAGE_BYTES;
    patternRows(squareBit(square), 0, block);
    for (let k = 0; k < IMAGES; k++) {
      const at = <usize>k << 2;
      store<i32>(block + at, load<i32>(block + at) - load<i32>(empty + at));
    }
  }
}
fillSquareRows();

/**
 * The evaluation from the rows of the scratch's images, with the other features of the position;
 * with `linear`, by linear weights alone (`evaluateChildLinear`).
 */
@inline
function scoreInputs(scratch: usize, player: u64, opponent: u64, kind: i32, linear: bool = false): i32 {
  const inputs = scratch + INPUTS_AT;
  const empty = ~(player | opponent);
  const empties = countBits(empty);
  const mobility = flankingMovesPair(player, opponent);
  store<i32>(inputs, MOBILITY + countBits(i64x2.extract_lane(mobility, 0)), IMAGES * 4);
  store<i32>(inputs, OPPONENT_MOBILITY + countBits(i64x2.extract_lane(mobility, 1)), IMAGES * 4 + 4);
  store<i32>(inputs, POTENTIAL_MOBILITY + countBits(neighbours(opponent) & empty), IMAGES * 4 + 8);
  store<i32>(inputs, OPPONENT_POTENTIAL_MOBILITY + countBits(neighbours(player) & empty), IMAGES * 4 + 12);
  store<i32>(inputs, PARITY + (empties & 1), IMAGES * 4 + 16);
  store<i32>(inputs, EMPTIES_ROW + min(empties, 60), IMAGES * 4 + 20);
  if (kind == LINEAR || (linear && linearWeightsLoaded())) return clampFine(linearScore(LINEAR_PHASES, inputs, empties));
  if (linear && networkPhased()) return clampFine(linearScore(NETWORK_PHASES, inputs, empties));
  return clampFine(networkScore(inputs, scratch + ACTIVATION_AT, empties));
}

@inline
function clampFine(score: i32): i32 {
  return min(max(score, -FINE_LIMIT), FINE_LIMIT);
}

/**
 * The position's value for `player` (to move) against `opponent`, in 1/32 disc, within
 * -2048..2048 (-64..64 discs), worked out in the thread's `scratch`. A square in both boards
 * counts as the player's. Until a weights file loads, the value is the plain heuristic's
 * (heuristic.ts: mobility and corners): defined, deterministic and far weaker.
 *
 * @example
 * evaluateFine(HOST_SCRATCH, 0x0000000810000000, 0x0000001008000000); // the start, black to move: near 0
 */
export function evaluateFine(scratch: usize, player: u64, opponent: u64): i32 {
  opponent &= ~player;
  const kind = evaluationInUse();
  if (kind == HEURISTIC) return clampFine(evaluateHeuristic(player, opponent) * FINE_PER_DISC);
  patternRows(player, opponent, scratch + INPUTS_AT);
  return scoreInputs(scratch, player, opponent, kind);
}

/**
 * Makes `player` (to move) against `opponent` the position whose children `evaluateChildFine`
 * scores with the same `scratch`: its images are read once, and each child's follow from the
 * squares its move changes.
 *
 * @example
 * prepareChildren(scratch, player, opponent);
 * evaluateChildFine(scratch, square, flankedBy(player, opponent, square)); // evaluateFine of that child
 */
export function prepareChildren(scratch: usize, player: u64, opponent: u64): void {
  const parentOpponent = opponent & ~player;
  store<u64>(scratch + PARENT_PLAYER_AT, player);
  store<u64>(scratch + PARENT_OPPONENT_AT, parentOpponent);
  if (evaluationInUse() != HEURISTIC) patternRows(parentOpponent, player, scratch + PARENT_ROWS_AT);
}

/** Lanes `at`.. of the parent's rows plus twice those of the block at `placed`. */
@inline
function start(parentRows: usize, placed: usize, at: usize): v128 {
  return i32x4.add(v128.load(parentRows + at), i32x4.shl(v128.load(placed + at), 1));
}

/** `v` plus lanes `at`.. of the block at `block`. */
@inline
function plus(v: v128, block: usize, at: usize): v128 {
  return i32x4.add(v, v128.load(block + at));
}

/**
 * evaluateFine of the child that a move on `square`, flipping `flipped`, makes from the position
 * of the last `prepareChildren` with this `scratch`: the same value, for the child's side to move.
 */
export function evaluateChildFine(scratch: usize, square: i32, flipped: u64): i32 {
  return childFine(scratch, square, flipped, false);
}

/** evaluateChildFine, or by linear weights alone with `linear` (evaluateChildLinear). */
@inline
function childFine(scratch: usize, square: i32, flipped: u64, linear: bool): i32 {
  const player = nextPlayer(load<u64>(scratch + PARENT_OPPONENT_AT), flipped);
  const opponent = nextOpponent(load<u64>(scratch + PARENT_PLAYER_AT), flipped, square);
  const kind = evaluationInUse();
  if (kind == HEURISTIC) return clampFine(evaluateHeuristic(player, opponent) * FINE_PER_DISC);
  // Seen by the child's side to move, the new disc is the opponent's (digit 2: its block twice)
  // and each flipped disc goes from digit 1 to 2 (its block once). The twelve vectors are written
  // out so that their sums stay in registers: a loop over them, or two halves, measured 10-20%
  // slower (docs/benchmarks.md).
  const placed = SQUARE_ROWS + <usize>square * IMAGE_BYTES;
  const parentRows = scratch + PARENT_ROWS_AT;
  const inputs = scratch + INPUTS_AT;
  let v0 = start(parentRows, placed, 0);
  let v1 = start(parentRows, placed, 16);
  let v2 = start(parentRows, placed, 32);
  let v3 = start(parentRows, placed, 48);
  let v4 = start(parentRows, placed, 64);
  let v5 = start(parentRows, placed, 80);
  let v6 = start(parentRows, placed, 96);
  let v7 = start(parentRows, placed, 112);
  let v8 = start(parentRows, placed, 128);
  let v9 = start(parentRows, placed, 144);
  let v10 = start(parentRows, placed, 160);
  let v11 = start(parentRows, placed, 176);
  for (let rest = flipped; rest != 0; rest &= rest - 1) {
    const block = SQUARE_ROWS + <usize>ctz<u64>(rest) * IMAGE_BYTES;
    v0 = plus(v0, block, 0);
    v1 = plus(v1, block, 16);
    v2 = plus(v2, block, 32);
    v3 = plus(v3, block, 48);
    v4 = plus(v4, block, 64);
    v5 = plus(v5, block, 80);
    v6 = plus(v6, block, 96);
    v7 = plus(v7, block, 112);
    v8 = plus(v8, block, 128);
    v9 = plus(v9, block, 144);
    v10 = plus(v10, block, 160);
    v11 = plus(v11, block, 176);
  }
  v128.store(inputs, v0);
  v128.store(inputs, v1, 16);
  v128.store(inputs, v2, 32);
  v128.store(inputs, v3, 48);
  v128.store(inputs, v4, 64);
  v128.store(inputs, v5, 80);
  v128.store(inputs, v6, 96);
  v128.store(inputs, v7, 112);
  v128.store(inputs, v8, 128);
  v128.store(inputs, v9, 144);
  v128.store(inputs, v10, 160);
  v128.store(inputs, v11, 176);
  return scoreInputs(scratch, player, opponent, kind, linear);
}

/** 1/32 disc to the nearest disc, halves away from 0. */
@inline
function toDiscs(fine: i32): i32 {
  const half = FINE_PER_DISC >> 1;
  return fine >= 0 ? (fine + half) / FINE_PER_DISC : -((half - fine) / FINE_PER_DISC);
}

/**
 * The position's value for `player` (to move): the predicted final disc difference, empties to the
 * winner, rounded to the nearest disc (halves away from 0), within -64..64.
 *
 * @example
 * evaluate(HOST_SCRATCH, 0x0000000810000000, 0x0000001008000000); // the start: 0 or close to it
 */
export function evaluate(scratch: usize, player: u64, opponent: u64): i32 {
  return toDiscs(evaluateFine(scratch, player, opponent));
}

/** evaluate of a child of the last `prepareChildren`'s position with this `scratch` (see evaluateChildFine). */
export function evaluateChild(scratch: usize, square: i32, flipped: u64): i32 {
  return toDiscs(evaluateChildFine(scratch, square, flipped));
}

/**
 * evaluateChild by linear weights alone: the linear weights file's once one has loaded, even while
 * a network is the evaluation in use (the wrapper loads both); else a phased network's phase
 * weights; a network without them whole. A 2-byte weight per feature where the network reads a
 * 64-byte row per input, most of them cache misses: cheaper and coarser, for ordering moves where
 * many are ordered and few searched. The linear weights file orders better than the phase weights
 * alone, which were trained as a part of the network (docs/benchmarks.md, issue 40).
 */
export function evaluateChildLinear(scratch: usize, square: i32, flipped: u64): i32 {
  return toDiscs(childFine(scratch, square, flipped, true));
}

/** The wasm surface's `evaluate`: the host's call, in its own scratch. */
export function hostEvaluate(player: u64, opponent: u64): i32 {
  return evaluate(HOST_SCRATCH, player, opponent);
}

/** The wasm surface's `evaluateFine`: the host's call, in its own scratch. */
export function hostEvaluateFine(player: u64, opponent: u64): i32 {
  return evaluateFine(HOST_SCRATCH, player, opponent);
}
