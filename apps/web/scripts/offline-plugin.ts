// The build's part in working offline (a Vite plugin, build only): draws the icons the web
// manifest (public/manifest.webmanifest) names, bundles the service worker (src/offline/
// service-worker.ts) as dist/sw.js, and once dist/ is written, puts the build's cache list at the
// top of sw.js: its files change with every build, so sw.js does too and browsers update it.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { drawIcon } from './icon.ts';
import { SERVICE_WORKER_FILE, cacheList } from './offline-files.ts';
import { encodePng } from './png.ts';

const SOURCE = fileURLToPath(new URL('../src/offline/service-worker.ts', import.meta.url));

/** The icons, by path in dist/: those public/manifest.webmanifest and index.html name. */
export const ICONS: Record<string, number> = { 'icons/icon-192.png': 192, 'icons/icon-512.png': 512, 'icons/apple-touch-icon.png': 180 };

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));

/**
 * The plugin.
 *
 * @example
 * export default defineConfig({ plugins: [offline()] });
 */
export function offline(): Plugin {
  return {
    name: 'flank-offline',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: SOURCE, fileName: SERVICE_WORKER_FILE });
    },
    generateBundle(_options, bundle) {
      const worker = bundle[SERVICE_WORKER_FILE];
      // Browsers run it as a classic script: anything shared with the page would come as an import.
      if (worker?.type !== 'chunk' || worker.imports.length + worker.dynamicImports.length + worker.exports.length > 0) {
        this.error(`${SERVICE_WORKER_FILE} must be one script with no import or export; it has ${worker?.type === 'chunk' ? [...worker.imports, ...worker.dynamicImports, ...worker.exports].join(', ') : 'no chunk'}`);
      }
      for (const [fileName, size] of Object.entries(ICONS)) this.emitFile({ type: 'asset', fileName, source: encodePng(size, size, drawIcon(size)) });
    },
    writeBundle: {
      // Last: dist/ holds everything then, public/'s copies included.
      order: 'post',
      sequential: true,
      handler(options) {
        const dist = options.dir!;
        const list = cacheList(files(dist).map((file) => ({ path: relative(dist, file).split(sep).join('/'), bytes: readFileSync(file) })));
        const path = join(dist, SERVICE_WORKER_FILE);
        writeFileSync(path, `const FLANK_CACHE_LIST = ${JSON.stringify(list)};\n${readFileSync(path, 'utf8')}`);
      },
    },
  };
}
