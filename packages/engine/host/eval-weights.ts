import { readFileSync } from 'node:fs';
import { type CoreExports, LOAD_RESULT } from './core-interface';

/**
 * The trained evaluations that ship with the engine: the pattern network (the default, where a few
 * megabytes are no burden) and linear pattern weights (small: what a web page loads first).
 */
export const WEIGHTS_FILES = {
  network: new URL('../weights/flank-network.bin', import.meta.url),
  linear: new URL('../weights/flank-eval.bin', import.meta.url),
} as const;

/** A shipped evaluation named on a command line (`network` or `linear`); throws naming the option otherwise. */
export function weightsKind(option: string, text: string): keyof typeof WEIGHTS_FILES {
  if (text !== 'network' && text !== 'linear') throw new Error(`--${option} ${text}: network or linear, please`);
  return text;
}

/** The bytes of a shipped evaluation, the network unless asked for the linear weights. */
export function readWeightsFile(kind: keyof typeof WEIGHTS_FILES = 'network'): Uint8Array {
  return new Uint8Array(readFileSync(WEIGHTS_FILES[kind]));
}

/**
 * Copies a weights file into the module and loads it: what a host does once at init. Returns
 * loadWeights' result (0 when loaded), or BAD_LENGTH when the module reserves no room for it.
 *
 * @example
 * const core = loadCore('flank.wasm', { weights: false });
 * loadWeightsInto(core, readWeightsFile()); // 0
 */
export function loadWeightsInto(core: CoreExports, bytes: Uint8Array): number {
  const at = core.weightsAddress(bytes.length) >>> 0;
  if (at === 0) return LOAD_RESULT.BAD_LENGTH;
  new Uint8Array(core.memory.buffer, at, bytes.length).set(bytes);
  return core.loadWeights(bytes.length);
}

/**
 * Loads a shipped evaluation as the wrapper does: the network after the linear weights, which stay
 * loaded beside it and order the exact solver's moves near the leaves (eval/evaluate.ts,
 * evaluateChildLinear); the linear weights alone. Returns the first result that is not 0, else 0.
 *
 * @example
 * loadShippedWeights(loadCore('flank.wasm', { weights: false }), 'network'); // 0
 */
export function loadShippedWeights(core: CoreExports, kind: keyof typeof WEIGHTS_FILES): number {
  const linear = loadWeightsInto(core, readWeightsFile('linear'));
  if (linear !== 0 || kind === 'linear') return linear;
  return loadWeightsInto(core, readWeightsFile(kind));
}
