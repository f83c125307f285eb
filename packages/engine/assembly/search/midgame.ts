import { NO_MOVE } from "../moves";
import { countBits, squareBit } from "../bitboard";
import { evaluate, evaluateChild, prepareChildren } from "./evaluation";
import { flankedBy } from "../flip";
import { flankingMoves } from "../move-generation";
import { nextOpponent, nextPlayer } from "../position";
import { spendNode } from "./budget";
import { solveExact } from "./endgame";
import { LEVELS, MoveLists } from "./move-list";
import { PROBCUT_MIN_DEPTH, probcutDepth, probcutMargin } from "./probcut";
import { SCORE_INF, SCORE_MAX, finalScore } from "./score";
import { SPLIT_MIDGAME, splitBest, splitBestMove, splitRest, threadIdle } from "./split";
import { state } from "./state";
import { probe, probedDepth, probedLevel, probedLower, probedMove, probedUpper, save } from "./transposition-table";

// The midgame search for othello: principal-variation search (negascout) on the pattern evaluation,
// with the transposition table, and move ordering by the table's move, then by a shallow search
// (or, near the leaves, by the opponent's mobility). Positions within reach of the end are solved
// exactly instead. Iterative deepening with aspiration windows runs at the root (`think`).

const CORNERS: u64 = 0x8100000000000081;
/**
 * From this depth, a node's moves after the first may be searched by several threads (split.ts):
 * above the shallow searches of probcut in the solver, which run at ply 0.
 */
const SPLIT_MIN_DEPTH: i32 = 5;
/** From this depth on, moves are ordered by a shallow search of each child. */
const SORT_BY_SEARCH_MIN: i32 = 4;

/** How deep the ordering search looks: a small fraction of the depth, so that it costs little. */
@inline
function sortDepth(depth: i32): i32 {
  return depth <= 6 ? 0 : depth <= 10 ? 1 : 2;
}

let lists = new MoveLists(LEVELS);

/** Makes `own` (of LEVELS levels) this thread's move lists (threads.ts). */
export function useMidgameLists(own: MoveLists): void {
  lists = own;
}

/** Fills the move list of `ply` with keys (lower is better) and returns its length. */
function orderMoves(player: u64, opponent: u64, moves: u64, tableMove: i32, depth: i32, ply: i32): i32 {
  const base = lists.base(ply);
  const bySearch = depth >= SORT_BY_SEARCH_MIN;
  if (!bySearch) prepareChildren(player, opponent);
  let count = 0;
  while (moves != 0) {
    const square = <i32>ctz<u64>(moves);
    moves &= moves - 1;
    const flipped = flankedBy(player, opponent, square);
    const theirs = nextPlayer(opponent, flipped);
    const mine = nextOpponent(player, flipped, square);
    let key: i32;
    if (square == tableMove) {
      key = -10000;
    } else if (bySearch) {
      // The child's value to the opponent, searched shallowly: low is good for us.
      key = search(theirs, mine, sortDepth(depth), -SCORE_INF, SCORE_INF, false, ply + 1) * 16;
    } else {
      const replies = flankingMoves(theirs, mine);
      key = (countBits(replies) + countBits(replies & CORNERS)) * 16 + evaluateChild(square, flipped);
    }
    lists.set(base + count, square, flipped, key);
    count++;
  }
  return count;
}

