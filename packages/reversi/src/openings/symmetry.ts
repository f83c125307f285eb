// The 8 symmetries of the board (rotations and reflections), on bitboards (bit 0 = a1 .. bit 63 =
// h8, row by row). Openings and the book store each position once, in its canonical form: of its 8
// images, the one with the smallest (player, opponent) pair.

const ROWS_1 = 0x00ff00ff00ff00ffn;
const ROWS_2 = 0x0000ffff0000ffffn;
const LOW_HALF = 0xffffffffn;
const COLUMNS_1 = 0x5555555555555555n;
const COLUMNS_2 = 0x3333333333333333n;
const COLUMNS_4 = 0x0f0f0f0f0f0f0f0fn;

/** Row 1 swapped with row 8, 2 with 7, and so on. */
function flipRows(b: bigint): bigint {
  b = ((b >> 8n) & ROWS_1) | ((b & ROWS_1) << 8n);
  b = ((b >> 16n) & ROWS_2) | ((b & ROWS_2) << 16n);
  return (b >> 32n) | ((b & LOW_HALF) << 32n);
}

/** Column a swapped with h, b with g, and so on. */
function flipColumns(b: bigint): bigint {
  b = ((b >> 1n) & COLUMNS_1) | ((b & COLUMNS_1) << 1n);
  b = ((b >> 2n) & COLUMNS_2) | ((b & COLUMNS_2) << 2n);
  return ((b >> 4n) & COLUMNS_4) | ((b & COLUMNS_4) << 4n);
}

/** Reflected in the a1-h8 diagonal: the square of column c, row r goes to column r, row c. */
function flipDiagonal(b: bigint): bigint {
  let t = 0x0f0f0f0f00000000n & (b ^ (b << 28n));
  b ^= t ^ (t >> 28n);
  t = 0x3333000033330000n & (b ^ (b << 14n));
  b ^= t ^ (t >> 14n);
  t = 0x5500550055005500n & (b ^ (b << 7n));
  return b ^ t ^ (t >> 7n);
}

/**
 * Symmetry `s` (0..7) of a bitboard: bit 0 flips the rows, bit 1 the columns, bit 2 reflects in
 * the a1-h8 diagonal first. 0 is the identity.
 */
export function transform(b: bigint, s: number): bigint {
  if (s & 4) b = flipDiagonal(b);
  if (s & 2) b = flipColumns(b);
  if (s & 1) b = flipRows(b);
  return b;
}

/** The symmetry that undoes symmetry `s`. */
export function inverse(s: number): number {
  // Flips commute and undo themselves; the diagonal reflection swaps the row and column flips.
  return s & 4 ? 4 | ((s & 1) << 1) | ((s & 2) >> 1) : s;
}

/** Symmetry `s` of a square (0 = a1 .. 63 = h8). */
export function transformSquare(square: number, s: number): number {
  let column = square & 7;
  let row = square >> 3;
  if (s & 4) [column, row] = [row, column];
  if (s & 2) column = 7 - column;
  if (s & 1) row = 7 - row;
  return row * 8 + column;
}

/** A position's canonical form, as one 128-bit key (player above opponent), and the symmetry that makes it. */
export interface Canonical {
  key: bigint;
  symmetry: number;
}

/** The canonical form of (player, opponent): of its 8 images, the smallest as a (player, opponent) pair. */
export function canonical(player: bigint, opponent: bigint): Canonical {
  let key = (player << 64n) | opponent;
  let symmetry = 0;
  for (let s = 1; s < 8; s++) {
    const image = (transform(player, s) << 64n) | transform(opponent, s);
    if (image < key) {
      key = image;
      symmetry = s;
    }
  }
  return { key, symmetry };
}
