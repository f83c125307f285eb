// Where the page keeps the game and the choices: the browser's localStorage, or, where the browser
// refuses storage altogether (reading localStorage throws under some privacy settings), memory that
// lasts as long as the page, and the page says so.
import type { KeyValueStore } from './saved-game.ts';

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

/**
 * The page's store, and whether it lasts beyond the page. `storage` reads the browser's (it may
 * throw, as `window.localStorage` does where storage is blocked).
 *
 * @example
 * ```ts
 * const { store, lasting } = pageStorage(() => window.localStorage);
 * ```
 */
export function pageStorage(storage: () => Storage): { store: KeyValueStore; lasting: boolean } {
  try {
    const store = storage();
    store.getItem('flank.game');
    return { store, lasting: true };
  } catch {
    return { store: memoryStore(), lasting: false };
  }
}
