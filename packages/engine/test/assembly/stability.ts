// The tests' view of stability.ts: its stableDiscs against the rule it computes, written plainly,
// square by square (each line's fullness, each neighbour).
import { stableDiscs } from "../../assembly/stability";

/** The four lines through a square: horizontal, vertical, and the two diagonals. */
const LINES: i32[][] = [[1, 0], [0, 1], [1, 1], [-1, 1]];

@inline
function has(bits: u64, x: i32, y: i32): bool {
  return x >= 0 && x < 8 && y >= 0 && y < 8 && ((bits >> <u64>(y * 8 + x)) & 1) != 0;
}

/** Whether every square of the line through `square` along (dx, dy) is in `occupied`. */
function lineFull(occupied: u64, square: i32, dx: i32, dy: i32): bool {
  for (let sense = -1; sense <= 1; sense += 2) {
    let x = (square & 7) + sense * dx;
    let y = (square >> 3) + sense * dy;
    while (x >= 0 && x < 8 && y >= 0 && y < 8) {
      if (((occupied >> <u64>(y * 8 + x)) & 1) == 0) return false;
      x += sense * dx;
      y += sense * dy;
    }
  }
  return true;
}

/**
 * stableDiscs by the plain rule: a disc is stable when, on each of its four lines, the line is
 * full, or a step along it leaves the board, or a neighbour on it is a stable disc; grown from
 * nothing until no disc joins.
 */
function plainStableDiscs(discs: u64, occupied: u64): u64 {
  let stable: u64 = 0;
  let grew = true;
  while (grew) {
    grew = false;
    for (let square = 0; square < 64; square++) {
      const x = square & 7;
      const y = square >> 3;
      if (!has(discs, x, y) || has(stable, x, y)) continue;
      let held = true;
      for (let k = 0; k < 4 && held; k++) {
        const dx = LINES[k][0];
        const dy = LINES[k][1];
        const edge = !has(~(<u64>0), x + dx, y + dy) || !has(~(<u64>0), x - dx, y - dy);
        held = edge || lineFull(occupied, square, dx, dy) || has(stable, x + dx, y + dy) || has(stable, x - dx, y - dy);
      }
      if (held) {
        stable |= (<u64>1) << <u64>square;
        grew = true;
      }
    }
  }
  return stable;
}

/** Whether stableDiscs and the plain rule agree on `discs` among `occupied`. */
export function agrees(discs: u64, occupied: u64): bool {
  return stableDiscs(discs, occupied) == plainStableDiscs(discs, occupied);
}

/** stableDiscs itself, for a few known boards. */
export function stable(discs: u64, occupied: u64): u64 {
  return stableDiscs(discs, occupied);
}
