import { countBits } from "./bitboard";
import { flankingMoves } from "./move-generation";

// A plain evaluation from mobility and corners, with no training: the yardstick the trained
// pattern evaluation is measured against, and the search's evaluation without weights.

const CORNERS: u64 = 0x8100000000000081;
/** The squares diagonally next to a corner: giving the opponent the corner, while it is empty. */
const X_SQUARES: u64 = 0x0042000000004200;

/** Predicted final disc difference for the side to move, in [-64, 64]. */
export function evaluateHeuristic(player: u64, opponent: u64): i32 {
  const mobility = countBits(flankingMoves(player, opponent)) - countBits(flankingMoves(opponent, player));
  const corners = countBits(player & CORNERS) - countBits(opponent & CORNERS);
  const empty = ~(player | opponent);
  // An X-square only hurts while its corner is empty.
  const risky = X_SQUARES & (((empty & CORNERS) << 9) | ((empty & CORNERS) >> 9) | ((empty & CORNERS) << 7) | ((empty & CORNERS) >> 7));
  const xSquares = countBits(player & risky) - countBits(opponent & risky);
  const score = mobility * 2 + corners * 8 - xSquares * 4;
  return score > 64 ? 64 : score < -64 ? -64 : score;
}
