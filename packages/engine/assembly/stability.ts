import { DIAGONALS_7, DIAGONALS_9, FILE_A, NOT_A_FILE, NOT_H_FILE } from "./bitboard";

// Stable discs: discs that no sequence of moves can flip. A disc is stable when, along each of the
// four lines through it, the line is full or a neighbour on it is a stable disc of the same colour
// or the board's edge. Growing that set from nothing to a fixed point finds a safe subset of the
// stable discs (corners, edges anchored to them, discs on filled lines), never one too many.

const RANK_1: u64 = 0x00000000000000ff;
const RANK_8: u64 = 0xff00000000000000;
const FILE_H: u64 = 0x8080808080808080;
const EDGES: u64 = RANK_1 | RANK_8 | FILE_A | FILE_H;

/** The discs of `discs` that are stable, given all discs on the board (`occupied`). */
export function stableDiscs(discs: u64, occupied: u64): u64 {
  let rows: u64 = 0;
  for (let y = 0; y < 8; y++) {
    const row = RANK_1 << <u64>(y * 8);
    if ((occupied & row) == row) rows |= row;
  }
  let columns = occupied & (occupied >> 32);
  columns &= columns >> 16;
  columns &= columns >> 8;
  columns = (columns & 0xff) * FILE_A;
  let full7: u64 = 0;
  let full9: u64 = 0;
  for (let i = 0; i < 15; i++) {
    const d7 = unchecked(DIAGONALS_7[i]);
    const d9 = unchecked(DIAGONALS_9[i]);
    if ((occupied & d7) == d7) full7 |= d7;
    if ((occupied & d9) == d9) full9 |= d9;
  }
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
