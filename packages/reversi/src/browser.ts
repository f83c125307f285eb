// Entry point for browsers and bundlers: fetches flank.wasm from beside this file.
import { type WasmSource, initOnce } from './core/engine.ts';

export * from './api.ts';
export type { WasmSource } from './core/engine.ts';

/**
 * Loads the engine. Call it once, before the first `new Reversi()`; later calls return at once.
 * By default it fetches the `flank.wasm` beside this module (bundlers such as Vite rewrite that
 * URL); pass a URL, a fetch response, bytes or a compiled module to load it from elsewhere.
 *
 * @example
 * ```ts
 * import { init, Reversi } from '@flank/reversi';
 * await init();
 * new Reversi().moves(); // ['d3', 'c4', 'f5', 'e6']
 * ```
 */
export function init(source?: WasmSource | URL | string): Promise<void> {
  return initOnce(() => {
    if (source === undefined) return fetch(new URL('./flank.wasm', import.meta.url));
    if (typeof source === 'string' || source instanceof URL) return fetch(source);
    return source;
  });
}
