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

// Two boards' mobility at once: the same fill on the two 64-bit lanes of a v128. The evaluation
// asks for both sides of one position; perft, for two children of a node.

@inline
function movesAlongPair(player: v128, mask: v128, shift: i32): v128 {
  let forward = v128.and(mask, i64x2.shl(player, shift));
  let backward = v128.and(mask, i64x2.shr_u(player, shift));
  forward = v128.or(forward, v128.and(mask, i64x2.shl(forward, shift)));
  backward = v128.or(backward, v128.and(mask, i64x2.shr_u(backward, shift)));
  const pairForward = v128.and(mask, i64x2.shl(mask, shift));
  const pairBackward = i64x2.shr_u(pairForward, shift);
  const double = shift + shift;
  forward = v128.or(forward, v128.and(pairForward, i64x2.shl(forward, double)));
  backward = v128.or(backward, v128.and(pairBackward, i64x2.shr_u(backward, double)));
  forward = v128.or(forward, v128.and(pairForward, i64x2.shl(forward, double)));
  backward = v128.or(backward, v128.and(pairBackward, i64x2.shr_u(backward, double)));
  return v128.or(i64x2.shl(forward, shift), i64x2.shr_u(backward, shift));
}

/** flankingMoves of each lane: the squares where lane i of `players` may move against lane i of `opponents`. */
@inline
export function flankingMovesLanes(players: v128, opponents: v128): v128 {
  const inner = v128.and(opponents, i64x2.splat(INNER_FILES));
  const moves = v128.or(
    v128.or(movesAlongPair(players, inner, 1), movesAlongPair(players, opponents, 8)),
    v128.or(movesAlongPair(players, inner, 7), movesAlongPair(players, inner, 9)),
  );
  return v128.andnot(moves, v128.or(players, opponents));
}

/**
 * flankingMoves for both sides, as the lanes of one vector: lane 0 the squares where `player` may
 * move, lane 1 those where `opponent` may (no square in both boards).
 */
@inline
export function flankingMovesPair(player: u64, opponent: u64): v128 {
  return flankingMovesLanes(i64x2.replace_lane(i64x2.splat(player), 1, opponent), i64x2.replace_lane(i64x2.splat(opponent), 1, player));
}
