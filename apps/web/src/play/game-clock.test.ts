import { describe, expect, it } from 'vitest';
import { GameClock, TIME_CONTROLS, formatClock, timeControlOf } from './game-clock.ts';

describe('GameClock', () => {
  it('runs the side to move’s time, adds the increment after each move, and flags a side that runs out', () => {
    let now = 0;
    const clock = new GameClock({ minutes: 1, increment: 2 }, () => now);
    clock.start('black');
    now = 10_000;
    expect(clock.left('black')).toBe(50_000);
    expect(clock.moved('black')).toBe(true);
    expect([clock.left('black'), clock.running]).toEqual([52_000, 'white']);
    now = 70_000;
    expect(clock.left('white')).toBe(0);
    expect(clock.check()).toBe(true);
    expect([clock.flagged, clock.running]).toEqual(['white', null]);
    expect(clock.moved('white')).toBe(false); // too late
    clock.start('black');
    expect(clock.running).toBeNull(); // stays stopped once a side has lost
  });

  it('keeps a stopped side’s time', () => {
    let now = 0;
    const clock = new GameClock({ minutes: 5, increment: 0 }, () => now);
    clock.start('white');
    now = 1_000;
    clock.stop();
    now = 9_000;
    expect(clock.left('white')).toBe(299_000);
  });

  it('reads saved time controls and writes clock readings', () => {
    expect(timeControlOf({ minutes: 5, increment: 3 })).toBe(TIME_CONTROLS[2]);
    expect(timeControlOf({ minutes: 7, increment: 0 })).toBeNull();
    expect(timeControlOf('5+3')).toBeNull();
    expect([formatClock(65_000), formatClock(9_400), formatClock(0), formatClock(1_200_000)]).toEqual(['1:05', '0:09.4', '0:00.0', '20:00']);
  });
});
