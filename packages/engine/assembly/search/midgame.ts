import { NO_MOVE, PASS } from "../moves";
import { countBits, squareBit } from "../bitboard";
import { evaluate, evaluateChild, prepareChildren } from "./evaluation";
import { flankedBy } from "../flip";
import { flankingMoves } from "../move-generation";
import { nextOpponent, nextPlayer, repliesOfTwo } from "../position";
import { spendNode } from "./budget";
import { Answer } from "./answer";
import { SearchContext } from "./context";
import { Node } from "./node";
import { PROBCUT_MIN_DEPTH, probcutDepth, probcutMargin } from "./probcut";
import { searchMoves } from "./pvs";
import { SCORE_INF, SCORE_MAX, finalScore } from "./score";
import { ChildScore } from "./split";
import { followLine, hasLine, keepLine } from "./proved-lines";
import { MIDGAME_SELECTIVITY, NO_ENTRY, depthOf, lowerOf, moveOf, probe, save, selectivityOf, upperOf } from "./transposition-table";

// The midgame search for othello: principal-variation search (negascout) on the pattern evaluation,
// with the transposition table, and move ordering by the table's move, then by a shallow search
// (or, near the leaves, by the opponent's mobility). Positions within reach of the end are solved
// exactly instead, by the solver the context names (`ctx.solver`). Iterative deepening with
// aspiration windows runs at the root (`deepen`). A node's height (node.ts) is its ply.

const CORNERS: u64 = 0x8100000000000081;
/**
 * From this depth, a node's moves after the first may be searched by several threads (split.ts):
 * above the shallow searches of probcut in the solver, which run at ply 0.
 */
const SPLIT_MIN_DEPTH: i32 = 5;
/** From this depth (plies) on, moves are ordered by a search of each child, `sortDepth` plies deep (0: its evaluation). */
const SORT_BY_SEARCH_MIN_DEPTH: i32 = 4;
/**
 * Below it, by the opponent's mobility (corners counting double) and the child's evaluation, a
 * reply weighing as much as a disc. Over the first 30 XOT openings with the phased network, the
 * evaluation at 1/16 of a reply (as before) took 8.19 M nodes at depth 14; at 1/2, 3/4, 1 and 3/2
 * of one 7.49, 7.41, 7.40 and 7.46 M, every root move the same (docs/benchmarks.md).
 */
const EVALUATION_WEIGHT: i32 = 16;
const REPLY_WEIGHT: i32 = 16;
/**
 * From this depth the evaluation is part of that order; below, the replies alone order a node's
 * moves. Each child's evaluation at a depth-2 node costs as much as a node and is not counted as
 * one: without it, 14.6% more nodes at depth 14 over the first 30 XOT openings, and the search
 * 1.15-1.2 times as fast (docs/benchmarks.md).
 */
const ORDER_BY_EVALUATION_MIN: i32 = 3;

/**
 * How deep the ordering search looks: a small fraction of the depth, so that it costs little. Over
 * the first 30 XOT openings with the phased network, each child's evaluation alone up to depth 12
 * (a 1-ply search up to 14, 2 plies above) took 6.45 M nodes at depth 14 and 18.40 M at 16, where
 * 1 ply from depth 7 and 2 from 11 took 7.40 M and 21.67 M; every root move the same, the midgame
 * 1.108x as fast in each of four interleaved rounds (docs/benchmarks.md).
 */
@inline
function sortDepth(depth: i32): i32 {
  return depth <= 12 ? 0 : depth <= 14 ? 1 : 2;
}

/**
 * The midgame search's search mode (pvs.ts), one i32 that its calls pass down and a split hands
 * its workers: its `exactEmpties`, up to how many empties it solves exactly (bits 0-7; 0 for the
 * solver's probcut estimates and the presearch), and Multi-ProbCut's margin in tenths of a
 * standard deviation (bits 8 and up; 0: full width).
 */
@inline
export function midgameSearchMode(exactEmpties: i32, probcutT10: i32): i32 {
  return exactEmpties | (probcutT10 << 8);
}

@inline
function exactEmptiesOf(searchMode: i32): i32 {
  return searchMode & 0xff;
}

@inline
function probcutOf(searchMode: i32): i32 {
  return searchMode >> 8;
}

/** Full width, nothing solved: the search mode of the solver's own searches, its probcut estimates and its presearch (control.ts). */
const FULL_WIDTH: i32 = 0;

/** The exact solver of a midgame search (control.ts sets it: endgame.ts's `solveInside`). */
export type Solver = (ctx: SearchContext, player: u64, opponent: u64, alpha: i32, beta: i32) => i32;

