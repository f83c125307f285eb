import { NO_MOVE, PASS } from "../moves";
import { countBits, neighbours, squareBit } from "../bitboard";
import { flankedBy } from "../flip";
import { countLastFlips } from "../last-flip";
import { flankingMoves } from "../move-generation";
import { nextOpponent, nextPlayer, repliesOfTwo } from "../position";
import { stableDiscs } from "../stability";
import { spendNode } from "./budget";
import { Answer } from "./answer";
import { SearchContext } from "./context";
import { Node, solverHeight } from "./node";
import { searchMoves } from "./pvs";
import { SCORE_INF, SCORE_MAX, finalScore } from "./score";
import { ChildScore } from "./split";
import { evaluateChild, evaluateChildLinear, prepareChildren } from "./evaluation";
import { shallowValue } from "./shallow";
import { estimate } from "./midgame";
import { Count, PROFILING, profileAdd, profilePass } from "./profile";
import { SOLVE_PROBCUT_MIN, solveProbcutBias, solveProbcutDepth, solveProbcutMargin } from "./probcut";
import { EXACT_SELECTIVITY, MIDGAME_SELECTIVITY, NO_ENTRY, lowerOf, moveOf, probe, save, selectivityOf, upperOf } from "./transposition-table";

// The exact endgame solver for othello: the final disc difference for the side to move with perfect
// play, empty squares to the winner. Fail-soft alpha-beta with null windows (PVS):
// - 1 empty: the score comes from counting the last flips, without making the move;
// - 2 to 4 empties: special code over the few empty squares, in parity order;
// - from 4 empties: cutoffs by the opponent's stable discs;
// - up to SHALLOW empties: move generation, parity order, no table;
// - above: the transposition table and fastest-first ordering.
// A node's height (node.ts) comes from its empties: a search never holds two lists or records for
// the same count at once. The solver's recursion takes the context last (context.ts says why).
// A search stopped by its budget unwinds at once; its score must then be ignored.

const SHALLOW: i32 = 7;
/** From this many empties, moves are also ordered by the evaluation (a shallow search of the child). */
const SORT_BY_SEARCH_MIN_EMPTIES: i32 = 12;
/**
 * Below LINEAR_ORDER_MAX empties that evaluation is by linear weights alone (evaluateChildLinear:
 * the linear weights file, which hosts load beside the network), and so are the shallow search's
 * leaves below LINEAR_LEAVES_MAX: there the network's cost outweighed what its better order saved.
 * The network stays at 15 empties and in the shallow searches from 18: deeper solves took longer
 * with the linear weights there (docs/benchmarks.md, issue 40).
 */
const LINEAR_ORDER_MAX: i32 = 15;
const LINEAR_LEAVES_MAX: i32 = 18;
/**
 * The weight of that search's score (discs) against the opponent's mobility (16 a move) and
 * potential mobility (POTENTIAL_WEIGHT a square). Tuned by the nodes of FFO #45 and #49-#52 with
 * the relabelled weights: 2.28 G with 8 and 1, 1.74 G with 4 and 3 (and the search one ply deeper
 * from 16 and 22 empties); weights 2, 3, 5, 6, 12 and 16 all did worse. #53, #56 and #58 (not
 * tuned on) took 8% fewer nodes.
 */
const SEARCH_WEIGHT: i32 = 4;
const POTENTIAL_WEIGHT: i32 = 3;
/**
 * Within this many discs of either end of the score range the search leaves the evaluation out of
 * its order: there the question is whether a side gets wiped out, and the evaluation (trained on
 * ordinary games, clamped to 64) ranks those lines badly, while fewest replies first finds the
 * wipeouts that end the game soonest. FFO #59 (+64): the exact pass at its (63, 64) window was
 * still running after 3.2 G nodes with the evaluation; without it the whole solve takes 0.13 G.
 */
const EDGE: i32 = 16;
/**
 * From this many empties, positions go through the transposition table; from ETC_MIN, children
 * are looked up before any is searched. A probe is a cache miss: with the network ordering the
 * moves, fewer probes take about 10% more nodes and 7-15% less time (docs/benchmarks.md).
 */
