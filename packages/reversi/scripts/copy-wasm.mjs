// Puts the engine's flank.wasm beside the entry points that load it: in dist/ for the package,
// and in src/ (git-ignored) so that tests and tsx run from the sources.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const wasm = createRequire(import.meta.url).resolve('@flank/engine/flank.wasm');
for (const folder of ['dist', 'src']) {
  mkdirSync(new URL(`../${folder}/`, import.meta.url), { recursive: true });
  copyFileSync(wasm, new URL(`../${folder}/flank.wasm`, import.meta.url));
}
