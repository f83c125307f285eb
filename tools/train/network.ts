// The pattern network, in floating point, for training: each feature of a position (the 46
// pattern images and 5 scalars of features.ts, and the empties as one more small table) selects
// a row of E numbers; the rows and a bias are summed, clipped to 0..1, then through the head of
// the position's phase: E -> H (clipped ReLU) -> 1, the score in discs / OUTPUT_SCALE. Trained by
// Adam on the mean squared error; the embedding rows are updated only where a batch touched them
// (lazy Adam), which keeps a step's cost to the rows it used (tools/train/README.md measured it
// against torch). Embeddings start at 0 (a row no position uses stays 0, and the file leaves it
// out) and stay within what the engine's file holds (EMBEDDING_LIMIT).
//
// Phase weights (issue 36): beside the network, optionally, each of Q phases of the empties has a
// weight of its own for every configuration of every table (WEIGHTS_PER_PHASE, as the linear
// weights have), added to the output: the one embedding says what a pattern is worth to the
// network across the game; its phase's weight corrects that for the stage it is in. They start at
// 0, so that a network loaded with new phase weights scores as it did.
//
// Stage embeddings (issue 36): optionally, each of K stages of the empties has a residual table of
// its own beside the shared embedding, rows x E, added to the shared row: a position at 20 empties
// sums shared + its stage's rows, so that a configuration can mean one thing at 20 empties and
// another at 45, while a row its stage rarely sees still learns from every stage through the
// shared table. The residuals start at 0 (the network scores as it did); the engine's file stores
// each stage's rows that differ from the shared ones (network-file.ts), and the engine sums them
// once at load, so a node costs what it did.
//
// Saved as (little-endian): "FLNF", u32 version 4, u32 E, u32 H, u32 rows, u32 heads P, u8 x 64
// the head of 0..60 empties (then 3 zeros), u32 phases Q (0: none), u8 x 64 the phase of 0..60
// empties, u32 stages K (0: none), u8 x 64 the stage of 0..60 empties, then float32 arrays: rows x
// E embeddings, E bias, per head: H x E hidden weights, H hidden biases, H output weights, 1 output
// bias; then Q x WEIGHTS_PER_PHASE phase weights; then K x rows x E stage residuals. Version 3 was
// the same without K, its map and its residuals; version 2 without Q either. network-file.ts makes
// the engine's integer network from it.

import { readFileSync, writeFileSync } from 'node:fs';
import { FEATURE_COUNT, FEATURE_TABLE, TABLE_OFFSETS, WEIGHTS_PER_PHASE } from './patterns.ts';
import { seeded } from '@flank/engine/host/seeded-random';
import { LazyTable, adam, adamStep } from './lazy-adam.ts';

/** The network predicts score / OUTPUT_SCALE. */
export const OUTPUT_SCALE = 16;
/** Embedding rows: every table of patterns.ts, then one per count of empties (0..60). */
export const ROWS = WEIGHTS_PER_PHASE + 61;
/** Rows a position sums: its FEATURE_COUNT features and its empties. */
export const INPUTS = FEATURE_COUNT + 1;
/**
 * The largest embedding magnitude: 600/512, what the engine's file holds (network-file.ts: rows in
 * 1/512, so that no sum of INPUTS rows and the bias leaves the engine's i16).
 */
export const EMBEDDING_LIMIT = 600 / 512;
/** The largest phase weight: what the engine's i16 in 1/32 disc holds, in the output's units. */
export const PHASE_WEIGHT_LIMIT = 32767 / 32 / OUTPUT_SCALE;

const MAGIC = 0x464e4c46; // "FLNF"
const VERSION = 4;

/** The embedding rows of a position from its features (features.ts, local to their tables) and empties. */
export function inputRows(features: ArrayLike<number>, at: number, empties: number, out: Int32Array): void {
  for (let i = 0; i < FEATURE_COUNT; i++) out[i] = TABLE_OFFSETS[FEATURE_TABLE[i]!]! + features[at + i]!;
  out[FEATURE_COUNT] = WEIGHTS_PER_PHASE + empties;
}