const TABLE_MIN: i32 = 9;
const ETC_MIN: i32 = 14;
/**
 * Below this many empties, at null windows, a move that leaves the opponent at most one reply is
 * searched as soon as the ordering finds it (orderMoves). From 14, with the table's lookups of
 * the children, it took more instructions over FFO #40-#41 (docs/benchmarks.md, issue 56).
 */
const AT_ONCE_MAX: i32 = 13;
/** From this many empties, a node's moves after the first may be searched by several threads (split.ts). */
const SPLIT_MIN: i32 = 14;

const CORNERS: u64 = 0x8100000000000081;
/** The X- and C-squares: next to a corner, where a move tends to hand the corner over. */
const NEXT_TO_CORNERS: u64 = 0x42c300000000c342;
// The four quadrants: an empty square in a quadrant with an odd number of empties tends to be a
// better move (it may keep the last move of that region), so such squares are tried first.
const QUADRANT_0: u64 = 0x000000000f0f0f0f;
const QUADRANT_1: u64 = 0x00000000f0f0f0f0;
const QUADRANT_2: u64 = 0x0f0f0f0f00000000;
const QUADRANT_3: u64 = 0xf0f0f0f000000000;

/** Squares of the quadrants holding an odd number of empty squares. */
@inline
function oddQuadrants(empty: u64): u64 {
  let odd: u64 = 0;
  if (countBits(empty & QUADRANT_0) & 1) odd |= QUADRANT_0;
  if (countBits(empty & QUADRANT_1) & 1) odd |= QUADRANT_1;
  if (countBits(empty & QUADRANT_2) & 1) odd |= QUADRANT_2;
  if (countBits(empty & QUADRANT_3) & 1) odd |= QUADRANT_3;
  return odd;
}

/** The quadrant holding `square`: a move there changes the parity of that quadrant's empties alone. */
@inline
function quadrantOf(square: i32): u64 {
  return ((square & 4) != 0 ? QUADRANT_1 : QUADRANT_0) << (<u64>(square & 32));
}

/**
 * What the opponent's stable discs leave the side to move at most, when that could be at most
 * `alpha`; else SCORE_INF. Sought at nodes from 4 empties: with the stable discs found by shifts,
 * cutoffs from 4 took the least time on FFO #40-#49 (from 9, 6 and 5 measured too;
 * docs/benchmarks.md, issue 40). Cheap tests rule a cut out first: alpha must be above what even
 * all the opponent's discs being stable would allow, and at least `stabilityAlphaMin` for the
 * node's empties. A cut at a lower alpha needs about half the board stable for the opponent:
 * rare, while every node near a score of 0 paid for the search.
 */
@inline
function stabilityBound(player: u64, opponent: u64, alpha: i32, empties: i32): i32 {
  if (alpha < stabilityAlphaMin(empties) || alpha < SCORE_MAX - 2 * countBits(opponent)) return SCORE_INF;
  return SCORE_MAX - 2 * countBits(stableDiscs(opponent, player | opponent));
}

/**
 * The least alpha at which a node of `empties` seeks a stability cutoff: 2 at 4 empties, 2 more
 * for each empty up to 10 at 8; 0 from 9, where a node costs far more than the search for stable
 * discs. FFO #40-#52 took 0.94x the time of 0 everywhere and #54 0.91x, for 0.1-1.7% more
 * nodes (docs/benchmarks.md, issue 40).
 */
@inline
function stabilityAlphaMin(empties: i32): i32 {
  return empties <= 8 ? 2 * empties - 6 : 0;
}

/** One empty square left: the score once it is played (by whoever can), from `player`'s view. */
@inline
function scoreLastMove(player: u64, square: i32): i32 {
  const diff = 2 * countBits(player) - 63;
  let flips = countLastFlips(player, square);
  if (flips != 0) return diff + 2 * flips + 1;
  flips = countLastFlips(~(player | squareBit(square)), square);
  if (flips != 0) return diff - 2 * flips - 1;
  return diff > 0 ? diff + 1 : diff - 1;
}

