// What each file of dist/ is to the page: loaded at first, fetched after the first paint, or there
// for installing and offline use. The size budget counts the first and holds the second apart; the
// service worker precaches the first and the third and caches the second when it is fetched.
import { createHash } from 'node:crypto';
import type { CacheList } from '../src/offline/cache-plan.ts';

/**
 * - `first-load`: fetched before the page is interactive (the HTML, scripts, CSS, the worker,
 *   flank.wasm, the light evaluation, the opening book); anything unknown counts here;
 * - `on-demand`: fetched after the first paint, the page playing on meanwhile (the neural
 *   network, src/searcher/files.ts);
 * - `install`: read by the browser to install the page (the web manifest, its icons);
 * - `service-worker`: sw.js itself, which the browser fetches and keeps apart;
 * - `host`: read by the host, never served (`_headers`).
 */
export type FileRole = 'first-load' | 'on-demand' | 'install' | 'service-worker' | 'host';

/** The host's rules for the files' headers (Workers static assets read it; it is never served). */
export const HEADERS_FILE = '_headers';

/** The service worker's own file, at the root so that its scope is the whole page. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The role of a file, by its path in dist/ (forward slashes).
 *
 * @example
 * fileRole('assets/flank-network-small-Cy6Pwdfp.bin'); // 'on-demand'
 * fileRole('assets/index-xFIG27Ko.js'); // 'first-load'
 * fileRole('icons/icon-192.png'); // 'install'
 */
export function fileRole(path: string): FileRole {
  if (path === SERVICE_WORKER_FILE) return 'service-worker';
  if (path === HEADERS_FILE) return 'host';
  // The package's bigger network (flank-network.bin) is no file of the page: were it imported, it
  // would count in the first load and break the budget.
  if (/(^|\/)flank-network-small-[^/]*\.bin$/.test(path)) return 'on-demand';
  if (path === 'manifest.webmanifest' || path.startsWith('icons/')) return 'install';
  return 'first-load';
}

/** A file of dist/: its path (forward slashes) and its bytes. */
export interface DistFile {
  path: string;
  bytes: Uint8Array;
}

/**
 * The service worker's list for a build: the page as `./` (a host may redirect `/index.html` to
 * `/`, and a redirected answer cannot serve a navigation), its version hashed from every listed
 * file's path and bytes (the HTML and the manifest have no hash in their names).
 *
 * @example
 * cacheList([{ path: 'index.html', bytes }, { path: 'assets/index-x.js', bytes: script }]);
 * // { version: '1f0c…', precache: ['./', 'assets/index-x.js'], onDemand: [] }
 */
export function cacheList(files: DistFile[]): CacheList {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const listed = sorted.filter((file) => !['service-worker', 'host'].includes(fileRole(file.path)));
  const hash = createHash('sha256');
  for (const file of listed) hash.update(`${file.path}\0${createHash('sha256').update(file.bytes).digest('hex')}\n`);
  const url = (path: string) => (path === 'index.html' ? './' : path);
  return {
    version: hash.digest('hex').slice(0, 16),
    precache: listed.filter((file) => fileRole(file.path) !== 'on-demand').map((file) => url(file.path)),
    onDemand: listed.filter((file) => fileRole(file.path) === 'on-demand').map((file) => file.path),
  };
}
