// Puts the engine's files (flank.wasm and the evaluation weights flank-eval.bin, also gzipped) beside the entry
// points that load them: in dist/ for the package, and in src/ (git-ignored) so that tests and tsx
// run from the sources. The engine's description of its interface (host/core-interface.ts) goes
// into src/core/ (git-ignored), for tsc to compile with the wrapper.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
// Browsers fetch the weights gzipped (flank-eval.bin.gz): a host such as Cloudflare's edge sends a
// .bin as it is, 605 KB instead of 342 KB. The wrapper unpacks gzip wherever weights come from.
const weightsGz = gzipSync(readFileSync(require.resolve('@flank/engine/flank-eval.bin')), { level: 9 });
for (const folder of ['dist', 'src']) {
  mkdirSync(new URL(`../${folder}/`, import.meta.url), { recursive: true });
  for (const file of ['flank.wasm', 'flank-eval.bin']) {
    copyFileSync(require.resolve(`@flank/engine/${file}`), new URL(`../${folder}/${file}`, import.meta.url));
  }
  writeFileSync(new URL(`../${folder}/flank-eval.bin.gz`, import.meta.url), weightsGz);
}
copyFileSync(
  new URL('../../engine/host/core-interface.ts', import.meta.url),
  new URL('../src/core/core-interface.ts', import.meta.url),
);
