import { described } from '../arguments.ts';
import { ReversiError } from '../errors.ts';
import { type BookData, decodeBook } from './book-file.ts';
import { type CoreExports, LOAD_ERRORS, layoutMismatches, unsignedExports } from './core-interface.ts';

export type { CoreExports } from './core-interface.ts';
export { NO_MOVE, PASS, RULES, START, STATUS, UNLIMITED_STOCK } from './core-interface.ts';

/** Where a runtime's `init()` may take the engine from: compiled already, bytes, or a fetch response. */
export type WasmSource = WebAssembly.Module | ArrayBuffer | ArrayBufferView | Response | PromiseLike<Response>;

/** The host clock the core reads for search deadlines, in milliseconds (it stands still inside a Worker's request). */
export const now = (): number => (globalThis.performance ? performance.now() : Date.now());

/**
 * What an instance's clock calls while a watched search runs (`watchSearch`), and the first error
 * it threw: each instance of the core has its own (the main one, and each lane's: lanes.ts).
 */
export interface Watch {
  watcher: (() => void) | undefined;
  error: { error: unknown } | undefined;
}

const mainWatch: Watch = { watcher: undefined, error: undefined };

/** The flag that stops this thread's searches once another thread sets it (`stopSearchesWhen`). */
let stopFlag: Int32Array | undefined;

/**
 * Stops the searches that follow, as a deadline reached would (each answers what it knew), once
 * `flag[0]` is not 0; undefined: no flag. A search runs synchronously, so only another thread can
 * set it: the command line runs its searches in a worker thread, and its main thread, free to hear
 * Ctrl-C, sets it. The core sees it at its next look at the clock, within 4096 nodes.
 *
 * @example
 * ```ts
 * const stop = new Int32Array(new SharedArrayBuffer(4));
 * stopSearchesWhen(stop); // another thread: Atomics.store(stop, 0, 1)
 * ```
 */
export function stopSearchesWhen(flag: Int32Array | undefined): void {
  if (flag !== undefined && !(flag instanceof Int32Array && flag.length > 0)) {
    throw new ReversiError('INVALID_ARGUMENT', `stopSearchesWhen takes an Int32Array of at least one element (on a SharedArrayBuffer, for another thread to set), or undefined, got ${described(flag)}`);
  }
  stopFlag = flag;
}

/** Whether a stop flag is set up: the core must then read its clock, as for a deadline. */
export const stoppable = (): boolean => stopFlag !== undefined;

/**
 * The clock an instance of the core reads: the host's, and the moment a watched search hears how
 * it goes. The core reads it every 4096 nodes of a search that has a deadline, so watching costs
 * the search nothing and changes none of its answers. A watcher that throws must not unwind the
 * core (its search state would be left half-set): the clock then reads as past every deadline, so
 * the search stops as it does when its time is up, and `watchSearch` throws the error once the
 * core has returned. A set stop flag reads as past every deadline too.
 */
export function clockOf(watch: Watch): () => number {
  return () => {
    if (stopFlag !== undefined && Atomics.load(stopFlag, 0) !== 0) return Infinity;
    if (watch.watcher !== undefined && watch.error === undefined) {
      try {
        watch.watcher();
      } catch (error) {
        watch.error = { error };
      }
    }
    return watch.error === undefined ? now() : Infinity;
  };
}

const coreClock = clockOf(mainWatch);

/**
 * Runs `search` (core calls after a `limits` with a deadline: Infinity for none) with `watch`
 * called each time the core reads its clock, every 4096 nodes; an error `watch` throws stops the
 * search and is thrown when `search` returns. It watches the instance in use when `search` starts.
 */
export function* watchSearch<T, Y, N>(watch: () => void, search: Generator<Y, T, N>): Generator<Y, T, N> {
  const watched = lent?.watch ?? mainWatch;
  watched.watcher = watch;
  watched.error = undefined;
  let result: T;
  try {
    result = yield* search;
  } finally {
    watched.watcher = undefined;
  }
  // The watcher set it while `search` ran, which the compiler cannot see.
  const failed = watched.error as { error: unknown } | undefined;
  watched.error = undefined;
  if (failed !== undefined) throw failed.error;
  return result;
}

/** Where the evaluation weights may come from: bytes, or a fetch response. */
export type WeightsSource = ArrayBuffer | ArrayBufferView | Response | PromiseLike<Response>;

