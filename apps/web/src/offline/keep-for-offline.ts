// A file the page fetched after it opened (the neural network), put in the service worker's cache
// of such files where the worker did not see the fetch: on a first visit the page fetches the
// network right after its first paint, before the worker it has just registered controls it.
// Kept so, the page plays the network offline after one visit. A page the worker controls leaves
// it to the worker, which keeps what it fetches.

/**
 * cache-plan.ts's ON_DEMAND_CACHE, spelled again (the test holds them equal): a module the page
 * shared with the service worker would become a chunk that sw.js, a classic script, cannot import.
 */
export const ON_DEMAND_CACHE_NAME = 'flank-on-demand';

/** What keeping needs of the browser (the page's globals unless a test says otherwise). */
export interface KeepEnvironment {
  caches: Pick<CacheStorage, 'open'> | undefined;
  serviceWorker: Pick<ServiceWorkerContainer, 'controller'> | undefined;
  /** As register.ts: no worker outside a secure context or in Vite's dev server, so nothing to keep for. */
  secure: boolean;
  built: boolean;
  /** The page's address, against which the file's URL is resolved. */
  page: string;
}

const browser = (): KeepEnvironment => ({
  caches: globalThis.caches,
  serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  secure: globalThis.isSecureContext === true,
  built: import.meta.env.PROD,
  page: location.href,
});

/**
 * Puts `response` (unread) in the cache of files fetched on demand under `url`, unless a service
 * worker controls the page, there can be none, or the cache has it already. Resolves with whether
 * it did; never rejects (a full disk costs the page its offline network, nothing more).
 *
 * @example
 * ```ts
 * const response = await fetch(networkUrl);
 * void keepForOffline(networkUrl, response.clone());
 * ```
 */
export async function keepForOffline(url: string, response: Response, environment: KeepEnvironment = browser()): Promise<boolean> {
  const { caches, serviceWorker, secure, built, page } = environment;
  if (!caches || !serviceWorker || !secure || !built || serviceWorker.controller) return false;
  try {
    const cache = await caches.open(ON_DEMAND_CACHE_NAME);
    const request = new URL(url, page).href;
    if (await cache.match(request, { ignoreSearch: true, ignoreVary: true })) return false;
    await cache.put(request, response);
    return true;
  } catch (error) {
    console.warn(`Flank could not keep ${url} for offline use: ${(error as Error).message}`);
    return false;
  }
}
