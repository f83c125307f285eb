// The engine's network file, "FLNN" (packages/engine/assembly/eval/network.ts reads it; the format
// is documented there and here), made from a trained float network (network.ts), and the plain
// integer reference of the engine's networkScore that the engine is tested against. Little-endian:
//
//   0    4 bytes   magic "FLNN"
//   4    u16       version, 2
//   6    u16       table count, 16
//   8    u16       E: 16, 32 or 64
//   10   u16       H: a multiple of 4 from 4 to 64
//   12   u16       head count P, 1..61
//   14   u16       stage count K: 0 (versions 2 and 3), 1..8 (version 4)
//   16   u32 x 16  each table's rows (TABLES in patterns.ts)
//   80   u8 x 64   the head of 0..60 empties (61 bytes, each < P), then 3 zero bytes
//   144  a bitmap of which of the ROWS rows are not all 0, then the N = stored rows x E entries of
//        those rows (row after row, in 1/512, within ±ROW_LIMIT), each zigzagged to a u16 (v >= 0
//        as 2v, v < 0 as -2v - 1: at most 1200) and split into two byte planes: N low bytes, then
//        N high bytes
//        version 4 only, the stages (issue 36; network.ts): u8 x 64 the stage of 0..60 empties (61
//        bytes, each < K, then 3 zeros), then K residual tables, each as the rows above (a bitmap of
//        the rows not all 0, then their entries in two planes, within ±2 x ROW_LIMIT): a position
//        of stage k sums the shared row plus stage k's, and every such sum is within ±ROW_LIMIT
//        E x i16   the accumulator's bias, in 1/512, within ±BIAS_LIMIT
//        P heads, each: H x E i16 hidden weights in 1/1024, H x i32 hidden biases in 1/2^19,
//                       H x i16 output weights in 1/128 disc, i32 output bias in 1/32768 disc
//        versions 3 and 4, the phase weights (issue 36; network.ts): u16 phase count Q (1..61;
//        version 4 also 0: none, its map all 0), u16 0, u8 x 64 the phase of 0..60 empties (61 bytes, each < Q, then 3 zeros), then Q
//        phases as the linear weights file stores its phases (weights-file.ts: a bitmap of the
//        WEIGHTS_PER_PHASE weights that are not 0, then those, i16 in 1/32 disc), added to the
//        network's output
//   end  u32       FNV-1a (32-bit) of every byte before it
//
// A network with stages is written as version 4, else one with phase weights as version 3, else as
// version 2, so that a file's bytes (and the shipped network's SHA-256) stay what they were.
//
// Version 1 was the same but for the rows, whose entries it stored as they are, E x i16 a row: the
// planes gzip 22% smaller (most entries are small, so nearly every high byte is 0, and a low byte
// holds the sign in its lowest bit instead of the high byte; docs/benchmarks.md), and they are
// the same size unzipped. The engine reads version 2 only; readNetworkFile reads both, so that
// `pnpm network:convert FILE` (convert-network.ts) turns a version-1 file into version 2.

import { createHash } from 'node:crypto';
import { Network, EMBEDDING_LIMIT, INPUTS, OUTPUT_SCALE, ROWS, inputRows } from './network.ts';
import { TABLES, WEIGHTS_PER_PHASE } from './patterns.ts';
import { fnv1a, phaseSum, phasesBytes, readPhases, writePhases } from './weights-file.ts';

const MAGIC = [0x46, 0x4c, 0x4e, 0x4e]; // "FLNN"
const VERSION = 2;
const PHASES_VERSION = 3;
const STAGES_VERSION = 4;
/** The most stages a file holds: each is a table of rows in the engine's memory (11 MB at E = 32). */
export const MAX_STAGES = 8;
const HEADER_BYTES = 144;
const BITMAP_BYTES = Math.ceil(ROWS / 32) * 4;
/** The accumulator's unit: 1.0, its clip, is 512. */
const ONE = 512;
/** Bounds of the rows' and the bias's entries, so that no sum leaves the engine's i16: INPUTS x 600 + 1500 < 32768. */
export const ROW_LIMIT = EMBEDDING_LIMIT * ONE;
const BIAS_LIMIT = 1500;

