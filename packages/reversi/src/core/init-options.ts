import { isObjectLiteral, optionsOf } from '../arguments.ts';
import { ReversiError } from '../errors.ts';
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
   * Linear weights (flank-eval.bin, gzipped or not), loaded before `weights`: beside a network,
   * the exact solver orders its moves near the leaves by them, at a fraction of the network's cost
   * (the same scores, found faster). As `weights` takes them, or `false` for none. By default the
   * package's own; in browsers only where `weights` are given, since by default they are those
   * linear weights already. Where they cannot be had, init() warns and the solver is slower.
   */
  linearWeights?: WeightsSource | URL | string | false;
  /**
   * The opening book (flank-book.bin, gzipped or not): a path or URL, its bytes, or a fetch Response;
   * `false` for none. By default the package's own. A book that cannot be had (a missing file)
   * means no book, with a warning; a corrupt one fails `init()`.
   */
  book?: BookSource | URL | string | false;
  /** The search's transposition table in MiB, a power of two from 1 to 512 (default 8). */
  tableMegabytes?: number;
  /**
   * Threads the searches may use: a whole number from 1 to 64, or 'all' for every logical core
   * (default 1). With one, the same position and options always give the same answer; with more,
   * exact scores stay exact and every answer is a searched one, but the move and the nodes may
   * differ from run to run. Browsers need a cross-origin isolated page for them (the headers
   * `Cross-Origin-Opener-Policy: same-origin` and `Cross-Origin-Embedder-Policy: require-corp`);
   * elsewhere the engine searches on one thread, with a warning.
   */
  threads?: number | 'all';
  /** flank-threads.wasm, the engine for several threads: as `wasm` takes it. */
  threadsWasm?: WasmSource | URL | string;
}

const OPTIONS: readonly (keyof InitOptions)[] = ['wasm', 'weights', 'linearWeights', 'book', 'tableMegabytes', 'threads', 'threadsWasm'];

/**
 * `init(options)` checked (only the options it knows), or `init(source)` for the engine alone, as
 * earlier versions took it.
 *
 * @example
 * ```ts
 * initOptionsOf({ threads: 2 }); // { threads: 2 }
 * initOptionsOf(null); // throws: init() takes its options as an object like { threads: 2 }, ...
 * ```
 */
export function initOptionsOf(argument: InitOptions | WasmSource | URL | string | undefined): InitOptions {
  if (argument === undefined) return {};
  if (argument === null) {
    throw new ReversiError('INVALID_ARGUMENT', 'init() takes its options as an object like { threads: 2 }, or the engine alone (a path, a URL, bytes, a Response or a WebAssembly.Module), got null');
  }
  if (!isObjectLiteral(argument)) return { wasm: argument as WasmSource | URL | string };
  return optionsOf<InitOptions>(argument, 'init', OPTIONS, '{ threads: 2 }');
}
