// The weights file that the engine loads (packages/engine/assembly/eval/weights.ts reads it; the
// format is documented there and here). Little-endian:
//
//   0    4 bytes   magic "FLEV"
//   4    u16       version, 1
//   6    u16       table count, 16
//   8    u16       phase count P, 1..61
//   10   u16       units per disc of the weights, 32
//   12   u32 x 16  each table's weight count per phase (TABLES in patterns.ts)
//   76   u8 x 64   the phase of 0..60 empties (61 bytes, each < P), then 3 zero bytes
//   140  P phases, each: a bitmap of which of the phase's WEIGHTS_PER_PHASE weights are not 0
//        (bit i of byte i >> 3 for weight i; 14268 bytes, bits past the last weight 0), then
//        those weights in order, i16 each
//   end  u32       FNV-1a (32-bit) of every byte before it
//
// Weights are in 1/32 disc, packed: a pattern that is its own mirror image has one weight per
// configuration pair (patterns.ts, `pack`).

import { FEATURE_COUNT, FEATURE_TABLE, TABLES, TABLE_OFFSETS, WEIGHTS_PER_PHASE } from './patterns.ts';

export const VERSION = 1;
export const UNITS_PER_DISC = 32;
const MAGIC = [0x46, 0x4c, 0x45, 0x56]; // "FLEV"
const HEADER_BYTES = 140;
const BITMAP_BYTES = Math.ceil(WEIGHTS_PER_PHASE / 32) * 4;

export interface Weights {
  /** The phase of 0..60 empties. */
  phaseOfEmpties: number[];
  /** Each phase's WEIGHTS_PER_PHASE weights, in 1/32 disc, tables in TABLES order. */
  phases: Int16Array[];
}

export function fnv1a(bytes: Uint8Array, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < end; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return hash >>> 0;
}

/**
 * The file's bytes.
 *
 * @example
 * const bytes = writeWeights({ phaseOfEmpties: new Array(61).fill(0), phases: [new Int16Array(WEIGHTS_PER_PHASE)] });
 */
export function writeWeights(weights: Weights): Uint8Array {
  const { phases, phaseOfEmpties } = weights;
  if (phases.length < 1 || phases.length > 61) throw new Error(`phase count ${phases.length} is not within 1..61`);
  if (phaseOfEmpties.length !== 61 || phaseOfEmpties.some((p) => !Number.isInteger(p) || p < 0 || p >= phases.length)) {
    throw new Error('phaseOfEmpties must give a phase below the phase count for each of 0..60 empties');
  }
  const length = HEADER_BYTES + phasesBytes(phases) + 4;
  const bytes = new Uint8Array(length);
  const view = new DataView(bytes.buffer);
  bytes.set(MAGIC, 0);
  view.setUint16(4, VERSION, true);
  view.setUint16(6, TABLES.length, true);
  view.setUint16(8, phases.length, true);
  view.setUint16(10, UNITS_PER_DISC, true);
  TABLES.forEach((table, t) => view.setUint32(12 + 4 * t, table.size, true));
  bytes.set(phaseOfEmpties, 76);
  const at = writePhases(phases, bytes, HEADER_BYTES);
  view.setUint32(at, fnv1a(bytes, at), true);
  return bytes;
}

