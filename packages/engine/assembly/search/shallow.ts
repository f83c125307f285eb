import { countBits } from "../bitboard";
import { flankedBy } from "../flip";
import { flankingMoves } from "../move-generation";
import { nextOpponent, nextPlayer } from "../position";
import { spendNode } from "./budget";
import { SearchContext } from "./context";
import { evaluate, evaluateChild, evaluateChildLinear, prepareChildren } from "./evaluation";
import { SCORE_INF, SCORE_MAX } from "./score";

// A small alpha-beta search on the evaluation, without table or ordering: cheap enough to rank a
// node's moves before the real search visits them.

/**
 * The value of a position for the side to move, `depth` plies deep (0: the evaluation itself); with
 * `linearLeaves`, the leaves one ply from a node of the search (not the position itself at depth 0)
 * by linear weights alone (eval/evaluate.ts, evaluateChildLinear).
 */
export function shallowValue(ctx: SearchContext, player: u64, opponent: u64, depth: i32, alpha: i32, beta: i32, linearLeaves: bool): i32 {
  if (depth <= 0) return evaluate(ctx, player, opponent);
  spendNode(ctx);
  let moves = flankingMoves(player, opponent);
  if (moves == 0) {
    if (flankingMoves(opponent, player) == 0) {
      const diff = countBits(player) - countBits(opponent);
      return diff > 0 ? SCORE_MAX : diff < 0 ? -SCORE_MAX : 0;
    }
    return -shallowValue(ctx, opponent, player, depth, -beta, -alpha, linearLeaves);
  }
  let best = -SCORE_INF;
  const leaves = depth == 1;
  if (leaves) prepareChildren(ctx, player, opponent);
  while (moves != 0) {
    const square = <i32>ctz<u64>(moves);
    moves &= moves - 1;
    const flipped = flankedBy(player, opponent, square);
    const score = leaves
      ? -(linearLeaves ? evaluateChildLinear(ctx, square, flipped) : evaluateChild(ctx, square, flipped))
      : -shallowValue(ctx, nextPlayer(opponent, flipped), nextOpponent(player, flipped, square), depth - 1, -beta, -max(alpha, best), linearLeaves);
    if (score > best) {
      best = score;
      if (score >= beta) break;
    }
  }
  return best;
}