/** Fills the move list of `ply` with keys (lower is better) and returns its length. */
function orderMoves(ctx: SearchContext, player: u64, opponent: u64, moves: u64, tableMove: i32, depth: i32, ply: i32, searchMode: i32): i32 {
  if (depth < SORT_BY_SEARCH_MIN_DEPTH) return orderByReplies(ctx, player, opponent, moves, tableMove, ply, depth >= ORDER_BY_EVALUATION_MIN);
  const lists = ctx.lists;
  const base = lists.base(ply);
  const childDepth = sortDepth(depth);
  // A search of depth 0 is the child's leaf value, counted as a node: scored from this node's images.
  if (childDepth == 0) prepareChildren(ctx, player, opponent);
  let count = 0;
  while (moves != 0) {
    const square = <i32>ctz<u64>(moves);
    moves &= moves - 1;
    const flipped = flankedBy(player, opponent, square);
    // The child's value to the opponent, searched shallowly: low is good for us.
    const key =
      square == tableMove
        ? -10000
        : (childDepth == 0
            ? spendNode(ctx) ? 0 : childLeafValue(ctx, player, opponent, square, flipped)
            : search(ctx, nextPlayer(opponent, flipped), nextOpponent(player, flipped, square), childDepth, -SCORE_INF, SCORE_INF, ply + 1, searchMode)) * 16;
    lists.set(base + count, square, flipped, key);
    count++;
  }
  return count;
}

/** A move's key below SORT_BY_SEARCH_MIN_DEPTH, from the child's `replies` and, when `evaluated`, its evaluation. */
@inline
function replyKey(ctx: SearchContext, square: i32, flipped: u64, replies: u64, tableMove: i32, evaluated: bool): i32 {
  if (square == tableMove) return -10000;
  const key = (countBits(replies) + countBits(replies & CORNERS)) * REPLY_WEIGHT;
  return evaluated ? key + evaluateChild(ctx, square, flipped) * EVALUATION_WEIGHT : key;
}

/**
 * orderMoves below SORT_BY_SEARCH_MIN_DEPTH, by replies and, when `evaluated`, the children's
 * evaluations: two moves at a time, their children's replies found together.
 */
function orderByReplies(ctx: SearchContext, player: u64, opponent: u64, moves: u64, tableMove: i32, ply: i32, evaluated: bool): i32 {
  const lists = ctx.lists;
  const base = lists.base(ply);
  if (evaluated) prepareChildren(ctx, player, opponent);
  let count = 0;
  while (moves != 0) {
    // The last of an odd count goes as its own pair.
    const first = <i32>ctz<u64>(moves);
    moves &= moves - 1;
    const second = moves != 0 ? <i32>ctz<u64>(moves) : first;
    moves &= moves - 1;
    const flippedFirst = flankedBy(player, opponent, first);
    const flippedSecond = second != first ? flankedBy(player, opponent, second) : flippedFirst;
    const replies = repliesOfTwo(player, opponent, first, flippedFirst, second, flippedSecond);
    lists.set(base + count++, first, flippedFirst, replyKey(ctx, first, flippedFirst, i64x2.extract_lane(replies, 0), tableMove, evaluated));
    if (second != first) lists.set(base + count++, second, flippedSecond, replyKey(ctx, second, flippedSecond, i64x2.extract_lane(replies, 1), tableMove, evaluated));
  }
  return count;
}

/**
 * Fail-soft PVS to `depth` plies with the search's `searchMode`; `ply` counts from the root (the
 * node's height).
 */