/** Heads by empties: `count` heads over 0..60 empties, each covering an equal share of 1..60. */
export function headsByEmpties(count: number): number[] {
  return Array.from({ length: 61 }, (_, n) => Math.min(count - 1, Math.floor((Math.max(n, 1) - 1) / (60 / count))));
}

export class Network {
  readonly heads: number;
  readonly embeddings: Float32Array;
  readonly bias: Float32Array;
  /** Per head, one after another: H x E, H, H, 1. */
  readonly hidden: Float32Array;
  readonly hiddenBias: Float32Array;
  readonly output: Float32Array;
  readonly outputBias: Float32Array;
  // Adam's moments and the gradients, beside each parameter; the dense ones in one list.
  private readonly dense: Float32Array[];
  private readonly denseGradients: Float32Array[];
  private readonly denseM: Float32Array[];
  private readonly denseV: Float32Array[];
  private readonly embeddingTable: LazyTable;
  private step = 0;
  // One position's forward pass, kept for its backward pass.
  private readonly accumulator: Float32Array;
  private readonly activation: Float32Array;
  private readonly hiddenSum: Float32Array;
  private readonly hiddenActivation: Float32Array;
  private readonly activationGradient: Float32Array;
  private readonly rows = new Int32Array(INPUTS);
  private head = 0;
  /** Phases of the phase weights (0: none), and this position's phase. */
  readonly phases: number;
  readonly phaseOf: readonly number[];
  /** Q x WEIGHTS_PER_PHASE, in the output's units (discs / OUTPUT_SCALE). */
  readonly phaseWeights: Float32Array;
  private readonly phaseTable: LazyTable;
  /** The phase weights' learning rate, as a share of the network's. */
  phaseRate = 1;
  private phase = 0;
  /** Stages of the stage residuals (0: none), and this position's stage. */
  readonly stages: number;
  readonly stageOf: readonly number[];
  /** K x ROWS x E, added to the shared embeddings of a position of their stage. */
  readonly stageRows: Float32Array;
  private readonly stageTable: LazyTable;
  /** The stage residuals' learning rate, as a share of the network's. */
  stageRate = 1;
  /**
   * The shared embedding's, likewise: 0 holds it as it is, so that each stage's rows start as the
   * shared ones and learn from their stage alone (and a step costs one table's gradients).
   */
  sharedRate = 1;
  private stage = 0;

  /**
   * A network of E = `width`, H = `hiddenWidth` and one head per distinct value of `headOf` (the
   * head of 0..60 empties), initialized from `seed`; with `phaseOf`, phase weights of those phases,
   * and with `stageOf`, stage residuals of those stages (both of 0..60 empties, starting at 0).
   */
  constructor(
    readonly width: number,
    readonly hiddenWidth: number,
    readonly headOf: readonly number[],
    seed: number,
    phaseOf?: readonly number[],
    stageOf?: readonly number[],
  ) {
    if (headOf.length !== 61) throw new Error('headOf must give a head for each of 0..60 empties');
    if (phaseOf !== undefined && phaseOf.length !== 61) throw new Error('phaseOf must give a phase for each of 0..60 empties');
    if (stageOf !== undefined && stageOf.length !== 61) throw new Error('stageOf must give a stage for each of 0..60 empties');
    this.heads = Math.max(...headOf) + 1;
    this.phaseOf = phaseOf ?? new Array<number>(61).fill(0);
    this.phases = phaseOf === undefined ? 0 : Math.max(...phaseOf) + 1;
    const phaseWeights = this.phases * WEIGHTS_PER_PHASE;
    this.phaseWeights = new Float32Array(phaseWeights);
    this.phaseTable = new LazyTable(this.phaseWeights, 1);
    this.stageOf = stageOf ?? new Array<number>(61).fill(0);
    this.stages = stageOf === undefined ? 0 : Math.max(...stageOf) + 1;
    this.stageRows = new Float32Array(this.stages * ROWS * width);
    this.stageTable = new LazyTable(this.stageRows, width);
    const random = seeded(seed);
    const uniform = (length: number, range: number) => Float32Array.from({ length }, () => (random() * 2 - 1) * range);
    const { heads } = this;
    this.embeddings = new Float32Array(ROWS * width);
    this.bias = new Float32Array(width).fill(0.5);
    this.hidden = uniform(heads * hiddenWidth * width, 1 / Math.sqrt(width));
    this.hiddenBias = uniform(heads * hiddenWidth, 1 / Math.sqrt(width));
    this.output = uniform(heads * hiddenWidth, 1 / Math.sqrt(hiddenWidth));
    this.outputBias = new Float32Array(heads);
    this.dense = [this.bias, this.hidden, this.hiddenBias, this.output, this.outputBias];
    this.denseGradients = this.dense.map((p) => new Float32Array(p.length));
    this.denseM = this.dense.map((p) => new Float32Array(p.length));
    this.denseV = this.dense.map((p) => new Float32Array(p.length));
    this.embeddingTable = new LazyTable(this.embeddings, width);
    this.accumulator = new Float32Array(width);
    this.activation = new Float32Array(width);
    this.hiddenSum = new Float32Array(hiddenWidth);
    this.hiddenActivation = new Float32Array(hiddenWidth);
    this.activationGradient = new Float32Array(width);
  }