/** A network as the engine holds it: integers in the file's units. */
export interface IntegerNetwork {
  width: number;
  hiddenWidth: number;
  /** The head of 0..60 empties. */
  headOf: number[];
  /** ROWS x E, packed rows (patterns.ts tables, then the empties rows). */
  rows: Int16Array;
  bias: Int16Array;
  /** Per head: H x E, H, H and 1. */
  hidden: Int16Array;
  hiddenBias: Int32Array;
  output: Int16Array;
  outputBias: Int32Array;
  /** The phase of 0..60 empties (all 0 without phase weights). */
  phaseOf: number[];
  /** Each phase's WEIGHTS_PER_PHASE weights in 1/32 disc; none without phase weights. */
  phases: Int16Array[];
  /** The stage of 0..60 empties (all 0 without stages). */
  stageOf: number[];
  /** Each stage's residual, ROWS x E added to `rows`; none without stages. */
  stages: Int16Array[];
}

const round = (x: number, scale: number, limit: number) => Math.min(Math.max(Math.round(x * scale), -limit), limit);

/** The float network in the engine's integers. */
export function quantize(network: Network): IntegerNetwork {
  const { width, hiddenWidth } = network;
  if (width !== 16 && width !== 32 && width !== 64) throw new Error(`E = ${width}: the engine takes 16, 32 or 64`);
  if (hiddenWidth % 4 !== 0 || hiddenWidth < 4 || hiddenWidth > 64) throw new Error(`H = ${hiddenWidth}: the engine takes a multiple of 4 from 4 to 64`);
  if (network.stages > MAX_STAGES) throw new Error(`${network.stages} stages: the engine takes at most ${MAX_STAGES}`);
  const rows = Int16Array.from(network.embeddings, (x) => round(x, ONE, ROW_LIMIT));
  return {
    width,
    hiddenWidth,
    headOf: [...network.headOf],
    rows,
    bias: Int16Array.from(network.bias, (x) => round(x, ONE, BIAS_LIMIT)),
    hidden: Int16Array.from(network.hidden, (x) => round(x, 1024, 32767)),
    hiddenBias: Int32Array.from(network.hiddenBias, (x) => round(x, ONE * 1024, 2 ** 30)),
    output: Int16Array.from(network.output, (x) => round(x * OUTPUT_SCALE, 128, 32767)),
    outputBias: Int32Array.from(network.outputBias, (x) => round(x * OUTPUT_SCALE, 32768, 2 ** 30)),
    phaseOf: [...network.phaseOf],
    phases: Array.from({ length: network.phases }, (_, q) =>
      Int16Array.from(network.phaseWeights.subarray(q * WEIGHTS_PER_PHASE, (q + 1) * WEIGHTS_PER_PHASE), (x) => round(x * OUTPUT_SCALE, 32, 32767)),
    ),
    stageOf: [...network.stageOf],
    // Each sum rounded and bounded as a row is, less the shared row: a residual of 0 stays 0.
    stages: Array.from({ length: network.stages }, (_, k) =>
      Int16Array.from(rows, (shared, i) => round(network.embeddings[i]! + network.stageRows[k * rows.length + i]!, ONE, ROW_LIMIT) - shared),
    ),
  };
}

/**
 * The float network of an engine file: the same values (quantize gives the file's integers back),
 * to go on training from. Its phase weights are `phaseOf`'s, 0 at first, unless the file has the
 * same phases; its stages likewise `stageOf`'s. With `headOf`, its heads are those instead: each
 * starts as the file's head of the empties in the middle of its own, so that a network split into
 * more heads scores nearly as the file did.
 */
