import { countBits, squareBit } from "../bitboard";
import { CAN_MOVE, CAN_PASS, GAME_OVER, flipsOf, legalMoves, statusOf } from "../rules";
import { spendNode, stopped } from "./budget";
import { SCORE_MAX } from "./endgame";

// The exact solver for every rule set, through the same rule functions as the game itself: plain
// fail-soft alpha-beta, no table (a position's value also depends on the discs in hand and on the
// passes before it). The othello solver (endgame.ts) is the fast one; this one is for the variants,
// whose trees are wider (free-placement) or whose rules need the counters (reversi).

/** The best move of the last `solveAnyRules` at its root: a square, or 64 for a pass. */
export let anyRulesMove: i32 = 64;

function finalScore(player: u64, opponent: u64): i32 {
  const mine = countBits(player);
  const theirs = countBits(opponent);
  const diff = mine - theirs;
  const empties = 64 - mine - theirs;
  return diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
}

function search(
  rules: i32,
  player: u64,
  opponent: u64,
  playerStock: i32,
  opponentStock: i32,
  passes: i32,
  alpha: i32,
  beta: i32,
  root: bool,
): i32 {
  if (spendNode()) return 0;
  const status = statusOf(rules, player, opponent, playerStock, opponentStock, passes);
  if ((status & GAME_OVER) != 0) return finalScore(player, opponent);
  let best = -SCORE_MAX - 1;
  if ((status & CAN_MOVE) != 0) {
    let moves = legalMoves(rules, player, opponent, playerStock);
    while (moves != 0) {
      const square = <i32>ctz<u64>(moves);
      moves &= moves - 1;
      const flipped = flipsOf(rules, player, opponent, square);
      const score = -search(
        rules,
        opponent & ~flipped,
        player | flipped | squareBit(square),
        opponentStock,
        playerStock - 1,
        0,
        -beta,
        -max(alpha, best),
        false,
      );
      if (stopped) return 0;
      if (score > best) {
        best = score;
        if (root) anyRulesMove = square;
        if (score >= beta) return best;
      }
    }
  }
  if ((status & CAN_PASS) != 0) {
    const score = -search(rules, opponent, player, opponentStock, playerStock, passes + 1, -beta, -max(alpha, best), false);
    if (stopped) return 0;
    if (score > best) {
      best = score;
      if (root) anyRulesMove = 64;
    }
  }
  return best;
}

/** The exact score for the side to move under any rule set, with the window (alpha, beta), fail-soft. */
export function solveAnyRules(
  rules: i32,
  player: u64,
  opponent: u64,
  playerStock: i32,
  opponentStock: i32,
  passes: i32,
  alpha: i32,
  beta: i32,
): i32 {
  anyRulesMove = 64;
  return search(rules, player, opponent, playerStock, opponentStock, passes, alpha, beta, true);
}
