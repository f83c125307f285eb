// Entry point for browsers and bundlers: fetches flank.wasm, flank-eval.bin.gz (the small linear
// evaluation, gzipped: hosts send a .bin uncompressed) and flank-book.bin.gz (the opening book)
// from beside this file. The stronger network, flank-network.bin.gz (about 2.5 MB), is one option
// away.
import { type WasmSource, initOnce } from './core/engine.ts';
import { type InitOptions, initOptionsOf } from './core/init-options.ts';

export * from './api.ts';
export type { BookSource, WasmSource, WeightsSource } from './core/engine.ts';
export type { InitOptions } from './core/init-options.ts';

/** A URL is fetched; anything else is the file's content already. */
function fetched<T>(source: T | URL | string | undefined, url: URL): T | Promise<Response> {
  if (source === undefined) return fetch(url);
  if (typeof source === 'string' || source instanceof URL) return fetch(source);
  return source;
}

/**
 * Loads the engine, its evaluation weights and the opening book. Call it once, before the first `new Reversi()`;
 * later calls return at once. By default it fetches the files beside this module (bundlers such as
 * Vite rewrite those URLs): the engine, the small linear evaluation and the opening book. Options name other URLs
 * (the pattern network, flank-network.bin.gz, plays stronger), bytes, responses, or the table size.
 *
 * @example
 * ```ts
 * import { init, Reversi } from '@flank/reversi';
 * await init(); // or init({ weights: new URL('@flank/reversi/flank-network.bin.gz', import.meta.url) })
 * new Reversi().moves(); // ['d3', 'c4', 'f5', 'e6']
 * ```
 */
export function init(options?: InitOptions | WasmSource | URL | string): Promise<void> {
  const { wasm, weights, book, tableMegabytes } = initOptionsOf(options);
  return initOnce({
    wasm: () => fetched(wasm, new URL('./flank.wasm', import.meta.url)),
    weights: () => fetched(weights, new URL('./flank-eval.bin.gz', import.meta.url)),
    book: () => (book === false ? undefined : fetched(book, new URL('./flank-book.bin.gz', import.meta.url))),
    tableMegabytes,
  });
}
