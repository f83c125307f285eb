import { mirrorColumns, transpose } from "./board-symmetry";
import {
  CORNER_2X5,
  CORNER_3X3,
  DIAGONAL_4,
  DIAGONAL_5,
  DIAGONAL_6,
  DIAGONAL_7,
  DIAGONAL_8,
  EDGE_2X,
  LINE_2,
  LINE_3,
  LINE_4,
} from "./layout";

// The patterns of the evaluation (Buro's Logistello set, as in Edax) and where each image's
// configuration sits in its table.
// Each pattern is a list of squares near a1 (tools/train/patterns.ts holds the same lists, the
// trainer's plain definition); every image of it under the board's symmetries shares one table.
// A configuration's index is base 3 over the list, square k being digit k: 0 empty, 1 the side to
// move's disc, 2 the opponent's.
//
// Indices come from the bitboards by extraction: each image's squares are gathered into an n-bit
// number (bit k = square k) for each side, then a table turns bits into base 3. The images come
// from the board, its column mirror (H), its transpose (T) and T's column mirror; reading rows
// 8, 7, .. instead of 1, 2, .. adds the row mirror for free. Diagonals need no transform: masked
// and multiplied by 0x0101010101010101, a diagonal's discs gather in the top byte, one per column.
//
// Some images read their squares in the mirror order of the list (a diagonal from its other end):
// their index is the mirror configuration's, and the tables are unfolded so that a configuration
// and its mirror share one entry (eval/linear-weights.ts, eval/network.ts). Tables are indexed by raw index.
//
//   3x3 corner   a1 b1 c1 a2 b2 c2 a3 b3 c3        4 images
//   2x5 corner   a1 b1 c1 d1 e1 a2 b2 c2 d2 e2     8 images
//   edge + 2X    a1 b1 c1 d1 e1 f1 g1 h1 b2 g2     4 images
//   lines        a2 .. h2, a3 .. h3, a4 .. h4      4 images each
//   diagonals    a1 .. h8                          2 images
//                b1 .. h7, c1 .. h6, d1 .. h5, e1 .. h4   4 images each

/** Bits to base 3: B3[b] is b's binary digits read as base-3 digits (10 bits at most). */
const B3 = new StaticArray<u16>(1024);
for (let b = 1; b < 1024; b++) {
  let power: i32 = 1;
  for (let k = ctz(b); k > 0; k--) power *= 3;
  unchecked((B3[b] = B3[b & (b - 1)] + <u16>power)); // b's lowest bit added to b without it
}

/** The index of a configuration from its two sides' bits. */
@inline
function ternary(mine: u64, theirs: u64): i32 {
  return <i32>unchecked(B3[<i32>mine]) + (<i32>unchecked(B3[<i32>theirs]) << 1);
}

// Gatherers: the squares of one image as bits 0.., in list order.

/** a1 b1 c1 a2 b2 c2 a3 b3 c3. */
@inline
function corner3x3Top(x: u64): u64 {
  return (x & 7) | ((x >> 5) & 0x38) | ((x >> 10) & 0x1c0);
}

/** a8 b8 c8 a7 b7 c7 a6 b6 c6: the row mirror of the top corner. */
@inline
function corner3x3Bottom(x: u64): u64 {
  return ((x >> 56) & 7) | ((x >> 45) & 0x38) | ((x >> 34) & 0x1c0);
}

/** a1 .. e1 a2 .. e2. */
@inline
function corner2x5Top(x: u64): u64 {
  return (x & 0x1f) | ((x >> 3) & 0x3e0);
}

/** a8 .. e8 a7 .. e7. */
@inline
function corner2x5Bottom(x: u64): u64 {
  return ((x >> 56) & 0x1f) | ((x >> 43) & 0x3e0);
}

/** a1 .. h1 b2 g2. */
@inline
function edgeTop(x: u64): u64 {
  return (x & 0xff) | ((x >> 1) & 0x100) | ((x >> 5) & 0x200);
}

/** a8 .. h8 b7 g7. */
@inline
function edgeBottom(x: u64): u64 {
  return (x >> 56) | ((x >> 41) & 0x100) | ((x >> 45) & 0x200);
}

/** Row `r` (0 = row 1), a..h. */
@inline
function row(x: u64, r: u64): u64 {
  return (x >> (r << 3)) & 0xff;
}

/** The discs of `mask`, a diagonal, gathered by column and shifted down by `shift`. */
@inline
function diagonal(x: u64, mask: u64, shift: u64): u64 {
  return ((x & mask) * 0x0101010101010101) >> shift;
}

@inline
function diagonalIndex(p: u64, o: u64, mask: u64, shift: u64): i32 {
  return ternary(diagonal(p, mask, shift), diagonal(o, mask, shift));
}

/** Pattern images of a position. */
export const IMAGES: i32 = 46;

/** `table + index` at image `k` of the list at `rows` (i32 each). */
@inline
function put(rows: usize, k: i32, table: i32, index: i32): void {
  store<i32>(rows + (<usize>k << 2), table + index);
}

/**
 * Writes the row of each of the IMAGES pattern images of `p` (to move) against `o` (no square in
 * both) into `rows`, as i32: its table's start (eval/layout.ts) plus its configuration's index.
 * Both evaluations read their tables at these rows.
 */
