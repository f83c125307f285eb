import { PASS } from "../moves";
import { Position } from "../position";
import { CAN_MOVE, CAN_PASS, GAME_OVER } from "../rules";
import { spendNode } from "./budget";
import { evaluate } from "./evaluation";
import { SCORE_INF, SCORE_MAX, finalScore } from "./score";
import { SearchContext } from "./context";

// Search and exact solving for every rule set, through the same rule functions as the game
// itself: plain fail-soft alpha-beta, no table (a position's value also depends on the discs in
// hand and on the passes before it), the pattern evaluation at the horizon. The othello search
// (midgame.ts, endgame.ts) is the fast one; this one is for the variants, whose trees are wider
// (free-placement) or whose rules need the counters (reversi).

/** A depth past the end of any game: 60 placements, and a pass at most before each and after the last. */
const WHOLE_GAME: i32 = 128;

/** Alpha-beta to `depth` plies (a pass uses one); WHOLE_GAME reaches the end of any game: exact. */
function search(ctx: SearchContext, position: Position, depth: i32, alpha: i32, beta: i32, root: bool): i32 {
  if (spendNode(ctx)) return 0;
  const status = position.status();
  if ((status & GAME_OVER) != 0) return finalScore(position.player, position.opponent);
  if (depth <= 0) return evaluate(ctx, position.player, position.opponent);
  let best = -SCORE_INF;
  if ((status & CAN_MOVE) != 0) {
    let moves = position.moves();
    while (moves != 0) {
      const square = <i32>ctz<u64>(moves);
      moves &= moves - 1;
      const score = -search(ctx, position.play(square), depth - 1, -beta, -max(alpha, best), false);
      if (ctx.stopped) return 0;
      if (score > best) {
        best = score;
        if (root) ctx.anyRulesMove = square;
        if (score >= beta) return best;
      }
    }
  }
  if ((status & CAN_PASS) != 0) {
    const score = -search(ctx, position.pass(), depth - 1, -beta, -max(alpha, best), false);
    if (ctx.stopped) return 0;
    if (score > best) {
      best = score;
      if (root) ctx.anyRulesMove = PASS;
    }
  }
  return best;
}

/** The exact score for the side to move under any rule set, with the window (alpha, beta), fail-soft. */
export function solveAnyRules(ctx: SearchContext, position: Position, alpha: i32, beta: i32): i32 {
  ctx.anyRulesMove = PASS;
  return search(ctx, position, WHOLE_GAME, alpha, beta, true);
}

/**
 * The best move under any rule set by iterative deepening to `maxDepth` plies: the last completed
 * iteration stands when the budget runs out, in the context's anyRulesMove and anyRulesDepth (0 for
 * none). Returns its score; the game must not be over.
 */
export function deepenAnyRules(ctx: SearchContext, position: Position, maxDepth: i32): i32 {
  // Only a completed iteration answers (ctx.anyRulesDepth > 0); control.ts keeps its one-ply answer otherwise.
  let move: i32 = PASS;
  let score: i32 = 0;
  ctx.anyRulesDepth = 0;
  for (let depth = 1; depth <= maxDepth; depth++) {
    const value = search(ctx, position, depth, -SCORE_MAX, SCORE_MAX, true);
    if (ctx.stopped) break;
    move = ctx.anyRulesMove;
    score = value;
    ctx.anyRulesDepth = depth;
  }
  ctx.anyRulesMove = move;
  return score;
}