function search(ctx: SearchContext, player: u64, opponent: u64, depth: i32, alpha: i32, beta: i32, ply: i32, searchMode: i32): i32 {
  if (spendNode(ctx)) return 0;
  const empties = 64 - countBits(player | opponent);
  // Solve exactly where this search would reach the end anyway; a leaf merely within `exactEmpties`
  // empties is evaluated, or a depth-8 search at 24 empties would solve thousands of 16-empty leaves.
  if (empties <= exactEmptiesOf(searchMode) && empties <= depth) return changetype<Solver>(ctx.solver)(ctx, player, opponent, alpha, beta);
  if (depth <= 0) return leafValue(ctx, player, opponent);
  let tableMove = NO_MOVE;
  // One ply above the leaves a search with Multi-ProbCut, as in play, does without the table: its
  // probes miss the cache, and without them (and with searchLeaves' fixed order) depth 12 over the
  // first 30 XOT openings took 9% more nodes at 1.05-1.07 times the speed. The solver's own
  // searches (full width: its presearch and probcut estimates) keep it there: the estimates read
  // each other's entries, and FFO #40-#49 took 1.1% more nodes without (docs/benchmarks.md).
  const tabled = depth > 1 || searchMode == FULL_WIDTH;
  const entry = tabled ? probe(player, opponent) : NO_ENTRY;
  if (entry != NO_ENTRY) {
    if (selectivityOf(entry) > MIDGAME_SELECTIVITY || depthOf(entry) >= depth) {
      const lower = lowerOf(entry);
      const upper = upperOf(entry);
      if (lower >= beta) return lower;
      if (upper <= alpha) return upper;
      if (beta - alpha == 1 || selectivityOf(entry) > MIDGAME_SELECTIVITY) {
        if (lower == upper) return lower;
        if (lower > alpha) alpha = lower;
        if (upper < beta) beta = upper;
      } else if (lower == upper && hasLine(player, opponent, depth, lower)) {
        // An open window's score is proved with its line (proved-lines.ts): the table's score
        // ends it only where the line is kept, and bounds do not narrow it, or the score would
        // land on a bound the children's lines never proved. The solver's scores end lines.
        return lower;
      }
    }
    tableMove = moveOf(entry);
  }
  const moves = flankingMoves(player, opponent);
  if (moves == 0) {
    // A pass: the opponent has a move there, so the search never passes twice in a row.
    if (flankingMoves(opponent, player) == 0) return finalScore(player, opponent);
    const score = -search(ctx, opponent, player, depth, -beta, -alpha, ply, searchMode);
    if (proves(ctx, alpha, beta, score)) keepLine(player, opponent, depth, score, PASS, opponent, player, depth);
    return score;
  }
  if (depth == 1) {
    const best = searchLeaves(ctx, player, opponent, moves, tableMove, beta, ctx.node(ply));
    if (tabled && !ctx.stopped) save(player, opponent, depth, MIDGAME_SELECTIVITY, alpha, beta, best, ctx.node(ply).bestMove);
    if (proves(ctx, alpha, beta, best)) keepLine(player, opponent, depth, best, ctx.node(ply).bestMove, 0, 0, 0);
    return best;
  }
  const probcutT10 = probcutOf(searchMode);
  // Not at an open window: a probcut bound there would stand as a proved score with no line below it.
  if (probcutT10 > 0 && depth >= PROBCUT_MIN_DEPTH && beta - alpha == 1) {
    // The shallow searches run at this ply, whose move list and record are not filled yet.
    const margin = probcutMargin(depth, empties, probcutT10);
    const shallow = probcutDepth(depth);
    const high = beta + margin;
    if (high <= SCORE_MAX && search(ctx, player, opponent, shallow, high - 1, high, ply, searchMode) >= high) return beta;
    const low = alpha - margin;
    if (low >= -SCORE_MAX && search(ctx, player, opponent, shallow, low, low + 1, ply, searchMode) <= low) return alpha;
    if (ctx.stopped) return 0;
  }
  const count = orderMoves(ctx, player, opponent, moves, tableMove, depth, ply, searchMode);
  if (ctx.stopped) return 0;
  const best = searchMoves(player, opponent, alpha, beta, depth, ply, count, searchMode, MIDGAME, ctx);
  if (ctx.stopped) return 0;
  const bestMove = ctx.node(ply).bestMove;
  save(player, opponent, depth, MIDGAME_SELECTIVITY, alpha, beta, best, bestMove);
  if (proves(ctx, alpha, beta, best)) {
    const flipped = flankedBy(player, opponent, bestMove);
    keepLine(player, opponent, depth, best, bestMove, nextPlayer(opponent, flipped), nextOpponent(player, flipped, bestMove), depth - 1);
  }
  return best;
}

/**
 * Whether a completed search with the window (alpha, beta) proved its score exact, so that its
 * line is kept (proved-lines.ts): an open window (a null window proves a bound), and the score
 * inside it.
 */
@inline
function proves(ctx: SearchContext, alpha: i32, beta: i32, score: i32): bool {
  return beta - alpha > 1 && score > alpha && score < beta && !ctx.stopped;
}

/**
 * Whether a leaf is scored as finished rather than evaluated: a full board, or a wipeout (the
 * horizon would hide the proof: control.ts reads ±64 as one).
 */
@inline
function finishedLeaf(player: u64, opponent: u64): bool {
  return (player | opponent) == ~(<u64>0) || player == 0;
}