function solve2(player: u64, opponent: u64, alpha: i32, beta: i32, x1: i32, x2: i32, passed: bool, ctx: SearchContext): i32 {
  if (spendNode(ctx)) return 0;
  if (PROFILING) profileAdd(Count.NODES, 2);
  let best = -SCORE_INF;
  let flipped = flankedBy(player, opponent, x1);
  if (flipped != 0) {
    best = -scoreLastMove(nextPlayer(opponent, flipped), x2);
    if (best >= beta) return best;
  }
  flipped = flankedBy(player, opponent, x2);
  if (flipped != 0) {
    const score = -scoreLastMove(nextPlayer(opponent, flipped), x1);
    if (score > best) best = score;
  }
  if (best > -SCORE_INF) return best;
  if (passed) return finalScore(player, opponent);
  return -solve2(opponent, player, -beta, -alpha, x1, x2, true, ctx);
}

function solve3(player: u64, opponent: u64, alpha: i32, beta: i32, x1: i32, x2: i32, x3: i32, passed: bool, ctx: SearchContext): i32 {
  if (spendNode(ctx)) return 0;
  if (PROFILING) profileAdd(Count.NODES, 3);
  let best = -SCORE_INF;
  let flipped = flankedBy(player, opponent, x1);
  if (flipped != 0) {
    best = -solve2(nextPlayer(opponent, flipped), nextOpponent(player, flipped, x1), -beta, -alpha, x2, x3, false, ctx);
    if (best >= beta) return best;
    if (best > alpha) alpha = best;
  }
  flipped = flankedBy(player, opponent, x2);
  if (flipped != 0) {
    const score = -solve2(nextPlayer(opponent, flipped), nextOpponent(player, flipped, x2), -beta, -alpha, x1, x3, false, ctx);
    if (score >= beta) return score;
    if (score > best) {
      best = score;
      if (score > alpha) alpha = score;
    }
  }
  flipped = flankedBy(player, opponent, x3);
  if (flipped != 0) {
    const score = -solve2(nextPlayer(opponent, flipped), nextOpponent(player, flipped, x3), -beta, -alpha, x1, x2, false, ctx);
    if (score > best) best = score;
  }
  if (best > -SCORE_INF) return best;
  if (passed) return finalScore(player, opponent);
  return -solve3(opponent, player, -beta, -alpha, x1, x2, x3, true, ctx);
}

function solve4(player: u64, opponent: u64, alpha: i32, beta: i32, x1: i32, x2: i32, x3: i32, x4: i32, passed: bool, ctx: SearchContext): i32 {
  if (spendNode(ctx)) return 0;
  if (PROFILING) profileAdd(Count.NODES, 4);
  const bound = stabilityBound(player, opponent, alpha, 4);
  if (bound <= alpha) {
    if (PROFILING) profileAdd(Count.STABILITY_CUTS, 4);
    return bound;
  }
  let best = -SCORE_INF;
  let flipped = flankedBy(player, opponent, x1);
  if (flipped != 0) {
    best = -solve3(nextPlayer(opponent, flipped), nextOpponent(player, flipped, x1), -beta, -alpha, x2, x3, x4, false, ctx);
    if (best >= beta) return best;
    if (best > alpha) alpha = best;
  }
  flipped = flankedBy(player, opponent, x2);
  if (flipped != 0) {
    const score = -solve3(nextPlayer(opponent, flipped), nextOpponent(player, flipped, x2), -beta, -alpha, x1, x3, x4, false, ctx);
    if (score >= beta) return score;
    if (score > best) {
      best = score;
      if (score > alpha) alpha = score;
    }
  }
  flipped = flankedBy(player, opponent, x3);
  if (flipped != 0) {
    const score = -solve3(nextPlayer(opponent, flipped), nextOpponent(player, flipped, x3), -beta, -alpha, x1, x2, x4, false, ctx);
    if (score >= beta) return score;
    if (score > best) {
      best = score;
      if (score > alpha) alpha = score;
    }
  }
  flipped = flankedBy(player, opponent, x4);
  if (flipped != 0) {
    const score = -solve3(nextPlayer(opponent, flipped), nextOpponent(player, flipped, x4), -beta, -alpha, x1, x2, x3, false, ctx);
    if (score > best) best = score;
  }
  if (best > -SCORE_INF) return best;
  if (passed) return finalScore(player, opponent);
  return -solve4(opponent, player, -beta, -alpha, x1, x2, x3, x4, true, ctx);
}

