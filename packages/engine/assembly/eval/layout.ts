// Where each table of the evaluation lives within one phase's weights, and how the weights file
// stores it. In memory a pattern's table is indexed by raw index (3^squares entries) so that the
// evaluation needs no lookup to fold mirror images; the file stores a pattern that is its own
// mirror image once per configuration pair (its packed size), in the order of
// tools/train/patterns.ts.

// Tables, with their raw sizes and where each starts (i16 units). Squares of each pattern's
// canonical image are listed in eval/patterns.ts.
export const CORNER_3X3: i32 = 0; //                          19683
export const CORNER_2X5: i32 = CORNER_3X3 + 19683; //         59049
export const EDGE_2X: i32 = CORNER_2X5 + 59049; //            59049
export const LINE_2: i32 = EDGE_2X + 59049; //                6561
export const LINE_3: i32 = LINE_2 + 6561; //                  6561
export const LINE_4: i32 = LINE_3 + 6561; //                  6561
export const DIAGONAL_8: i32 = LINE_4 + 6561; //              6561
export const DIAGONAL_7: i32 = DIAGONAL_8 + 6561; //          2187
export const DIAGONAL_6: i32 = DIAGONAL_7 + 2187; //          729
export const DIAGONAL_5: i32 = DIAGONAL_6 + 729; //           243
export const DIAGONAL_4: i32 = DIAGONAL_5 + 243; //           81
// Scalar features, each indexed by a count below 64 (or by 0/1 for parity).
export const MOBILITY: i32 = DIAGONAL_4 + 81; //              64: the side to move's legal moves
export const OPPONENT_MOBILITY: i32 = MOBILITY + 64; //       64: the opponent's
export const POTENTIAL_MOBILITY: i32 = OPPONENT_MOBILITY + 64; // 64: empties next to an opponent disc
export const OPPONENT_POTENTIAL_MOBILITY: i32 = POTENTIAL_MOBILITY + 64; // 64: empties next to a player disc
export const PARITY: i32 = OPPONENT_POTENTIAL_MOBILITY + 64; // 2: empties odd (the mover plays last)
/** Weights of one phase in memory. */
export const PHASE_WEIGHTS: i32 = PARITY + 2;
/** Bytes of one phase in memory, rounded up to 8. */
export const PHASE_BYTES: i32 = ((PHASE_WEIGHTS << 1) + 7) & ~7;

export const TABLE_COUNT: i32 = 16;

/** Where each table starts in memory, in file order. */
export const TABLE_START: StaticArray<i32> = [
  CORNER_3X3, CORNER_2X5, EDGE_2X, LINE_2, LINE_3, LINE_4, DIAGONAL_8, DIAGONAL_7, DIAGONAL_6,
  DIAGONAL_5, DIAGONAL_4, MOBILITY, OPPONENT_MOBILITY, POTENTIAL_MOBILITY,
  OPPONENT_POTENTIAL_MOBILITY, PARITY,
];

/** Entries of each table in memory. */
export const TABLE_RAW_SIZE: StaticArray<i32> = [
  19683, 59049, 59049, 6561, 6561, 6561, 6561, 2187, 729, 243, 81, 64, 64, 64, 64, 2,
];

/** Weights of each table in the file: a configuration and its mirror image share one. */
export const TABLE_PACKED_SIZE: StaticArray<i32> = [
  10206, 59049, 29646, 3321, 3321, 3321, 3321, 1134, 378, 135, 45, 64, 64, 64, 64, 2,
];

/** Weights of one phase in the file. */
export const PACKED_PHASE_WEIGHTS: i32 = 114135;

/**
 * Each pattern's mirror: digit k of a configuration is digit MIRRORS[start + k] of its mirror
 * image's index. `MIRROR_DIGITS` is 0 for a table without one (the 2x5 corner, whose mirror image is
 * another image, and the scalars).
 */
export const MIRROR_DIGITS: StaticArray<i32> = [9, 0, 10, 8, 8, 8, 8, 7, 6, 5, 4, 0, 0, 0, 0, 0];
export const MIRROR_START: StaticArray<i32> = [0, 0, 9, 19, 27, 35, 43, 51, 58, 64, 69, 0, 0, 0, 0, 0];
export const MIRRORS: StaticArray<u8> = [
  0, 3, 6, 1, 4, 7, 2, 5, 8, //       3x3 corner: the a1-h8 diagonal's mirror
  7, 6, 5, 4, 3, 2, 1, 0, 9, 8, //    edge + 2X: columns reversed
  7, 6, 5, 4, 3, 2, 1, 0, //          lines and diagonals: read from the other end
  7, 6, 5, 4, 3, 2, 1, 0,
  7, 6, 5, 4, 3, 2, 1, 0,
  7, 6, 5, 4, 3, 2, 1, 0,
  6, 5, 4, 3, 2, 1, 0,
  5, 4, 3, 2, 1, 0,
  4, 3, 2, 1, 0,
  3, 2, 1, 0,
];

const POW3: StaticArray<i32> = [1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683];

/**
 * The raw index whose entry configuration `raw` of table `t` shares: its mirror image's when that
 * is smaller (a file stores the pair once, at the first), else `raw`.
 */
function sharedIndex(t: i32, raw: i32): i32 {
  const digits = unchecked(MIRROR_DIGITS[t]);
  if (digits == 0) return raw;
  const start = unchecked(MIRROR_START[t]);
  let image = 0;
  for (let k = 0, rest = raw; k < digits; k++) {
    image += (rest % 3) * unchecked(POW3[unchecked(MIRRORS[start + k])]);
    rest /= 3;
  }
  return min(image, raw);
}

/** `sharedIndex` of each entry of one phase's weights in memory (as i32, at the entry's place), once made. */
const SHARED = memory.data(PHASE_WEIGHTS << 2, 16);
let sharedMade = false;

/**
 * Where `sharedIndex(t, raw)` of every table's entries lies: at `(TABLE_START[t] + raw) * 4`
 * bytes on. Made at the first call: every phase and stage a weights file unfolds reads it, and
 * working each out again took most of a load's time.
 */
export function sharedIndices(): usize {
  if (!sharedMade) {
    for (let t = 0; t < TABLE_COUNT; t++) {
      const start = unchecked(TABLE_START[t]);
      for (let raw = 0; raw < unchecked(TABLE_RAW_SIZE[t]); raw++) store<i32>(SHARED + (<usize>(start + raw) << 2), sharedIndex(t, raw));
    }
    sharedMade = true;
  }
  return SHARED;
}