/** A leaf's value: its final score where it is finished, else the evaluation. */
@inline
function leafValue(ctx: SearchContext, player: u64, opponent: u64): i32 {
  return finishedLeaf(player, opponent) ? finalScore(player, opponent) : evaluate(ctx, player, opponent);
}

/** leafValue of the child that a move on `square`, flipping `flipped`, makes from `ctx`'s last `prepareChildren`'s position. */
@inline
function childLeafValue(ctx: SearchContext, player: u64, opponent: u64, square: i32, flipped: u64): i32 {
  const mine = nextOpponent(player, flipped, square);
  const theirs = nextPlayer(opponent, flipped);
  return finishedLeaf(theirs, mine) ? finalScore(theirs, mine) : evaluateChild(ctx, square, flipped);
}

/**
 * The squares in the order searchLeaves tries them: corners, the edges but for the squares beside a
 * corner, the inner squares, then the squares beside a corner, edge (C) before diagonal (X).
 */
const LEAF_ORDER: StaticArray<u64> = [
  0x8100000000000081,
  0x3c0081818181003c,
  ~(0x8100000000000081 | 0x3c0081818181003c | 0x4281000000008142 | 0x0042000000004200),
  0x4281000000008142,
  0x0042000000004200,
];

/**
 * A node one ply above the leaves: each child evaluated once, the table's move first, the others in
 * LEAF_ORDER, until one reaches `beta`; the best score (fail-soft), its move in `node.bestMove`.
 * Ordering them by anything worked out would cost an evaluation each, as much as the search
 * itself: so ordered, depth 10 took 1.5 times as long (bench/midgame.ts, docs/benchmarks.md). The
 * fixed order cuts sooner than square order (4% fewer nodes at depth 12) for nothing.
 */
function searchLeaves(ctx: SearchContext, player: u64, opponent: u64, moves: u64, tableMove: i32, beta: i32, node: Node): i32 {
  prepareChildren(ctx, player, opponent);
  let best = -SCORE_INF;
  let bestMove = NO_MOVE;
  // The table's move goes first, as a group of its own.
  const tableBit = tableMove != NO_MOVE ? moves & squareBit(tableMove) : 0;
  moves &= ~tableBit;
  for (let group = -1; group < LEAF_ORDER.length; group++) {
    for (let rest = group < 0 ? tableBit : moves & unchecked(LEAF_ORDER[group]); rest != 0; rest &= rest - 1) {
      const square = <i32>ctz<u64>(rest);
      if (spendNode(ctx)) return 0;
      const score = -childLeafValue(ctx, player, opponent, square, flankedBy(player, opponent, square));
      if (score > best) {
        best = score;
        bestMove = square;
        if (score >= beta) {
          // The first move good enough in a fixed order: too weak a hint for the table to keep,
          // where the endgame solver would try it first (FFO #40-#44 took 1.8 times the nodes).
          node.bestMove = square == tableMove ? square : NO_MOVE;
          return best;
        }
      }
    }
  }
  node.bestMove = bestMove;
  return best;
}

/** A child of a midgame node searched with the window (alpha, beta), for the node's side to move (pvs.ts). */
function childScore(ctx: SearchContext, player: u64, opponent: u64, square: i32, flipped: u64, depth: i32, ply: i32, alpha: i32, beta: i32, searchMode: i32): i32 {
  return MIDGAME.score(ctx, player, opponent, square, flipped, depth, ply, alpha, beta, searchMode);
}

/** The midgame search's children, for the move loop (pvs.ts). */
@final @unmanaged
class MidgameChildren {
  @inline
  score(ctx: SearchContext, player: u64, opponent: u64, square: i32, flipped: u64, depth: i32, ply: i32, alpha: i32, beta: i32, searchMode: i32): i32 {
    return -search(ctx, nextPlayer(opponent, flipped), nextOpponent(player, flipped, square), depth - 1, -beta, -alpha, ply + 1, searchMode);
  }

  @inline
  splits(depth: i32): bool {
    return depth >= SPLIT_MIN_DEPTH;
  }

  @inline
  keepsLines(): bool {
    return true;
  }

  @inline
  splitScore(): ChildScore {
    return childScore;
  }
}
const MIDGAME = changetype<MidgameChildren>(0);

/**
 * The value of a position to its side to move by a midgame search of `depth` plies, with the table
 * and without exact solving or probcut: the solver's probcut estimate.
 */