/** Four empties: their squares, those of the odd quadrants `odd` (oddQuadrants) first, then the special code. */
function solveFour(player: u64, opponent: u64, alpha: i32, beta: i32, odd: u64, ctx: SearchContext): i32 {
  const empty = ~(player | opponent);
  let ordered = empty & odd;
  let rest = empty & ~odd;
  const x1 = <i32>ctz<u64>(ordered != 0 ? ordered : rest);
  if (ordered != 0) ordered &= ordered - 1;
  else rest &= rest - 1;
  const x2 = <i32>ctz<u64>(ordered != 0 ? ordered : rest);
  if (ordered != 0) ordered &= ordered - 1;
  else rest &= rest - 1;
  const x3 = <i32>ctz<u64>(ordered != 0 ? ordered : rest);
  if (ordered != 0) ordered &= ordered - 1;
  else rest &= rest - 1;
  const x4 = <i32>ctz<u64>(ordered != 0 ? ordered : rest);
  return solve4(player, opponent, alpha, beta, x1, x2, x3, x4, false, ctx);
}

/** 5 to SHALLOW empties: parity order (`odd`, the squares of the odd quadrants: oddQuadrants), no table. */
function solveShallow(player: u64, opponent: u64, alpha: i32, beta: i32, empties: i32, odd: u64, passed: bool, ctx: SearchContext): i32 {
  if (spendNode(ctx)) return 0;
  if (PROFILING) profileAdd(Count.NODES, empties);
  const bound = stabilityBound(player, opponent, alpha, empties);
  if (bound <= alpha) {
    if (PROFILING) profileAdd(Count.STABILITY_CUTS, empties);
    return bound;
  }
  // The empty squares are tried without generating the moves: an illegal one flips nothing. The
  // first legal square usually cuts, and finding it costs less than the moves would.
  const empty = ~(player | opponent);
  let best = -SCORE_INF;
  // Odd quadrants first; in each, the squares next to corners last.
  for (let pass = 0; pass < 4; pass++) {
    let list = empty & (pass < 2 ? odd : ~odd) & ((pass & 1) == 0 ? ~NEXT_TO_CORNERS : NEXT_TO_CORNERS);
    while (list != 0) {
      const square = <i32>ctz<u64>(list);
      list &= list - 1;
      const flipped = flankedBy(player, opponent, square);
      if (flipped == 0) continue;
      const theirs = nextPlayer(opponent, flipped);
      const mine = nextOpponent(player, flipped, square);
      const childOdd = odd ^ quadrantOf(square);
      const score =
        empties == 5
          ? -solveFour(theirs, mine, -beta, -alpha, childOdd, ctx)
          : -solveShallow(theirs, mine, -beta, -alpha, empties - 1, childOdd, false, ctx);
      if (score > best) {
        best = score;
        if (score >= beta) return best;
        if (score > alpha) alpha = score;
      }
    }
  }
  if (best > -SCORE_INF) return best;
  if (passed) return finalScore(player, opponent);
  return -solveShallow(opponent, player, -beta, -alpha, empties, odd, true, ctx);
}