  /** The predicted score in discs of a position given by its features and empties. */
  predict(features: ArrayLike<number>, at: number, empties: number): number {
    inputRows(features, at, empties, this.rows);
    this.forEmpties(empties);
    return this.forward() * OUTPUT_SCALE;
  }

  /** The head, phase and stage of a position with `empties` empty squares. */
  private forEmpties(empties: number): void {
    this.head = this.headOf[empties]!;
    this.phase = this.phaseOf[empties]!;
    this.stage = this.stageOf[empties]!;
  }

  /** Forward pass over `this.rows` through `this.head`; returns score / OUTPUT_SCALE. */
  private forward(): number {
    const { width, hiddenWidth, accumulator, activation, hiddenSum, hiddenActivation } = this;
    accumulator.set(this.bias);
    for (let i = 0; i < INPUTS; i++) {
      const row = this.rows[i]! * width;
      for (let j = 0; j < width; j++) accumulator[j]! += this.embeddings[row + j]!;
    }
    if (this.stages > 0) {
      const residuals = this.stage * ROWS * width;
      for (let i = 0; i < INPUTS; i++) {
        const row = residuals + this.rows[i]! * width;
        for (let j = 0; j < width; j++) accumulator[j]! += this.stageRows[row + j]!;
      }
    }
    for (let j = 0; j < width; j++) activation[j] = Math.min(Math.max(accumulator[j]!, 0), 1);
    const unit0 = this.head * hiddenWidth;
    let out = this.outputBias[this.head]!;
    for (let h = 0; h < hiddenWidth; h++) {
      let sum = this.hiddenBias[unit0 + h]!;
      const row = (unit0 + h) * width;
      for (let j = 0; j < width; j++) sum += this.hidden[row + j]! * activation[j]!;
      hiddenSum[h] = sum;
      const y = Math.min(Math.max(sum, 0), 1);
      hiddenActivation[h] = y;
      out += this.output[unit0 + h]! * y;
    }
    if (this.phases === 0) return out;
    const weights = this.phase * WEIGHTS_PER_PHASE;
    for (let i = 0; i < FEATURE_COUNT; i++) out += this.phaseWeights[weights + this.rows[i]!]!;
    return out;
  }

