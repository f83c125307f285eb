// The engine's files, fetched once by the page: the wrapper in the page and the one in the worker
// both start from them; the worker also takes the opening book. Vite gives each file a hashed name in the build. The weights come
// gzipped (the wrapper unpacks them): a host sends a .bin as it is, 605 KB instead of 342 KB.
// The page opens with the light evaluation (linear patterns); the strong one (the pattern network,
// 2.5 MB gzipped) is fetched only when the player asks for it, after the page has opened.
import bookUrl from '@flank/reversi/flank-book.bin.gz?url';
import weightsUrl from '@flank/reversi/flank-eval.bin.gz?url';
import networkUrl from '@flank/reversi/flank-network.bin.gz?url';
import wasmUrl from '@flank/reversi/flank.wasm?url';
import type { EngineFiles } from './client.ts';

async function download(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not fetch ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

/** Fetches and compiles flank.wasm and fetches the evaluation weights and the opening book (gzipped), in parallel. */
export async function loadEngineFiles(): Promise<EngineFiles> {
  const [wasm, weights, book] = await Promise.all([download(wasmUrl).then((bytes) => WebAssembly.compile(bytes)), download(weightsUrl), download(bookUrl)]);
  return { wasm, weights, book };
}

/** Fetches the strong evaluation's weights (gzipped, as the wrapper takes them). */
export function loadStrongWeights(): Promise<ArrayBuffer> {
  return download(networkUrl);
}
