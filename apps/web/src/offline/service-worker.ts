// The service worker, built to dist/sw.js by scripts/offline-plugin.ts, which writes the build's
// cache list (FLANK_CACHE_LIST) before this code. It keeps the page and the engine's files, so the
// page opens and plays offline once it has been loaded; the API is never its business.
// A classic script (no import or export once built): module service workers are not everywhere yet.
import { type CacheList, ON_DEMAND_CACHE, absoluteUrls, isStale, precacheName, router } from './cache-plan.ts';

declare const FLANK_CACHE_LIST: CacheList;

/** The little of the service worker's types that this file uses (the DOM's lib has none of them). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ServiceWorkerScope {
  readonly registration: { readonly scope: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;
const list = FLANK_CACHE_LIST;
const scope = worker.registration.scope;
const route = router(scope, list);
const precache = precacheName(list.version);
const onDemandUrls = new Set(absoluteUrls(scope, list.onDemand));

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(precache);
      // Revalidated, never taken from the HTTP cache unchecked: the page and its files must be one build.
      await cache.addAll(absoluteUrls(scope, list.precache).map((url) => new Request(url, { cache: 'no-cache' })));
      // The files are hashed and the page comes from the network first: a new build may take over at once.
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (isStale(name, list.version)) await caches.delete(name);
      // The network of an older build goes; the current one stays across builds.
      const onDemand = await caches.open(ON_DEMAND_CACHE);
      for (const request of await onDemand.keys()) if (!onDemandUrls.has(request.url)) await onDemand.delete(request);
      // The page that registered the worker is served by it from now on, not from its next load.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const how = route(event.request);
  if (how === 'network') return;
  event.respondWith(answer(how, event));
});

async function answer(how: 'precache' | 'on-demand' | 'page', event: FetchEvent): Promise<Response> {
  const { request } = event;
  if (how === 'page') {
    try {
      return await fetch(request);
    } catch (offline) {
      const page = await caches.match(scope, { cacheName: precache });
      if (page) return page;
      throw offline;
    }
  }
  const cacheName = how === 'precache' ? precache : ON_DEMAND_CACHE;
  // A host may vary its answers by encoding; the file is the same.
  const cached = await caches.match(request, { cacheName, ignoreSearch: true, ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (how === 'on-demand' && response.ok) {
    const copy = response.clone();
    event.waitUntil(caches.open(ON_DEMAND_CACHE).then((cache) => cache.put(request, copy)));
  }
  return response;
}
