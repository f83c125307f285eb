import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage/page-storage.ts';
import { OnlineStore } from './online-store.ts';

describe('online storage', () => {
  it('keeps an identity, a name and a seat per game', () => {
    const store = memoryStore();
    const online = new OnlineStore(store);
    expect(online.identity()).toBeNull();
    online.keepIdentity({ id: 'p1', name: 'Ana', secret: 's3cret', rating: 1500 });
    expect(new OnlineStore(store).identity()).toEqual({ id: 'p1', name: 'Ana', secret: 's3cret', rating: 1500 });
    online.keepIdentity(null);
    expect(online.identity()).toBeNull();
    online.keepName('  Luis  ');
    expect(online.name()).toBe('Luis');
    online.keepName('x'.repeat(100));
    expect(online.name()).toHaveLength(20);
    online.keepSeat('g1', 'secret-1');
    online.keepSeat('g2', 'secret-2');
    expect([online.seat('g1'), online.seat('g2'), online.seat('g3')]).toEqual(['secret-1', 'secret-2', null]);
    expect(store.getItem('flank.online.seat.g1')).toBe('{"secret":"secret-1"}');
  });

  it('reads a damaged value as none', () => {
    const store = memoryStore();
    const online = new OnlineStore(store);
    for (const text of ['{', '[]', 'null', '{"id":"p1","name":"Ana","secret":"s"}', '{"id":"p1","name":"","secret":"s","rating":1500}']) {
      store.setItem('flank.online.player', text);
      expect(online.identity(), text).toBeNull();
    }
    for (const text of ['{', '"s"', '{"secret":3}', '{"secret":""}']) {
      store.setItem('flank.online.seat.g1', text);
      expect(online.seat('g1'), text).toBeNull();
    }
  });
});
