// The page's script, bundled by Vite from the temporary project: the `browser` entry, with
// flank.wasm, the weights and the opening book emitted as assets beside the bundle.
import * as flank from '@flank/reversi';
import { scenario } from './scenario.js';

scenario(flank).then(
  (result) => {
    document.querySelector('#answer').textContent = `After f5, the engine plays ${result.search.move}`;
    window.__flank = { ok: true, result };
  },
  (error) => {
    window.__flank = { ok: false, error: `${error.name}: ${error.message}` };
  },
);