/** Where the opening book may come from: bytes, or a fetch response (gzipped or not). */
export type BookSource = WeightsSource;

/** What a runtime's entry point hands over: how to get each file, and the table size asked for. */
export interface Sources {
  wasm: () => WasmSource | Promise<WasmSource>;
  weights: () => WeightsSource | Promise<WeightsSource>;
  /**
   * Linear weights (`InitOptions.linearWeights`), loaded before `weights`: beside a network they
   * order the exact solver's moves near the leaves, at a fraction of the network's cost. None when
   * it returns undefined. Where they cannot be had, the solver orders by the network's own phase
   * weights, with a warning, and is slower.
   */
  linear: () => WeightsSource | Promise<WeightsSource> | undefined;
  /** The opening book; none when it returns undefined. A book that cannot be had (a missing file) means no book, with a warning. */
  book: () => BookSource | Promise<BookSource> | undefined;
  tableMegabytes?: number;
  /** The runtime's own gunzip, where it has a faster one than DecompressionStream (Node's zlib). */
  gunzip?: Gunzip;
  /**
   * Threads the searches may use (`InitOptions.threads`, checked), and how the runtime runs them:
   * the threaded engine and the starter of a helper thread, where it can; `threadsUnavailable`
   * says why not (a browser page that is not cross-origin isolated).
   */
  threads?: { count: number; wasm: () => WasmSource | Promise<WasmSource>; startHelper: StartHelper } | { count: number; threadsUnavailable: string };
}

/**
 * Starts a helper thread of the threaded engine: instantiates `module` on `memory` in a new thread,
 * with the host's clock as `env.now`, and calls its `serve(context, index)`. Resolves once the
 * instance exists (before `serve`), to a function that waits for the thread to end after the
 * engine told it to quit.
 */
export type StartHelper = (module: WebAssembly.Module, memory: WebAssembly.Memory, context: number, index: number) => Promise<() => Promise<void>>;

/** The threaded engine's memory: at most 1 GiB (the largest table and the weights fit), a few pages at first. */
const THREADS_MEMORY = { initial: 64, maximum: 16384, shared: true } as const;

/**
 * `init({ threads })` checked: a whole number from 1 to 64, or 'all' for `cores` (the runtime's
 * count of logical cores, at most 64).
 */
export function threadCount(threads: unknown, cores: number): number {
  if (threads === undefined) return 1;
  if (threads === 'all') return Math.max(1, Math.min(64, cores));
  if (typeof threads !== 'number' || !Number.isInteger(threads) || threads < 1 || threads > 64) {
    throw new ReversiError('INVALID_ARGUMENT', `threads must be a whole number from 1 to 64, or 'all', got ${described(threads)}`);
  }
  return threads;
}

/** Unpacks gzipped bytes; rejects bytes that do not unpack. */
export type Gunzip = (bytes: Uint8Array) => Promise<Uint8Array>;

/** The web's gunzip, which browsers, workerd, Node, Deno and Bun all have. */
const streamGunzip: Gunzip = async (bytes) => {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
};

let core: CoreExports | undefined;
/** Threads the loaded engine searches with. */
let threadsInUse = 1;
/** The opening book `init` loaded, if any. */
let book: BookData | undefined;
let loading: Promise<void> | undefined;
/** The options of the `init()` that made `loading`, as its caller gave them. */
let loadedWith: Readonly<Record<string, unknown>> = {};

/**
 * Loads the core and its weights once: later and concurrent calls share the first load, and a
 * failed load may be tried again. `asked` is the caller's options: a later call that names none,
 * or the same, shares the load; one that names others is refused, since a process (or page) has
 * one engine, and ignoring them would leave a caller believing that its threads or book were in
 * use.
 */
export function initOnce(sources: Sources, asked: object = {}): Promise<void> {
  if (loading !== undefined) {
    const given = Object.entries(asked).filter(([, value]) => value !== undefined);
    const differing = given.filter(([key, value]) => !Object.is(value, loadedWith[key]));
    if (differing.length === 0) return loading;
    const named = differing.map(([key, value]) => `${key} ${described(value)} (loaded: ${loadedWith[key] === undefined ? 'the default' : described(loadedWith[key])})`);
    return Promise.reject(
      new ReversiError(
        'INVALID_ARGUMENT',
        `init() has loaded the engine already, and cannot load it again with other options: ${named.join(', ')}. A process loads one engine: give the options to the first init(), and none to later ones`,
      ),
    );
  }
  loadedWith = asked as Readonly<Record<string, unknown>>;
  loading = instantiate(sources).catch((error: unknown) => {
    loading = undefined;
    loadedWith = {};
    throw error;
  });
  return loading;
}

