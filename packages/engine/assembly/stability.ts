import { FILE_A, NOT_A_FILE, NOT_H_FILE } from "./bitboard";

// Stable discs: discs that no sequence of moves can flip. A disc is stable when, along each of the
// four lines through it, the line is full or a neighbour on it is a stable disc of the same colour
// or the board's edge. Growing that set from nothing to a fixed point finds a safe subset of the
// stable discs (corners, edges anchored to them, discs on filled lines), never one too many.

const RANK_1: u64 = 0x00000000000000ff;
const RANK_8: u64 = 0xff00000000000000;
const FILE_H: u64 = 0x8080808080808080;
const EDGES: u64 = RANK_1 | RANK_8 | FILE_A | FILE_H;

/**
 * The squares fewer than `steps` squares from the board's edge going diagonally (dx, dy), each 1
 * or -1: the squares whose diagonal ends within the first `steps` - 1 steps that way.
 */
function nearEnd(dx: i32, dy: i32, steps: i32): u64 {
  let near: u64 = 0;
  for (let square = 0; square < 64; square++) {
    const x = square & 7;
    const y = square >> 3;
    if (min(dx > 0 ? 7 - x : x, dy > 0 ? 7 - y : y) < steps) near |= (<u64>1) << <u64>square;
  }
  return near;
}
// Going up a diagonal (+9: x + 1, y + 1; +7: x - 1, y + 1) and down it (-9, -7).
const UP9_1 = nearEnd(1, 1, 1);
const UP9_2 = nearEnd(1, 1, 2);
const UP9_4 = nearEnd(1, 1, 4);
const DOWN9_1 = nearEnd(-1, -1, 1);
const DOWN9_2 = nearEnd(-1, -1, 2);
const DOWN9_4 = nearEnd(-1, -1, 4);
const UP7_1 = nearEnd(-1, 1, 1);
const UP7_2 = nearEnd(-1, 1, 2);
const UP7_4 = nearEnd(-1, 1, 4);
const DOWN7_1 = nearEnd(1, -1, 1);
const DOWN7_2 = nearEnd(1, -1, 2);
const DOWN7_4 = nearEnd(1, -1, 4);

/**
 * The occupied squares from which every square up a line (a step of `shift` bits) to the edge is
 * occupied: 1, 2, then 4 squares ahead at once, where `near1`, `near2`, `near4` mark the squares
 * whose line ends sooner.
 */
@inline
function fullUp(occupied: u64, shift: u64, near1: u64, near2: u64, near4: u64): u64 {
  let full = occupied & ((occupied >> shift) | near1);
  full &= (full >> (shift << 1)) | near2;
  return full & ((full >> (shift << 2)) | near4);
}

/** fullUp going down the line. */
@inline
function fullDown(occupied: u64, shift: u64, near1: u64, near2: u64, near4: u64): u64 {
  let full = occupied & ((occupied << shift) | near1);
  full &= (full << (shift << 1)) | near2;
  return full & ((full << (shift << 2)) | near4);
}

/** The discs of `discs` that are stable, given all discs on the board (`occupied`). */
export function stableDiscs(discs: u64, occupied: u64): u64 {
  // Bit 8k of `rows` ands the eight squares of row k.
  let rows = occupied & (occupied >> 1);
  rows &= rows >> 2;
  rows &= rows >> 4;
  rows = (rows & FILE_A) * 0xff;
  let columns = occupied & (occupied >> 32);
  columns &= columns >> 16;
  columns &= columns >> 8;
  columns = (columns & 0xff) * FILE_A;
  const full9 = fullUp(occupied, 9, UP9_1, UP9_2, UP9_4) & fullDown(occupied, 9, DOWN9_1, DOWN9_2, DOWN9_4);
  const full7 = fullUp(occupied, 7, UP7_1, UP7_2, UP7_4) & fullDown(occupied, 7, DOWN7_1, DOWN7_2, DOWN7_4);
  // Along each line, what already holds without a stable neighbour: a full line or the board's edge.
  const horizontal = rows | FILE_A | FILE_H;
  const vertical = columns | RANK_1 | RANK_8;
  const diagonal7 = full7 | EDGES;
  const diagonal9 = full9 | EDGES;
  let stable: u64 = 0;
  let grown = discs & horizontal & vertical & diagonal7 & diagonal9;
  while (grown != stable) {
    stable = grown;
    const h = horizontal | ((stable << 1) & NOT_A_FILE) | ((stable >> 1) & NOT_H_FILE);
    const v = vertical | (stable << 8) | (stable >> 8);
    const d7 = diagonal7 | ((stable << 7) & NOT_H_FILE) | ((stable >> 7) & NOT_A_FILE);
    const d9 = diagonal9 | ((stable << 9) & NOT_A_FILE) | ((stable >> 9) & NOT_H_FILE);
    grown = stable | (discs & h & v & d7 & d9);
  }
  return stable;
}
