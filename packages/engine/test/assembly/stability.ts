// The tests' view of stability.ts: its stableDiscs against the rule it computes, written plainly
// (each line's fullness square by square).
import { stableDiscs } from "../../assembly/stability";

const NOT_A_FILE: u64 = 0xfefefefefefefefe;
const NOT_H_FILE: u64 = 0x7f7f7f7f7f7f7f7f;

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

/** The squares whose line along (dx, dy) is full or which lie on the board's edge across it. */
function fullOrEdge(occupied: u64, dx: i32, dy: i32): u64 {
  let held: u64 = 0;
  for (let square = 0; square < 64; square++) {
    const x = square & 7;
    const y = square >> 3;
    // A step along the line leaves the board from this square: the edge holds that line.
    const edge = x + dx < 0 || x + dx > 7 || y + dy < 0 || y + dy > 7 || x - dx < 0 || x - dx > 7 || y - dy < 0 || y - dy > 7;
    if (edge || lineFull(occupied, square, dx, dy)) held |= (<u64>1) << <u64>square;
  }
  return held;
}

/** stableDiscs by the plain rule: grow from nothing until a disc holds on each of its four lines. */
function plainStableDiscs(discs: u64, occupied: u64): u64 {
  const horizontal = fullOrEdge(occupied, 1, 0);
  const vertical = fullOrEdge(occupied, 0, 1);
  const diagonal9 = fullOrEdge(occupied, 1, 1);
  const diagonal7 = fullOrEdge(occupied, -1, 1);
  let stable: u64 = 0;
  while (true) {
    const h = horizontal | ((stable << 1) & NOT_A_FILE) | ((stable >> 1) & NOT_H_FILE);
    const v = vertical | (stable << 8) | (stable >> 8);
    const d7 = diagonal7 | ((stable << 7) & NOT_H_FILE) | ((stable >> 7) & NOT_A_FILE);
    const d9 = diagonal9 | ((stable << 9) & NOT_A_FILE) | ((stable >> 9) & NOT_H_FILE);
    const grown = stable | (discs & h & v & d7 & d9);
    if (grown == stable) return stable;
    stable = grown;
  }
}

/** Whether stableDiscs and the plain rule agree on `discs` among `occupied`. */
export function agrees(discs: u64, occupied: u64): bool {
  return stableDiscs(discs, occupied) == plainStableDiscs(discs, occupied);
}

/** stableDiscs itself, for a few known boards. */
export function stable(discs: u64, occupied: u64): u64 {
  return stableDiscs(discs, occupied);
}
