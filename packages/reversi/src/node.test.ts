import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { beforeEach, expect, it, vi } from 'vitest';

/** The engine's raw files: the package ships each data file gzipped only (beside this file, by the build). */
const RAW = {
  eval: createRequire(import.meta.url).resolve('@flank/engine/flank-eval.bin'),
  network: createRequire(import.meta.url).resolve('@flank/engine/flank-network.bin'),
  book: new URL('../book/flank-book.bin', import.meta.url),
};

// Each test imports fresh copies of the modules, so that the engine starts unloaded.
beforeEach(() => {
  vi.resetModules();
});

async function fresh() {
  const node = await import('./node.ts');
  const engine = await import('./core/engine.ts');
  return { ...node, loadedCore: engine.loadedCore };
}

it('refuses new Reversi() and loadedCore() before init(), with NOT_INITIALIZED', async () => {
  const { Reversi, ReversiError, loadedCore, isInitialized } = await fresh();
  expect(isInitialized()).toBe(false);
  for (const act of [() => new Reversi(), () => loadedCore()]) {
    let error: unknown;
    try {
      act();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ReversiError);
    expect((error as InstanceType<typeof ReversiError>).code).toBe('NOT_INITIALIZED');
    expect((error as Error).message).toBe('The engine is not loaded yet: call `await init()` once before using Reversi');
  }
});

it('loads the shipped flank.wasm once, for concurrent and later calls', async () => {
  const { init, Reversi, isInitialized } = await fresh();
  const first = init();
  expect(init()).toBe(first);
  await first;
  expect(isInitialized()).toBe(true);
  expect(init()).toBe(first);
  expect(new Reversi().moves()).toEqual(['d3', 'c4', 'f5', 'e6']);
});

it('refuses a later init() with other options, saying why, and shares the load with none or the same', async () => {
  const { init, engineThreads, isInitialized, ReversiError } = await fresh();
  await init({ tableMegabytes: 1 });
  await expect(init({ threads: 2, book: false })).rejects.toMatchObject({
    code: 'INVALID_ARGUMENT',
    message:
      'init() has loaded the engine already, and cannot load it again with other options: threads 2 (loaded: the default), book false (loaded: the default). A process loads one engine: give the options to the first init(), and none to later ones',
  });
  await expect(init({ tableMegabytes: 2 })).rejects.toMatchObject({ message: expect.stringContaining('tableMegabytes 2 (loaded: 1)') });
  await expect(init({ threads: 2 })).rejects.toBeInstanceOf(ReversiError);
  expect(engineThreads()).toBe(1);
  await init();
  await init({ tableMegabytes: 1 });
  expect(isInitialized()).toBe(true);
});

it('refuses init(null), options it does not know and a null source with a ReversiError, loading nothing', async () => {
  const { init, isInitialized, ReversiError } = await fresh();
  const refusal = async (options: unknown) => {
    const error: unknown = await init(options as never).then(
      () => undefined,
      (failed: unknown) => failed,
    );
    expect(error).toBeInstanceOf(ReversiError);
    return (error as Error).message;
  };
  expect(await refusal(null)).toBe('init() takes its options as an object like { threads: 2 }, or the engine alone (a path, a URL, bytes, a Response or a WebAssembly.Module), got null');
  expect(await refusal({ thread: 2 })).toBe('init() has no option "thread": it takes wasm, weights, linearWeights, book, tableMegabytes, threads, threadsWasm');
  expect(await refusal({ wasm: null })).toBe('init() takes the engine as bytes, a URL or a fetch Response, or a WebAssembly.Module');
  expect(await refusal({ book: null })).toBe('init() takes the opening book as bytes, a URL or a fetch Response');
  expect(isInitialized()).toBe(false);
});

it('loads from a path, from bytes and from a compiled module', async () => {
  const path = new URL('./flank.wasm', import.meta.url);
  const bytes = await readFile(path);
  for (const source of [path, path.pathname, bytes, new Uint8Array(bytes).buffer, await WebAssembly.compile(bytes)]) {
    vi.resetModules();
    const { init, Reversi } = await fresh();
    await init(source);
    expect(new Reversi().perft(3)).toBe(56);
  }
});

