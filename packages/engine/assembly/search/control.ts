// What the host sees of a search: it sets the budget, runs a search function, then reads how it
// went. Kept apart from the search code so that the exported surface stays flat.
import { nodes, startBudget, stopped } from "./budget";
import { rootMove, solveExact } from "./endgame";
import { anyRulesMove, solveAnyRules } from "./endgame-any-rules";
import { ageTable, probe, probedMove, sizeTable } from "./transposition-table";

/** Sizes the transposition table to 2^bits entries of 32 bytes and clears it. */
export function tableSize(bits: i32): void {
  sizeTable(bits);
}

/**
 * Starts a search budget for the calls that follow: at most `maxNodes` nodes (0: no limit) and
 * until the host clock reads `deadlineMs` (0: no deadline).
 */
export function limits(maxNodes: u64, deadlineMs: f64): void {
  startBudget(maxNodes, deadlineMs);
  ageTable();
}

/** Nodes searched since `limits`. */
export function searchedNodes(): u64 {
  return nodes;
}

/** 1 when the budget ran out: the last search's result is not to be used. */
export function budgetSpent(): i32 {
  return stopped ? 1 : 0;
}

/** The best move the table holds for a position (64: none), to follow a principal variation. */
export function tableMove(player: u64, opponent: u64): i32 {
  return probe(player, opponent) ? probedMove : 64;
}

let lastSolver: i32 = 0;

/** The exact score of an othello position for the side to move, searched with the window (alpha, beta). */
export function solve(player: u64, opponent: u64, alpha: i32, beta: i32): i32 {
  lastSolver = 0;
  return solveExact(player, opponent, alpha, beta);
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
  lastSolver = 1;
  return solveAnyRules(rules, player, opponent, playerStock, opponentStock, passes, alpha, beta);
}

/** The best move found at the root by the last `solve` or `solveRules`: a square, or 64 for a pass. */
export function solvedMove(): i32 {
  return lastSolver == 0 ? rootMove : anyRulesMove;
}
