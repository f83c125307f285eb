import { PACKED_PHASE_WEIGHTS, PARITY, PHASE_WEIGHTS, TABLE_COUNT, TABLE_RAW_SIZE, TABLE_START, sharedIndices } from "./layout";
import { IMAGES } from "./patterns";
import { FEATURES, MAX_PHASES, NETWORK_PHASES, loadPhases, phaseWeightsOf, phasesEnd } from "./linear-weights";
import {
  BAD_LAYOUT,
  BAD_LENGTH,
  BAD_PHASES,
  BAD_VERSION,
  LOADED,
  bitAt,
  bitmapBytes,
  bitmapCount,
  fileAt,
  phaseMapHolds,
  tableSizesMatch,
  u16At,
  u8At,
} from "./weights-file";

// The pattern network: each of a position's INPUTS rows (its pattern images' configurations, its
// scalar features and its count of empties; evaluate.ts lists them) selects a vector of E small
// integers; their sum and a bias form the accumulator, clipped to 0..1; a head chosen by the
// empties maps it through H hidden units (clipped ReLU) to the score. Integers throughout, so the
// same position always gets the same score; wasm SIMD for the sums and the head's dot products.
//
// File format "FLNN" (written by tools/train/network-file.ts), version 2, little-endian:
//   0    4 bytes   magic "FLNN"
//   4    u16       version, 2
//   6    u16       table count, 16
//   8    u16       E, the accumulator's width: 16, 32 or 64
//   10   u16       H, hidden units: a multiple of 4 from 4 to 64
//   12   u16       head count P, 1..61
//   14   u16       stage count K: 0 in versions 2 and 3, 1..8 in version 4
//   16   u32 x 16  each table's rows (eval/layout.ts TABLE_PACKED_SIZE)
//   80   u8 x 64   the head of 0..60 empties (61 bytes, each < P), then 3 zero bytes
//   144  a bitmap of which of the 114196 rows are not all 0 (the tables' rows in order, then one
//        per count of empties 0..60; bit i of byte i >> 3), then the N = stored rows x E entries of
//        those rows (row after row, in 1/512; 512 is the accumulator's clip), each within ±600,
//        zigzagged to a u16 (v >= 0 as 2v, v < 0 as -2v - 1: at most 1200) and split into two
//        byte planes: the N low bytes, then the N high bytes
//        version 4 only, the stages: u8 x 64 the stage of 0..60 empties (61 bytes, each < K, then
//        3 zeros), then K residual tables, each as the rows above (a bitmap, then its entries in
//        two planes, within ±1200): a position of stage k sums the shared row plus stage k's,
//        and each such sum is within ±600
//        E x i16   the accumulator's bias, in 1/512, within ±1500
//        P heads, each: H x E i16 hidden weights (unit h's E weights together), in 1/1024;
//                       H x i32 hidden biases, in 1/2^19; H x i16 output weights, in 1/128
//                       disc; i32 output bias, in 1/32768 disc
//        versions 3 and 4, the phase weights: u16 phase count Q (1..61; version 4 also 0: none,
//        its map all 0), u16 0, u8 x 64 the phase of 0..60 empties (61 bytes, each < Q, then 3
//        zeros), then Q phases as the linear weights file stores its phases (linear-weights.ts),
//        in 1/32 disc, added to the head's score
//   end  u32       FNV-1a (32-bit) of every byte before it
// Version 1 stored each row as E x i16. The package ships the file gzipped, and the planes gzip
// 22% smaller (nearly every high byte is 0, the sign in the low byte's lowest bit; measured in
// docs/benchmarks.md). This engine reads versions 2 to 4 (tools/train/convert-network.ts turns a
// version-1 file into version 2, the same network). Version 3's phase weights give each stage of
// the game a weight of its own for every configuration (issue 36): the embedding is shared by the
// whole game, and what a configuration is worth changes with the stage. Version 4's stages give
// each stage rows of its own (the shared row plus a residual), summed once at load: a node reads
// as many rows as before.
// With those bounds no sum of INPUTS rows and the bias leaves the accumulator's i16.
// A pattern that is its own mirror image stores one row per configuration pair, as linear
// weights do (linear-weights.ts).
//
// In memory the rows are unfolded (raw indices, as patterns.ts computes them), one table of them
// per stage (one without stages), and the head's output weights widened to i32.

