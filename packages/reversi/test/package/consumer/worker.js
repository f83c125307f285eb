// A Worker over the package, bundled by `wrangler deploy --dry-run` from the temporary project:
// the `workerd` entry, whose flank.wasm and weights wrangler uploads as modules.
import * as flank from '@flank/reversi';
import { scenario } from './scenario.js';

export default {
  /** Any request: the scenario's answers as JSON. */
  async fetch() {
    return Response.json(await scenario(flank));
  },
};