export function floatNetwork(net: IntegerNetwork, phaseOf?: readonly number[], headOf: readonly number[] = net.headOf, stageOf?: readonly number[]): Network {
  const stages = stageOf ?? (net.stages.length > 0 ? net.stageOf : undefined);
  const network = new Network(net.width, net.hiddenWidth, headOf, 0, phaseOf ?? (net.phases.length > 0 ? net.phaseOf : undefined), stages);
  const set = (to: Float32Array, from: ArrayLike<number>, scale: number) => {
    for (let i = 0; i < from.length; i++) to[i] = from[i]! / scale;
  };
  set(network.embeddings, net.rows, ONE);
  set(network.bias, net.bias, ONE);
  const { width: e, hiddenWidth: h } = net;
  for (let head = 0; head < network.heads; head++) {
    const empties = headOf.map((p, n) => (p === head ? n : -1)).filter((n) => n >= 0);
    if (empties.length === 0) continue;
    const from = net.headOf[empties[Math.floor(empties.length / 2)]!]!;
    set(network.hidden.subarray(head * h * e), net.hidden.subarray(from * h * e, (from + 1) * h * e), 1024);
    set(network.hiddenBias.subarray(head * h), net.hiddenBias.subarray(from * h, (from + 1) * h), ONE * 1024);
    set(network.output.subarray(head * h), net.output.subarray(from * h, (from + 1) * h), 128 * OUTPUT_SCALE);
    set(network.outputBias.subarray(head), net.outputBias.subarray(from, from + 1), 32768 * OUTPUT_SCALE);
  }
  if (net.phases.length === network.phases && net.phaseOf.every((q, n) => q === network.phaseOf[n])) {
    net.phases.forEach((phase, q) => set(network.phaseWeights.subarray(q * WEIGHTS_PER_PHASE), phase, 32 * OUTPUT_SCALE));
  }
  if (net.stages.length === network.stages && net.stageOf.every((k, n) => k === network.stageOf[n])) {
    net.stages.forEach((stage, k) => set(network.stageRows.subarray(k * stage.length), stage, ONE));
  }
  return network;
}

/** The version a network's file takes: 4 with stages, 3 with phase weights, else 2. */
const versionOf = (net: IntegerNetwork) => (net.stages.length > 0 ? STAGES_VERSION : net.phases.length > 0 ? PHASES_VERSION : VERSION);

/** The file's bytes (format above). */
export function writeNetworkFile(net: IntegerNetwork): Uint8Array {
  return networkBytes(net, versionOf(net));
}

/**
 * The SHA-256 (hex) of a network's content: of its file in version 1, whichever version the file
 * is in, so that converting a file keeps it; a network with phase weights, which version 1 cannot
 * hold, is named by its file of version 3 (with stages, 4). The corpus's run names and run.json record it
 * (generate.ts): a run labelled by the shipped network of version 1 (`...-w015a94b2`) goes on with
 * the same file converted.
 *
 * @example
 * networkSha256(readNetworkFile(bytes)).slice(0, 8); // '015a94b2' for the network that labelled the corpus
 */
export function networkSha256(net: IntegerNetwork): string {
  const version = versionOf(net);
  return createHash('sha256').update(networkBytes(net, version === VERSION ? 1 : version)).digest('hex');
}

/** A u16's zigzag: 0, -1, 1, -2 ... as 0, 1, 2, 3 ... */
const zigzag = (v: number) => ((v << 1) ^ (v >> 31)) & 0xffff;
const unzigzag = (u: number) => (u >>> 1) ^ -(u & 1);

/** The bytes of a table of rows (ROWS x E): the bitmap of the rows not all 0, then their entries (version 1: as they are; else in two planes). */
function rowBytes(rows: Int16Array, e: number, version: number): Uint8Array {
  const stored: number[] = [];
  for (let r = 0; r < ROWS; r++) if (rows.subarray(r * e, (r + 1) * e).some((x) => x !== 0)) stored.push(r);
  const entries = stored.length * e;
  const bytes = new Uint8Array(BITMAP_BYTES + entries * 2);
  const view = new DataView(bytes.buffer);
  stored.forEach((r, k) => {
    bytes[r >> 3]! |= 1 << (r & 7);
    for (let j = 0; j < e; j++) {
      const v = rows[r * e + j]!;
      const i = k * e + j;
      if (version === 1) view.setInt16(BITMAP_BYTES + i * 2, v, true);
      else [bytes[BITMAP_BYTES + i], bytes[BITMAP_BYTES + entries + i]] = [zigzag(v) & 0xff, zigzag(v) >> 8];
    }
  });
  return bytes;
}

