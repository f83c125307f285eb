import { INNER_FILES } from "./bitboard";

// Mobility by parallel prefix fill (Kogge-Stone): in each direction, grow runs of opponent discs
// from the player's discs in three doubling steps (a run is at most six discs long), then step once
// more onto the empty square that ends the run. Both senses of a direction share the masks.

@inline
function movesAlong(player: u64, mask: u64, shift: u64): u64 {
  let forward = mask & (player << shift);
  let backward = mask & (player >> shift);
  forward |= mask & (forward << shift);
  backward |= mask & (backward >> shift);
  const pairForward = mask & (mask << shift);
  const pairBackward = pairForward >> shift;
  const double = shift + shift;
  forward |= pairForward & (forward << double);
  backward |= pairBackward & (backward >> double);
  forward |= pairForward & (forward << double);
  backward |= pairBackward & (backward >> double);
  return (forward << shift) | (backward >> shift);
}

/** The squares where `player` may move under the flanking rule: each flips at least one disc. */
@inline
export function flankingMoves(player: u64, opponent: u64): u64 {
  // Horizontal and diagonal runs must stay off columns a and h, or a shift would wrap a row.
  const inner = opponent & INNER_FILES;
  const moves =
    movesAlong(player, inner, 1) |
    movesAlong(player, opponent, 8) |
    movesAlong(player, inner, 7) |
    movesAlong(player, inner, 9);
  return moves & ~(player | opponent);
}