  /**
   * Adds one position's gradient of the squared error (scaled by `weight`) to the batch's, and
   * returns its squared error in (disc / OUTPUT_SCALE)^2.
   */
  private accumulate(target: number, weight: number): number {
    const { width, hiddenWidth, activation, accumulator, hiddenSum, hiddenActivation } = this;
    const [gBias, gHidden, gHiddenBias, gOutput, gOutputBias] = this.denseGradients as [Float32Array, Float32Array, Float32Array, Float32Array, Float32Array];
    const error = this.forward() - target / OUTPUT_SCALE;
    const d = 2 * error * weight;
    const unit0 = this.head * hiddenWidth;
    gOutputBias[this.head]! += d;
    const dActivation = this.activationGradient.fill(0);
    for (let h = 0; h < hiddenWidth; h++) {
      gOutput[unit0 + h]! += d * hiddenActivation[h]!;
      const x = hiddenSum[h]!;
      if (!(x > 0 && x < 1)) continue;
      const g = d * this.output[unit0 + h]!;
      gHiddenBias[unit0 + h]! += g;
      const row = (unit0 + h) * width;
      for (let j = 0; j < width; j++) {
        gHidden[row + j]! += g * activation[j]!;
        dActivation[j]! += g * this.hidden[row + j]!;
      }
    }
    for (let j = 0; j < width; j++) {
      const x = accumulator[j]!;
      if (!(x > 0 && x < 1)) dActivation[j] = 0;
      gBias[j]! += dActivation[j]!;
    }
    const { gradients } = this.embeddingTable;
    if (this.sharedRate > 0) {
      for (let i = 0; i < INPUTS; i++) {
        const row = this.embeddingTable.gradientAt(this.rows[i]!);
        for (let j = 0; j < width; j++) gradients[row + j]! += dActivation[j]!;
      }
    }
    if (this.stages > 0) {
      const stageGradients = this.stageTable.gradients;
      for (let i = 0; i < INPUTS; i++) {
        const row = this.stageTable.gradientAt(this.stage * ROWS + this.rows[i]!);
        for (let j = 0; j < width; j++) stageGradients[row + j]! += dActivation[j]!;
      }
    }
    if (this.phases > 0) {
      const weights = this.phase * WEIGHTS_PER_PHASE;
      for (let i = 0; i < FEATURE_COUNT; i++) this.phaseTable.gradients[this.phaseTable.gradientAt(weights + this.rows[i]!)]! += d;
    }
    return error * error;
  }

  /**
   * One Adam step on a batch: `rows` of `features` (FEATURE_COUNT each), their targets in discs
   * and empties. Returns the batch's summed squared error in discs^2.
   */
  trainBatch(features: Uint16Array, targets: Int8Array, empties: Uint8Array, rows: Int32Array, from: number, to: number, rate: number): number {
    let loss = 0;
    for (let k = from; k < to; k++) {
      const row = rows[k]!;
      inputRows(features, row * FEATURE_COUNT, empties[row]!, this.rows);
      this.forEmpties(empties[row]!);
      loss += this.accumulate(targets[row]!, 1 / (to - from));
    }
    this.step++;
    const { stepSize, correction } = adamStep(rate, this.step);
    this.dense.forEach((w, p) => adam(w, this.denseGradients[p]!, this.denseM[p]!, this.denseV[p]!, 0, w.length, stepSize, correction));
    this.embeddingTable.update(stepSize * this.sharedRate, correction, EMBEDDING_LIMIT);
    this.phaseTable.update(stepSize * this.phaseRate, correction, PHASE_WEIGHT_LIMIT);
    // A residual may undo its shared row's sign: the file bounds their sum (network-file.ts).
    this.stageTable.update(stepSize * this.stageRate, correction, 2 * EMBEDDING_LIMIT);
    return loss * OUTPUT_SCALE * OUTPUT_SCALE;
  }

  private parameters(): Float32Array[] {
    return [this.embeddings, this.bias, this.hidden, this.hiddenBias, this.output, this.outputBias, this.phaseWeights, this.stageRows];
  }

