import { TABLE_COUNT, TABLE_PACKED_SIZE } from "./layout";

// The weights file's room in the module's memory, what both file formats share (the reads, the
// checksum, the error codes), and the loading that picks the evaluation by the file's magic:
// "FLEV", linear pattern weights (linear-weights.ts), or "FLNN", the pattern network (network.ts).
// The host asks where to copy the file (weightsAddress), copies it and calls loadWeights, which
// checks all of it before it touches the evaluation in use: a bad file leaves it as it was.

/** loadWeights results. */
export const LOADED: i32 = 0;
/** No file reserved, a length past the reservation, or a length the content does not fill exactly. */
export const BAD_LENGTH: i32 = 1;
export const BAD_MAGIC: i32 = 2;
export const BAD_VERSION: i32 = 3;
/** Tables, their sizes, the units, the network's widths or its values' bounds differ from what this engine reads. */
export const BAD_LAYOUT: i32 = 4;
/** A phase count outside 1..61, a phase of empties past it, or padding that is not 0. */
export const BAD_PHASES: i32 = 5;
export const BAD_CHECKSUM: i32 = 6;
/** Bits set past the last entry of a bitmap. */
export const BAD_BITMAP: i32 = 7;

/** The evaluation in use: the plain heuristic until a file loads, then the file's kind. */
export const HEURISTIC: i32 = 0;
export const LINEAR: i32 = 1;
export const NETWORK: i32 = 2;
/** The evaluation in use, at a fixed address: every thread of a parallel search reads the one value. */
const IN_USE = memory.data(4, 4);

@inline
export function evaluationInUse(): i32 {
  return load<i32>(IN_USE);
}

/** Called once a file has loaded whole. */
export function useEvaluation(kind: i32): void {
  store<i32>(IN_USE, kind);
}

/** The largest file weightsAddress reserves room for: a network of 8 stages at E = 64 fits. */
const MAX_FILE_BYTES: i32 = 128 << 20;

let fileAddress: usize = 0;
let fileCapacity: i32 = 0;

/**
 * Reserves room for a weights file of `byteLength` bytes in the module's memory and returns its
 * address: the host copies the file there, then calls loadWeights. Called once at init; a later
 * call with a larger length reserves anew (the runtime never frees). Returns 0 for a length
 * outside 1..128 MiB.
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

/** Where the file is in memory. */
@inline
export function fileAt(offset: i32): usize {
  return fileAddress + <usize>offset;
}

@inline
export function u8At(offset: i32): i32 {
  return <i32>load<u8>(fileAt(offset));
}

@inline
export function u16At(offset: i32): i32 {
  return <i32>load<u16>(fileAt(offset));
}

@inline
export function u32At(offset: i32): u32 {
  return load<u32>(fileAt(offset));
}

/** Whether a file of `byteLength` bytes fits what was reserved, header of `headerBytes` and checksum included. */
export function lengthFits(byteLength: i32, headerBytes: i32): bool {
  return fileAddress != 0 && byteLength <= fileCapacity && byteLength >= headerBytes + 4;
}

/** Whether the file's last 4 bytes are the FNV-1a (32-bit) of every byte before them. */
export function checksumHolds(byteLength: i32): bool {
  let hash: u32 = 0x811c9dc5;
  const end = fileAt(byteLength - 4);
  for (let at = fileAddress; at < end; at++) hash = (hash ^ <u32>load<u8>(at)) * 0x01000193;
  return hash == load<u32>(end);
}

/** Entries set in the bitmap of `bits` bits at `offset` (u32 words), or -BAD_BITMAP if a bit past the last is set. */
export function bitmapCount(offset: i32, bits: i32): i32 {
  const words = (bits + 31) >> 5;
  let count = 0;
  for (let i = 0; i < words; i++) count += <i32>popcnt<u32>(u32At(offset + i * 4));
  const lastBits = bits - ((words - 1) << 5);
  if (lastBits < 32 && (u32At(offset + (words - 1) * 4) >>> <u32>lastBits) != 0) return -BAD_BITMAP;
  return count;
}

/** Bytes of a bitmap of `bits` bits, whole u32 words. */
@inline
export function bitmapBytes(bits: i32): i32 {
  return ((bits + 31) >> 5) << 2;
}

/** Bit `i` of the bitmap at `offset`. */
@inline
export function bitAt(offset: i32, i: i32): bool {
  return ((u8At(offset + (i >> 3)) >> (i & 7)) & 1) != 0;
}

/** Whether the u32 table sizes at `offset` are this engine's (eval/layout.ts TABLE_PACKED_SIZE). */
export function tableSizesMatch(offset: i32): bool {
  for (let t = 0; t < TABLE_COUNT; t++) {
    if (u32At(offset + t * 4) != <u32>unchecked(TABLE_PACKED_SIZE[t])) return false;
  }
  return true;
}

/** Whether the 64 bytes at `offset` map each of 0..60 empties below `count`, then hold 3 zeros. */
export function phaseMapHolds(offset: i32, count: i32): bool {
  for (let n = 0; n < 64; n++) {
    const phase = u8At(offset + n);
    if (n <= 60 ? phase >= count : phase != 0) return false;
  }
  return true;
}