/** The file's bytes in a version: 1 only for networkSha256. */
function networkBytes(net: IntegerNetwork, version: 1 | 2 | 3 | 4): Uint8Array {
  const { width: e, hiddenWidth: h } = net;
  const heads = net.headOf.reduce((a, b) => Math.max(a, b), 0) + 1;
  const staged = version === STAGES_VERSION;
  const tables = [net.rows, ...(staged ? net.stages : [])].map((rows) => rowBytes(rows, e, version));
  const headBytes = h * e * 2 + h * 4 + h * 2 + 4;
  const phaseBytes = version >= PHASES_VERSION ? PHASE_HEADER_BYTES + phasesBytes(net.phases) : 0;
  const tableBytes = tables.reduce((n, t) => n + t.length, 0) + (staged ? 64 : 0);
  const length = HEADER_BYTES + tableBytes + e * 2 + heads * headBytes + phaseBytes + 4;
  const bytes = new Uint8Array(length);
  const view = new DataView(bytes.buffer);
  bytes.set(MAGIC, 0);
  view.setUint16(4, version, true);
  view.setUint16(6, TABLES.length, true);
  view.setUint16(8, e, true);
  view.setUint16(10, h, true);
  view.setUint16(12, heads, true);
  view.setUint16(14, staged ? net.stages.length : 0, true);
  TABLES.forEach((table, t) => view.setUint32(16 + 4 * t, table.size, true));
  bytes.set(net.headOf, 80);
  let at = HEADER_BYTES;
  bytes.set(tables[0]!, at);
  at += tables[0]!.length;
  if (staged) {
    bytes.set(net.stageOf, at);
    at += 64;
    for (const table of tables.slice(1)) {
      bytes.set(table, at);
      at += table.length;
    }
  }
  const put = (values: ArrayLike<number>, size: 2 | 4) => {
    for (let i = 0; i < values.length; i++, at += size) {
      if (size === 2) view.setInt16(at, values[i]!, true);
      else view.setInt32(at, values[i]!, true);
    }
  };
  put(net.bias, 2);
  for (let p = 0; p < heads; p++) {
    put(net.hidden.subarray(p * h * e, (p + 1) * h * e), 2);
    put(net.hiddenBias.subarray(p * h, (p + 1) * h), 4);
    put(net.output.subarray(p * h, (p + 1) * h), 2);
    put(net.outputBias.subarray(p, p + 1), 4);
  }
  if (version >= PHASES_VERSION) {
    view.setUint16(at, net.phases.length, true);
    if (net.phases.length > 0) bytes.set(net.phaseOf, at + 4);
    at = writePhases(net.phases, bytes, at + PHASE_HEADER_BYTES);
  }
  view.setUint32(at, fnv1a(bytes, at), true);
  return bytes;
}

/** The phase weights' header: u16 Q, u16 0, the phase map of 64 bytes. */
const PHASE_HEADER_BYTES = 68;