export const NETWORK_MAGIC: u32 = 0x4e4e4c46; // "FLNN"
const VERSION: i32 = 2;
const PHASES_VERSION: i32 = 3;
const STAGES_VERSION: i32 = 4;
/** The most stages: each is a table of rows in memory, 10.8 MB at E = 32. */
const MAX_STAGES: i32 = 8;
/** The phase weights' header: u16 Q, u16 0, the phase map of 64 bytes. */
const PHASE_HEADER_BYTES: i32 = 68;
const MAX_HEADS: i32 = 61;
const HEAD_MAP: i32 = 80;
export const NETWORK_HEADER_BYTES: i32 = 144;
/** Rows a position sums: its pattern images, its 5 scalar features and its empties. */
export const INPUTS: i32 = 52;
// The phase weights are read beside the rows of the features, which are every input but the last.
if (FEATURES != INPUTS - 1) ERROR("the network's inputs are not the features and the empties' row");
if (IMAGES + 6 != INPUTS) ERROR("the network's inputs are not the images, four mobilities, the parity and the empties");
/** The row of 0 empties; the rows of 1..60 follow. */
export const EMPTIES_ROW: i32 = PHASE_WEIGHTS;
const PACKED_ROWS: i32 = PACKED_PHASE_WEIGHTS + 61;
const RAW_ROWS: i32 = PHASE_WEIGHTS + 61;
const ROW_BITMAP_BYTES: i32 = bitmapBytes(PACKED_ROWS);
/** The accumulator's clip: 1.0 in its units. */
const ACTIVATION_ONE: i32 = 512;
/** A hidden unit's clip, in its sum's units (1/512 x 1/1024). */
const HIDDEN_ONE: i32 = 1 << 19;
/** Hidden activations enter the output as 0..256. */
const HIDDEN_SHIFT: i32 = 11;
/** The largest magnitude of a row's entry, and of the bias's: INPUTS x 600 + 1500 < 32768. */
const ROW_LIMIT: i32 = 600;
/** A stage's residual may undo its shared row's sign; only their sum is bound by ROW_LIMIT. */
const RESIDUAL_LIMIT: i32 = 2 * ROW_LIMIT;
const BIAS_LIMIT: i32 = 1500;
/** The output sum, in 1/128 disc x 1/256, to 1/32 disc. */
const OUTPUT_SHIFT: i32 = 10;

/** The network in use, shared by every thread of a parallel search (fixed addresses). */
@final @unmanaged
class NetworkInUse {
  /** E */
  width: i32;
  hiddenWidth: i32;
  /** The rows of stage 0, then of each further stage, `stageBytes` apart. */
  rows: usize;
  /** Bytes reserved at `rows`. */
  rowCapacity: i32;
  stageBytes: i32;
  heads: usize;
  /** Bytes reserved at `heads`. */
  headCapacity: i32;
  headBytes: i32;
  /** Whether the network has phase weights (linear-weights.ts holds them). */
  phased: bool;
}
const loaded = changetype<NetworkInUse>(memory.data(offsetof<NetworkInUse>(), 8));
/** The head of 0..60 empties (shared, as above). */
const HEAD_OF = memory.data(64, 16);
/** The stage of 0..60 empties (shared, as above). */
const STAGE_OF = memory.data(64, 16);
/**
 * Where each position's sum starts: for each count of empties n (0..60, more read as 60) and its
 * parity, the bias plus the rows of n empties and of the parity (E x i16 in 128 bytes), and the
 * parity's phase weight (an i32 in BASE_PHASES): the three depend on the count alone, so they are
 * summed once, at load, and a position reads 50 rows rather than 52 (shared, as above).
 */
const BASES = memory.data(122 * 128, 16);
const BASE_PHASES = memory.data(122 * 4, 16);
/** The inputs summed at each position: all but the last two, the parity's row and the empties' (evaluate.ts writes them last). */
const SUMMED_INPUTS: i32 = INPUTS - 2;
/** Bytes of the clipped accumulator of the position in hand, i16 each: each thread's own, in its evaluation scratch (evaluate.ts). */
export const ACTIVATION_BYTES: usize = 64 * 2;

