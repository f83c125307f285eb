// Two symmetries of the board, from which the evaluation reads every image of a pattern: with the
// rows read in either order (free: a shift), they give all eight.

/** Each row's columns reversed (a1 <-> h1): the mirror image in the vertical axis. */
@inline
export function mirrorColumns(x: u64): u64 {
  x = ((x >> 1) & 0x5555555555555555) | ((x & 0x5555555555555555) << 1);
  x = ((x >> 2) & 0x3333333333333333) | ((x & 0x3333333333333333) << 2);
  return ((x >> 4) & 0x0f0f0f0f0f0f0f0f) | ((x & 0x0f0f0f0f0f0f0f0f) << 4);
}

/** Rows and columns swapped (b1 <-> a2): the mirror image in the a1-h8 diagonal, by three delta swaps. */
@inline
export function transpose(x: u64): u64 {
  let t = 0x0f0f0f0f00000000 & (x ^ (x << 28));
  x ^= t ^ (t >> 28);
  t = 0x3333000033330000 & (x ^ (x << 14));
  x ^= t ^ (t >> 14);
  t = 0x5500550055005500 & (x ^ (x << 7));
  x ^= t ^ (t >> 7);
  return x;
}