/** Fail-soft PVS to `depth` plies; `ply` counts from the root (for the move lists). */
function search(player: u64, opponent: u64, depth: i32, alpha: i32, beta: i32, passed: bool, ply: i32): i32 {
  if (spendNode()) return 0;
  const empties = 64 - countBits(player | opponent);
  // Solve exactly where this search would reach the end anyway; a leaf merely within `endgame`
  // empties is evaluated, or a depth-8 search at 24 empties would solve thousands of 16-empty leaves.
  if (empties <= state.endgameEmpties && empties <= depth) return solveExact(player, opponent, alpha, beta);
  if (depth <= 0) return leafValue(player, opponent);
  let tableMove = NO_MOVE;
  if (probe(player, opponent)) {
    if (probedLevel > 0 || probedDepth >= depth) {
      if (probedLower >= beta) return probedLower;
      if (probedUpper <= alpha) return probedUpper;
      if (probedLower == probedUpper) return probedLower;
      if (probedLower > alpha) alpha = probedLower;
      if (probedUpper < beta) beta = probedUpper;
    }
    tableMove = probedMove;
  }
  const moves = flankingMoves(player, opponent);
  if (moves == 0) {
    if (passed || flankingMoves(opponent, player) == 0) return finalScore(player, opponent);
    return -search(opponent, player, depth, -beta, -alpha, true, ply);
  }
  if (state.probcutT10 > 0 && depth >= PROBCUT_MIN_DEPTH) {
    // The shallow searches run at this ply, whose move list is not filled yet.
    const margin = probcutMargin(depth, empties, state.probcutT10);
    const shallow = probcutDepth(depth);
    const high = beta + margin;
    if (high <= SCORE_MAX && search(player, opponent, shallow, high - 1, high, false, ply) >= high) return beta;
    const low = alpha - margin;
    if (low >= -SCORE_MAX && search(player, opponent, shallow, low, low + 1, false, ply) <= low) return alpha;
    if (state.stopped) return 0;
  }
  let best: i32;
  if (depth == 1) {
    best = searchLeaves(player, opponent, moves, tableMove, beta);
  } else {
    const count = orderMoves(player, opponent, moves, tableMove, depth, ply);
    if (state.stopped) return 0;
    best = searchMoves(player, opponent, depth, alpha, beta, ply, count);
  }
  if (state.stopped) return 0;
  save(player, opponent, depth, 0, alpha, beta, best, searchedBest);
  return best;
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
function leafValue(player: u64, opponent: u64): i32 {
  return finishedLeaf(player, opponent) ? finalScore(player, opponent) : evaluate(player, opponent);
}

/** leafValue of the child that a move on `square`, flipping `flipped`, makes from the last `prepareChildren`'s position. */
@inline
function childLeafValue(player: u64, opponent: u64, square: i32, flipped: u64): i32 {
  const mine = nextOpponent(player, flipped, square);
  const theirs = nextPlayer(opponent, flipped);
  return finishedLeaf(theirs, mine) ? finalScore(theirs, mine) : evaluateChild(square, flipped);
}

/**
 * A node one ply above the leaves: each child evaluated once, the table's move first, the others
 * in square order, until one reaches `beta`. Ordering them would cost an evaluation each, as much
 * as the search itself: so ordered (bench/midgame.ts, docs/benchmarks.md), depth 10 took 1.5 times
 * as long. Returns the best score (fail-soft) and leaves its move in `searchedBest`.
 */
function searchLeaves(player: u64, opponent: u64, moves: u64, tableMove: i32, beta: i32): i32 {
  let best = -SCORE_INF;
  let bestMove = NO_MOVE;
  let square = tableMove != NO_MOVE && (moves & squareBit(tableMove)) != 0 ? tableMove : <i32>ctz<u64>(moves);
  prepareChildren(player, opponent);
  for (;;) {
    moves &= ~squareBit(square);
    if (spendNode()) return 0;
    const score = -childLeafValue(player, opponent, square, flankedBy(player, opponent, square));
    if (score > best) {
      best = score;
      bestMove = square;
      if (score >= beta) {
        // The first move good enough, in square order: too weak a hint for the table to keep,
        // where the endgame solver would try it first (FFO #40-#44 took 1.8 times the nodes).
        searchedBest = square == tableMove ? square : NO_MOVE;
        return best;
      }
    }
    if (moves == 0) break;
    square = <i32>ctz<u64>(moves);
  }
  searchedBest = bestMove;
  return best;
}

/** The best move of the last `searchMoves` or `searchLeaves` (NO_MOVE when it searched none). */
let searchedBest: i32 = NO_MOVE;

/**
 * PVS over the ordered move list of `ply`: the first move with the full window, the others with a
 * null window, searched again when they beat it. Returns the best score (fail-soft) and leaves its
 * move in `searchedBest`; the score means nothing when the budget stopped the search.
 */
function searchMoves(player: u64, opponent: u64, depth: i32, alpha: i32, beta: i32, ply: i32, count: i32): i32 {
  const base = lists.base(ply);
  let best = -SCORE_INF;
  let bestMove = NO_MOVE;
  for (let i = 0; i < count; i++) {
    lists.pick(base, i, count);
    const square = lists.square(base + i);
    const flipped = lists.flipped(base + i);
    const theirs = nextPlayer(opponent, flipped);
    const mine = nextOpponent(player, flipped, square);
    let score: i32;
    if (i == 0) {
      score = -search(theirs, mine, depth - 1, -beta, -alpha, false, ply + 1);
    } else {
      score = -search(theirs, mine, depth - 1, -alpha - 1, -alpha, false, ply + 1);
      if (score > alpha && score < beta && !state.stopped) {
        score = -search(theirs, mine, depth - 1, -beta, -score, false, ply + 1);
      }
    }
    if (state.stopped) break;
    if (score > best) {
      best = score;
      bestMove = square;
      if (score >= beta) break;
      if (score > alpha) alpha = score;
    }
    // A move searched, the others may go to idle threads (split.ts).
    if (i + 2 < count && depth >= SPLIT_MIN_DEPTH && threadIdle() && splitRest(SPLIT_MIDGAME, player, opponent, alpha, beta, best, bestMove, lists, base, i + 1, count, depth, ply)) {
      best = splitBest;
      bestMove = splitBestMove;
      break;
    }
  }
  searchedBest = bestMove;
  return best;
}

/** A move of a split (split.ts) searched by this thread: the child's score with the window (alpha, beta). */
export function searchMidgameMove(player: u64, opponent: u64, square: i32, flipped: u64, depth: i32, alpha: i32, beta: i32, ply: i32): i32 {
  return -search(nextPlayer(opponent, flipped), nextOpponent(player, flipped, square), depth - 1, -beta, -alpha, false, ply + 1);
}

/**
 * The value of a position to its side to move by a midgame search of `depth` plies, with the table
 * and without exact solving: the endgame's probcut estimate.
 */
export function searchShallow(player: u64, opponent: u64, depth: i32, alpha: i32, beta: i32): i32 {
  const saved = state.endgameEmpties;
  const savedT10 = state.probcutT10;
  state.endgameEmpties = 0;
  state.probcutT10 = 0;
  const score = search(player, opponent, depth, alpha, beta, false, 0);
  state.endgameEmpties = saved;
  state.probcutT10 = savedT10;
  return score;
}

/** Searches the root's `moves` to `depth` with the window (alpha, beta); the best move in `rootBest`. */
let rootBest: i32 = NO_MOVE;
function searchRoot(player: u64, opponent: u64, moves: u64, depth: i32, alpha: i32, beta: i32): i32 {
  const count = orderMoves(player, opponent, moves, state.thoughtMove, depth, 0);
  const best = searchMoves(player, opponent, depth, alpha, beta, 0, count);
  rootBest = searchedBest;
  return state.stopped ? 0 : best;
}

/**
 * Iterative deepening to `maxDepth` with aspiration windows, for an othello position whose side
 * to move has a legal move, solving exactly the positions within `endgame` empties of the end
 * that the depth reaches to the end, among the root's `moves` (legal ones, at least one). Its answer is the state's thoughtMove, thoughtScore and
 * thoughtDepth: on a spent budget, the last completed iteration's. `probcutT` is Multi-ProbCut's margin in tenths of a standard deviation (0: full width).
 */
export function think(player: u64, opponent: u64, maxDepth: i32, endgame: i32, probcutT: i32, moves: u64): void {
  const empties = 64 - countBits(player | opponent);
  state.endgameEmpties = endgame;
  state.probcutT10 = probcutT;
  // Ordered first until an iteration completes (and reported by none: depth 0).
  state.thoughtMove = <i32>ctz<u64>(moves);
  state.thoughtScore = 0;
  state.thoughtDepth = 0;
  let guess = evaluate(player, opponent);
  const last = min(maxDepth, empties);
  for (let depth = 1; depth <= last; depth++) {
    // Aspiration: a narrow window around the last score, widened on a fail.
    let delta = 4;
    let alpha = max(guess - delta, -SCORE_MAX);
    let beta = min(guess + delta, SCORE_MAX);
    let score: i32;
    for (;;) {
      score = searchRoot(player, opponent, moves, depth, alpha, beta);
      if (state.stopped) return;
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
    state.thoughtMove = rootBest;
    state.thoughtScore = score;
    state.thoughtDepth = depth;
  }
}