/** Sum of the four lanes of each of a, b, c, d, as the lanes of one vector. */
@inline
function sums4(a: v128, b: v128, c: v128, d: v128): v128 {
  const ab = i32x4.add(v128.shuffle<i32>(a, b, 0, 4, 1, 5), v128.shuffle<i32>(a, b, 2, 6, 3, 7));
  const cd = i32x4.add(v128.shuffle<i32>(c, d, 0, 4, 1, 5), v128.shuffle<i32>(c, d, 2, 6, 3, 7));
  return i32x4.add(v128.shuffle<i32>(ab, cd, 0, 1, 4, 5), v128.shuffle<i32>(ab, cd, 2, 3, 6, 7));
}

/** Clipped to 0..ACTIVATION_ONE. */
@inline
function clip(x: v128): v128 {
  return i16x8.min_s(i16x8.max_s(x, i16x8.splat(0)), i16x8.splat(<i16>ACTIVATION_ONE));
}

/**
 * Sums the base at `base` (BASES) and the SUMMED_INPUTS rows listed at `inputs` (of the table at
 * `rows`) into the clipped activation: 8 x `groups` entries (groups 2, 4 or 8: E = 16, 32 or 64).
 * The whole accumulator stays in registers, so each row's address is computed once. With
 * `phased`, returns `phase` plus the phase weights at `phaseWeights` of the same rows (features
 * all: linear-weights.ts's linearScore), read in the same pass; else 0.
 */
@inline
function accumulate(inputs: usize, rows: usize, activation: usize, groups: i32, base: usize, phased: bool, phaseWeights: usize, phase: i32): i32 {
  const rowShift: usize = groups == 8 ? 7 : groups == 4 ? 6 : 5;
  let a0 = v128.load(base);
  let a1 = v128.load(base, 16);
  let a2 = groups >= 4 ? v128.load(base, 32) : i16x8.splat(0);
  let a3 = groups >= 4 ? v128.load(base, 48) : i16x8.splat(0);
  let a4 = groups == 8 ? v128.load(base, 64) : i16x8.splat(0);
  let a5 = groups == 8 ? v128.load(base, 80) : i16x8.splat(0);
  let a6 = groups == 8 ? v128.load(base, 96) : i16x8.splat(0);
  let a7 = groups == 8 ? v128.load(base, 112) : i16x8.splat(0);
  for (let k = 0; k < SUMMED_INPUTS; k++) {
    const index = <usize>load<i32>(inputs + (<usize>k << 2));
    if (phased) phase += <i32>load<i16>(phaseWeights + (index << 1));
    const row = rows + (index << rowShift);
    a0 = i16x8.add(a0, v128.load(row));
    a1 = i16x8.add(a1, v128.load(row, 16));
    if (groups >= 4) {
      a2 = i16x8.add(a2, v128.load(row, 32));
      a3 = i16x8.add(a3, v128.load(row, 48));
    }
    if (groups == 8) {
      a4 = i16x8.add(a4, v128.load(row, 64));
      a5 = i16x8.add(a5, v128.load(row, 80));
      a6 = i16x8.add(a6, v128.load(row, 96));
      a7 = i16x8.add(a7, v128.load(row, 112));
    }
  }
  v128.store(activation, clip(a0));
  v128.store(activation, clip(a1), 16);
  if (groups >= 4) {
    v128.store(activation, clip(a2), 32);
    v128.store(activation, clip(a3), 48);
  }
  if (groups == 8) {
    v128.store(activation, clip(a4), 64);
    v128.store(activation, clip(a5), 80);
    v128.store(activation, clip(a6), 96);
    v128.store(activation, clip(a7), 112);
  }
  return phase;
}

/** One hidden unit's dot product with the activation (a0..a7, 8 x `groups` entries), in four lanes: its weights at `w`. */
@inline
function unitDot(w: usize, a0: v128, a1: v128, a2: v128, a3: v128, a4: v128, a5: v128, a6: v128, a7: v128, groups: i32): v128 {
  let s = i32x4.add(i32x4.dot_i16x8_s(a0, v128.load(w)), i32x4.dot_i16x8_s(a1, v128.load(w, 16)));
  if (groups >= 4) s = i32x4.add(s, i32x4.add(i32x4.dot_i16x8_s(a2, v128.load(w, 32)), i32x4.dot_i16x8_s(a3, v128.load(w, 48))));
  if (groups == 8) {
    s = i32x4.add(s, i32x4.add(i32x4.dot_i16x8_s(a4, v128.load(w, 64)), i32x4.dot_i16x8_s(a5, v128.load(w, 80))));
    s = i32x4.add(s, i32x4.add(i32x4.dot_i16x8_s(a6, v128.load(w, 96)), i32x4.dot_i16x8_s(a7, v128.load(w, 112))));
  }
  return s;
}

