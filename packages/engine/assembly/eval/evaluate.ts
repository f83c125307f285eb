import { countBits, neighbours } from "../bitboard";
import { evaluateHeuristic } from "../heuristic";
import { flankingMoves } from "../move-generation";
import {
  MOBILITY,
  OPPONENT_MOBILITY,
  OPPONENT_POTENTIAL_MOBILITY,
  PARITY,
  POTENTIAL_MOBILITY,
} from "./layout";
import { patternScore } from "./patterns";
import { hasWeights, phaseWeights } from "./weights";

// The evaluation: the predicted final disc difference for the side to move (empty squares to the
// winner, as in RULES.md and FFO), the sum of the weights of the position's features in its phase
// (the phase of its number of empties, as the weights file maps them): every pattern image
// (eval/patterns.ts), both sides' mobility and potential mobility, and parity. Weights are in
// 1/32 disc. Nothing is allocated; the indices come from the two bitboards each time.

/** Units of evaluateFine per disc. */
export const FINE_PER_DISC: i32 = 32;
const FINE_LIMIT: i32 = 64 * FINE_PER_DISC;

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
  const empty = ~(player | opponent);
  const empties = countBits(empty);
  const mobility = countBits(flankingMoves(player, opponent));
  const opponentMobility = countBits(flankingMoves(opponent, player));
  let score: i32;
  if (hasWeights()) {
    const w = phaseWeights(empties);
    score =
      patternScore(w, player, opponent) +
      <i32>load<i16>(w + (<usize>(MOBILITY + mobility) << 1)) +
      <i32>load<i16>(w + (<usize>(OPPONENT_MOBILITY + opponentMobility) << 1)) +
      <i32>load<i16>(w + (<usize>(POTENTIAL_MOBILITY + countBits(neighbours(opponent) & empty)) << 1)) +
      <i32>load<i16>(w + (<usize>(OPPONENT_POTENTIAL_MOBILITY + countBits(neighbours(player) & empty)) << 1)) +
      <i32>load<i16>(w + (<usize>(PARITY + (empties & 1)) << 1));
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
