import {
  PACKED_PHASE_WEIGHTS,
  PHASE_BYTES,
  TABLE_COUNT,
  TABLE_RAW_SIZE,
  TABLE_START,
  sharedIndices,
} from "./layout";
import { IMAGES } from "./patterns";
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

/** Features of a position: its pattern images and 5 scalars. */
export const FEATURES: i32 = IMAGES + 5;

// Linear pattern weights: the evaluation is the sum of the weights of the position's features in
// its phase (the phase of its number of empties): every pattern image's configuration, both
// sides' mobility and potential mobility, and parity. Weights are in 1/32 disc. A network file
// with phase weights (network.ts, version 3) stores them as this file stores its phases, and they
// load here too, into a set of their own (NETWORK_PHASES): the network adds their sum to its own.
//
// File format "FLEV" (written by tools/train/weights-file.ts), version 1, little-endian:
//   0    4 bytes   magic "FLEV"
//   4    u16       version, 1
//   6    u16       table count, 16
//   8    u16       phase count P, 1..61
//   10   u16       units per disc of the weights, 32
//   12   u32 x 16  each table's weight count per phase (eval/layout.ts TABLE_PACKED_SIZE)
//   76   u8 x 64   the phase of 0..60 empties (61 bytes, each < P), then 3 zero bytes
//   140  P phases, each: a bitmap of which of the phase's 114135 weights are not 0 (bit i of byte
//        i >> 3 for weight i, tables in order; 14268 bytes, the bits past the last weight 0),
//        then those weights in order, i16 each. Most configurations never occur in a phase:
//        storing only the others keeps the file a fraction of its dense size.
//   end  u32       FNV-1a (32-bit) of every byte before it
// A table of a pattern that is its own mirror image holds one weight per configuration pair, in
// the order of raw indices: a configuration whose mirror image has a smaller raw index shares that
// one's weight and is not stored.

export const LINEAR_MAGIC: u32 = 0x56454c46; // "FLEV"
const VERSION: i32 = 1;
const UNITS_PER_DISC: i32 = 32;
export const MAX_PHASES: i32 = 61;
const PHASE_MAP: i32 = 76;
export const LINEAR_HEADER_BYTES: i32 = 140;
const BITMAP_BYTES: i32 = bitmapBytes(PACKED_PHASE_WEIGHTS);

/**
 * A set of phases in memory, shared by every thread (fixed addresses): the tables, unfolded,
 * PHASE_BYTES a phase, and the phase of 0..60 empties.
 */
@final @unmanaged
export class Phases {
  tables: usize;
  /** Room for this many phases. */
  tableCapacity: i32;
  /** 64 bytes: the phase of 0..60 empties. */
  phaseOf: usize;
}

/** The Phases at `at`, its phase map at `phaseOf` (each a `memory.data` of its own: one per call site, not per call). */
function phasesAt(at: usize, phaseOf: usize): Phases {
  const phases = changetype<Phases>(at);
  phases.phaseOf = phaseOf;
  return phases;
}

/**
 * The linear weights file's phases, once one has loaded. They stay loaded when a network loads
 * after them: the solver then still orders its moves near the leaves by them (evaluate.ts,
 * evaluateChildLinear).
 */
export const LINEAR_PHASES = phasesAt(memory.data(offsetof<Phases>(), 8), memory.data(64, 16));
/** A network file's phase weights, stored as a linear weights file stores its phases (network.ts). */
export const NETWORK_PHASES = phasesAt(memory.data(offsetof<Phases>(), 8), memory.data(64, 16));

/** Whether a linear weights file has loaded. */
@inline
export function linearWeightsLoaded(): bool {
  return LINEAR_PHASES.tables != 0;
}

/** The weights of `phases`' phase of `empties` empty squares: i16 each, by a feature's raw row. */
@inline
export function phaseWeightsOf(phases: Phases, empties: i32): usize {
  return phases.tables + <usize>load<u8>(phases.phaseOf + <usize>min(empties, 60)) * <usize>PHASE_BYTES;
}

/**
 * The linear evaluation by `phases` in 1/32 disc, unclamped: the sum of the phase's weights at the
 * position's features, whose rows (patterns, then scalars: FEATURES i32) are at `inputs`
 * (evaluate.ts).
 */
