// What each file of dist/ is to the page: loaded at first, fetched after the first paint, fetched
// when the player opens online play, or there for installing and offline use. The size budget
// counts the first and holds the others apart; the service worker precaches the first and the
// last and caches the second and the third when they are fetched.
import { createHash } from 'node:crypto';
import type { CacheList } from '../src/offline/cache-plan.ts';

/**
 * - `first-load`: fetched before the page is interactive (the HTML, scripts, CSS, the worker,
 *   flank.wasm, the light evaluation, the opening book); anything unknown counts here;
 * - `on-demand`: fetched after the first paint, the page playing on meanwhile (the neural
 *   network, src/searcher/files.ts);
 * - `on-open`: fetched when the player first opens online play, which most never do (its chunk,
 *   src/ui/online/lazy-online-main.tsx): kept out of the first load, and cached like the network
 *   when fetched, not precached, so that only those who open it download it;
 * - `install`: read by the browser to install the page (the web manifest, its icons);
 * - `service-worker`: sw.js itself, which the browser fetches and keeps apart;
 * - `host`: read by the host, never served (`_headers`).
 */
export type FileRole = 'first-load' | 'on-demand' | 'on-open' | 'install' | 'service-worker' | 'host';

/** The host's rules for the files' headers (Workers static assets read it; it is never served). */
export const HEADERS_FILE = '_headers';

/**
 * Online play's chunk, as Vite names it after online-main.tsx (the module that
 * lazy-online-main.tsx imports). Renamed, it would count in the first load, which
 * page-script.test.ts catches.
 */
const ONLINE_CHUNK = /^assets\/online-main-[^/]*\.js$/;

/** The service worker's own file, at the root so that its scope is the whole page. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The role of a file, by its path in dist/ (forward slashes).
 *
 * @example
 * fileRole('assets/flank-network-small-Cy6Pwdfp.bin'); // 'on-demand'
 * fileRole('assets/index-xFIG27Ko.js'); // 'first-load'
 * fileRole('assets/online-main-hqIZcCTR.js'); // 'on-open'
 * fileRole('icons/icon-192.png'); // 'install'
 */
export function fileRole(path: string): FileRole {
  if (path === SERVICE_WORKER_FILE) return 'service-worker';
  if (path === HEADERS_FILE) return 'host';
  // The package's bigger network (flank-network.bin) is no file of the page: were it imported, it
  // would count in the first load and break the budget.
  if (/(^|\/)flank-network-small-[^/]*\.bin$/.test(path)) return 'on-demand';
  if (ONLINE_CHUNK.test(path)) return 'on-open';
  if (path === 'manifest.webmanifest' || path.startsWith('icons/')) return 'install';
  return 'first-load';
}

/** Whether the service worker caches a file when the page fetches it, rather than when it installs. */
const fetchedLater = (path: string) => ['on-demand', 'on-open'].includes(fileRole(path));

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
    precache: listed.filter((file) => !fetchedLater(file.path)).map((file) => url(file.path)),
    onDemand: listed.filter((file) => fetchedLater(file.path)).map((file) => file.path),
  };
}
