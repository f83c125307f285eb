// A KeyValueStore in memory: the tests' localStorage.
import type { KeyValueStore } from '../../src/storage/saved-game.ts';

/**
 * An empty store kept in a Map.
 *
 * @example
 * ```ts
 * const store = memoryStore();
 * store.setItem('k', 'v');
 * store.getItem('k'); // 'v'
 * ```
 */
export function memoryStore(): KeyValueStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}
