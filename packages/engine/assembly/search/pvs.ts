import { NO_MOVE } from "../moves";
import { SearchContext } from "./context";
import { Node } from "./node";
import { Count, PROFILING, profileAdd, profileSlot } from "./profile";
import { SCORE_INF } from "./score";
import { splitRest, threadIdle } from "./split";

// The principal-variation search's move loop, written once for the midgame search and the solver:
// the first move with the full window, the others with a null window, searched again when they
// beat it; once a move is searched, the rest may go to idle threads (split.ts). What differs is
// how a child is scored and from which depth a node splits: `children`, a class of the caller's
// whose methods take no `this` (so each search's loop compiles with direct calls):
//   score(ctx, player, opponent, square, flipped, depth, height, alpha, beta, searchMode): i32
//     the child after `square` (flipping `flipped`) searched with the window (alpha, beta) and
//     the search's `searchMode`, for the node's side to move;
//   splits(depth): bool          whether a node of that depth may split;
//   keepsLines(): bool           whether the search keeps its proved lines (proved-lines.ts);
//   splitScore(): ChildScore     the same `score` as a function, for the split's workers.

/**
 * Searches the ordered moves of the node at `height` (its list holds `count` moves) with the window
 * (alpha, beta), under the search's `searchMode`: one i32 that says how the search searches, which
 * goes down its calls and which a split hands its workers (the midgame's `exactEmpties` and probcut
 * margin, `midgameSearchMode` in midgame.ts; the solver's selectivity). Returns the best score
 * (fail-soft) and leaves its move in the node's record (`bestMove`). When the search was stopped,
 * they are those of the moves it searched (NO_MOVE: none): the best score is then a bound from below
 * when above alpha, and means nothing else. The record is filled whole only when the node splits.
 */
export function searchMoves<C>(player: u64, opponent: u64, alpha: i32, beta: i32, depth: i32, height: i32, count: i32, searchMode: i32, children: C, ctx: SearchContext): i32 {
  const lists = ctx.lists;
  const base = lists.base(height);
  let best = -SCORE_INF;
  let bestMove = NO_MOVE;
  const slot = PROFILING ? profileSlot(depth, height) : 0;
  let i = 0;
  for (; i < count; i++) {
    lists.pick(base, i, count);
    const square = lists.square(base + i);
    const flipped = lists.flipped(base + i);
    let score: i32;
    if (i == 0) {
      score = children.score(ctx, player, opponent, square, flipped, depth, height, alpha, beta, searchMode);
    } else {
      score = children.score(ctx, player, opponent, square, flipped, depth, height, alpha, alpha + 1, searchMode);
      if (score > alpha && score < beta && !ctx.stopped) {
        if (PROFILING) profileAdd(Count.RESEARCHES, slot);
        const raised = score;
        // A search that keeps lines (proved-lines.ts) searches again from just below the score, so
        // that a score equal to the null window's is inside the child's window, its line kept.
        score = children.score(ctx, player, opponent, square, flipped, depth, height, children.keepsLines() ? score - 1 : score, beta, searchMode);
        if (ctx.stopped) {
          // Stopped in the search again: the null window's fail-soft score still bounds the move
          // from below, above every move before it, so it is the best of the moves searched.
          best = raised;
          bestMove = square;
          break;
        }
      }
    }
    if (ctx.stopped) break;
    if (score > best) {
      best = score;
      bestMove = square;
      if (score >= beta) break;
      if (score > alpha) alpha = score;
    }
    if (i + 2 < count && children.splits(depth) && threadIdle()) {
      const node = ctx.node(height);
      node.player = player;
      node.opponent = opponent;
      node.alpha = alpha;
      node.beta = beta;
      node.depth = depth;
      node.height = height;
      node.count = count;
      node.best = best;
      node.bestMove = bestMove;
      if (splitRest(ctx, node, i + 1, children.splitScore(), searchMode)) {
        best = node.best;
        bestMove = node.bestMove;
        break;
      }
    }
  }
  ctx.node(height).bestMove = bestMove;
  if (PROFILING && !ctx.stopped) {
    profileAdd(Count.SEARCHED, slot);
    profileAdd(Count.MOVES, slot, <u64>min(i + 1, count));
    if (best >= beta) {
      profileAdd(Count.CUTS, slot);
      if (i == 0) profileAdd(Count.FIRST_CUTS, slot);
    } else if (bestMove == lists.square(base)) profileAdd(Count.FIRST_BEST, slot);
  }
  return best;
}
