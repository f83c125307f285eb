// Flips of one placement, by rays: for each of the eight directions, the squares from the placed
// disc to the edge. The run of opponent discs ends at the first square of the ray that is not an
// opponent disc ("outflank"); the run flips when that square holds one of the player's discs.

/** Rays toward higher bit numbers (east, south-west, south, south-east), four per square. */
const RAYS_UP = new StaticArray<u64>(64 * 4);
/** Rays toward lower bit numbers (west, north-east, north, north-west), four per square. */
const RAYS_DOWN = new StaticArray<u64>(64 * 4);

function ray(square: i32, dx: i32, dy: i32): u64 {
  let x = (square & 7) + dx;
  let y = (square >> 3) + dy;
  let r: u64 = 0;
  while (x >= 0 && x < 8 && y >= 0 && y < 8) {
    r |= (<u64>1) << <u64>(y * 8 + x);
    x += dx;
    y += dy;
  }
  return r;
}

for (let square = 0; square < 64; square++) {
  unchecked((RAYS_UP[square * 4 + 0] = ray(square, 1, 0)));
  unchecked((RAYS_UP[square * 4 + 1] = ray(square, -1, 1)));
  unchecked((RAYS_UP[square * 4 + 2] = ray(square, 0, 1)));
  unchecked((RAYS_UP[square * 4 + 3] = ray(square, 1, 1)));
  unchecked((RAYS_DOWN[square * 4 + 0] = ray(square, -1, 0)));
  unchecked((RAYS_DOWN[square * 4 + 1] = ray(square, 1, -1)));
  unchecked((RAYS_DOWN[square * 4 + 2] = ray(square, 0, -1)));
  unchecked((RAYS_DOWN[square * 4 + 3] = ray(square, -1, -1)));
}

@inline
function flipsUp(r: u64, player: u64, opponent: u64): u64 {
  const blockers = r & ~opponent;
  const outflank = blockers & (0 - blockers); // nearest blocker: the lowest bit
  return select<u64>((outflank - 1) & r, 0, (outflank & player) != 0);
}

@inline
function flipsDown(r: u64, player: u64, opponent: u64): u64 {
  const blockers = r & ~opponent;
  // Nearest blocker: the highest bit. With no blocker, clz is 64 and the shift wraps to bit 63,
  // which no downward ray contains, so the `& r` keeps the test honest.
  const outflank = ((<u64>0x8000000000000000) >> clz<u64>(blockers)) & r;
  return select<u64>(r & (0 - (outflank << 1)), 0, (outflank & player) != 0);
}

/**
 * The opponent discs that a disc of `player` placed on the empty `square` would flip, in every
 * direction (empty when the placement flanks nothing).
 */
@inline
export function flankedBy(player: u64, opponent: u64, square: i32): u64 {
  const i = square * 4;
  return (
    flipsUp(unchecked(RAYS_UP[i + 0]), player, opponent) |
    flipsUp(unchecked(RAYS_UP[i + 1]), player, opponent) |
    flipsUp(unchecked(RAYS_UP[i + 2]), player, opponent) |
    flipsUp(unchecked(RAYS_UP[i + 3]), player, opponent) |
    flipsDown(unchecked(RAYS_DOWN[i + 0]), player, opponent) |
    flipsDown(unchecked(RAYS_DOWN[i + 1]), player, opponent) |
    flipsDown(unchecked(RAYS_DOWN[i + 2]), player, opponent) |
    flipsDown(unchecked(RAYS_DOWN[i + 3]), player, opponent)
  );
}
