// The evaluation's features, defined the plain way: each pattern is a list of squares (its
// canonical instance, near a1), used under every board symmetry with one shared table of weights.
// This is the reference the AssemblyScript evaluation (packages/engine/assembly/eval/) is tested
// against: there the same indices come from bit tricks on the two bitboards.
//
// A pattern's raw index is base 3 over its squares, the k-th square of the list being digit k
// (3^k): 0 empty, 1 the side to move's disc, 2 the opponent's. A pattern that is its own mirror
// image (all but the 2x5 corner) sees each configuration and its mirror as one: both share a
// packed index, so the file stores one weight for the pair.

/** A square as `y * 8 + x`: a1 = 0, h1 = 7, h8 = 63. */
type Square = number;

function sq(name: string): Square {
  return (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);
}

function squares(names: string): Square[] {
  return names.split(' ').map(sq);
}

/**
 * The eight symmetries of the board, identity first. T is the transpose (a1-h8 diagonal), H the
 * mirror of the columns, V the mirror of the rows.
 */
export const SYMMETRIES: ReadonlyArray<(square: Square) => Square> = [
  (s) => s,
  (s) => (s & ~7) | (7 - (s & 7)), // H
  (s) => ((7 - (s >> 3)) << 3) | (s & 7), // V
  (s) => 63 - s, // H V
  (s) => ((s & 7) << 3) | (s >> 3), // T
  (s) => ((7 - (s & 7)) << 3) | (s >> 3), // T H
  (s) => ((s & 7) << 3) | (7 - (s >> 3)), // T V
  (s) => ((7 - (s & 7)) << 3) | (7 - (s >> 3)), // T H V
];

export interface Pattern {
  name: string;
  /** The canonical instance: square k is digit k of the raw index. */
  squares: readonly Square[];
  /** Every distinct image of the canonical instance under the symmetries, squares in the same order. */
  instances: readonly (readonly Square[])[];
  /** Digit k of a configuration is digit mirror[k] of its mirror image; null for no self-symmetry. */
  mirror: readonly number[] | null;
  /** 3^squares. */
  rawSize: number;
  /** Weights stored: configurations, a configuration and its mirror counted once. */
  packedSize: number;
  /** Raw index to packed index. */
  pack: Uint32Array;
}

function definePattern(name: string, names: string): Pattern {
  const canonical = squares(names);
  const key = (list: Square[]) => [...list].sort((a, b) => a - b).join(',');
  const seen = new Set<string>();
  const instances: Square[][] = [];
  let mirror: number[] | null = null;
  for (const symmetry of SYMMETRIES) {
    const image = canonical.map(symmetry);
    if (key(image) === key(canonical)) {
      const permutation = image.map((s) => canonical.indexOf(s));
      if (mirror === null && permutation.some((to, from) => to !== from)) mirror = permutation;
    }
    if (!seen.has(key(image))) {
      seen.add(key(image));
      instances.push(image);
    }
  }
  const rawSize = 3 ** canonical.length;
  const { pack, packedSize } = packing(canonical.length, mirror);
  return { name, squares: canonical, instances, mirror, rawSize, packedSize, pack };
}

/** The raw index of the mirror image of configuration `raw`. */
export function mirrorIndex(raw: number, mirror: readonly number[]): number {
  let image = 0;
  for (let k = 0; k < mirror.length; k++) {
    image += (raw % 3) * 3 ** mirror[k]!;
    raw = Math.floor(raw / 3);
  }
  return image;
}

/**
 * Packed indices in raw order: a configuration whose mirror has a smaller raw index takes the
 * mirror's packed index, every other one the next free index. The engine unfolds the file's packed
 * weights with the same walk (eval/layout.ts sharedIndex).
 */
function packing(length: number, mirror: readonly number[] | null): { pack: Uint32Array; packedSize: number } {
  const rawSize = 3 ** length;
  const pack = new Uint32Array(rawSize);
  let next = 0;
  for (let raw = 0; raw < rawSize; raw++) {
    const image = mirror === null ? raw : mirrorIndex(raw, mirror);
    pack[raw] = image < raw ? pack[image]! : next++;
  }
  return { pack, packedSize: next };
}

/** The patterns, in the order of the weights file. */
export const PATTERNS: readonly Pattern[] = [
  definePattern('corner 3x3', 'a1 b1 c1 a2 b2 c2 a3 b3 c3'),
  definePattern('corner 2x5', 'a1 b1 c1 d1 e1 a2 b2 c2 d2 e2'),
  definePattern('edge + 2X', 'a1 b1 c1 d1 e1 f1 g1 h1 b2 g2'),
  definePattern('line 2', 'a2 b2 c2 d2 e2 f2 g2 h2'),
  definePattern('line 3', 'a3 b3 c3 d3 e3 f3 g3 h3'),
  definePattern('line 4', 'a4 b4 c4 d4 e4 f4 g4 h4'),
  definePattern('diagonal 8', 'a1 b2 c3 d4 e5 f6 g7 h8'),
  definePattern('diagonal 7', 'b1 c2 d3 e4 f5 g6 h7'),
  definePattern('diagonal 6', 'c1 d2 e3 f4 g5 h6'),
  definePattern('diagonal 5', 'd1 e2 f3 g4 h5'),
  definePattern('diagonal 4', 'e1 f2 g3 h4'),
];

/**
 * The features that are not patterns, each one table indexed by a small count. Mobility: the
 * legal moves of each side. Potential mobility: the empty squares next to a disc of the other
 * side (where moves may appear). Parity: whether the side to move has the last move (odd empties).
 */
export const SCALARS = [
  { name: 'mobility (to move)', size: 64 },
  { name: 'mobility (opponent)', size: 64 },
  { name: 'potential mobility (to move)', size: 64 },
  { name: 'potential mobility (opponent)', size: 64 },
  { name: 'parity', size: 2 },
] as const;

/** Every table of one phase, in file order: patterns, then scalars. */
export const TABLES: readonly { name: string; size: number }[] = [
  ...PATTERNS.map((p) => ({ name: p.name, size: p.packedSize })),
  ...SCALARS,
];

/** Weights in one phase. */
export const WEIGHTS_PER_PHASE = TABLES.reduce((sum, t) => sum + t.size, 0);

/** Where each table starts within a phase. */
export const TABLE_OFFSETS: readonly number[] = TABLES.map((_, i) => TABLES.slice(0, i).reduce((sum, t) => sum + t.size, 0));

/** Features of one position: one per pattern instance, then one per scalar. */
export const FEATURE_COUNT = PATTERNS.reduce((sum, p) => sum + p.instances.length, 0) + SCALARS.length;

/** For each feature of a position, its table (an index into TABLES). */
export const FEATURE_TABLE: Uint8Array = Uint8Array.from([
  ...PATTERNS.flatMap((p, table) => p.instances.map(() => table)),
  ...SCALARS.map((_, i) => PATTERNS.length + i),
]);