  /** Writes the network (format at the top of this file). */
  save(path: string): void {
    const header = new Uint32Array([MAGIC, VERSION, this.width, this.hiddenWidth, ROWS, this.heads]);
    const headMap = new Uint8Array(64);
    headMap.set(this.headOf);
    const phaseMap = new Uint8Array(64);
    phaseMap.set(this.phaseOf);
    const stageMap = new Uint8Array(64);
    stageMap.set(this.stageOf);
    const count = (n: number) => new Uint8Array(Uint32Array.of(n).buffer);
    const parts = [new Uint8Array(header.buffer), headMap, count(this.phases), phaseMap, count(this.stages), stageMap, ...this.parameters().map((a) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength))];
    const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of parts) {
      bytes.set(part, at);
      at += part.length;
    }
    writeFileSync(path, bytes);
  }

  /** Reads a network that save wrote; throws naming what is wrong. */
  static load(path: string): Network {
    const bytes = readFileSync(path);
    const fail = (what: string): never => {
      throw new Error(`${path}: ${what}`);
    };
    if (bytes.length < 88) fail('shorter than the header');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const [magic, version, width, hiddenWidth, rows, heads] = [0, 1, 2, 3, 4, 5].map((i) => view.getUint32(i * 4, true)) as [number, number, number, number, number, number];
    if (magic !== MAGIC) fail('not a float network (bad magic)');
    if (version < 2 || version > VERSION) fail(`version ${version}, expected 2 to ${VERSION}`);
    if (rows !== ROWS) fail(`${rows} rows, expected ${ROWS}: made for other patterns`);
    const headOf = [...bytes.subarray(24, 24 + 61)];
    if (Math.max(...headOf) + 1 !== heads) fail('the head map does not match the head count');
    let at = 88;
    /** A count and its map of 0..60 empties at `at` (versions 3 and 4), if the count is not 0. */
    const map = (what: string): number[] | undefined => {
      if (bytes.length < at + 68) fail('truncated');
      const count = view.getUint32(at, true);
      const of = [...bytes.subarray(at + 4, at + 4 + 61)];
      at += 68;
      if (count === 0) return undefined;
      if (Math.max(...of) + 1 !== count) fail(`the ${what} map does not match the ${what} count`);
      return of;
    };
    const phaseOf = version >= 3 ? map('phase') : undefined;
    const stageOf = version >= 4 ? map('stage') : undefined;
    const network = new Network(width, hiddenWidth, headOf, 0, phaseOf, stageOf);
    for (const array of network.parameters()) {
      if (at + array.byteLength > bytes.length) fail('truncated');
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength).set(bytes.subarray(at, at + array.byteLength));
      at += array.byteLength;
    }
    if (at !== bytes.length) fail(`${bytes.length - at} bytes after the last array`);
    return network;
  }
}

/** The half-range of the new columns' starting values in `widen`: small, but enough to tell them apart. */
const WIDEN_NOISE = 0.05;

/**
 * `from` at E = `width` (more than its own): its columns first, then new ones, so that training can
 * give a trained network more capacity without starting over (issue 36). The new columns start at
 * a bias of 0.5, small random values in the rows `from` uses (a row it never saw stays 0, and out
 * of the file) and no weight into any head: the wider network scores exactly as `from` did.
 *
 * @example
 * const wide = widen(floatNetwork(readNetworkFile(bytes)), 64, 1); // E = 32 -> 64, the same scores
 */
export function widen(from: Network, width: number, seed: number): Network {
  if (!(width > from.width)) throw new Error(`widen: E = ${width} is not wider than the network's ${from.width}`);
  if (from.stages > 0) throw new Error('widen: a network with stage residuals; widen it before adding them');
  const wide = new Network(width, from.hiddenWidth, from.headOf, seed, from.phases > 0 ? from.phaseOf : undefined);
  const random = seeded(seed ^ 0x2545f491);
  const old = from.width;
  for (let row = 0; row < ROWS; row++) {
    const was = from.embeddings.subarray(row * old, (row + 1) * old);
    if (was.every((value) => value === 0)) continue;
    wide.embeddings.set(was, row * width);
    for (let j = old; j < width; j++) wide.embeddings[row * width + j] = (random() * 2 - 1) * WIDEN_NOISE;
  }
  wide.bias.set(from.bias);
  wide.hidden.fill(0);
  for (let unit = 0; unit < from.heads * from.hiddenWidth; unit++) {
    wide.hidden.set(from.hidden.subarray(unit * old, (unit + 1) * old), unit * width);
  }
  wide.hiddenBias.set(from.hiddenBias);
  wide.output.set(from.output);
  wide.outputBias.set(from.outputBias);
  wide.phaseWeights.set(from.phaseWeights);
  wide.phaseRate = from.phaseRate;
  return wide;
}
