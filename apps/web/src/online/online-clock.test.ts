import { describe, expect, it } from 'vitest';
import { clockAt, clockBase } from './online-clock.ts';

describe('online clocks', () => {
  const game = { clocks: { black: 60_000, white: 45_000 }, status: 'playing' as const, turn: 'white' as const };

  it('counts the side to move down from the state, less half the round trip', () => {
    const base = clockBase(game, 1_000, 40)!;
    expect(clockAt(base, 1_000)).toEqual({ black: 60_000, white: 44_960, running: 'white' });
    expect(clockAt(base, 3_500)).toEqual({ black: 60_000, white: 42_460, running: 'white' });
    // Never below 0: the object's alarm, not the page, says the flag fell.
    expect(clockAt(base, 100_000).white).toBe(0);
  });

  it('runs no clock of a game not being played, and has none untimed', () => {
    const over = clockBase({ ...game, status: 'finished', turn: null }, 1_000, 40)!;
    expect(clockAt(over, 9_000)).toEqual({ black: 60_000, white: 45_000, running: null });
    expect(clockBase({ ...game, status: 'waiting' }, 0, 0)!.running).toBeNull();
    expect(clockBase({ ...game, clocks: null }, 0, 0)).toBeNull();
  });

  it('keeps its own copy of the state’s clocks', () => {
    const clocks = { black: 1_000, white: 1_000 };
    const base = clockBase({ ...game, clocks }, 0, 0)!;
    clocks.white = 5;
    expect(clockAt(base, 0).white).toBe(1_000);
  });
});