export function estimate(ctx: SearchContext, player: u64, opponent: u64, depth: i32, alpha: i32, beta: i32): i32 {
  return search(ctx, player, opponent, depth, alpha, beta, 0, FULL_WIDTH);
}

/**
 * Searches the root's `moves` to `depth` with the window (alpha, beta) and `searchMode`, `first`
 * first; the best move in the root's record.
 */
function searchRoot(ctx: SearchContext, player: u64, opponent: u64, moves: u64, first: i32, depth: i32, alpha: i32, beta: i32, searchMode: i32): i32 {
  const count = orderMoves(ctx, player, opponent, moves, first, depth, 0, searchMode);
  return searchMoves(player, opponent, alpha, beta, depth, 0, count, searchMode, MIDGAME, ctx);
}

/**
 * Iterative deepening to `maxDepth` with aspiration windows, for an othello position whose side
 * to move has a legal move, among the root's `moves` (legal ones, at least one), solving exactly
 * the positions within `exactEmpties` empties of the end that the depth reaches to the end.
 * `probcutT10` is Multi-ProbCut's margin in tenths of a standard deviation (0: full width). Each
 * completed iteration's move, score and depth replace `answer`'s (answer.ts); a spent budget
 * leaves the last one's, or, where the unfinished iteration proved a move better than that one's
 * move, that move at the unfinished depth, its score the bound from below that the iteration
 * proved (a move alone for its line): under a clock, which stops nearly every search mid-
 * iteration, that plays better (docs/benchmarks.md, issue 56). Returns the last completed
 * iteration's score (0: none completed).
 */
export function deepen(ctx: SearchContext, answer: Answer, player: u64, opponent: u64, maxDepth: i32, exactEmpties: i32, probcutT10: i32, moves: u64): i32 {
  const empties = 64 - countBits(player | opponent);
  const searchMode = midgameSearchMode(exactEmpties, probcutT10);
  // Ordered first until an iteration completes.
  let bestMove = <i32>ctz<u64>(moves);
  let completed = 0;
  let guess = evaluate(ctx, player, opponent);
  const last = min(maxDepth, empties);
  for (let depth = 1; depth <= last; depth++) {
    // Aspiration: a narrow window around the last score, widened on a fail.
    let delta = 4;
    let alpha = max(guess - delta, -SCORE_MAX);
    let beta = min(guess + delta, SCORE_MAX);
    let score: i32;
    // A move this iteration proved better than the last one's best (above a window's alpha, where
    // that move scored at most alpha or was passed by), with the bound it proved; none at depth 1,
    // whose first move is no iteration's best.
    let better = NO_MOVE;
    let bound = 0;
    for (;;) {
      score = searchRoot(ctx, player, opponent, moves, bestMove, depth, alpha, beta, searchMode);
      const found = ctx.node(0).bestMove;
      if (depth > 1 && found != bestMove && found != NO_MOVE && score > alpha) {
        better = found;
        bound = score;
      }
      if (ctx.stopped) {
        // Stopped: the move this iteration proved better is played, at the bound it proved.
        if (better != NO_MOVE) keepRootMove(answer, better, bound, depth);
        return completed;
      }
      if (score <= alpha && alpha > -SCORE_MAX) {
        alpha = max(score - delta, -SCORE_MAX);
      } else if (score >= beta && beta < SCORE_MAX) {
        beta = min(score + delta, SCORE_MAX);
      } else {
        break;
      }
      delta *= 2;
    }
    guess = score;
    completed = score;
    bestMove = ctx.node(0).bestMove;
    keepRootMove(answer, bestMove, score, depth);
    const flipped = flankedBy(player, opponent, bestMove);
    followLine(answer.line(0), nextPlayer(opponent, flipped), nextOpponent(player, flipped, bestMove), depth - 1, -score);
  }
  return completed;
}

/** Makes `move`, at `score` from a search of `depth` plies, the answer and its one line (the move alone). */
function keepRootMove(answer: Answer, move: i32, score: i32, depth: i32): void {
  answer.keep(move, score, depth, false);
  answer.line(0).set(move, score, depth, 0);
  answer.lineCount = 1;
}

/**
 * A root move's child searched to `depth` plies with the window (alpha, beta) and `searchMode`, for
 * the child's side to move: the search of several lines (ranked-moves.ts) ranks the root itself.
 */
export function searchChild(ctx: SearchContext, player: u64, opponent: u64, depth: i32, alpha: i32, beta: i32, searchMode: i32): i32 {
  return search(ctx, player, opponent, depth, alpha, beta, 1, searchMode);
}
