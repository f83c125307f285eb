// What the host sees of a search: it sets the budget, runs a search function, then reads how it
// went. Kept apart from the search code so that the exported surface stays flat.
import { countBits } from "../bitboard";
import { flankingMoves } from "../move-generation";
import { nodes, startBudget, stopped } from "./budget";
import { rootMove, setSelectivity, solveExact } from "./endgame";
import { anyRulesDepth, anyRulesMove, solveAnyRules, thinkAnyRules } from "./any-rules";
import { think as thinkMidgame, thoughtDepth, thoughtExact, thoughtMove, thoughtScore } from "./midgame";
import { EXACT_LEVEL, clearTable, probe, probedMove, sizeTable } from "./transposition-table";

/** From this many empties, a solve starts with a midgame search to order its moves. */
const PRESEARCH_MIN: i32 = 18;
const PRESEARCH_GAP: i32 = 12;
/**
 * The presearch only orders the first plies: at 29 empties (FFO #55) a depth of empties - 12 took
 * five minutes of an eighteen-minute solve, and depth 8 orders as well.
 */
const PRESEARCH_MAX_DEPTH: i32 = 8;
/** From this many empties, a solve goes through selective passes first. */
const SELECTIVE_MIN: i32 = 22;

/**
 * Multi-ProbCut's margin for `think`, in tenths of a standard deviation (probcut.ts); 0 searches
 * full width. At 1.5, depth 8 at 20-26 empties takes a third of the nodes and its move agrees
 * with the exact solver as often; depth 10 in the midgame takes an eighth (bench/strength.ts).
 */
let probcutT10: i32 = 15;

/** Sets Multi-ProbCut's margin for the `think` calls that follow (0: off). */
export function probcut(t10: i32): void {
  probcutT10 = t10;
}

let resultMoveSquare: i32 = 64;
let resultDepthValue: i32 = 0;
let resultIsExact: bool = false;

/** Sizes the transposition table to 2^bits entries of 32 bytes and clears it. */
export function tableSize(bits: i32): void {
  sizeTable(bits);
}

/**
 * Starts a search for the calls that follow: at most `maxNodes` nodes (0: no limit), until the host
 * clock reads `deadlineMs` (0: no deadline), on a cleared table, so that the same calls always
 * give the same answers.
 */
export function limits(maxNodes: u64, deadlineMs: f64): void {
  startBudget(maxNodes, deadlineMs);
  clearTable();
}

/**
 * The exact score of an othello position for the side to move, searched with the window
 * (alpha, beta): exact inside it, a bound outside.
 */
export function solve(player: u64, opponent: u64, alpha: i32, beta: i32): i32 {
  const empties = 64 - countBits(player | opponent);
  let score: i32;
  if (empties >= PRESEARCH_MIN && flankingMoves(player, opponent) != 0) {
    // A midgame search first fills the table with good moves for the top of the tree.
    thinkMidgame(player, opponent, min(empties - PRESEARCH_GAP, PRESEARCH_MAX_DEPTH), 0, 0);
    let guess = thoughtScore;
    // Far from the end, selective solves (probcut, ever less daring) prepare the exact one: each
    // leaves the table good moves for the next, and a better guess of the score.
    if (empties >= SELECTIVE_MIN) {
      for (let level = 1; level < EXACT_LEVEL && !stopped; level++) {
        setSelectivity(level);
        guess = solveExact(player, opponent, alpha, beta);
      }
      setSelectivity(EXACT_LEVEL);
    }
    score = solveAround(player, opponent, alpha, beta, guess);
  } else {
    score = solveExact(player, opponent, alpha, beta);
  }
  setResult(rootMove, score, empties, true);
  return score;
}

/**
 * `solveExact` with an aspiration window: first whether the score is the guess, then, when it is
 * not, whether it is the bound that search returned, and so on. Final scores are even (empty
 * squares go to the winner), so (guess - 1, guess + 1) asks exactly that. A window at the guess
 * also keeps a wipeout's proof at the edge of the score range: with the full window, FFO #59's
 * exact pass (+64) went after middle scores and ran past 3 G nodes; at the guess, and ordered
 * without the evaluation there (endgame.ts, EDGE), it takes about a thousand.
 */
function solveAround(player: u64, opponent: u64, alpha: i32, beta: i32, guess: i32): i32 {
  guess &= ~1;
  let low = max(alpha, guess - 1);
  let high = min(beta, guess + 1);
  if (low >= high) {
    low = alpha;
    high = beta;
  }
  let score = solveExact(player, opponent, low, high);
  // A bound inside the caller's window: the next guess is the bound itself, often the score. FFO
  // #57 (-10; the passes guessed -8, the first search said at most -10): 2.57 G nodes, where
  // searching (alpha, -9) next took 6.36 G and the full window from the start 5.67 G.
  while (!stopped && alpha < score && score < beta && (score <= low || score >= high)) {
    low = max(alpha, score - 1);
    high = min(beta, score + 1);
    score = solveExact(player, opponent, low, high);
  }
  return score;
}

/** The exact score under any rule set (see rules.ts for `rules` and the counters). */
export function solveRules(
  rules: i32,
  player: u64,
  opponent: u64,
  playerStock: i32,
  opponentStock: i32,
  passes: i32,
  alpha: i32,
  beta: i32,
): i32 {
  const score = solveAnyRules(rules, player, opponent, playerStock, opponentStock, passes, alpha, beta);
  setResult(anyRulesMove, score, 64 - countBits(player | opponent), true);
  return score;
}

/**
 * The best move of an othello position whose side to move has a legal move: exact within
 * `endgame` empties of the end, else by iterative deepening to `maxDepth`. Returns the score.
 */
export function think(player: u64, opponent: u64, maxDepth: i32, endgame: i32): i32 {
  thinkMidgame(player, opponent, maxDepth, endgame, probcutT10);
  resultMoveSquare = thoughtMove;
  resultDepthValue = thoughtDepth;
  resultIsExact = thoughtExact;
  return thoughtScore;
}

/** `think` for any rule set: iterative deepening to `maxDepth` plies. Returns the score. */
export function thinkRules(
  rules: i32,
  player: u64,
  opponent: u64,
  playerStock: i32,
  opponentStock: i32,
  passes: i32,
  maxDepth: i32,
): i32 {
  const score = thinkAnyRules(rules, player, opponent, playerStock, opponentStock, passes, maxDepth);
  resultMoveSquare = anyRulesMove;
  resultDepthValue = anyRulesDepth;
  resultIsExact = false;
  return score;
}

function setResult(move: i32, score: i32, depth: i32, exact: bool): void {
  resultMoveSquare = move;
  resultDepthValue = stopped ? 0 : depth;
  resultIsExact = exact && !stopped;
}

/** The best move of the last search at its root: a square, or 64 for a pass. */
export function resultMove(): i32 {
  return resultMoveSquare;
}

/** The depth the last search completed (for a solve: the empties; 0 when it did not finish). */
export function resultDepth(): i32 {
  return resultDepthValue;
}

/** 1 when the last search's score is exact (solved to the end, within its window). */
export function resultExact(): i32 {
  return resultIsExact ? 1 : 0;
}

/** Nodes searched since `limits`. */
export function searchedNodes(): u64 {
  return nodes;
}

/** 1 when the budget ran out. */
export function budgetSpent(): i32 {
  return stopped ? 1 : 0;
}

/** The best move the table holds for a position (64: none), to follow a principal variation. */
export function tableMove(player: u64, opponent: u64): i32 {
  return probe(player, opponent) ? probedMove : 64;
}
