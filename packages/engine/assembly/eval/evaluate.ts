import { countBits, neighbours } from "../bitboard";
import { evaluateHeuristic } from "../heuristic";
import { flankingMovesPair } from "../move-generation";
import { MOBILITY, OPPONENT_MOBILITY, OPPONENT_POTENTIAL_MOBILITY, PARITY, POTENTIAL_MOBILITY } from "./layout";
import { linearScore } from "./linear-weights";
import { EMPTIES_ROW, INPUTS, networkScore } from "./network";
import { IMAGES, patternRows } from "./patterns";
import { HEURISTIC, NETWORK, evaluationInUse } from "./weights-file";

// The evaluation: the predicted final disc difference for the side to move (empty squares to the
// winner, as in RULES.md and FFO), from the position's features: every pattern image
// (eval/patterns.ts), both sides' mobility and potential mobility, parity and the count of
// empties. The loaded weights file decides how they combine: the pattern network (network.ts) or
// linear weights (linear-weights.ts). Nothing is allocated; the features come from the two
// bitboards each time.

/** Units of evaluateFine per disc. */
export const FINE_PER_DISC: i32 = 32;
const FINE_LIMIT: i32 = 64 * FINE_PER_DISC;

/** The position's INPUTS rows (i32 each): IMAGES pattern rows, 5 scalar rows, the empties row. */
const inputs = memory.data(INPUTS * 4, 16);

/**
 * The position's value for `player` (to move) against `opponent`, in 1/32 disc, within
 * -2048..2048 (-64..64 discs). A square in both boards counts as the player's. Until a weights
 * file loads, the value is the plain heuristic's (heuristic.ts: mobility and corners): defined,
 * deterministic and far weaker.
 *
 * @example
 * evaluateFine(0x0000000810000000, 0x0000001008000000); // the start, black to move: near 0
 */
export function evaluateFine(player: u64, opponent: u64): i32 {
  opponent &= ~player;
  let score: i32;
  const kind = evaluationInUse();
  if (kind != HEURISTIC) {
    const empty = ~(player | opponent);
    const empties = countBits(empty);
    patternRows(player, opponent, inputs);
    const mobility = flankingMovesPair(player, opponent);
    store<i32>(inputs, MOBILITY + countBits(i64x2.extract_lane(mobility, 0)), IMAGES * 4);
    store<i32>(inputs, OPPONENT_MOBILITY + countBits(i64x2.extract_lane(mobility, 1)), IMAGES * 4 + 4);
    store<i32>(inputs, POTENTIAL_MOBILITY + countBits(neighbours(opponent) & empty), IMAGES * 4 + 8);
    store<i32>(inputs, OPPONENT_POTENTIAL_MOBILITY + countBits(neighbours(player) & empty), IMAGES * 4 + 12);
    store<i32>(inputs, PARITY + (empties & 1), IMAGES * 4 + 16);
    store<i32>(inputs, EMPTIES_ROW + min(empties, 60), IMAGES * 4 + 20);
    score = kind == NETWORK ? networkScore(inputs, empties) : linearScore(inputs, empties);
  } else {
    score = evaluateHeuristic(player, opponent) * FINE_PER_DISC;
  }
  return min(max(score, -FINE_LIMIT), FINE_LIMIT);
}

/**
 * The position's value for `player` (to move): the predicted final disc difference, empties to the
 * winner, rounded to the nearest disc (halves away from 0), within -64..64.
 *
 * @example
 * evaluate(0x0000000810000000, 0x0000001008000000); // the start: 0 or close to it
 */
export function evaluate(player: u64, opponent: u64): i32 {
  const fine = evaluateFine(player, opponent);
  const half = FINE_PER_DISC >> 1;
  return fine >= 0 ? (fine + half) / FINE_PER_DISC : -((half - fine) / FINE_PER_DISC);
}
