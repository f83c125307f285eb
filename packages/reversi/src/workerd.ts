// Entry point for Cloudflare Workers: workerd refuses to compile wasm from bytes at run time, so
// the module comes in as an import that wrangler compiles at deploy time, and the weights and the
// opening book as data (gzipped, as the package ships them: DecompressionStream unpacks them).
import flankWasm from './flank.wasm';
import flankWeights from './flank-network.bin';
import flankBook from './flank-book.bin';
import { initOnce } from './core/engine.ts';

export * from './api.ts';
export type { BookSource, WasmSource, WeightsSource } from './core/engine.ts';

/**
 * Loads the engine, its evaluation weights and the opening book (`book: false` for none). Call it
 * once, before the first `new Reversi()`; later calls return at once.
 *
 * @example
 * ```ts
 * import { init, Reversi } from '@flank/reversi';
 * await init(); // or init({ tableMegabytes: 16 })
 * new Reversi().moves(); // ['d3', 'c4', 'f5', 'e6']
 * ```
 */
export function init(options: { tableMegabytes?: number; book?: false } = {}): Promise<void> {
  return initOnce({
    wasm: () => flankWasm,
    weights: () => flankWeights,
    book: () => (options.book === false ? undefined : flankBook),
    tableMegabytes: options.tableMegabytes,
  });
}
