import {
  MIRRORS,
  MIRROR_DIGITS,
  MIRROR_START,
  PACKED_PHASE_WEIGHTS,
  PHASE_BYTES,
  TABLE_COUNT,
  TABLE_PACKED_SIZE,
  TABLE_RAW_SIZE,
  TABLE_START,
} from "./layout";

// The weights file (packages/engine/weights/flank-eval.bin, written by tools/train/weights-file.ts)
// and its loading. The host asks where to copy the file (weightsAddress), copies it into the
// module's memory and calls loadWeights, which checks all of it before it touches the weights in
// use: a bad file leaves the previous weights (or none) in place.
//
// Format, version 1, little-endian:
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

/** loadWeights results. */
export const LOADED: i32 = 0;
/** No file reserved, a length past the reservation, or a length the content does not fill exactly. */
export const BAD_LENGTH: i32 = 1;
export const BAD_MAGIC: i32 = 2;
export const BAD_VERSION: i32 = 3;
/** Tables, their sizes or the units differ from this engine's. */
export const BAD_LAYOUT: i32 = 4;
/** A phase count outside 1..61, a phase of empties past it, or padding that is not 0. */
export const BAD_PHASES: i32 = 5;
export const BAD_CHECKSUM: i32 = 6;
/** Bits set past the last weight of a phase's bitmap. */
export const BAD_BITMAP: i32 = 7;

const MAGIC: u32 = 0x56454c46; // "FLEV"
const VERSION: i32 = 1;
const UNITS_PER_DISC: i32 = 32;
const MAX_PHASES: i32 = 61;
const PHASE_MAP: i32 = 76;
const HEADER_BYTES: i32 = 140;
const BITMAP_BYTES: i32 = ((PACKED_PHASE_WEIGHTS + 31) >> 5) << 2;
/** The largest file weightsAddress reserves room for. */
const MAX_FILE_BYTES: i32 = 16 << 20;

let fileAddress: usize = 0;
let fileCapacity: i32 = 0;
/** Unfolded weights, PHASE_BYTES per phase; room for `tableCapacity` phases. */
let tables: usize = 0;
let tableCapacity: i32 = 0;
/** Phases of the loaded weights; 0 until a file loads. */
let phaseCount: i32 = 0;
/** The phase of 0..60 empties. */
const PHASE_OF = new StaticArray<u8>(MAX_PHASES);

/** Whether a weights file has loaded. */
@inline
export function hasWeights(): bool {
  return phaseCount != 0;
}

/** The weights of the phase for `empties` (0..64; more than 60 counts as 60). */
@inline
export function phaseWeights(empties: i32): usize {
  const phase = <usize>unchecked(PHASE_OF[min(empties, 60)]);
  return tables + phase * <usize>PHASE_BYTES;
}

/**
 * Reserves room for a weights file of `byteLength` bytes in the module's memory and returns its
 * address: the host copies the file there, then calls loadWeights. Called once at init; a later
 * call with a larger length reserves anew (the runtime never frees). Returns 0 for a length
 * outside 1..16 MiB.
 *
 * @example
 * // host: const at = exports.weightsAddress(bytes.length);
 * //       new Uint8Array(exports.memory.buffer, at, bytes.length).set(bytes);
 * //       exports.loadWeights(bytes.length); // 0
 */
export function weightsAddress(byteLength: i32): usize {
  if (byteLength <= 0 || byteLength > MAX_FILE_BYTES) return 0;
  if (byteLength > fileCapacity) {
    fileAddress = heap.alloc(<usize>byteLength);
    fileCapacity = byteLength;
  }
  return fileAddress;
}

@inline
function u16At(offset: i32): i32 {
  return <i32>load<u16>(fileAddress + <usize>offset);
}

@inline
function u32At(offset: i32): u32 {
  return load<u32>(fileAddress + <usize>offset);
}