/**
 * The error of a file that `init()` could not read or fetch: what it is, where from, and why (the
 * runtime's error, as its cause). NOT_INITIALIZED, as an HTTP error of a fetch is.
 *
 * @example
 * ```ts
 * unreadable('the evaluation weights', '/nonexistent.bin', enoent);
 * // ReversiError NOT_INITIALIZED: Could not read the evaluation weights from /nonexistent.bin: ENOENT: no such file or directory
 * ```
 */
export function unreadable(what: string, where: string, cause: unknown): ReversiError {
  // Node's message names the path again ("ENOENT: no such file or directory, open '/x.bin'").
  const why = cause instanceof Error ? cause.message.replace(/, \w+ '.*'$/, '') : String(cause);
  return new ReversiError('NOT_INITIALIZED', `Could not read ${what} from ${where}: ${why}`, { cause });
}

/** The bytes or module a source resolves to; `what` names the file in errors. */
async function resolve(source: WasmSource | WeightsSource, what: string): Promise<WebAssembly.Module | Uint8Array> {
  let value = source;
  // null is nothing to read a `then` of: it falls through to the error that says what init() takes.
  if (value !== null && typeof (value as PromiseLike<Response> | undefined)?.then === 'function') value = await (value as PromiseLike<Response>);
  if (value instanceof WebAssembly.Module) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  if (typeof Response !== 'undefined' && value instanceof Response) {
    if (!value.ok) {
      const from = value.url ? ` from ${value.url}` : '';
      throw new ReversiError('NOT_INITIALIZED', `Could not fetch ${what}${from}: HTTP ${value.status}`);
    }
    return new Uint8Array(await value.arrayBuffer());
  }
  throw new ReversiError('INVALID_ARGUMENT', `init() takes ${what} as bytes, a URL or a fetch Response${what === 'the engine' ? ', or a WebAssembly.Module' : ''}`);
}

function tableBits(megabytes: number | undefined): number {
  if (megabytes === undefined) return 18; // 8 MiB
  // The core's allocator takes blocks under 1 GiB: 512 MiB is the largest table it can hold.
  if (!Number.isInteger(megabytes) || megabytes < 1 || megabytes > 512 || (megabytes & (megabytes - 1)) !== 0) {
    throw new ReversiError('INVALID_ARGUMENT', `tableMegabytes must be a power of two from 1 to 512, got ${described(megabytes)}`);
  }
  return Math.log2(megabytes) + 15; // entries of 32 bytes
}

/**
 * A file's bytes, gzipped ones (every data file the package ships) unpacked, by the runtime's
 * `gunzip`; `unusable` begins the error of a corrupt gzip.
 */
async function unpacked(bytes: Uint8Array, gunzip: Gunzip, unusable = 'The evaluation weights are unusable'): Promise<Uint8Array> {
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  try {
    return await gunzip(bytes);
  } catch (error) {
    // Some runtimes' DecompressionStream errors carry no message: say what was found either way.
    const detail = (error as Error).message;
    throw new ReversiError('NOT_INITIALIZED', `${unusable}: corrupt gzip (${detail === '' ? 'the stream does not unpack' : detail})`);
  }
}

/**
 * An optional file's bytes (the opening book, the linear weights beside a network), or undefined
 * for none: one that cannot be had (a missing file, a failed fetch) means none, with a warning
 * that says what goes without it; a corrupt one is an error.
 */
async function optionalBytes(source: Sources['linear'] | Sources['book'], gunzip: Gunzip, what: string, unusable: string, without: string): Promise<Uint8Array | undefined> {
  let bytes: Uint8Array;
  try {
    const given = await source();
    if (given === undefined) return undefined;
    const resolved = await resolve(given, what);
    if (resolved instanceof WebAssembly.Module) throw new ReversiError('INVALID_ARGUMENT', `init() takes ${what} as bytes, a URL or a fetch Response`);
    bytes = resolved;
  } catch (error) {
    if (error instanceof ReversiError && error.code === 'INVALID_ARGUMENT') throw error;
    console.warn(`@flank/reversi: ${without} (${(error as Error).message})`);
    return undefined;
  }
  return unpacked(bytes, gunzip, unusable);
}

