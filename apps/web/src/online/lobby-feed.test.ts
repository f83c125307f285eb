import { describe, expect, it } from 'vitest';
import { lobbyOf } from './lobby-feed.ts';

describe('the lobby’s messages', () => {
  it('reads a lobby message', () => {
    expect(lobbyOf('{"type":"lobby","challenges":[],"playing":[]}')).toEqual({ challenges: [], playing: [] });
  });

  it('names what is wrong with anything else', () => {
    expect(() => lobbyOf('{')).toThrow(/not JSON/);
    expect(() => lobbyOf('{"type":"state"}')).toThrow(/no "lobby" message/);
    expect(() => lobbyOf('{"type":"lobby","challenges":[]}')).toThrow(/"challenges" and "playing", arrays/);
  });
});