/** The head at `head` applied to the activation at `activation`: the score in 1/32 disc. */
@inline
function headScore(activation: usize, head: usize, groups: i32): i32 {
  const unitBytes: usize = <usize>groups << 4;
  const a0 = v128.load(activation);
  const a1 = v128.load(activation, 16);
  const a2 = groups >= 4 ? v128.load(activation, 32) : a0;
  const a3 = groups >= 4 ? v128.load(activation, 48) : a1;
  const a4 = groups == 8 ? v128.load(activation, 64) : a0;
  const a5 = groups == 8 ? v128.load(activation, 80) : a1;
  const a6 = groups == 8 ? v128.load(activation, 96) : a0;
  const a7 = groups == 8 ? v128.load(activation, 112) : a1;
  const h = loaded.hiddenWidth;
  const hiddenBias = head + <usize>h * unitBytes;
  const output = hiddenBias + (<usize>h << 2);
  let sum = i32x4.splat(0);
  for (let u = 0; u < h; u += 4) {
    const w = head + <usize>u * unitBytes;
    let x = sums4(
      unitDot(w, a0, a1, a2, a3, a4, a5, a6, a7, groups),
      unitDot(w + unitBytes, a0, a1, a2, a3, a4, a5, a6, a7, groups),
      unitDot(w + 2 * unitBytes, a0, a1, a2, a3, a4, a5, a6, a7, groups),
      unitDot(w + 3 * unitBytes, a0, a1, a2, a3, a4, a5, a6, a7, groups),
    );
    x = i32x4.add(x, v128.load(hiddenBias + (<usize>u << 2)));
    x = i32x4.shr_s(i32x4.min_s(i32x4.max_s(x, i32x4.splat(0)), i32x4.splat(HIDDEN_ONE)), HIDDEN_SHIFT);
    sum = i32x4.add(sum, i32x4.mul(x, v128.load(output + (<usize>u << 2))));
  }
  const total =
    i32x4.extract_lane(sum, 0) +
    i32x4.extract_lane(sum, 1) +
    i32x4.extract_lane(sum, 2) +
    i32x4.extract_lane(sum, 3) +
    load<i32>(output + (<usize>h << 2));
  return (total + (1 << (OUTPUT_SHIFT - 1))) >> OUTPUT_SHIFT;
}

/** Whether the network in use has phase weights: a linear part (linear-weights.ts) that scores alone. */
@inline
export function networkPhased(): bool {
  return loaded.phased;
}

/**
 * The network's score in 1/32 disc, unclamped, of the position whose INPUTS raw rows are at
 * `inputs` (i32 each; evaluate.ts), with `empties` empty squares; its clipped accumulator goes
 * through the ACTIVATION_BYTES at `activation`.
 */
export function networkScore(inputs: usize, activation: usize, empties: i32): i32 {
  const n = <usize>min(empties, 60);
  const head = loaded.heads + <usize>load<u8>(HEAD_OF + n) * <usize>loaded.headBytes;
  const rows = loaded.rows + <usize>load<u8>(STAGE_OF + n) * <usize>loaded.stageBytes;
  const slot = (n << 1) | <usize>(empties & 1);
  const base = BASES + (slot << 7);
  // Each case compiled on its own: `phased` and the width are constants in each.
  if (loaded.phased) return scoreOf(inputs, rows, activation, head, base, true, phaseWeightsOf(NETWORK_PHASES, empties), load<i32>(BASE_PHASES + (slot << 2)));
  return scoreOf(inputs, rows, activation, head, base, false, 0, 0);
}

/** networkScore of the network's width, with its phase weights at `phaseWeights` when `phased`. */
@inline
function scoreOf(inputs: usize, rows: usize, activation: usize, head: usize, base: usize, phased: bool, phaseWeights: usize, phase: i32): i32 {
  const width = loaded.width;
  if (width == 32) return accumulate(inputs, rows, activation, 4, base, phased, phaseWeights, phase) + headScore(activation, head, 4);
  if (width == 16) return accumulate(inputs, rows, activation, 2, base, phased, phaseWeights, phase) + headScore(activation, head, 2);
  return accumulate(inputs, rows, activation, 8, base, phased, phaseWeights, phase) + headScore(activation, head, 8);
}

