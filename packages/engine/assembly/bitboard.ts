// Bitboards: one bit per square, bit 0 = a1, bit 7 = h1, bit 56 = a8, bit 63 = h8.
// Columns a..h run left to right, rows 1..8 top to bottom, so "east" is +1 and "south" is +8.

/** Every square but those of column a: what an eastward shift may land on. */
export const NOT_A_FILE: u64 = 0xfefefefefefefefe;
/** Every square but those of column h: what a westward shift may land on. */
export const NOT_H_FILE: u64 = 0x7f7f7f7f7f7f7f7f;
/** Columns b..g: discs that a horizontal or diagonal line may pass over without wrapping. */
export const INNER_FILES: u64 = 0x7e7e7e7e7e7e7e7e;
/** d4, e4, d5, e5. */
export const CENTRE: u64 = 0x0000001818000000;
export const ALL: u64 = 0xffffffffffffffff;
export const FILE_A: u64 = 0x0101010101010101;

/**
 * The 15 diagonals running a8-h1 (north-east), by x + y, and the 15 running a1-h8 (south-east),
 * by x - y + 7.
 */
export const DIAGONALS_7 = memory.data(15 * 8, 8);
export const DIAGONALS_9 = memory.data(15 * 8, 8);
// Each mask is written whole: every thread's instance runs this over the same shared memory.
for (let d = 0; d < 15; d++) {
  let along7: u64 = 0;
  let along9: u64 = 0;
  for (let square = 0; square < 64; square++) {
    const x = square & 7;
    const y = square >> 3;
    if (x + y == d) along7 |= (<u64>1) << <u64>square;
    if (x - y + 7 == d) along9 |= (<u64>1) << <u64>square;
  }
  store<u64>(DIAGONALS_7 + (<usize>d << 3), along7);
  store<u64>(DIAGONALS_9 + (<usize>d << 3), along9);
}

@inline
export function squareBit(square: i32): u64 {
  return (<u64>1) << <u64>square;
}

@inline
export function countBits(b: u64): i32 {
  return <i32>popcnt<u64>(b);
}

/** The squares next to any square of `b` (in the eight directions), `b` itself excluded. */
export function neighbours(b: u64): u64 {
  const eastWest = ((b << 1) & NOT_A_FILE) | ((b >> 1) & NOT_H_FILE);
  const row = b | eastWest;
  return (eastWest | (row << 8) | (row >> 8)) & ~b;
}
