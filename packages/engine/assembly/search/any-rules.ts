import { PASS } from "../moves";
import { countBits } from "../bitboard";
import { Position } from "../position";
import { CAN_MOVE, CAN_PASS, GAME_OVER } from "../rules";
import { spendNode } from "./budget";
import { evaluate } from "./evaluation";
import { SCORE_INF, SCORE_MAX, finalScore } from "./score";
import { Answer } from "./answer";
import { SearchContext } from "./context";

// Search and exact solving for every rule set, through the same rule functions as the game
// itself: plain fail-soft alpha-beta, no table (a position's value also depends on the discs in
// hand and on the passes before it), the pattern evaluation at the horizon. The othello search
// (midgame.ts, endgame.ts) is the fast one; this one is for the variants, whose trees are wider
// (free-placement) or whose rules need the counters (reversi).

/** A depth past the end of any game: 60 placements, and a pass at most before each and after the last. */
const WHOLE_GAME: i32 = 128;

/**
 * Alpha-beta to `depth` plies (a pass uses one); WHOLE_GAME reaches the end of any game: exact.
 * Where `found` is given (at the root), its move is the best so far.
 */
function search(ctx: SearchContext, position: Position, depth: i32, alpha: i32, beta: i32, found: Answer | null): i32 {
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
      const score = -search(ctx, position.play(square), depth - 1, -beta, -max(alpha, best), null);
      if (ctx.stopped) return 0;
      if (score > best) {
        best = score;
        if (found) found.move = square;
        if (score >= beta) return best;
      }
    }
  }
  if ((status & CAN_PASS) != 0) {
    const score = -search(ctx, position.pass(), depth - 1, -beta, -max(alpha, best), null);
    if (ctx.stopped) return 0;
    if (score > best) {
      best = score;
      if (found) found.move = PASS;
    }
  }
  return best;
}

/**
 * The exact score for the side to move under any rule set, with the window (alpha, beta),
 * fail-soft. Unless the budget stops it, its move, score and proof replace `answer`'s. The game
 * must not be over.
 */
export function solveAnyRules(ctx: SearchContext, answer: Answer, position: Position, alpha: i32, beta: i32): i32 {
  const found = ctx.found();
  found.move = PASS;
  const score = search(ctx, position, WHOLE_GAME, alpha, beta, found);
  if (!ctx.stopped) {
    answer.keep(found.move, score, 64 - countBits(position.player | position.opponent), true);
    answer.provedWithin(score, alpha, beta);
  }
  return score;
}

/**
 * The best move under any rule set by iterative deepening to `maxDepth` plies: each completed
 * iteration's move, score and depth replace `answer`'s, so the last completed one stands when the
 * budget runs out. The game must not be over.
 */
export function deepenAnyRules(ctx: SearchContext, answer: Answer, position: Position, maxDepth: i32): void {
  const found = ctx.found();
  for (let depth = 1; depth <= maxDepth; depth++) {
    found.move = PASS;
    const score = search(ctx, position, depth, -SCORE_MAX, SCORE_MAX, found);
    if (ctx.stopped) return;
    answer.keep(found.move, score, depth, false);
  }
}
