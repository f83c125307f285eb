// The service worker's plan: which caches it keeps, and how it answers each request. Kept apart
// from the worker's events so that it runs in Node's tests as it runs in the browser.

/** What the build tells the service worker (scripts/offline-plugin.ts writes it at the top of sw.js). */
export interface CacheList {
  /** A hash of the listed files' names and contents: a new build gets a new cache. */
  version: string;
  /** Paths from the worker's scope, cached when it installs: the page (`./`) and every file it loads at first. */
  precache: string[];
  /** Paths the page fetches after it has opened (the neural network, online play's chunk): cached the first time. */
  onDemand: string[];
}

/**
 * How the worker answers a request:
 * - `precache`: from this build's cache (the network only if the entry is missing);
 * - `on-demand`: from the cache of files fetched on demand, else the network, kept for next time;
 * - `page`: the network, else (offline) the cached page: always the newest page when online;
 * - `network`: untouched, as if there were no worker (the API, other sites, anything else).
 */
export type Route = 'precache' | 'on-demand' | 'page' | 'network';

/** Every cache of ours starts so; others on the origin are left alone. */
const PREFIX = 'flank-';

/**
 * The cache of files fetched on demand: one across builds, so that the network (about 1 MB)
 * survives a new page. The page writes to it too, where the worker did not see the fetch
 * (keep-for-offline.ts, which spells the name again).
 */
export const ON_DEMAND_CACHE = `${PREFIX}on-demand`;

/**
 * The cache of one build's files.
 *
 * @example
 * precacheName('3f2a9c0d1b7e'); // 'flank-3f2a9c0d1b7e'
 */
export const precacheName = (version: string) => `${PREFIX}${version}`;

/**
 * Whether a cache belongs to an older build (deleted when the new worker activates).
 *
 * @example
 * isStale('flank-old', 'new'); // true
 * isStale('flank-on-demand', 'new'); // false: pruned file by file instead
 * isStale('someone-else', 'new'); // false
 */
export const isStale = (name: string, version: string) => name.startsWith(PREFIX) && name !== precacheName(version) && name !== ON_DEMAND_CACHE;

/** What the router reads of a request. */
export interface RequestLike {
  method: string;
  mode: string;
  url: string;
}

/**
 * The router of one build, for a worker registered at `scope` (an absolute URL ending in `/`).
 *
 * @example
 * const route = router('https://flank.example/', { version: 'v', precache: ['./', 'assets/index-1.js'], onDemand: [] });
 * route({ method: 'GET', mode: 'navigate', url: 'https://flank.example/?game=f5' }); // 'page'
 * route({ method: 'GET', mode: 'cors', url: 'https://flank.example/assets/index-1.js' }); // 'precache'
 * route({ method: 'POST', mode: 'cors', url: 'https://flank.example/v1/moves' }); // 'network'
 */
export function router(scope: string, list: CacheList): (request: RequestLike) => Route {
  const precached = new Set(list.precache.map((path) => new URL(path, scope).href));
  const onDemand = new Set(list.onDemand.map((path) => new URL(path, scope).href));
  const pages = new Set([scope, new URL('index.html', scope).href]);
  return ({ method, mode, url }) => {
    if (method !== 'GET') return 'network';
    const { origin, pathname } = new URL(url);
    // The query and the fragment name no other file: the page reads them itself.
    const file = `${origin}${pathname}`;
    if (mode === 'navigate' && pages.has(file)) return 'page';
    if (precached.has(file)) return 'precache';
    if (onDemand.has(file)) return 'on-demand';
    return 'network';
  };
}

/**
 * The absolute URLs of the listed paths, as the worker caches them.
 *
 * @example
 * absoluteUrls('https://flank.example/app/', ['./', 'sw.js']); // ['https://flank.example/app/', 'https://flank.example/app/sw.js']
 */
export const absoluteUrls = (scope: string, paths: string[]) => paths.map((path) => new URL(path, scope).href);