/** Any number of empties, at `selectivity`; dispatches to the code for its size. */
function solveAny(player: u64, opponent: u64, alpha: i32, beta: i32, empties: i32, selectivity: i32, ctx: SearchContext): i32 {
  if (empties > SHALLOW) return solveDeep(player, opponent, alpha, beta, empties, false, selectivity, ctx);
  if (empties < 4) return solveTiny(player, opponent, alpha, beta, empties, ctx);
  const odd = oddQuadrants(~(player | opponent));
  return empties == 4 ? solveFour(player, opponent, alpha, beta, odd, ctx) : solveShallow(player, opponent, alpha, beta, empties, odd, false, ctx);
}

/** 0 to 3 empties, as at a root: the special code with the squares in index order. */
function solveTiny(player: u64, opponent: u64, alpha: i32, beta: i32, empties: i32, ctx: SearchContext): i32 {
  let empty = ~(player | opponent);
  if (empties == 0) return finalScore(player, opponent);
  const x1 = <i32>ctz<u64>(empty);
  empty &= empty - 1;
  if (empties == 1) {
    spendNode(ctx);
    return scoreLastMove(player, x1);
  }
  const x2 = <i32>ctz<u64>(empty);
  empty &= empty - 1;
  if (empties == 2) return solve2(player, opponent, alpha, beta, x1, x2, false, ctx);
  return solve3(player, opponent, alpha, beta, x1, x2, <i32>ctz<u64>(empty), false, ctx);
}

/**
 * Orders the moves of a node: the table's move first, then fastest first (fewest replies for the
 * opponent, corners counting double, then fewest empty squares next to our discs), squares of odd
 * quadrants breaking ties. Fills the list for `empties` and returns its length, or ETC_CUT when a
 * child's table bounds at the search's `selectivity` already prove a score of at least `beta`
 * (then in `node.best`). A move searched at once (`atOnce` below) is left out of the list, its score
 * and move in `node.best` and `node.bestMove` (-SCORE_INF and NO_MOVE when none was), and
 * SEARCHED_CUT is returned when it cut.
 */
function orderMoves(player: u64, opponent: u64, moves: u64, tableMove: i32, empties: i32, alpha: i32, beta: i32, node: Node, selectivity: i32, ctx: SearchContext): i32 {
  const lists = ctx.lists;
  const base = lists.base(solverHeight(empties));
  const byEvaluation = empties >= SORT_BY_SEARCH_MIN_EMPTIES && alpha < SCORE_MAX - EDGE && beta > EDGE - SCORE_MAX;
  const odd = oddQuadrants(~(player | opponent));
  const etc = empties >= ETC_MIN;
  const sortDepth = empties >= 22 ? 2 : empties >= 16 ? 1 : 0;
  // A move that leaves the opponent at most one reply is searched as soon as it is found, as
  // Egaroucid's endgame search does: such a move is nearly always ordered first and often cuts,
  // and then the other moves are never ordered.
  const atOnce = empties <= AT_ONCE_MAX && beta == alpha + 1;
  node.best = -SCORE_INF;
  node.bestMove = NO_MOVE;
  const linear = empties < (sortDepth == 0 ? LINEAR_ORDER_MAX : LINEAR_LEAVES_MAX);
  if (byEvaluation && sortDepth == 0) prepareChildren(ctx, player, opponent);
  // Two moves at a time, their children's replies found together; each child's table lookup and
  // key in square order, as one at a time would.
  let count = 0;
  while (moves != 0) {
    // The last of an odd count goes as its own pair.
    const first = <i32>ctz<u64>(moves);
    moves &= moves - 1;
    const second = moves != 0 ? <i32>ctz<u64>(moves) : first;
    moves &= moves - 1;
    const flippedFirst = flankedBy(player, opponent, first);
    if (etc && provesCut(player, opponent, first, flippedFirst, beta, node, selectivity)) return ETC_CUT;
    const flippedSecond = second != first ? flankedBy(player, opponent, second) : flippedFirst;
    const replies = repliesOfTwo(player, opponent, first, flippedFirst, second, flippedSecond);
    const repliesFirst = i64x2.extract_lane(replies, 0);
    if (atOnce && first != tableMove && fewReplies(repliesFirst)) {
      if (searchAtOnce(player, opponent, first, flippedFirst, empties, alpha, beta, node, selectivity, ctx)) return SEARCHED_CUT;
    } else {
      lists.set(base + count++, first, flippedFirst, solverKey(player, opponent, first, flippedFirst, repliesFirst, tableMove, odd, byEvaluation, sortDepth, linear, ctx));
    }
    if (second == first) break;
    if (etc && provesCut(player, opponent, second, flippedSecond, beta, node, selectivity)) return ETC_CUT;
    const repliesSecond = i64x2.extract_lane(replies, 1);
    if (atOnce && second != tableMove && fewReplies(repliesSecond)) {
      if (searchAtOnce(player, opponent, second, flippedSecond, empties, alpha, beta, node, selectivity, ctx)) return SEARCHED_CUT;
    } else {
      lists.set(base + count++, second, flippedSecond, solverKey(player, opponent, second, flippedSecond, repliesSecond, tableMove, odd, byEvaluation, sortDepth, linear, ctx));
    }
  }
  return count;
}