/** Reads a file written by writeWeights; throws naming what is wrong. */
export function readWeights(bytes: Uint8Array): Weights {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fail = (what: string): never => {
    throw new Error(`weights file: ${what}`);
  };
  if (bytes.length < HEADER_BYTES + 4) fail(`${bytes.length} bytes, shorter than the header`);
  if (MAGIC.some((b, i) => bytes[i] !== b)) fail('bad magic');
  if (view.getUint16(4, true) !== VERSION) fail(`version ${view.getUint16(4, true)}, expected ${VERSION}`);
  if (view.getUint16(6, true) !== TABLES.length || view.getUint16(10, true) !== UNITS_PER_DISC) fail('tables or units differ');
  TABLES.forEach((table, t) => {
    if (view.getUint32(12 + 4 * t, true) !== table.size) fail(`table ${table.name} has another size`);
  });
  const phaseCount = view.getUint16(8, true);
  if (phaseCount < 1 || phaseCount > 61) fail(`phase count ${phaseCount}`);
  const phaseOfEmpties = [...bytes.subarray(76, 76 + 61)];
  if (phaseOfEmpties.some((p) => p >= phaseCount)) fail('a phase of empties past the phase count');
  if (fnv1a(bytes, bytes.length - 4) !== view.getUint32(bytes.length - 4, true)) fail('checksum mismatch');
  const { phases, at } = readPhases(bytes, HEADER_BYTES, phaseCount, fail);
  if (at !== bytes.length - 4) fail(`${bytes.length - 4 - at} bytes after the last phase`);
  return { phaseOfEmpties, phases };
}

/** Bytes of `phases` as the file stores them: each a bitmap of its weights that are not 0, then those weights. */
export function phasesBytes(phases: readonly Int16Array[]): number {
  let stored = 0;
  for (const phase of phases) {
    if (phase.length !== WEIGHTS_PER_PHASE) throw new Error(`a phase has ${phase.length} weights, not ${WEIGHTS_PER_PHASE}`);
    for (const w of phase) if (w !== 0) stored++;
  }
  return phases.length * BITMAP_BYTES + 2 * stored;
}

/** Writes `phases` into `bytes` (zeroed) at `at` as phasesBytes counts them; returns the offset after them. */
export function writePhases(phases: readonly Int16Array[], bytes: Uint8Array, at: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const phase of phases) {
    let value = at + BITMAP_BYTES;
    phase.forEach((w, i) => {
      if (w === 0) return;
      bytes[at + (i >> 3)]! |= 1 << (i & 7);
      view.setInt16(value, w, true);
      value += 2;
    });
    at = value;
  }
  return at;
}

/** Reads `count` phases that writePhases wrote at `at` (the file's last 4 bytes are its checksum); calls `fail` on bytes that are not. */
export function readPhases(bytes: Uint8Array, at: number, count: number, fail: (what: string) => never): { phases: Int16Array[]; at: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const phases: Int16Array[] = [];
  for (let p = 0; p < count; p++) {
    if (at + BITMAP_BYTES > bytes.length - 4) fail('truncated');
    const phase = new Int16Array(WEIGHTS_PER_PHASE);
    let value = at + BITMAP_BYTES;
    for (let i = 0; i < WEIGHTS_PER_PHASE; i++) {
      if ((bytes[at + (i >> 3)]! >> (i & 7)) & 1) {
        if (value + 2 > bytes.length - 4) fail('truncated');
        phase[i] = view.getInt16(value, true);
        value += 2;
      }
    }
    phases.push(phase);
    at = value;
  }
  return { phases, at };
}

const SLOT_OFFSET = Int32Array.from(FEATURE_TABLE, (table) => TABLE_OFFSETS[table]!);

/**
 * The engine's evaluateFine from a position's features (features.ts) and its phase's weights: the
 * sum, clamped to -2048..2048 (1/32 disc).
 */
export function scoreFine(features: ArrayLike<number>, at: number, phase: Int16Array): number {
  return Math.min(Math.max(phaseSum(features, at, phase), -64 * UNITS_PER_DISC), 64 * UNITS_PER_DISC);
}

/** The sum of a phase's weights at a position's features (features.ts), unclamped, in 1/32 disc. */
export function phaseSum(features: ArrayLike<number>, at: number, phase: Int16Array): number {
  let s = 0;
  for (let j = 0; j < FEATURE_COUNT; j++) s += phase[SLOT_OFFSET[j]! + features[at + j]!]!;
  return s;
}

/** The engine's evaluate from evaluateFine: to the nearest disc, halves away from 0. */
export function roundToDiscs(fine: number): number {
  const discs = Math.floor((Math.abs(fine) + 16) / 32);
  return fine < 0 ? 0 - discs : discs; // 0 - 0 is 0, where -0 would not equal the engine's 0
}
