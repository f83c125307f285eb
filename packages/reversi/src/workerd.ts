// Entry point for Cloudflare Workers: workerd refuses to compile wasm from bytes at run time, so
// the module comes in as an import that wrangler compiles at deploy time, and the weights (the
// network, and the linear weights that order the exact solver's moves beside it) and the opening
// book as data (gzipped, as the package ships them: DecompressionStream unpacks them).
import flankWasm from './flank.wasm';
import flankWeights from './flank-network.bin';
import flankLinear from './flank-eval.bin';
import flankBook from './flank-book.bin';
import { described, optionsOf } from './arguments.ts';
import { initOnce } from './core/engine.ts';
import { ReversiError } from './errors.ts';

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
  let asked: { tableMegabytes?: number; book?: false };
  try {
    asked = optionsOf<{ tableMegabytes: number; book: false }>(options, 'init', ['tableMegabytes', 'book'], '{ tableMegabytes: 16 }');
    if (asked.book !== undefined && asked.book !== false) throw new ReversiError('INVALID_ARGUMENT', `In Workers, init() takes book: false or no book option, got ${described(asked.book)}`);
  } catch (error) {
    return Promise.reject(error);
  }
  return initOnce(
    {
      wasm: () => flankWasm,
      weights: () => flankWeights,
      linear: () => flankLinear,
      book: () => (asked.book === false ? undefined : flankBook),
      tableMegabytes: asked.tableMegabytes,
    },
    asked,
  );
}