/** What orderMoves returns when a child's table bounds prove the cut (the score in the node's record). */
const ETC_CUT: i32 = -1;
/** What orderMoves returns when a move it searched at once cut the node (its score and move in the node's record). */
const SEARCHED_CUT: i32 = -2;

/** Whether a child leaves the opponent at most one reply (a corner counting two): it is searched at once, before the others are ordered. */
@inline
function fewReplies(replies: u64): bool {
  return countBits(replies) + countBits(replies & CORNERS) <= 1;
}

/**
 * Searches the move on `square` at once, with the null window (alpha, beta): true when it cuts.
 * The node's record keeps the best of the moves so searched.
 */
@inline
function searchAtOnce(player: u64, opponent: u64, square: i32, flipped: u64, empties: i32, alpha: i32, beta: i32, node: Node, selectivity: i32, ctx: SearchContext): bool {
  const score = -solveAny(nextPlayer(opponent, flipped), nextOpponent(player, flipped, square), -beta, -alpha, empties - 1, selectivity, ctx);
  if (score > node.best) {
    node.best = score;
    node.bestMove = square;
  }
  return score >= beta;
}

/**
 * Enhanced transposition cutoff: whether the child after `square` (flipping `flipped`) has table
 * bounds at `selectivity` that prove the node a score of at least `beta`; then it is `node.best`.
 */
@inline
function provesCut(player: u64, opponent: u64, square: i32, flipped: u64, beta: i32, node: Node, selectivity: i32): bool {
  const entry = probe(nextPlayer(opponent, flipped), nextOpponent(player, flipped, square));
  if (entry == NO_ENTRY || selectivityOf(entry) < selectivity || -upperOf(entry) < beta) return false;
  node.best = -upperOf(entry);
  return true;
}

/**
 * The ordering key of the move on `square` (orderMoves; lower first), whose child has `replies`;
 * by linear weights alone where `linear`.
 */
@inline
function solverKey(player: u64, opponent: u64, square: i32, flipped: u64, replies: u64, tableMove: i32, odd: u64, byEvaluation: bool, sortDepth: i32, linear: bool, ctx: SearchContext): i32 {
  const mine = nextOpponent(player, flipped, square);
  const theirs = nextPlayer(opponent, flipped);
  // Where the opponent may move now, then where it might later (empty squares next to our discs).
  const potential = neighbours(mine) & ~(mine | theirs);
  let key = (countBits(replies) + countBits(replies & CORNERS)) * 16 + countBits(potential) * POTENTIAL_WEIGHT;
  // Far from the end, and away from the edges of the score range, what the evaluation thinks of the move counts too.
  if (byEvaluation) {
    const value =
      sortDepth > 0
        ? shallowValue(ctx, theirs, mine, sortDepth, -SCORE_INF, SCORE_INF, linear)
        : linear
          ? evaluateChildLinear(ctx, square, flipped)
          : evaluateChild(ctx, square, flipped);
    key += value * SEARCH_WEIGHT;
  }
  if ((squareBit(square) & odd) == 0) key += 1;
  return square == tableMove ? -1 : key;
}

