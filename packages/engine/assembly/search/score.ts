import { countBits } from "../bitboard";

/** Scores run from -SCORE_MAX to SCORE_MAX: the final disc difference for the side to move. */
export const SCORE_MAX: i32 = 64;
/** Past every score: the open end of a search window; -SCORE_INF is a node's best before any move. */
export const SCORE_INF: i32 = SCORE_MAX + 1;

/** The score of a finished game for the side to move: the disc difference, empty squares to the winner. */
@inline
export function finalScore(player: u64, opponent: u64): i32 {
  const mine = countBits(player);
  const theirs = countBits(opponent);
  const diff = mine - theirs;
  const empties = 64 - mine - theirs;
  return diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
}