/** Copies a weights file into the core and loads it; `what` names it in the error of a bad one. */
function loadWeightsFile(exports: CoreExports, weights: Uint8Array, what: string): void {
  const address = exports.weightsAddress(weights.byteLength);
  if (address === 0) throw new ReversiError('NOT_INITIALIZED', `${what} are unusable: ${weights.byteLength} bytes is no size for them`);
  new Uint8Array(exports.memory.buffer, address, weights.byteLength).set(weights);
  const loaded = exports.loadWeights(weights.byteLength);
  if (loaded !== 0) {
    throw new ReversiError('NOT_INITIALIZED', `${what} are unusable: ${LOAD_ERRORS[loaded] ?? `error ${loaded}`}`);
  }
}

/** The engine's module, or a NOT_INITIALIZED error saying that the bytes are none. */
async function compiled(bytes: BufferSource): Promise<WebAssembly.Module> {
  try {
    return await WebAssembly.compile(bytes);
  } catch (error) {
    throw new ReversiError('NOT_INITIALIZED', `The engine is unusable: its bytes are no WebAssembly module (${(error as Error).message})`);
  }
}

async function instantiate(sources: Sources): Promise<void> {
  const bits = tableBits(sources.tableMegabytes);
  const gunzip = sources.gunzip ?? streamGunzip;
  const threads = sources.threads;
  if (threads !== undefined && 'threadsUnavailable' in threads && threads.count > 1) {
    console.warn(`@flank/reversi: searching on one thread, not ${threads.count} (${threads.threadsUnavailable})`);
  }
  const threaded = threads !== undefined && 'startHelper' in threads && threads.count > 1 ? threads : undefined;
  const [wasm, packed, linear, bookFile] = await Promise.all([
    (async () => resolve(await (threaded?.wasm ?? sources.wasm)(), 'the engine'))(),
    (async () => resolve(await sources.weights(), 'the evaluation weights'))(),
    optionalBytes(sources.linear, gunzip, 'the linear weights', 'The linear weights are unusable', 'the exact solver orders its moves by the network alone, more slowly'),
    optionalBytes(sources.book, gunzip, 'the opening book', 'The opening book is unusable', 'no opening book'),
  ]);
  if (packed instanceof WebAssembly.Module) throw new ReversiError('INVALID_ARGUMENT', 'init() takes the evaluation weights as bytes, a URL or a fetch Response');
  const weights = await unpacked(packed, gunzip);
  const module = wasm instanceof WebAssembly.Module ? wasm : await compiled(wasm as BufferSource);
  const exports = threaded ? await instantiateThreads(module, threaded.count, threaded.startHelper) : await instantiateOne(module, coreClock);
  loadAll(exports, { weights, linear, tableBits: bits });
  book = bookFile === undefined ? undefined : decodeBook(bookFile);
  core = unsignedExports(exports);
  threadsInUse = threaded?.count ?? 1;
  // Lanes need JSPI (lanes.ts); where there is none, the weights are not kept for them. A lane's
  // instance is the one-thread engine, whichever the main one is.
  if (!suspendable()) return;
  let oneThread: Promise<WebAssembly.Module> | undefined = threaded ? undefined : Promise.resolve(module);
  lanePieces = {
    module: () =>
      (oneThread ??= (async () => {
        const bytes = await resolve(await sources.wasm(), 'the engine');
        return bytes instanceof WebAssembly.Module ? bytes : compiled(bytes as BufferSource);
      })()),
    loaded: { weights, linear, tableBits: bits },
  };
}

/** What an instance of the core is loaded with: the evaluation (and the linear weights beside it), and its table's size. */
interface Loaded {
  weights: Uint8Array;
  linear: Uint8Array | undefined;
  tableBits: number;
}

