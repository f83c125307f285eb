import { afterEach, describe, expect, it, vi } from 'vitest';
import { ON_DEMAND_CACHE } from './cache-plan.ts';
import { type KeepEnvironment, ON_DEMAND_CACHE_NAME, keepForOffline } from './keep-for-offline.ts';

const URL_PATH = '/assets/flank-network-small-C.bin';
const ABSOLUTE = 'https://flank.example/assets/flank-network-small-C.bin';

/** Cache storage in memory: each cache a map of URL to response. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const caches = {
    async open(name: string) {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        async match(request: string) {
          return store.get(request);
        },
        async put(request: string, response: Response) {
          store.set(request, response);
        },
      } as unknown as Cache;
    },
  };
  return { caches, stores };
}

function environment(overrides: Partial<KeepEnvironment> = {}) {
  const { caches, stores } = memoryCaches();
  const env: KeepEnvironment = { caches, serviceWorker: { controller: null }, secure: true, built: true, page: 'https://flank.example/?game=f5', ...overrides };
  return { env, stores };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('keeping the network for offline use', () => {
  it('writes to the cache the service worker reads', () => {
    expect(ON_DEMAND_CACHE_NAME).toBe(ON_DEMAND_CACHE);
  });

  it('puts a file fetched before the worker controls the page in the on-demand cache, by its absolute URL', async () => {
    const { env, stores } = environment();
    const response = new Response('network');
    expect(await keepForOffline(URL_PATH, response, env)).toBe(true);
    expect([...stores.keys()]).toEqual([ON_DEMAND_CACHE]);
    expect([...stores.get(ON_DEMAND_CACHE)!.keys()]).toEqual([ABSOLUTE]);
    // Once kept, it is not written again.
    expect(await keepForOffline(URL_PATH, new Response('again'), env)).toBe(false);
    expect(stores.get(ON_DEMAND_CACHE)!.get(ABSOLUTE)).toBe(response);
    expect(await response.text()).toBe('network');
  });

  it('leaves it to the worker that controls the page, and keeps nothing where there is no worker', async () => {
    const controller = {} as ServiceWorker;
    for (const overrides of [{ serviceWorker: { controller } }, { serviceWorker: undefined }, { caches: undefined }, { secure: false }, { built: false }]) {
      const { env, stores } = environment(overrides);
      expect(await keepForOffline(URL_PATH, new Response('network'), env), JSON.stringify(Object.keys(overrides))).toBe(false);
      expect(stores.size).toBe(0);
    }
  });

  it('takes a refusal of the cache quietly: a warning, never an error or a rejection', async () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { env } = environment({ caches: { open: () => Promise.reject(new Error('QuotaExceededError')) } });
    expect(await keepForOffline(URL_PATH, new Response('network'), env)).toBe(false);
    expect(warn).toHaveBeenCalledWith(`Flank could not keep ${URL_PATH} for offline use: QuotaExceededError`);
    expect(error).not.toHaveBeenCalled();
  });
});