/**
 * A child of a solver's node searched with the window (alpha, beta), for the node's side to move
 * (pvs.ts). The solver's search mode is its selectivity.
 */
function childScore(ctx: SearchContext, player: u64, opponent: u64, square: i32, flipped: u64, empties: i32, height: i32, alpha: i32, beta: i32, selectivity: i32): i32 {
  return SOLVER.score(ctx, player, opponent, square, flipped, empties, height, alpha, beta, selectivity);
}

/** The solver's children, for the move loop (pvs.ts). */
@final @unmanaged
class SolverChildren {
  @inline
  score(ctx: SearchContext, player: u64, opponent: u64, square: i32, flipped: u64, empties: i32, height: i32, alpha: i32, beta: i32, selectivity: i32): i32 {
    return -solveAny(nextPlayer(opponent, flipped), nextOpponent(player, flipped, square), -beta, -alpha, empties - 1, selectivity, ctx);
  }

  @inline
  splits(empties: i32): bool {
    return empties >= SPLIT_MIN;
  }

  @inline
  keepsLines(): bool {
    return false;
  }

  @inline
  splitScore(): ChildScore {
    return childScore;
  }
}
const SOLVER = changetype<SolverChildren>(0);

/**
 * From SHALLOW + 1 empties, at `selectivity`: EXACT_SELECTIVITY, or a selective pass's level that
 * cuts by probcut and stores its bounds at that level.
 */
function solveDeep(player: u64, opponent: u64, alpha: i32, beta: i32, empties: i32, passed: bool, selectivity: i32, ctx: SearchContext): i32 {
  if (spendNode(ctx)) return 0;
  if (PROFILING) profileAdd(Count.NODES, empties);
  let tableMove = NO_MOVE;
  const useTable = empties >= TABLE_MIN;
  if (useTable) {
    const entry = probe(player, opponent);
    if (PROFILING) profileAdd(Count.PROBES, empties);
    if (entry != NO_ENTRY) {
      if (PROFILING) profileAdd(Count.FOUND, empties);
      if (selectivityOf(entry) >= selectivity) {
        const lower = lowerOf(entry);
        const upper = upperOf(entry);
        if (PROFILING && (lower >= beta || upper <= alpha || lower == upper)) profileAdd(Count.TABLE_CUTS, empties);
        if (lower >= beta) return lower;
        if (upper <= alpha) return upper;
        if (lower == upper) return lower;
        if (lower > alpha) alpha = lower;
        if (upper < beta) beta = upper;
      }
      // Only a solver's entry gives its move. A midgame entry here comes from a probcut's
      // shallow search (2 or 4 plies) or the presearch, whose best move orders worse than the
      // solver's own order: FFO #40-#49 took 8% fewer nodes without those moves, and a larger
      // table, keeping more of them, no longer takes more nodes (docs/benchmarks.md, issue 40).
      if (selectivityOf(entry) > MIDGAME_SELECTIVITY) tableMove = moveOf(entry);
    }
  }
  if (selectivity < EXACT_SELECTIVITY && empties >= SOLVE_PROBCUT_MIN) {
    // Probcut: when a shallow search says, with a margin of t standard deviations of its error,
    // that the score falls outside the window, take that as proved. Only the selective passes
    // that prepare an exact solve do this; their results are stored at their own selectivity.
    const depth = solveProbcutDepth(empties);
    const margin = solveProbcutMargin(selectivity, depth);
    const bias = solveProbcutBias();
    if (beta + margin <= SCORE_MAX && estimate(ctx, player, opponent, depth, beta + margin - bias - 1, beta + margin - bias) >= beta + margin - bias) {
      if (PROFILING) profileAdd(Count.PROBCUT_CUTS, empties);
      return beta;
    }
    if (alpha - margin >= -SCORE_MAX && estimate(ctx, player, opponent, depth, alpha - margin - bias, alpha - margin - bias + 1) <= alpha - margin - bias) {
      if (PROFILING) profileAdd(Count.PROBCUT_CUTS, empties);
      return alpha;
    }
  }
  const bound = stabilityBound(player, opponent, alpha, empties);
  if (bound <= alpha) {
    if (PROFILING) profileAdd(Count.STABILITY_CUTS, empties);
    return bound;
  }
  const moves = flankingMoves(player, opponent);
  if (moves == 0) {
    if (passed) return finalScore(player, opponent);
    return -solveDeep(opponent, player, -beta, -alpha, empties, true, selectivity, ctx);
  }
  const node = ctx.node(solverHeight(empties));
  const count = orderMoves(player, opponent, moves, tableMove, empties, alpha, beta, node, selectivity, ctx);
  if (count == ETC_CUT) {
    if (PROFILING) profileAdd(Count.ETC_CUTS, empties);
    return node.best;
  }
  let best = node.best;
  let bestMove = node.bestMove;
  if (count > 0) {
    const rest = searchMoves(player, opponent, alpha, beta, empties, solverHeight(empties), count, selectivity, SOLVER, ctx);
    if (rest > best) {
      best = rest;
      bestMove = node.bestMove;
    }
  }
  if (ctx.stopped) return 0;
  if (useTable) save(player, opponent, empties, selectivity, alpha, beta, best, bestMove);
  return best;
}