function loadAll(exports: CoreExports, { weights, linear, tableBits: bits }: Loaded): void {
  const mismatches = layoutMismatches(exports);
  if (mismatches.length > 0) throw new ReversiError('NOT_INITIALIZED', `The engine is unusable: its records are laid out otherwise than this package reads them (${mismatches.join(', ')})`);
  if (linear !== undefined) loadWeightsFile(exports, linear, 'The linear weights');
  loadWeightsFile(exports, weights, 'The evaluation weights');
  exports.setTableSize(bits);
}

async function instantiateOne(module: WebAssembly.Module, clock: WebAssembly.ImportValue): Promise<CoreExports> {
  return (await WebAssembly.instantiate(module, { env: { now: clock } })).exports as unknown as CoreExports;
}

/** Whether this runtime can suspend a search of the core (WebAssembly's JS Promise Integration), as lanes need. */
export const suspendable = (): boolean => typeof (WebAssembly as { Suspending?: unknown }).Suspending === 'function';

/** How `laneCore` makes another instance: the one-thread module, and what init() loaded (kept unpacked). */
let lanePieces: { module: () => Promise<WebAssembly.Module>; loaded: Loaded } | undefined;

/**
 * Another instance of the core, loaded as the main one is, with its own memory and table, reading
 * `clock` (lanes.ts: a suspending one). Needs `init()` done.
 */
export async function laneCore(clock: WebAssembly.ImportValue): Promise<CoreExports> {
  loadedCore();
  const pieces = lanePieces!;
  const exports = await instantiateOne(await pieces.module(), clock);
  loadAll(exports, pieces.loaded);
  return unsignedExports(exports);
}

/** The instance a lane's search lends while one of its steps runs (lanes.ts), with its watch; else the main one's. */
let lent: { core: CoreExports; watch: Watch } | undefined;

/**
 * Runs `step` with `engine` as the core that `loadedCore()` gives and `watchSearch` watches: a
 * step of a lane's search runs synchronously, so nothing else runs on it meanwhile.
 */
export function withLent<T>(engine: { core: CoreExports; watch: Watch }, step: () => T): T {
  const before = lent;
  lent = engine;
  try {
    return step();
  } finally {
    lent = before;
  }
}

/**
 * The threaded engine on `count` threads: the first instance here, on a shared memory, and a
 * helper in each other thread, all started before the weights load (the core asks for that order:
 * packages/engine/assembly/search/threads.ts).
 */
async function instantiateThreads(module: WebAssembly.Module, count: number, startHelper: StartHelper): Promise<CoreExports> {
  let memory: WebAssembly.Memory;
  let exports: CoreExports;
  try {
    memory = new WebAssembly.Memory(THREADS_MEMORY);
    exports = (await WebAssembly.instantiate(module, { env: { memory, now: coreClock } })).exports as unknown as CoreExports;
  } catch (error) {
    throw new ReversiError('NOT_INITIALIZED', `The threaded engine is unusable: ${(error as Error).message}`);
  }
  const helpers = await Promise.allSettled(Array.from({ length: count - 1 }, (_, index) => startHelper(module, memory, exports.helperContext(), index)));
  const failed = helpers.find((helper) => helper.status === 'rejected');
  if (failed !== undefined) {
    exports.helpers(-1);
    await Promise.all(helpers.map((helper) => (helper.status === 'fulfilled' ? helper.value() : undefined)));
    throw new ReversiError('NOT_INITIALIZED', `Could not start the engine's helper threads: ${(failed.reason as Error).message}`);
  }
  exports.helpers(count - 1);
  return { ...exports, memory };
}

/**
 * How many threads the engine searches with: 1 until `init()` loads it, then what `init({ threads })`
 * asked for where the runtime allows it (1 in a browser page that is not cross-origin isolated, and
 * in Workers).
 *
 * @example
 * await init({ threads: 'all' });
 * engineThreads(); // 8 on an 8-core machine
 */
export function engineThreads(): number {
  return core === undefined ? 1 : threadsInUse;
}

/** The opening book `init()` loaded, or undefined for none. */
export function loadedBook(): BookData | undefined {
  return book;
}

/** Whether `init()` has completed. */
export function isInitialized(): boolean {
  return core !== undefined;
}

/** The loaded core (a lane's while a step of its search runs); throws until `init()` has completed. */
export function loadedCore(): CoreExports {
  if (!core) {
    throw new ReversiError('NOT_INITIALIZED', 'The engine is not loaded yet: call `await init()` once before using Reversi');
  }
  return lent?.core ?? core;
}
