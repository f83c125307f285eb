// Entry point for Node (and Deno, Bun): reads flank.wasm from beside this file.
import { readFile } from 'node:fs/promises';
import { type WasmSource, initOnce } from './core/engine.ts';

export * from './api.ts';
export type { WasmSource } from './core/engine.ts';

/**
 * Loads the engine. Call it once, before the first `new Reversi()`; later calls return at once.
 * By default it reads the `flank.wasm` shipped with the package; pass a path, URL, bytes or a
 * compiled module to load another.
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
    if (source === undefined) return readFile(new URL('./flank.wasm', import.meta.url));
    if (typeof source === 'string' || source instanceof URL) return readFile(source);
    return source;
  });
}
