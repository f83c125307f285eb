import { CENTRE, neighbours } from "./bitboard";
import { flankedBy } from "./flip";
import { flankingMoves } from "./move-generation";

// A rule set travels as one i32: the low two bits name it, the bits above hold its options.
// The wrapper (packages/reversi/src/core/rules.ts) writes the same numbers.
export const OTHELLO: i32 = 0;
export const REVERSI: i32 = 1;
export const FREE_PLACEMENT: i32 = 2;
export const RULE_SET_MASK: i32 = 3;
/** free-placement: a move must flip a disc. */
export const MUST_CAPTURE: i32 = 4;
/** free-placement: a player may pass with a legal move; two passes in a row end the game. */
export const VOLUNTARY_PASS: i32 = 8;

// Status bits of a position.
export const CAN_MOVE: i32 = 1;
export const CAN_PASS: i32 = 2;
export const GAME_OVER: i32 = 4;

/** reversi: while a centre square is empty, the game is in its opening and moves go there. */
@inline
function inReversiOpening(player: u64, opponent: u64): bool {
  return (CENTRE & ~(player | opponent)) != 0;
}

/**
 * The squares where `player` may place a disc. `stock` is the player's discs in hand, which only
 * the reversi rule set counts.
 */
export function legalMoves(rules: i32, player: u64, opponent: u64, stock: i32): u64 {
  const ruleSet = rules & RULE_SET_MASK;
  if (ruleSet == OTHELLO) return flankingMoves(player, opponent);
  const empty = ~(player | opponent);
  if (ruleSet == REVERSI) {
    if (stock <= 0) return 0;
    if (inReversiOpening(player, opponent)) return CENTRE & empty;
    return flankingMoves(player, opponent);
  }
  if (rules & MUST_CAPTURE) return flankingMoves(player, opponent);
  return neighbours(player | opponent) & empty;
}

/** The discs a legal placement on `square` flips. */
export function flipsOf(rules: i32, player: u64, opponent: u64, square: i32): u64 {
  if ((rules & RULE_SET_MASK) == REVERSI && inReversiOpening(player, opponent)) return 0;
  return flankedBy(player, opponent, square);
}
