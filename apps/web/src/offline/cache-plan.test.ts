import { describe, expect, it } from 'vitest';
import { type CacheList, ON_DEMAND_CACHE, absoluteUrls, isStale, precacheName, router } from './cache-plan.ts';

const SCOPE = 'https://flank.example/';
const LIST: CacheList = {
  version: 'abc123',
  precache: ['./', 'assets/index-B1.js', 'assets/flank-Q.wasm', 'manifest.webmanifest'],
  onDemand: ['assets/flank-network-small-C.bin'],
};
const get = (path: string, mode = 'cors') => ({ method: 'GET', mode, url: new URL(path, SCOPE).href });

describe('the service worker’s routes', () => {
  const route = router(SCOPE, LIST);

  it('opens the page from the network first wherever it is navigated to, query or not', () => {
    for (const path of ['/', '/?position=f5d6', '/index.html', '/#x']) expect(route(get(path, 'navigate')), path).toBe('page');
  });

  it('answers the build’s files from its cache, and the network fetched after the first paint from the on-demand cache', () => {
    expect(route(get('/assets/index-B1.js'))).toBe('precache');
    expect(route(get('/assets/flank-Q.wasm', 'same-origin'))).toBe('precache');
    expect(route(get('/manifest.webmanifest'))).toBe('precache');
    expect(route(get('/assets/flank-network-small-C.bin'))).toBe('on-demand');
  });

  it('leaves the API, unknown files, other builds’ files, other sites and other methods to the network', () => {
    for (const path of ['/v1/moves', '/health', '/openapi.json', '/docs', '/assets/index-OLD.js', '/assets/flank-network-small-OLD.bin', '/sw.js', '/nothing']) {
      expect(route(get(path)), path).toBe('network');
      expect(route(get(path, 'navigate')), path).toBe('network');
    }
    expect(route({ method: 'POST', mode: 'cors', url: `${SCOPE}v1/moves` })).toBe('network');
    expect(route({ method: 'HEAD', mode: 'cors', url: `${SCOPE}assets/index-B1.js` })).toBe('network');
    expect(route({ method: 'GET', mode: 'cors', url: 'https://elsewhere.example/assets/index-B1.js' })).toBe('network');
  });

  it('works under a base path', () => {
    const scoped = router('https://flank.example/app/', LIST);
    expect(scoped(get('/app/', 'navigate'))).toBe('page');
    expect(scoped(get('/app/assets/index-B1.js'))).toBe('precache');
    expect(scoped(get('/assets/index-B1.js'))).toBe('network');
    expect(scoped(get('/', 'navigate'))).toBe('network');
  });
});

describe('the caches', () => {
  it('are named by the build, and only older builds’ are stale', () => {
    expect(precacheName(LIST.version)).toBe('flank-abc123');
    expect(isStale('flank-abc123', LIST.version)).toBe(false);
    expect(isStale('flank-0ld', LIST.version)).toBe(true);
    expect(isStale(ON_DEMAND_CACHE, LIST.version)).toBe(false);
    expect(isStale('another-app', LIST.version)).toBe(false);
  });

  it('hold absolute URLs, the page as the scope itself', () => {
    expect(absoluteUrls(SCOPE, LIST.precache.slice(0, 2))).toEqual([SCOPE, `${SCOPE}assets/index-B1.js`]);
  });
});
