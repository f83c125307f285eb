import { readFileSync } from 'node:fs';

/** The evaluation's exports (assembly/eval/index.ts), beside the core's. */
export interface EvalExports {
  memory: WebAssembly.Memory;
  weightsAddress(byteLength: number): number;
  loadWeights(byteLength: number): number;
  evaluate(player: bigint, opponent: bigint): number;
  evaluateFine(player: bigint, opponent: bigint): number;
}

/** loadWeights' results (assembly/eval/weights.ts). */
export const LOAD_RESULT = {
  LOADED: 0,
  BAD_LENGTH: 1,
  BAD_MAGIC: 2,
  BAD_VERSION: 3,
  BAD_LAYOUT: 4,
  BAD_PHASES: 5,
  BAD_CHECKSUM: 6,
  BAD_BITMAP: 7,
} as const;

/** The trained weights that ship with the engine. */
export const WEIGHTS_FILE = new URL('../weights/flank-eval.bin', import.meta.url);

export function readWeightsFile(): Uint8Array {
  return new Uint8Array(readFileSync(WEIGHTS_FILE));
}

/**
 * Copies a weights file into the module and loads it: what a host does once at init. Returns
 * loadWeights' result (0 when loaded), or BAD_LENGTH when the module reserves no room for it.
 *
 * @example
 * const core = loadCore() as Core & EvalExports;
 * loadWeightsInto(core, readWeightsFile()); // 0
 */
export function loadWeightsInto(core: EvalExports, bytes: Uint8Array): number {
  const at = core.weightsAddress(bytes.length) >>> 0;
  if (at === 0) return LOAD_RESULT.BAD_LENGTH;
  new Uint8Array(core.memory.buffer, at, bytes.length).set(bytes);
  return core.loadWeights(bytes.length);
}
