// Lazy Adam: a table of rows whose gradients, moments and update touch only the rows a batch used,
// which keeps a step's cost to those rows (the embedding and the phase weights of network.ts).

const BETA1 = 0.9;
const BETA2 = 0.999;
const EPSILON = 1e-8;

/** Adam on the weights from..to of `w`, whose gradients `g` it then clears; clipped to ±limit. */
export function adam(w: Float32Array, g: Float32Array, m: Float32Array, v: Float32Array, from: number, to: number, stepSize: number, correction: number, limit = Infinity): void {
  for (let i = from; i < to; i++) {
    const gi = g[i]!;
    m[i] = BETA1 * m[i]! + (1 - BETA1) * gi;
    v[i] = BETA2 * v[i]! + (1 - BETA2) * gi * gi;
    const x = w[i]! - (stepSize * m[i]!) / (Math.sqrt(v[i]!) * correction + EPSILON);
    w[i] = Math.min(Math.max(x, -limit), limit);
    g[i] = 0;
  }
}

/** Adam's step size and the correction of its second moment at step `step` (from 1). */
export function adamStep(rate: number, step: number): { stepSize: number; correction: number } {
  return { stepSize: rate / (1 - BETA1 ** step), correction: 1 / Math.sqrt(1 - BETA2 ** step) };
}

/**
 * `weights`, `rows` rows of `width` each, with their gradients and Adam's moments; a row's
 * gradient is added through `gradientAt`, and `update` steps the rows touched since the last.
 *
 * @example
 * const table = new LazyTable(new Float32Array(10 * 4), 4);
 * table.gradients[table.gradientAt(3)] += 0.5; // row 3, entry 0
 * table.update(0.002, 1, 1); // only row 3 moves
 */
export class LazyTable {
  readonly gradients: Float32Array;
  private readonly m: Float32Array;
  private readonly v: Float32Array;
  private readonly touched: Int32Array;
  private readonly isTouched: Uint8Array;
  private count = 0;

  constructor(
    readonly weights: Float32Array,
    readonly width: number,
  ) {
    this.gradients = new Float32Array(weights.length);
    this.m = new Float32Array(weights.length);
    this.v = new Float32Array(weights.length);
    this.touched = new Int32Array(weights.length / width);
    this.isTouched = new Uint8Array(weights.length / width);
  }

  /** Marks `row` touched in this step; returns where its gradients start. */
  gradientAt(row: number): number {
    if (this.isTouched[row] === 0) {
      this.isTouched[row] = 1;
      this.touched[this.count++] = row;
    }
    return row * this.width;
  }

  /** Adam on the rows touched since the last update, clipped to ±limit; their gradients cleared. */
  update(stepSize: number, correction: number, limit: number): void {
    for (let t = 0; t < this.count; t++) {
      const row = this.touched[t]!;
      this.isTouched[row] = 0;
      adam(this.weights, this.gradients, this.m, this.v, row * this.width, (row + 1) * this.width, stepSize, correction, limit);
    }
    this.count = 0;
  }
}