/** Reads a file that writeNetworkFile wrote, or one of version 1; throws naming what is wrong. */
export function readNetworkFile(bytes: Uint8Array): IntegerNetwork {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fail = (what: string): never => {
    throw new Error(`network file: ${what}`);
  };
  if (bytes.length < HEADER_BYTES + BITMAP_BYTES + 4) fail(`${bytes.length} bytes, shorter than the header`);
  if (MAGIC.some((b, i) => bytes[i] !== b)) fail('bad magic');
  const version = view.getUint16(4, true);
  if (version < 1 || version > STAGES_VERSION) fail(`version ${version}, expected 1 to ${STAGES_VERSION}`);
  TABLES.forEach((table, t) => {
    if (view.getUint32(16 + 4 * t, true) !== table.size) fail(`table ${table.name} has another size`);
  });
  if (fnv1a(bytes, bytes.length - 4) !== view.getUint32(bytes.length - 4, true)) fail('checksum mismatch');
  const [e, h, heads, stageCount] = [view.getUint16(8, true), view.getUint16(10, true), view.getUint16(12, true), view.getUint16(14, true)];
  const headOf = [...bytes.subarray(80, 80 + 61)];
  if (headOf.some((p) => p >= heads)) fail('a head of empties past the head count');
  const staged = version === STAGES_VERSION;
  if (staged ? stageCount < 1 || stageCount > MAX_STAGES : stageCount !== 0) fail(`stage count ${stageCount} in a file of version ${version}`);
  let at = HEADER_BYTES;
  const take = <T extends Int16Array | Int32Array>(make: new (n: number) => T, n: number): T => {
    const size = make === (Int16Array as unknown) ? 2 : 4;
    if (at + n * size > bytes.length - 4) fail('truncated');
    const out = new make(n);
    for (let i = 0; i < n; i++, at += size) out[i] = size === 2 ? view.getInt16(at, true) : view.getInt32(at, true);
    return out;
  };
  /** A table of rows as rowBytes wrote it, at `at`. */
  const takeRows = (): Int16Array => {
    if (at + BITMAP_BYTES > bytes.length - 4) fail('truncated');
    const rows = new Int16Array(ROWS * e);
    const stored: number[] = [];
    for (let r = 0; r < ROWS; r++) if ((bytes[at + (r >> 3)]! >> (r & 7)) & 1) stored.push(r);
    at += BITMAP_BYTES;
    if (version === 1) for (const r of stored) rows.set(take(Int16Array, e), r * e);
    else {
      const entries = stored.length * e;
      if (at + entries * 2 > bytes.length - 4) fail('truncated');
      stored.forEach((r, k) => {
        for (let j = 0; j < e; j++) rows[r * e + j] = unzigzag(bytes[at + k * e + j]! | (bytes[at + entries + k * e + j]! << 8));
      });
      at += entries * 2;
    }
    return rows;
  };
  const rows = takeRows();
  let stageOf = new Array<number>(61).fill(0);
  const stages: Int16Array[] = [];
  if (staged) {
    if (at + 64 > bytes.length - 4) fail('truncated');
    stageOf = [...bytes.subarray(at, at + 61)];
    if (stageOf.some((k) => k >= stageCount)) fail('a stage of empties past the stage count');
    at += 64;
    for (let k = 0; k < stageCount; k++) {
      const stage = takeRows();
      if (stage.some((x, i) => Math.abs(x + rows[i]!) > ROW_LIMIT)) fail(`stage ${k}: a row's sum past ±${ROW_LIMIT}`);
      stages.push(stage);
    }
  }
  const bias = take(Int16Array, e);
  const hidden = new Int16Array(heads * h * e);
  const hiddenBias = new Int32Array(heads * h);
  const output = new Int16Array(heads * h);
  const outputBias = new Int32Array(heads);
  for (let p = 0; p < heads; p++) {
    hidden.set(take(Int16Array, h * e), p * h * e);
    hiddenBias.set(take(Int32Array, h), p * h);
    output.set(take(Int16Array, h), p * h);
    outputBias.set(take(Int32Array, 1), p);
  }
  let phaseOf = new Array<number>(61).fill(0);
  let phases: Int16Array[] = [];
  if (version >= PHASES_VERSION) {
    if (at + PHASE_HEADER_BYTES > bytes.length - 4) fail('truncated');
    const count = view.getUint16(at, true);
    if (count < (staged ? 0 : 1) || count > 61 || view.getUint16(at + 2, true) !== 0) fail(`phase count ${count}`);
    if (count > 0) phaseOf = [...bytes.subarray(at + 4, at + 4 + 61)];
    if (phaseOf.some((q) => q >= Math.max(count, 1))) fail('a phase of empties past the phase count');
    ({ phases, at } = readPhases(bytes, at + PHASE_HEADER_BYTES, count, fail));
  }
  if (at !== bytes.length - 4) fail(`${bytes.length - 4 - at} bytes after the last ${version >= PHASES_VERSION ? 'phase' : 'head'}`);
  return { width: e, hiddenWidth: h, headOf, rows, bias, hidden, hiddenBias, output, outputBias, phaseOf, phases, stageOf, stages };
}

const inputs = new Int32Array(INPUTS);

/**
 * The engine's evaluateFine under a network, from a position's features (features.ts) and
 * empties: integers as the engine computes them, clamped to -2048..2048 (1/32 disc).
 */
export function networkScoreFine(net: IntegerNetwork, features: ArrayLike<number>, at: number, empties: number): number {
  const { width: e, hiddenWidth: h } = net;
  inputRows(features, at, Math.min(empties, 60), inputs);
  const activation = Array.from(net.bias);
  const stage = net.stages[net.stageOf[Math.min(empties, 60)]!];
  for (const row of inputs) for (let j = 0; j < e; j++) activation[j]! += net.rows[row * e + j]! + (stage === undefined ? 0 : stage[row * e + j]!);
  for (let j = 0; j < e; j++) activation[j] = Math.min(Math.max(activation[j]!, 0), ONE);
  const head = net.headOf[Math.min(empties, 60)]!;
  let total = net.outputBias[head]!;
  for (let u = head * h; u < (head + 1) * h; u++) {
    let sum = net.hiddenBias[u]!;
    for (let j = 0; j < e; j++) sum += activation[j]! * net.hidden[u * e + j]!;
    total += (Math.min(Math.max(sum, 0), ONE * 1024) >> 11) * net.output[u]!;
  }
  const phase = net.phases[net.phaseOf[Math.min(empties, 60)]!];
  const fine = ((total + 512) >> 10) + (phase === undefined ? 0 : phaseSum(features, at, phase));
  return Math.min(Math.max(fine, -2048), 2048);
}