it('rejects a source it cannot read, and may be tried again', async () => {
  const { init, ReversiError, isInitialized } = await fresh();
  await expect(init(42 as unknown as ArrayBuffer)).rejects.toMatchObject({
    code: 'INVALID_ARGUMENT',
    message: 'init() takes the engine as bytes, a URL or a fetch Response, or a WebAssembly.Module',
  });
  await expect(init(42 as unknown as ArrayBuffer)).rejects.toBeInstanceOf(ReversiError);
  expect(isInitialized()).toBe(false);
  await init();
  expect(isInitialized()).toBe(true);
});

it('rejects a file it cannot read with a ReversiError that names the file and why, its cause Node’s error', async () => {
  const { init, ReversiError, isInitialized } = await fresh();
  const error: unknown = await init({ weights: '/nonexistent.bin' }).then(
    () => undefined,
    (failed: unknown) => failed,
  );
  expect(error).toBeInstanceOf(ReversiError);
  expect(error).toMatchObject({ code: 'NOT_INITIALIZED', message: 'Could not read the evaluation weights from /nonexistent.bin: ENOENT: no such file or directory' });
  expect((error as Error).cause).toMatchObject({ code: 'ENOENT' });
  await expect(init(new URL('file:///nonexistent/flank.wasm'))).rejects.toMatchObject({
    code: 'NOT_INITIALIZED',
    message: 'Could not read the engine from /nonexistent/flank.wasm: ENOENT: no such file or directory',
  });
  expect(isInitialized()).toBe(false);
});

it('reports an HTTP error of a fetch Response as NOT_INITIALIZED', async () => {
  const { init, isInitialized } = await fresh();
  const response = new Response('missing', { status: 404 });
  await expect(init(response)).rejects.toMatchObject({ code: 'NOT_INITIALIZED', message: expect.stringContaining('HTTP 404') });
  expect(isInitialized()).toBe(false);
});

it('takes options: other weights, a table size; rejects unusable ones and may be tried again', async () => {
  const { init, isInitialized, Reversi } = await fresh();
  await expect(init({ tableMegabytes: 3 })).rejects.toMatchObject({
    code: 'INVALID_ARGUMENT',
    message: 'tableMegabytes must be a power of two from 1 to 512, got 3',
  });
  // 1024 was once in the range, and the core could not allocate it (issue 27).
  await expect(init({ tableMegabytes: 1024 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'tableMegabytes must be a power of two from 1 to 512, got 1024' });
  // A BigInt is named, not fed to JSON.stringify (which threw a TypeError of its own).
  await expect(init({ tableMegabytes: 8n as unknown as number })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'tableMegabytes must be a power of two from 1 to 512, got a bigint' });
  await expect(init({ weights: new Uint8Array([1, 2, 3, 4]) })).rejects.toMatchObject({
    code: 'NOT_INITIALIZED',
    message: 'The evaluation weights are unusable: wrong length',
  });
  const weights = readFileSync(RAW.eval);
  weights[0] = 0x58; // the magic number, spoiled
  await expect(init({ weights })).rejects.toMatchObject({ message: 'The evaluation weights are unusable: not a weights file (bad magic)' });
  // A network of a width the core does not take (24), its checksum mended.
  const network = readFileSync(RAW.network);
  const view = new DataView(network.buffer, network.byteOffset, network.byteLength);
  view.setUint16(8, 24, true);
  let hash = 0x811c9dc5;
  for (let i = 0; i < network.length - 4; i++) hash = Math.imul(hash ^ network[i]!, 0x01000193);
  view.setUint32(network.length - 4, hash >>> 0, true);
  await expect(init({ weights: network })).rejects.toMatchObject({
    message: 'The evaluation weights are unusable: made for another layout (patterns, units, network widths or value bounds)',
  });
  expect(isInitialized()).toBe(false);
  await init({ weights: new URL('./flank-eval.bin', import.meta.url), tableMegabytes: 1 });
  const game = new Reversi('f5d6c3');
  expect(game.moves()).toContain(game.bestMove({ level: 6 }).move);
});