@inline
export function linearScore(phases: Phases, inputs: usize, empties: i32): i32 {
  const w = phaseWeightsOf(phases, empties);
  let s = 0;
  for (let k = 0; k < FEATURES; k++) s += <i32>load<i16>(w + (<usize>load<i32>(inputs + (<usize>k << 2)) << 1));
  return s;
}

/** The checks of everything but the phases' content (the magic and checksum are checked already). */
function checkHeader(): i32 {
  if (u16At(4) != VERSION) return BAD_VERSION;
  if (u16At(6) != TABLE_COUNT || u16At(10) != UNITS_PER_DISC || !tableSizesMatch(12)) return BAD_LAYOUT;
  const phases = u16At(8);
  if (phases < 1 || phases > MAX_PHASES || !phaseMapHolds(PHASE_MAP, phases)) return BAD_PHASES;
  return LOADED;
}

/** Unfolds the phase stored at `bitmap` (already checked) into memory at `to`. */
function unfoldPhase(bitmap: i32, to: usize): void {
  let bit = 0;
  let value = fileAt(bitmap + BITMAP_BYTES);
  const indices = sharedIndices();
  for (let t = 0; t < TABLE_COUNT; t++) {
    const table = to + (<usize>unchecked(TABLE_START[t]) << 1);
    const tableIndices = indices + (<usize>unchecked(TABLE_START[t]) << 2);
    for (let raw = 0; raw < unchecked(TABLE_RAW_SIZE[t]); raw++) {
      const shared = load<i32>(tableIndices + (<usize>raw << 2));
      let w: i16 = 0;
      if (shared < raw) {
        w = load<i16>(table + (<usize>shared << 1));
      } else {
        if (bitAt(bitmap, bit)) {
          w = load<i16>(value);
          value += 2;
        }
        bit++;
      }
      store<i16>(table + (<usize>raw << 1), w);
    }
  }
}

/**
 * The offset just past `phases` phases stored from `at` (each a bitmap and its weights) within a
 * file of `byteLength` bytes, or -(an error code) where they do not fit or a bitmap is bad.
 */
export function phasesEnd(at: i32, phases: i32, byteLength: i32): i32 {
  for (let p = 0; p < phases; p++) {
    if (at + BITMAP_BYTES > byteLength - 4) return -BAD_LENGTH;
    const stored = bitmapCount(at, PACKED_PHASE_WEIGHTS);
    if (stored < 0) return stored;
    at += BITMAP_BYTES + stored * 2;
  }
  return at;
}

/**
 * Unfolds `count` phases stored from `at` (checked by phasesEnd) into `phases`, with the phase of
 * 0..60 empties from the map at `phaseMap`.
 */
export function loadPhases(phases: Phases, at: i32, count: i32, phaseMap: i32): void {
  if (count > phases.tableCapacity) {
    phases.tables = heap.alloc(<usize>count * <usize>PHASE_BYTES);
    phases.tableCapacity = count;
  }
  for (let p = 0; p < count; p++) {
    unfoldPhase(at, phases.tables + <usize>p * <usize>PHASE_BYTES);
    at += BITMAP_BYTES + bitmapCount(at, PACKED_PHASE_WEIGHTS) * 2;
  }
  for (let e = 0; e <= 60; e++) store<u8>(phases.phaseOf + <usize>e, <u8>u8At(phaseMap + e));
}

/**
 * Reads a linear weights file of `byteLength` bytes, whose magic and checksum the caller checked:
 * LOADED, and the evaluation uses it from then on; otherwise an error code, and nothing changed.
 */
export function loadLinearWeights(byteLength: i32): i32 {
  const header = checkHeader();
  if (header != LOADED) return header;
  const phases = u16At(8);
  const end = phasesEnd(LINEAR_HEADER_BYTES, phases, byteLength);
  if (end < 0) return -end;
  if (end != byteLength - 4) return BAD_LENGTH;
  loadPhases(LINEAR_PHASES, LINEAR_HEADER_BYTES, phases, PHASE_MAP);
  return LOADED;
}