@inline
export function patternRows(p: u64, o: u64, rows: usize): void {
  const pH = mirrorColumns(p);
  const oH = mirrorColumns(o);
  const pT = transpose(p);
  const oT = transpose(o);
  const pTH = mirrorColumns(pT);
  const oTH = mirrorColumns(oT);

  put(rows, 0, CORNER_3X3, ternary(corner3x3Top(p), corner3x3Top(o)));
  put(rows, 1, CORNER_3X3, ternary(corner3x3Bottom(p), corner3x3Bottom(o)));
  put(rows, 2, CORNER_3X3, ternary(corner3x3Top(pH), corner3x3Top(oH)));
  put(rows, 3, CORNER_3X3, ternary(corner3x3Bottom(pH), corner3x3Bottom(oH)));

  put(rows, 4, CORNER_2X5, ternary(corner2x5Top(p), corner2x5Top(o)));
  put(rows, 5, CORNER_2X5, ternary(corner2x5Bottom(p), corner2x5Bottom(o)));
  put(rows, 6, CORNER_2X5, ternary(corner2x5Top(pH), corner2x5Top(oH)));
  put(rows, 7, CORNER_2X5, ternary(corner2x5Bottom(pH), corner2x5Bottom(oH)));
  put(rows, 8, CORNER_2X5, ternary(corner2x5Top(pT), corner2x5Top(oT)));
  put(rows, 9, CORNER_2X5, ternary(corner2x5Bottom(pT), corner2x5Bottom(oT)));
  put(rows, 10, CORNER_2X5, ternary(corner2x5Top(pTH), corner2x5Top(oTH)));
  put(rows, 11, CORNER_2X5, ternary(corner2x5Bottom(pTH), corner2x5Bottom(oTH)));

  put(rows, 12, EDGE_2X, ternary(edgeTop(p), edgeTop(o)));
  put(rows, 13, EDGE_2X, ternary(edgeBottom(p), edgeBottom(o)));
  put(rows, 14, EDGE_2X, ternary(edgeTop(pT), edgeTop(oT)));
  put(rows, 15, EDGE_2X, ternary(edgeBottom(pT), edgeBottom(oT)));

  // Lines: rows 2..4 and 7..5 of the board (rows) and of its transpose (columns).
  put(rows, 16, LINE_2, ternary(row(p, 1), row(o, 1)));
  put(rows, 17, LINE_2, ternary(row(p, 6), row(o, 6)));
  put(rows, 18, LINE_2, ternary(row(pT, 1), row(oT, 1)));
  put(rows, 19, LINE_2, ternary(row(pT, 6), row(oT, 6)));
  put(rows, 20, LINE_3, ternary(row(p, 2), row(o, 2)));
  put(rows, 21, LINE_3, ternary(row(p, 5), row(o, 5)));
  put(rows, 22, LINE_3, ternary(row(pT, 2), row(oT, 2)));
  put(rows, 23, LINE_3, ternary(row(pT, 5), row(oT, 5)));
  put(rows, 24, LINE_4, ternary(row(p, 3), row(o, 3)));
  put(rows, 25, LINE_4, ternary(row(p, 4), row(o, 4)));
  put(rows, 26, LINE_4, ternary(row(pT, 3), row(oT, 3)));
  put(rows, 27, LINE_4, ternary(row(pT, 4), row(oT, 4)));

  // Diagonals: the squares of each, by column; the shift drops the columns left of its first.
  put(rows, 28, DIAGONAL_8, diagonalIndex(p, o, 0x8040201008040201, 56)); // a1 .. h8
  put(rows, 29, DIAGONAL_8, diagonalIndex(p, o, 0x0102040810204080, 56)); // h1 .. a8
  put(rows, 30, DIAGONAL_7, diagonalIndex(p, o, 0x0080402010080402, 57)); // b1 .. h7
  put(rows, 31, DIAGONAL_7, diagonalIndex(p, o, 0x4020100804020100, 56)); // a2 .. g8
  put(rows, 32, DIAGONAL_7, diagonalIndex(p, o, 0x0001020408102040, 56)); // g1 .. a7
  put(rows, 33, DIAGONAL_7, diagonalIndex(p, o, 0x0204081020408000, 57)); // h2 .. b8
  put(rows, 34, DIAGONAL_6, diagonalIndex(p, o, 0x0000804020100804, 58)); // c1 .. h6
  put(rows, 35, DIAGONAL_6, diagonalIndex(p, o, 0x2010080402010000, 56)); // a3 .. f8
  put(rows, 36, DIAGONAL_6, diagonalIndex(p, o, 0x0000010204081020, 56)); // f1 .. a6
  put(rows, 37, DIAGONAL_6, diagonalIndex(p, o, 0x0408102040800000, 58)); // h3 .. c8
  put(rows, 38, DIAGONAL_5, diagonalIndex(p, o, 0x0000008040201008, 59)); // d1 .. h5
  put(rows, 39, DIAGONAL_5, diagonalIndex(p, o, 0x1008040201000000, 56)); // a4 .. e8
  put(rows, 40, DIAGONAL_5, diagonalIndex(p, o, 0x0000000102040810, 56)); // e1 .. a5
  put(rows, 41, DIAGONAL_5, diagonalIndex(p, o, 0x0810204080000000, 59)); // h4 .. d8
  put(rows, 42, DIAGONAL_4, diagonalIndex(p, o, 0x0000000080402010, 60)); // e1 .. h4
  put(rows, 43, DIAGONAL_4, diagonalIndex(p, o, 0x0804020100000000, 56)); // a5 .. d8
  put(rows, 44, DIAGONAL_4, diagonalIndex(p, o, 0x0000000001020408, 56)); // d1 .. a4
  put(rows, 45, DIAGONAL_4, diagonalIndex(p, o, 0x1020408000000000, 60)); //  h5 .. e8
}
