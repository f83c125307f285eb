// Entry point for Node (and Deno, Bun): reads flank.wasm, the evaluation (flank-network.bin) and the
// opening book (flank-book.bin) from beside this file, and unpacks them (the package ships them
// gzipped) with zlib, several times faster here than DecompressionStream.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { type WasmSource, initOnce } from './core/engine.ts';
import { type InitOptions, initOptionsOf } from './core/init-options.ts';

export * from './api.ts';
export type { BookSource, WasmSource, WeightsSource } from './core/engine.ts';
export type { InitOptions } from './core/init-options.ts';

/** A path or URL is read from disk; anything else is the file's content already. */
function fromDisk<T>(source: T | URL | string | undefined, file: string): T | Promise<Uint8Array> {
  if (source === undefined) return readFile(new URL(`./${file}`, import.meta.url));
  if (typeof source === 'string' || source instanceof URL) return readFile(source);
  return source;
}

/**
 * Loads the engine, its evaluation weights and the opening book. Call it once, before the first `new Reversi()`;
 * later calls return at once. Takes options (other files, the table size) or, alone, the engine.
 *
 * @example
 * ```ts
 * import { init, Reversi } from '@flank/reversi';
 * await init(); // or init({ tableMegabytes: 64 })
 * new Reversi().moves(); // ['d3', 'c4', 'f5', 'e6']
 * ```
 */
export function init(options?: InitOptions | WasmSource | URL | string): Promise<void> {
  const { wasm, weights, book, tableMegabytes } = initOptionsOf(options);
  return initOnce({
    wasm: () => fromDisk(wasm, 'flank.wasm'),
    weights: () => fromDisk(weights, 'flank-network.bin'),
    book: () => (book === false ? undefined : fromDisk(book, 'flank-book.bin')),
    tableMegabytes,
    gunzip: promisify(gunzip),
  });
}