/**
 * The score of a position for the side to move, searched with the window (alpha, beta) at
 * `selectivity` (EXACT_SELECTIVITY: exact inside the window, a bound outside, fail-soft). Where
 * `found` is given, it takes the root's best move (NO_MOVE: none completed; PASS) and what the
 * search proved of the score, ends included: its bound, or, when stopped, the best of the root
 * moves it completed above alpha. The root takes the table's move for ordering but never its
 * bounds: bounds would narrow the window and hide which move reaches the score.
 */
export function solveWindow(ctx: SearchContext, player: u64, opponent: u64, alpha: i32, beta: i32, selectivity: i32, found: Answer | null): i32 {
  const empties = 64 - countBits(player | opponent);
  if (found) found.clear();
  const moves = flankingMoves(player, opponent);
  if (moves == 0) {
    if (flankingMoves(opponent, player) == 0) {
      const score = finalScore(player, opponent);
      if (found) found.provedWithin(score, alpha, beta);
      return score;
    }
    const score = -solveWindow(ctx, opponent, player, -beta, -alpha, selectivity, found);
    if (found) found.negate(PASS);
    return score;
  }
  if (spendNode(ctx)) return 0;
  const tableMove = moveOf(probe(player, opponent));
  const node = ctx.node(solverHeight(empties));
  const count = orderMoves(player, opponent, moves, tableMove, empties, alpha, SCORE_INF, node, selectivity, ctx);
  const best = searchMoves(player, opponent, alpha, beta, empties, solverHeight(empties), count, selectivity, SOLVER, ctx);
  if (ctx.stopped) {
    // The loop's best is that of the moves it completed (pvs.ts, split.ts). Above alpha, it was
    // proved by the move that reached it (a null window failing high proves at least its score),
    // so it bounds the root from below; at or below, it bounds only those moves.
    if (found && best > alpha) found.narrow(best, SCORE_MAX);
    return 0;
  }
  if (PROFILING) profilePass(selectivity, alpha, beta, best, ctx.nodes);
  if (empties >= TABLE_MIN) save(player, opponent, empties, selectivity, alpha, beta, best, node.bestMove);
  if (found) {
    found.keep(node.bestMove, best, empties, selectivity == EXACT_SELECTIVITY);
    found.provedWithin(best, alpha, beta);
  }
  return best;
}

/** The midgame search's exact solver (midgame.ts, `Solver`): `solveWindow`, exact, its root's findings not kept. */
export function solveInside(ctx: SearchContext, player: u64, opponent: u64, alpha: i32, beta: i32): i32 {
  return solveWindow(ctx, player, opponent, alpha, beta, EXACT_SELECTIVITY, null);
}