/** The checks of everything but the phases' content; LOADED when the file may be read on. */
function checkHeader(byteLength: i32): i32 {
  if (fileAddress == 0 || byteLength > fileCapacity || byteLength < HEADER_BYTES + 4) return BAD_LENGTH;
  if (u32At(0) != MAGIC) return BAD_MAGIC;
  if (u16At(4) != VERSION) return BAD_VERSION;
  if (u16At(6) != TABLE_COUNT || u16At(10) != UNITS_PER_DISC) return BAD_LAYOUT;
  for (let t = 0; t < TABLE_COUNT; t++) {
    if (u32At(12 + t * 4) != <u32>unchecked(TABLE_PACKED_SIZE[t])) return BAD_LAYOUT;
  }
  const phases = u16At(8);
  if (phases < 1 || phases > MAX_PHASES) return BAD_PHASES;
  for (let e = 0; e < 64; e++) {
    const phase = <i32>load<u8>(fileAddress + <usize>(PHASE_MAP + e));
    if (e <= 60 ? phase >= phases : phase != 0) return BAD_PHASES;
  }
  let hash: u32 = 0x811c9dc5;
  const end = fileAddress + <usize>(byteLength - 4);
  for (let at = fileAddress; at < end; at++) hash = (hash ^ <u32>load<u8>(at)) * 0x01000193;
  if (hash != load<u32>(end)) return BAD_CHECKSUM;
  return LOADED;
}

/** Where the phase after the one whose bitmap is at `bitmap` starts, or -BAD_BITMAP. */
function phaseEnd(bitmap: i32): i32 {
  let stored = 0;
  const words = BITMAP_BYTES >> 2;
  for (let i = 0; i < words; i++) stored += <i32>popcnt<u32>(u32At(bitmap + i * 4));
  // The last word holds the last weights' bits; the bits after them must be 0.
  const lastBits = PACKED_PHASE_WEIGHTS - ((words - 1) << 5);
  if ((u32At(bitmap + BITMAP_BYTES - 4) >>> <u32>lastBits) != 0) return -BAD_BITMAP;
  return bitmap + BITMAP_BYTES + stored * 2;
}

const POW3: StaticArray<i32> = [1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683];

/** Index of the mirror image of configuration `raw` of table `t`. */
function mirrorIndex(t: i32, raw: i32): i32 {
  const start = unchecked(MIRROR_START[t]);
  let image = 0;
  for (let k = 0; k < unchecked(MIRROR_DIGITS[t]); k++) {
    image += (raw % 3) * unchecked(POW3[unchecked(MIRRORS[start + k])]);
    raw /= 3;
  }
  return image;
}

/** Unfolds the phase stored at `bitmap` (already checked) into memory at `to`. */
function unfoldPhase(bitmap: i32, to: usize): void {
  let bit = 0;
  let value = fileAddress + <usize>(bitmap + BITMAP_BYTES);
  for (let t = 0; t < TABLE_COUNT; t++) {
    const table = to + (<usize>unchecked(TABLE_START[t]) << 1);
    const folded = unchecked(MIRROR_DIGITS[t]) != 0;
    for (let raw = 0; raw < unchecked(TABLE_RAW_SIZE[t]); raw++) {
      const image = folded ? mirrorIndex(t, raw) : raw;
      let w: i16 = 0;
      if (image < raw) {
        w = load<i16>(table + (<usize>image << 1));
      } else {
        if ((load<u8>(fileAddress + <usize>(bitmap + (bit >> 3))) >> <u8>(bit & 7)) & 1) {
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
 * Reads the weights file that the host copied to weightsAddress(byteLength): 0 (LOADED) when it is
 * whole and made for this engine, and the evaluation uses it from then on; otherwise an error code
 * (BAD_LENGTH .. BAD_BITMAP) and the weights in use stay as they were.
 */
export function loadWeights(byteLength: i32): i32 {
  const header = checkHeader(byteLength);
  if (header != LOADED) return header;
  const phases = u16At(8);
  let at = HEADER_BYTES;
  for (let p = 0; p < phases; p++) {
    if (at + BITMAP_BYTES > byteLength - 4) return BAD_LENGTH;
    at = phaseEnd(at);
    if (at < 0) return -at;
  }
  if (at != byteLength - 4) return BAD_LENGTH;

  if (phases > tableCapacity) {
    tables = heap.alloc(<usize>phases * <usize>PHASE_BYTES);
    tableCapacity = phases;
  }
  at = HEADER_BYTES;
  for (let p = 0; p < phases; p++) {
    unfoldPhase(at, tables + <usize>p * <usize>PHASE_BYTES);
    at = phaseEnd(at);
  }
  for (let e = 0; e <= 60; e++) unchecked((PHASE_OF[e] = load<u8>(fileAddress + <usize>(PHASE_MAP + e))));
  phaseCount = phases;
  return LOADED;
}
