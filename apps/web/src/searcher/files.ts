// The engine's files, fetched once by the page: the wrapper in the page and the one in the worker
// both start from them; the worker also takes the opening book. Vite gives each file a hashed name in the build. The weights and
// the book come gzipped, as the package ships them (the wrapper unpacks them): a host sends a .bin as it is.
// The page opens with the light evaluation (linear patterns) and, after its first paint, fetches
// the neural network it plays with: the engine's smaller network, the page's own asset (the package
// does not ship it), which the build gzips (scripts/network-plugin.ts), under 1.5 MB: the size
// budget holds it there. Node and Workers keep the package's bigger network; the page never
// fetches it.
import networkUrl from '@flank/engine/flank-network-small.bin?url';
import bookUrl from '@flank/reversi/flank-book.bin?url';
import weightsUrl from '@flank/reversi/flank-eval.bin?url';
import threadsWasmUrl from '@flank/reversi/flank-threads.wasm?url';
import wasmUrl from '@flank/reversi/flank.wasm?url';
import { keepForOffline } from '../offline/keep-for-offline.ts';
import type { EngineFiles } from './worker-searcher.ts';

async function fetched(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not fetch ${url}: HTTP ${response.status}`);
  return response;
}

const download = async (url: string): Promise<ArrayBuffer> => (await fetched(url)).arrayBuffer();

/**
 * Threads the engine searches with: every logical core (at most 16) where the page is cross-origin
 * isolated (its headers, public/_headers), one elsewhere.
 */
export function engineThreadCount(): number {
  return globalThis.crossOriginIsolated ? Math.max(1, Math.min(16, navigator.hardwareConcurrency || 1)) : 1;
}

const compiled = async (url: string): Promise<WebAssembly.Module> => WebAssembly.compile(await download(url));

/**
 * Fetches and compiles flank.wasm (and flank-threads.wasm, where the engine gets several threads)
 * and fetches the evaluation weights and the opening book (gzipped), in parallel.
 */
export async function loadEngineFiles(): Promise<EngineFiles> {
  const count = engineThreadCount();
  const [wasm, weights, book, threadsWasm] = await Promise.all([
    compiled(wasmUrl),
    download(weightsUrl),
    download(bookUrl),
    count > 1 ? compiled(threadsWasmUrl) : undefined,
  ]);
  return { wasm, weights, linearWeights: weights, book, threads: threadsWasm === undefined ? undefined : { count, wasm: threadsWasm } };
}

/**
 * Fetches the neural network's weights (gzipped, as the wrapper takes them), and keeps them for
 * offline use where the service worker did not see the fetch (a first visit: the page fetches
 * them before the worker controls it).
 */
export async function loadNetworkWeights(): Promise<ArrayBuffer> {
  const response = await fetched(networkUrl);
  void keepForOffline(networkUrl, response.clone());
  return response.arrayBuffer();
}
