// Puts the engine's files beside the entry points that load them: flank.wasm, and the two
// evaluations the entries load, each also gzipped: flank-network.bin (the pattern network, the
// default in Node and Workers) and flank-eval.bin (linear pattern weights, small: what browsers
// load by default); and this package's opening book, book/flank-book.bin, also gzipped. They go in
// dist/ for the package, and in src/ (git-ignored) so that tests and tsx run from the sources.
// The smaller network, flank-network-small.bin (half the width), goes in dist/ gzipped only: no
// entry loads it, and a page that fetches it after it opens (the web game) is its only user. The
// engine's description of its interface (host/core-interface.ts) goes into src/core/
// (git-ignored), for tsc to compile with the wrapper. dist/ is emptied first: the package ships
// what dist/ holds, and a file whose source is gone must not linger there.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const WEIGHTS = ['flank-network.bin', 'flank-eval.bin'];
// Browsers fetch weights gzipped: a host such as Cloudflare's edge sends a .bin as it is (605 KB
// instead of 342 KB for flank-eval.bin). The wrapper unpacks gzip wherever weights come from.
const gzipped = WEIGHTS.map((file) => gzipSync(readFileSync(require.resolve(`@flank/engine/${file}`)), { level: 9 }));
const BOOK = new URL('../book/flank-book.bin', import.meta.url);
const book = readFileSync(BOOK);
rmSync(new URL('../dist/', import.meta.url), { recursive: true, force: true });
for (const folder of ['dist', 'src']) {
  mkdirSync(new URL(`../${folder}/`, import.meta.url), { recursive: true });
  for (const file of ['flank.wasm', ...WEIGHTS]) {
    copyFileSync(require.resolve(`@flank/engine/${file}`), new URL(`../${folder}/${file}`, import.meta.url));
  }
  WEIGHTS.forEach((file, i) => writeFileSync(new URL(`../${folder}/${file}.gz`, import.meta.url), gzipped[i]));
  writeFileSync(new URL(`../${folder}/flank-book.bin`, import.meta.url), book);
  writeFileSync(new URL(`../${folder}/flank-book.bin.gz`, import.meta.url), gzipSync(book, { level: 9 }));
}
const small = readFileSync(require.resolve('@flank/engine/flank-network-small.bin'));
writeFileSync(new URL('../dist/flank-network-small.bin.gz', import.meta.url), gzipSync(small, { level: 9 }));
copyFileSync(
  new URL('../../engine/host/core-interface.ts', import.meta.url),
  new URL('../src/core/core-interface.ts', import.meta.url),
);
