// Entry point for Cloudflare Workers: workerd refuses to compile wasm from bytes at run time, so
// the module comes in as an import that wrangler compiles at deploy time, and the weights as data.
import flankWasm from './flank.wasm';
import flankWeights from './flank-network.bin';
import { initOnce } from './core/engine.ts';

export * from './api.ts';
export type { WasmSource, WeightsSource } from './core/engine.ts';

/**
 * Loads the engine and its evaluation weights. Call it once, before the first `new Reversi()`;
 * later calls return at once.
 *
 * @example
 * ```ts
 * import { init, Reversi } from '@flank/reversi';
 * await init(); // or init({ tableMegabytes: 16 })
 * new Reversi().moves(); // ['d3', 'c4', 'f5', 'e6']
 * ```
 */
export function init(options: { tableMegabytes?: number } = {}): Promise<void> {
  return initOnce({ wasm: () => flankWasm, weights: () => flankWeights, tableMegabytes: options.tableMegabytes });
}
