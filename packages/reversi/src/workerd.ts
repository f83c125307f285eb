// Entry point for Cloudflare Workers: workerd refuses to compile wasm from bytes at run time, so
// the module comes in as an import that wrangler compiles at deploy time.
import flankWasm from './flank.wasm';
import { initOnce } from './core/engine.ts';

export * from './api.ts';
export type { WasmSource } from './core/engine.ts';

/**
 * Loads the engine. Call it once, before the first `new Reversi()`; later calls return at once.
 *
 * @example
 * ```ts
 * import { init, Reversi } from '@flank/reversi';
 * await init();
 * new Reversi().moves(); // ['d3', 'c4', 'f5', 'e6']
 * ```
 */
export function init(): Promise<void> {
  return initOnce(() => flankWasm);
}
