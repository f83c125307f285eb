// The neural network the page plays is the page's own asset, not the package's: @flank/reversi
// ships only the big network (flank-network.bin, Node's, the CLI's and Workers' default), and the
// page takes the engine's smaller one (packages/engine/weights/flank-network-small.bin, E = 16)
// from the workspace's @flank/engine. src/searcher/files.ts imports it as
// `@flank/engine/flank-network-small.bin?url`; in a build this plugin emits it gzipped (zlib level
// 9, as the package ships its data files) under the same name, assets/flank-network-small-<hash>.bin:
// a host sends a .bin as it is, so it travels compressed (1.1 MB, not 2.4 MB), and the wrapper
// unpacks it. Vite's dev server serves the raw file, which the wrapper takes as well.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The engine's file, as the page's import resolves it. */
export const NETWORK_SOURCE = createRequire(import.meta.url).resolve('@flank/engine/flank-network-small.bin');

/** Its name in dist/assets/ before the build's hash: scripts/offline-files.ts gives it the `on-demand` role. */
export const NETWORK_NAME = 'flank-network-small.bin';

/** The network's bytes as the page gets them: gzipped at level 9, with no name or time in the header (the same bytes every build). */
export const shippedNetwork = (): Uint8Array => gzipSync(readFileSync(NETWORK_SOURCE), { level: 9 });

/**
 * The plugin: before Vite's own asset handling, so that the `?url` import of the network gets the
 * gzipped file.
 *
 * @example
 * export default defineConfig({ plugins: [network()] });
 */
export function network(): Plugin {
  return {
    name: 'flank-network',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== `${NETWORK_SOURCE}?url`) return undefined;
      this.addWatchFile(NETWORK_SOURCE);
      const reference = this.emitFile({ type: 'asset', name: NETWORK_NAME, source: shippedNetwork() });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