/** Sums BASES and BASE_PHASES for the network just loaded, whose bias (E x i16) is at `bias`. */
function sumBases(e: i32, bias: usize, phased: bool): void {
  const rowBytes = <usize>e << 1;
  for (let slot = 0; slot < 122; slot++) {
    const n = slot >> 1;
    const parity = slot & 1;
    const rows = loaded.rows + <usize>load<u8>(STAGE_OF + n) * <usize>loaded.stageBytes;
    const emptiesRow = rows + <usize>(EMPTIES_ROW + n) * rowBytes;
    const parityRow = rows + <usize>(PARITY + parity) * rowBytes;
    const base = BASES + (<usize>slot << 7);
    for (let j: usize = 0; j < rowBytes; j += 16) {
      v128.store(base + j, i16x8.add(v128.load(bias + j), i16x8.add(v128.load(emptiesRow + j), v128.load(parityRow + j))));
    }
    const phase = phased ? <i32>load<i16>(phaseWeightsOf(NETWORK_PHASES, n) + (<usize>(PARITY + parity) << 1)) : 0;
    store<i32>(BASE_PHASES + (<usize>slot << 2), phase);
  }
}

/** Bytes of one head in memory: hidden weights, hidden biases, output weights (i32), output bias, padded to 16. */
@inline
function headSize(e: i32, h: i32): i32 {
  return (h * e * 2 + h * 4 + h * 4 + 4 + 15) & ~15;
}

/** Bytes of one head in the file. */
@inline
function fileHeadSize(e: i32, h: i32): i32 {
  return h * e * 2 + h * 4 + h * 2 + 4;
}

/** Whether the `count` i16 of the file at `offset` are all within ±limit. */
function within(offset: i32, count: i32, limit: i32): bool {
  for (let i = 0; i < count; i++) {
    const x = <i32>load<i16>(fileAt(offset + i * 2));
    if (x < -limit || x > limit) return false;
  }
  return true;
}

