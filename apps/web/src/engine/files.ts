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
import wasmUrl from '@flank/reversi/flank.wasm?url';
import { keepForOffline } from '../offline/keep-for-offline.ts';
import type { EngineFiles } from './client.ts';

async function fetched(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not fetch ${url}: HTTP ${response.status}`);
  return response;
}

const download = async (url: string): Promise<ArrayBuffer> => (await fetched(url)).arrayBuffer();

/** Fetches and compiles flank.wasm and fetches the evaluation weights and the opening book (gzipped), in parallel. */
export async function loadEngineFiles(): Promise<EngineFiles> {
  const [wasm, weights, book] = await Promise.all([download(wasmUrl).then((bytes) => WebAssembly.compile(bytes)), download(weightsUrl), download(bookUrl)]);
  return { wasm, weights, book };
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
