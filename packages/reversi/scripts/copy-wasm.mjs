// Puts the engine's files beside the entry points that load them: flank.wasm (and flank-threads.wasm,
// the engine for several threads), and each data file
// once, gzipped (zlib level 9), under its own name: the two evaluations, flank-network.bin (the
// pattern network, the default in Node and Workers) and flank-eval.bin (linear pattern weights,
// small: what browsers load by default), and this package's opening book, book/flank-book.bin.
// The engine's smaller network is no file of the package (with it the package packed over 3 MB):
// the web game takes it from @flank/engine itself. The wrapper unpacks a gzipped file wherever it
// comes from (zlib in Node, DecompressionStream elsewhere). The names stay `.bin`, gzip and all:
// wrangler imports a `.bin` as data and has no rule for a `.gz`, and the Worker entry imports the
// network and the book. They go in dist/ for the package, and in src/ (git-ignored) so that tests
// and tsx run from the sources. The engine's description of its interface
// (host/core-interface.ts) goes into src/core/ (git-ignored), for tsc to compile with the wrapper.
// dist/ is emptied first: the package ships what dist/ holds, and a file whose source is gone must
// not linger there; nor in src/, where git no longer ignores it (flank-network-small.bin of older
// builds).
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const DATA = {
  'flank-network.bin': require.resolve('@flank/engine/flank-network.bin'),
  'flank-eval.bin': require.resolve('@flank/engine/flank-eval.bin'),
  'flank-book.bin': new URL('../book/flank-book.bin', import.meta.url),
};
const gzipped = Object.entries(DATA).map(([file, source]) => [file, gzipSync(readFileSync(source), { level: 9 })]);
rmSync(new URL('../dist/', import.meta.url), { recursive: true, force: true });
for (const file of readdirSync(new URL('../src/', import.meta.url))) {
  if (/^flank.*\.bin$/.test(file) && !(file in DATA)) rmSync(new URL(`../src/${file}`, import.meta.url));
}
for (const folder of ['dist', 'src']) {
  mkdirSync(new URL(`../${folder}/`, import.meta.url), { recursive: true });
  for (const wasm of ['flank.wasm', 'flank-threads.wasm']) copyFileSync(require.resolve(`@flank/engine/${wasm}`), new URL(`../${folder}/${wasm}`, import.meta.url));
  for (const [file, bytes] of gzipped) writeFileSync(new URL(`../${folder}/${file}`, import.meta.url), bytes);
}
copyFileSync(
  new URL('../../engine/host/core-interface.ts', import.meta.url),
  new URL('../src/core/core-interface.ts', import.meta.url),
);
