// Puts the engine's files (flank.wasm and the evaluation weights flank-eval.bin) beside the entry
// points that load them: in dist/ for the package, and in src/ (git-ignored) so that tests and tsx
// run from the sources. The engine's description of its interface (host/core-interface.ts) goes
// into src/core/ (git-ignored), for tsc to compile with the wrapper.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
for (const file of ['flank.wasm', 'flank-eval.bin']) {
  const from = require.resolve(`@flank/engine/${file}`);
  for (const folder of ['dist', 'src']) {
    mkdirSync(new URL(`../${folder}/`, import.meta.url), { recursive: true });
    copyFileSync(from, new URL(`../${folder}/${file}`, import.meta.url));
  }
}
copyFileSync(
  new URL('../../engine/host/core-interface.ts', import.meta.url),
  new URL('../src/core/core-interface.ts', import.meta.url),
);