/** The 8 zigzagged u16 entries whose low bytes are at `low`, their high bytes `count` bytes on. */
@inline
function zigzagged8(low: usize, count: i32): v128 {
  const lows = v128.load64_zero(low);
  const highs = v128.load64_zero(low + <usize>count);
  return i8x16.shuffle(lows, highs, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
}

/** The same 8 entries as i16: v >= 0 was stored as 2v, v < 0 as -2v - 1. */
@inline
function entries8(low: usize, count: i32): v128 {
  const u = zigzagged8(low, count);
  return v128.xor(i16x8.shr_u(u, 1), i16x8.neg(v128.and(u, i16x8.splat(1))));
}

/**
 * Whether the `count` (a multiple of 8) zigzagged entries in two byte planes at `offset` are all
 * within ±limit: zigzagged, at most 2 x limit.
 */
function planesWithin(offset: i32, count: i32, limit: i32): bool {
  const most = i16x8.splat(<i16>(limit * 2));
  for (let i = 0; i < count; i += 8) {
    if (v128.any_true(i16x8.gt_u(zigzagged8(fileAt(offset + i), count), most))) return false;
  }
  return true;
}

/** Entries of the table of rows at `table` (its bitmap, checked) at E = `e`. */
@inline
function tableEntries(table: i32, e: i32): i32 {
  return bitmapCount(table, PACKED_ROWS) * e;
}

/** Where the table of rows at `table` (its bitmap, then its entries) ends, or -(an error code) if it does not fit before the checksum. */
function tableEnd(table: i32, e: i32, byteLength: i32): i32 {
  if (table + ROW_BITMAP_BYTES > byteLength - 4) return -BAD_LENGTH;
  const stored = bitmapCount(table, PACKED_ROWS);
  if (stored < 0) return stored;
  const end = table + ROW_BITMAP_BYTES + stored * e * 2;
  return end > byteLength - 4 ? -BAD_LENGTH : end;
}

/** Whether each row of the residual table at `residual` plus its shared row is within ±ROW_LIMIT. */
function sumsWithin(residual: i32, e: i32): bool {
  const sharedEntries = tableEntries(NETWORK_HEADER_BYTES, e);
  const residualEntries = tableEntries(residual, e);
  let shared = fileAt(NETWORK_HEADER_BYTES + ROW_BITMAP_BYTES);
  let own = fileAt(residual + ROW_BITMAP_BYTES);
  const most = i16x8.splat(<i16>ROW_LIMIT);
  for (let bit = 0; bit < PACKED_ROWS; bit++) {
    const hasShared = bitAt(NETWORK_HEADER_BYTES, bit);
    if (bitAt(residual, bit)) {
      for (let j = 0; j < e; j += 8) {
        const base = hasShared ? entries8(shared + <usize>j, sharedEntries) : i16x8.splat(0);
        const sum = i16x8.add(base, entries8(own + <usize>j, residualEntries));
        if (v128.any_true(i16x8.gt_s(i16x8.abs(sum), most))) return false;
      }
      own += <usize>e;
    }
    if (hasShared) shared += <usize>e;
  }
  return true;
}

function checkHeader(): i32 {
  const version = u16At(4);
  if (version != VERSION && version != PHASES_VERSION && version != STAGES_VERSION) return BAD_VERSION;
  const e = u16At(8);
  const h = u16At(10);
  const widths = (e == 16 || e == 32 || e == 64) && h >= 4 && h <= 64 && (h & 3) == 0;
  const stages = u16At(14);
  const stagesHold = version == STAGES_VERSION ? stages >= 1 && stages <= MAX_STAGES : stages == 0;
  if (u16At(6) != TABLE_COUNT || !widths || !stagesHold || !tableSizesMatch(16)) return BAD_LAYOUT;
  const count = u16At(12);
  if (count < 1 || count > MAX_HEADS || !phaseMapHolds(HEAD_MAP, count)) return BAD_PHASES;
  return LOADED;
}

/**
 * Unfolds the file's shared rows (checked) into memory at `to`, E x i16 each, plus the residual
 * table at `residual` (checked; 0: none): rows the bitmaps leave out are 0. A stored row's entries
 * come from the two byte planes, unzigzagged 8 at a time.
 */
function unfoldRows(e: i32, to: usize, residual: i32): void {
  const rowBytes = <usize>e << 1;
  const entries = tableEntries(NETWORK_HEADER_BYTES, e);
  const residualEntries = residual == 0 ? 0 : tableEntries(residual, e);
  let low = fileAt(NETWORK_HEADER_BYTES + ROW_BITMAP_BYTES);
  let residualLow: usize = residual == 0 ? 0 : fileAt(residual + ROW_BITMAP_BYTES);
  let bit = 0;
  const indices = sharedIndices();
  for (let t = 0; t <= TABLE_COUNT; t++) {
    // The tables, then the empties rows as one more table without mirrors.
    const start = t < TABLE_COUNT ? unchecked(TABLE_START[t]) : EMPTIES_ROW;
    const size = t < TABLE_COUNT ? unchecked(TABLE_RAW_SIZE[t]) : 61;
    for (let raw = 0; raw < size; raw++) {
      const shared = t < TABLE_COUNT ? load<i32>(indices + (<usize>(start + raw) << 2)) : raw;
      const row = to + <usize>(start + raw) * rowBytes;
      if (shared < raw) {
        memory.copy(row, to + <usize>(start + shared) * rowBytes, rowBytes);
        continue;
      }
      const stored = bitAt(NETWORK_HEADER_BYTES, bit);
      const own = residual != 0 && bitAt(residual, bit);
      for (let j = 0; j < e; j += 8) {
        let x = stored ? entries8(low + <usize>j, entries) : i16x8.splat(0);
        if (own) x = i16x8.add(x, entries8(residualLow + <usize>j, residualEntries));
        v128.store(row + (<usize>j << 1), x);
      }
      if (stored) low += <usize>e;
      if (own) residualLow += <usize>e;
      bit++;
    }
  }
}

/**
 * Reads a network file of `byteLength` bytes, whose magic and checksum the caller checked: LOADED,
 * and the evaluation uses it from then on; otherwise an error code, and nothing changed.
 */
export function loadNetwork(byteLength: i32): i32 {
  const header = checkHeader();
  if (header != LOADED) return header;
  const version = u16At(4);
  const e = u16At(8);
  const h = u16At(10);
  const count = u16At(12);
  const staged = version == STAGES_VERSION;
  const stages = staged ? u16At(14) : 1;
  let at = tableEnd(NETWORK_HEADER_BYTES, e, byteLength);
  if (at < 0) return -at;
  const stageMap = at;
  if (staged) {
    if (at + 64 > byteLength - 4) return BAD_LENGTH;
    if (!phaseMapHolds(stageMap, stages)) return BAD_PHASES;
    at += 64;
    for (let k = 0; k < stages; k++) {
      const end = tableEnd(at, e, byteLength);
      if (end < 0) return -end;
      if (!planesWithin(at + ROW_BITMAP_BYTES, tableEntries(at, e), RESIDUAL_LIMIT) || !sumsWithin(at, e)) return BAD_LAYOUT;
      at = end;
    }
  }
  const biasAt = at;
  const headsEnd = biasAt + e * 2 + count * fileHeadSize(e, h);
  let phases = 0;
  if (version >= PHASES_VERSION) {
    if (headsEnd + PHASE_HEADER_BYTES > byteLength - 4) return BAD_LENGTH;
    phases = u16At(headsEnd);
    // Version 4 may have none: its map is then all 0.
    const least = staged ? 0 : 1;
    if (phases < least || phases > MAX_PHASES || u16At(headsEnd + 2) != 0 || !phaseMapHolds(headsEnd + 4, max(phases, 1))) return BAD_PHASES;
    const end = phasesEnd(headsEnd + PHASE_HEADER_BYTES, phases, byteLength);
    if (end < 0) return -end;
    if (end != byteLength - 4) return BAD_LENGTH;
  } else if (headsEnd != byteLength - 4) return BAD_LENGTH;
  if (!planesWithin(NETWORK_HEADER_BYTES + ROW_BITMAP_BYTES, tableEntries(NETWORK_HEADER_BYTES, e), ROW_LIMIT) || !within(biasAt, e, BIAS_LIMIT)) return BAD_LAYOUT;

  const stageBytes = RAW_ROWS * e * 2;
  const rowBytes = stages * stageBytes;
  if (rowBytes > loaded.rowCapacity) {
    // Aligned to the cache line, so that a row of E = 32 (64 bytes) is one line, not parts of two.
    loaded.rows = (heap.alloc(<usize>rowBytes + 63) + 63) & ~63;
    loaded.rowCapacity = rowBytes;
  }
  const size = headSize(e, h);
  if (count * size > loaded.headCapacity) {
    loaded.heads = (heap.alloc(<usize>(count * size) + 16) + 15) & ~15;
    loaded.headCapacity = count * size;
  }
  if (staged) {
    let residual = stageMap + 64;
    for (let k = 0; k < stages; k++) {
      unfoldRows(e, loaded.rows + <usize>k * <usize>stageBytes, residual);
      residual = tableEnd(residual, e, byteLength);
    }
  } else {
    unfoldRows(e, loaded.rows, 0);
  }
  at = biasAt + e * 2;
  for (let p = 0; p < count; p++) {
    const head = loaded.heads + <usize>(p * size);
    const weights = h * e * 2 + h * 4; // hidden weights and biases: as in the file
    memory.copy(head, fileAt(at), <usize>weights);
    for (let u = 0; u < h; u++) store<i32>(head + <usize>(weights + u * 4), <i32>load<i16>(fileAt(at + weights + u * 2)));
    store<i32>(head + <usize>(weights + h * 4), <i32>load<i32>(fileAt(at + weights + h * 2)));
    at += fileHeadSize(e, h);
  }
  for (let n = 0; n <= 60; n++) {
    store<u8>(HEAD_OF + <usize>n, <u8>u8At(HEAD_MAP + n));
    store<u8>(STAGE_OF + <usize>n, staged ? <u8>u8At(stageMap + n) : 0);
  }
  if (phases > 0) loadPhases(NETWORK_PHASES, headsEnd + PHASE_HEADER_BYTES, phases, headsEnd + 4);
  loaded.phased = phases > 0;
  loaded.width = e;
  loaded.hiddenWidth = h;
  loaded.headBytes = size;
  loaded.stageBytes = stageBytes;
  sumBases(e, fileAt(biasAt), phases > 0);
  return LOADED;
}
