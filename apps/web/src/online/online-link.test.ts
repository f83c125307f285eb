import { describe, expect, it } from 'vitest';
import { gameLink, isOnlineFragment, onlineFragment, onlineRouteOf, seatLink } from './online-link.ts';

const SECRET = 'A'.repeat(40) + '_-9';

describe('online links', () => {
  it('reads the lobby, a game, a seat and the games pages', () => {
    expect(onlineRouteOf('#online')).toEqual({ kind: 'lobby' });
    expect(onlineRouteOf('online/')).toEqual({ kind: 'lobby' });
    expect(onlineRouteOf('#online/Xy3k_9-')).toEqual({ kind: 'game', id: 'Xy3k_9-', secret: null });
    expect(onlineRouteOf(`#online/Xy3k9/seat/${SECRET}`)).toEqual({ kind: 'game', id: 'Xy3k9', secret: SECRET });
    expect(onlineRouteOf('#online/games')).toEqual({ kind: 'games', player: null });
    expect(onlineRouteOf('#online/games/p1')).toEqual({ kind: 'games', player: 'p1' });
  });

  it('leaves the page’s own fragments alone', () => {
    expect(onlineRouteOf('#rules=othello&moves=f5')).toBeNull();
    expect(onlineRouteOf('')).toBeNull();
    expect(onlineRouteOf('#onlinegame')).toBeNull();
    expect(isOnlineFragment('#onlinegame')).toBe(false);
    expect(isOnlineFragment('#online/x')).toBe(true);
  });

  it('names what is wrong in a bad link', () => {
    expect(() => onlineRouteOf('#online/bad%20id')).toThrow(/game's id must be letters, digits, - or _.*"bad%20id"/);
    expect(() => onlineRouteOf('#online/Xy3k9/seat/short')).toThrow(/seat secret must be 43 characters/);
    expect(() => onlineRouteOf('#online/Xy3k9/watch')).toThrow(/only "\/seat\/SECRET" after its id, got "watch"/);
    expect(() => onlineRouteOf('#online/games/a/b')).toThrow(/at most a player's id, got "a\/b"/);
    expect(() => onlineRouteOf(`#online/${'x'.repeat(65)}`)).toThrow(/at most 64/);
  });

  it('puts no secret in the address, and one only in the seat’s own link', () => {
    expect(onlineFragment({ kind: 'game', id: 'Xy3k9', secret: SECRET })).toBe('#online/Xy3k9');
    expect(onlineFragment({ kind: 'lobby' })).toBe('#online');
    expect(onlineFragment({ kind: 'games', player: null })).toBe('#online/games');
    expect(onlineFragment({ kind: 'games', player: 'p1' })).toBe('#online/games/p1');
    expect(gameLink('https://flank.example', 'Xy3k9')).toBe('https://flank.example/#online/Xy3k9');
    const link = seatLink('https://flank.example', 'Xy3k9', SECRET);
    expect(onlineRouteOf(new URL(link).hash)).toEqual({ kind: 'game', id: 'Xy3k9', secret: SECRET });
  });

  it('reads back every route it writes', () => {
    for (const route of [{ kind: 'lobby' }, { kind: 'game', id: 'g1', secret: null }, { kind: 'games', player: null }, { kind: 'games', player: 'p-2' }] as const) {
      expect(onlineRouteOf(onlineFragment(route))).toEqual(route);
    }
  });
});