it('holds the largest table it offers', async () => {
  const { init, Reversi } = await fresh();
  await init({ tableMegabytes: 512 });
  const game = new Reversi('f5d6c3');
  expect(game.moves()).toContain(game.bestMove({ level: 4 }).move);
});

it('names an engine whose bytes are no WebAssembly module, and may be tried again', async () => {
  const { init, isInitialized } = await fresh();
  await expect(init({ wasm: new Uint8Array([0, 97, 115, 109, 9, 9, 9, 9]) })).rejects.toMatchObject({
    code: 'NOT_INITIALIZED',
    message: expect.stringMatching(/^The engine is unusable: its bytes are no WebAssembly module \(.+\)$/),
  });
  expect(isInitialized()).toBe(false);
  await init();
  expect(isInitialized()).toBe(true);
});

it('takes the weights gzipped (as the package ships them) or raw, and names a corrupt gzip', async () => {
  const { init, isInitialized } = await fresh();
  const gzipped = readFileSync(new URL('./flank-eval.bin', import.meta.url));
  expect([gzipped[0], gzipped[1]]).toEqual([0x1f, 0x8b]);
  const spoiled = gzipped.subarray(0, gzipped.length >> 1);
  await expect(init({ weights: spoiled })).rejects.toMatchObject({
    code: 'NOT_INITIALIZED',
    message: expect.stringMatching(/^The evaluation weights are unusable: corrupt gzip \(.+\)$/),
  });
  expect(isInitialized()).toBe(false);
  // Each shipped evaluation, gzipped, is the engine's raw file and gives the same search.
  for (const [file, raw] of [['flank-eval.bin', RAW.eval], ['flank-network.bin', RAW.network]] as const) {
    expect(gunzipSync(readFileSync(new URL(`./${file}`, import.meta.url))).equals(readFileSync(raw)), file).toBe(true);
    vi.resetModules();
    const zipped = await fresh();
    await zipped.init({ weights: new URL(`./${file}`, import.meta.url) });
    const fromGzip = new zipped.Reversi('f5d6c3d3c4').bestMove({ level: 4, book: false });
    vi.resetModules();
    const unzipped = await fresh();
    await unzipped.init({ weights: raw });
    expect({ ...new unzipped.Reversi('f5d6c3d3c4').bestMove({ level: 4, book: false }), ms: 0 }).toEqual({ ...fromGzip, ms: 0 });
  }
});

it("unpacks the package's gzipped files with zlib, not DecompressionStream (several times slower in Node)", async () => {
  vi.stubGlobal('DecompressionStream', undefined);
  try {
    const { init, Reversi } = await fresh();
    await init({ weights: new URL('./flank-eval.bin', import.meta.url), book: new URL('./flank-book.bin', import.meta.url) });
    expect(new Reversi('f5d6c3').bestMove({ level: 2 }).source).toBe('book');
  } finally {
    vi.unstubAllGlobals();
  }
});

it('evaluates with the network by default, and the linear weights are one option away', async () => {
  vi.resetModules();
  const withDefault = await fresh();
  await withDefault.init();
  const network = new withDefault.Reversi('f5d6c3d3c4').analyze({ level: 1, book: false });
  vi.resetModules();
  const linear = await fresh();
  await linear.init({ weights: new URL('./flank-eval.bin', import.meta.url) });
  expect(new linear.Reversi('f5d6c3d3c4').analyze({ level: 1, book: false }).moves).not.toEqual(network.moves);
  vi.resetModules();
  const named = await fresh();
  await named.init({ weights: new URL('./flank-network.bin', import.meta.url) });
  expect({ ...new named.Reversi('f5d6c3d3c4').analyze({ level: 1, book: false }), ms: 0 }).toEqual({ ...network, ms: 0 });
});

