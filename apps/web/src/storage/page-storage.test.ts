import { describe, expect, it } from 'vitest';
import { memoryStore, pageStorage } from './page-storage.ts';

describe('pageStorage', () => {
  it('uses the browser’s storage where it can be read', () => {
    const browser = memoryStore() as Storage;
    expect(pageStorage(() => browser)).toEqual({ store: browser, lasting: true });
  });

  it('keeps things in memory, and says so, where the browser refuses storage', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const { store, lasting } = pageStorage(blocked);
    expect(lasting).toBe(false);
    store.setItem('flank.game', '{}');
    expect(store.getItem('flank.game')).toBe('{}');
    const reading = { getItem: blocked } as unknown as Storage;
    expect(pageStorage(() => reading).lasting).toBe(false);
  });
});
