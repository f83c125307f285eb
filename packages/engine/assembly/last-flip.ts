// The flips of the last move of a game, counted without making it: with one empty square left, a
// line through it holds only discs, so a run of the other side's discs flips exactly when one of the
// mover's discs ends it. Each of the four lines through the square is gathered into one byte
// (1 = the mover's disc) and a table gives the flips for the square's place in that line, both
// senses at once: four lookups instead of eight rays.
import { DIAGONALS_7, DIAGONALS_9, FILE_A } from "./bitboard";

/** Flips along one line: 256 line bytes for each of the 8 places of the empty square. */
const LINE_FLIPS = memory.data(8 * 256);
/** Multiplied with column a's discs, sends row k to bit 56 + k. */
const COLUMN_TO_BYTE: u64 = 0x0102040810204080;

for (let place = 0; place < 8; place++) {
  for (let line = 0; line < 256; line++) {
    let flips = 0;
    let run = 0;
    for (let i = place - 1; i >= 0; i--) {
      if ((line >> i) & 1) {
        flips += run;
        break;
      }
      run++;
    }
    run = 0;
    for (let i = place + 1; i < 8; i++) {
      if ((line >> i) & 1) {
        flips += run;
        break;
      }
      run++;
    }
    store<u8>(LINE_FLIPS + <usize>(place * 256 + line), <u8>flips);
  }
}

/**
 * How many discs `mover` flips by playing `square`, the board's only empty square, where every
 * other square not in `mover` holds a disc of the other side. Squares off a diagonal read as the
 * other side's in its byte, which is safe: a run into them reaches the board's edge unended.
 */
@inline
export function countLastFlips(mover: u64, square: i32): i32 {
  const x = square & 7;
  const y = square >> 3;
  const row = <i32>((mover >> <u64>(y << 3)) & 0xff);
  const column = <i32>((((mover >> <u64>x) & FILE_A) * COLUMN_TO_BYTE) >> 56);
  const diagonal9 = <i32>(((mover & load<u64>(DIAGONALS_9 + (<usize>(x - y + 7) << 3))) * FILE_A) >> 56);
  const diagonal7 = <i32>(((mover & load<u64>(DIAGONALS_7 + (<usize>(x + y) << 3))) * FILE_A) >> 56);
  return (
    <i32>load<u8>(LINE_FLIPS + <usize>((x << 8) + row)) +
    <i32>load<u8>(LINE_FLIPS + <usize>((y << 8) + column)) +
    <i32>load<u8>(LINE_FLIPS + <usize>((x << 8) + diagonal9)) +
    <i32>load<u8>(LINE_FLIPS + <usize>((x << 8) + diagonal7))
  );
}