it('orders the exact solver by the linear weights beside the network: the same score, other nodes; false for none', async () => {
  /** FFO #22 (17 empties, +2 for white) solved after init(options). */
  const solved = async (options?: Parameters<typeof import('./node.ts').init>[0]) => {
    vi.resetModules();
    const flank = await fresh();
    await flank.init(options);
    const { score, nodes } = new flank.Reversi('--OOOO--X-OOOOO-XXOOXOXXXOXOXXXXXXXOXXXX-XXOXOXX--OXXX-X----X--- O').solve();
    return { score, nodes };
  };
  const byDefault = await solved();
  expect(byDefault.score).toBe(2);
  expect(await solved({ linearWeights: readFileSync(RAW.eval) })).toEqual(byDefault);
  const none = await solved({ linearWeights: false });
  expect(none.score).toBe(2);
  expect(none.nodes).not.toBe(byDefault.nodes);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    expect(await solved({ linearWeights: '/nonexistent/flank-eval.bin' })).toEqual(none);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^@flank\/reversi: the exact solver orders its moves by the network alone, more slowly \(.*nonexistent/));
  } finally {
    warn.mockRestore();
  }
});

it('refuses unusable linear weights, naming them, and stays unloaded', async () => {
  for (const [linearWeights, code, message] of [
    [new TextEncoder().encode('not weights at all'), 'NOT_INITIALIZED', 'The linear weights are unusable: not a weights file (bad magic)'],
    [new Uint8Array([0x1f, 0x8b, 1, 2, 3]), 'NOT_INITIALIZED', expect.stringMatching(/^The linear weights are unusable: corrupt gzip \(.+\)$/)],
    [42, 'INVALID_ARGUMENT', 'init() takes the linear weights as bytes, a URL or a fetch Response'],
  ] as const) {
    vi.resetModules();
    const { init, isInitialized } = await fresh();
    await expect(init({ linearWeights: linearWeights as Uint8Array })).rejects.toMatchObject({ code, message });
    expect(isInitialized()).toBe(false);
  }
});

it('loads the opening book beside this file, gzipped or not, or none when asked', async () => {
  const played = async (options?: Parameters<typeof import('./node.ts').init>[0]) => {
    vi.resetModules();
    const flank = await fresh();
    await flank.init(options);
    return new flank.Reversi('f5d6c3').bestMove({ level: 2 });
  };
  const byDefault = await played();
  expect(byDefault.source).toBe('book');
  const raw = await played({ book: readFileSync(RAW.book) });
  expect({ ...raw, ms: 0 }).toEqual({ ...byDefault, ms: 0 });
  expect((await played({ book: false })).source).toBe('search');
});

it('plays on without a book when its file is missing, with a warning', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    vi.resetModules();
    const { init, Reversi } = await fresh();
    await init({ book: '/nonexistent/flank-book.bin' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^@flank\/reversi: no opening book \(.*nonexistent/));
    expect(new Reversi('f5d6c3').bestMove({ level: 2 }).source).toBe('search');
  } finally {
    warn.mockRestore();
  }
});

it('refuses a corrupt or truncated book, naming what is wrong, and stays unloaded', async () => {
  const book = readFileSync(RAW.book);
  const spoiled = new Uint8Array(book);
  spoiled[100]! ^= 1;
  const cases: [Uint8Array, RegExp][] = [
    [spoiled, /^The opening book is unusable: corrupt \(checksum\)$/],
    [book.subarray(0, book.length - 7), /^The opening book is unusable: \d+ bytes where \d+ positions take \d+ \(truncated or corrupt\)$/],
    [new TextEncoder().encode('not a book at all'), /^The opening book is unusable: not a book file \(bad magic\)$/],
  ];
  for (const [bytes, message] of cases) {
    vi.resetModules();
    const { init, isInitialized } = await fresh();
    await expect(init({ book: bytes })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(message) });
    expect(isInitialized()).toBe(false);
  }
});
