import type { BookSource, WasmSource, WeightsSource } from './engine.ts';

/** Options of `init()`. Every file defaults to the one shipped beside the package's entry point. */
export interface InitOptions {
  /** flank.wasm: a path or URL, its bytes, a fetch Response, or a compiled WebAssembly.Module. */
  wasm?: WasmSource | URL | string;
  /**
   * The evaluation's weights file, gzipped or not: a path or URL, its bytes, or a fetch Response.
   * By default the pattern network, flank-network.bin, in Node and Workers; in browsers the small
   * linear weights, flank-eval.bin (pass flank-network.bin for the stronger network).
   */
  weights?: WeightsSource | URL | string;
  /**
   * The opening book (flank-book.bin, gzipped or not): a path or URL, its bytes, or a fetch Response;
   * `false` for none. By default the package's own. A book that cannot be had (a missing file)
   * means no book, with a warning; a corrupt one fails `init()`.
   */
  book?: BookSource | URL | string | false;
  /** The search's transposition table in MiB, a power of two from 1 to 512 (default 8). */
  tableMegabytes?: number;
}

/** `init(options)`, or `init(source)` for the engine alone, as earlier versions took it. */
export function initOptionsOf(argument: InitOptions | WasmSource | URL | string | undefined): InitOptions {
  if (argument === undefined) return {};
  const plain = typeof argument === 'object' && argument !== null && Object.getPrototypeOf(argument) === Object.prototype;
  return plain ? (argument as InitOptions) : { wasm: argument as WasmSource | URL | string };
}
