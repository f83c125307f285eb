// The module's whole surface: four functions over relative bitboards (`player` is the side to
// move). The wrapper in packages/reversi owns everything else: notation, history, errors.
import { flipsOf, legalMoves, statusOf } from "./rules";
import { perftOf } from "./perft";

/** Squares where the player to move may place a disc (`stock`: discs in hand, reversi only). */
export function moves(rules: i32, player: u64, opponent: u64, stock: i32): u64 {
  return legalMoves(rules, player, opponent, stock);
}

/** The discs flipped by a legal placement on `square` (0 = a1 .. 63 = h8). */
export function flips(rules: i32, player: u64, opponent: u64, square: i32): u64 {
  return flipsOf(rules, player, opponent, square);
}

/** Status bits: 1 = may place a disc, 2 = may pass, 4 = game over. */
export function status(
  rules: i32,
  player: u64,
  opponent: u64,
  playerStock: i32,
  opponentStock: i32,
  passes: i32,
): i32 {
  return statusOf(rules, player, opponent, playerStock, opponentStock, passes);
}

/** Leaves of the game tree `depth` plies below this position. */
export function perft(
  rules: i32,
  player: u64,
  opponent: u64,
  playerStock: i32,
  opponentStock: i32,
  passes: i32,
  depth: i32,
  passMoves: bool,
): u64 {
  return perftOf(rules, player, opponent, playerStock, opponentStock, passes, depth, passMoves);
}
