import { describe, expect, it } from 'vitest';
import { caught } from '../../test/support/caught.ts';
import { moveTimeMs } from '../search/move-time.ts';
import { GameClock } from './time-budget.ts';

describe('moveTimeMs', () => {
  it('refuses a clock, a count of empties or a cap that is none, naming it', () => {
    const message = (act: () => unknown) => caught(act).message;
    expect(message(() => moveTimeMs(null as never, 40, undefined))).toBe('moveTimeMs() takes the clock as an object like { ms: 60000 } (or undefined for none), got null');
    expect(message(() => moveTimeMs({ ms: '60000' } as never, 40, undefined))).toBe('moveTimeMs() takes the clock\'s ms as a number of milliseconds, got "60000"');
    expect(message(() => moveTimeMs({ ms: 1000, moves: -1 }, 40, undefined))).toBe("moveTimeMs() takes the clock's moves as a whole number, 0 or more, got -1");
    expect(message(() => moveTimeMs({ ms: 1000, perMove: 5 } as never, 40, undefined))).toBe('moveTimeMs()\'s clock has no "perMove": it takes ms, moves and perMoveMs');
    expect(message(() => moveTimeMs(undefined, 65, undefined))).toBe('moveTimeMs() takes the empty squares as a whole number from 0 to 64, got 65');
    expect(message(() => moveTimeMs(undefined, 40, Number.NaN))).toBe('moveTimeMs() takes the cap as milliseconds, 0 or more (or undefined for none), got NaN');
  });

  it('is the cap, or no limit, without a clock', () => {
    expect(moveTimeMs(undefined, 60, undefined)).toBeUndefined();
    expect(moveTimeMs(undefined, 60, 500)).toBe(500);
  });

  it('is at most a day, however long the clock', () => {
    expect(moveTimeMs({ ms: 3e12 }, 60, undefined)).toBe(86_400_000);
    expect(moveTimeMs({ ms: Number.MAX_VALUE }, 60, 500)).toBe(500);
  });

  it('shares the time left over the side’s moves still to play, less a margin', () => {
    // 40 empties: 20 moves each; 90% of a minute over 20 moves, less 30 ms.
    expect(moveTimeMs({ ms: 60_000 }, 40, undefined)).toBe(2670);
    // The last empty square: the side to move has one move left.
    expect(moveTimeMs({ ms: 1_000 }, 1, undefined)).toBe(870);
    expect(moveTimeMs({ ms: 60_000 }, 40, 1_000)).toBe(1_000);
  });

  it('splits a byo-yomi period over its stones, and counts an increment', () => {
    expect(moveTimeMs({ ms: 10_000, moves: 5 }, 40, undefined)).toBe(1770);
    expect(moveTimeMs({ ms: 10_000, moves: 5 }, 40, 1000)).toBe(1000);
    expect(moveTimeMs({ ms: 60_000, perMoveMs: 2_000 }, 40, undefined)).toBe(2670 + 1800);
  });

  it('gives at least a millisecond when the clock has run out', () => {
    expect(moveTimeMs({ ms: 0 }, 30, undefined)).toBe(1);
    expect(moveTimeMs({ ms: -5_000 }, 30, 100)).toBe(1);
  });
});

describe('GameClock', () => {
  it('has no limit without settings, until the controller reports a time', () => {
    const clock = new GameClock();
    expect(clock.timeLeft('black')).toBeUndefined();
    clock.spend('black', 1_000);
    expect(clock.timeLeft('black')).toBeUndefined();
    clock.report('black', 30_000, 0);
    expect(clock.timeLeft('black')).toEqual({ ms: 30_000, moves: 0, perMoveMs: 0 });
    expect(clock.timeLeft('white')).toBeUndefined();
  });

  it('runs an absolute clock down with each move, and a new game fills it again', () => {
    const clock = new GameClock({ mainMs: 60_000, periodMs: 0, periodMoves: 0 });
    clock.spend('black', 2_500);
    expect(clock.timeLeft('black')).toEqual({ ms: 57_500, moves: 0, perMoveMs: 0 });
    expect(clock.timeLeft('white')).toEqual({ ms: 60_000, moves: 0, perMoveMs: 0 });
    clock.spend('black', 60_000);
    expect(clock.timeLeft('black')!.ms).toBe(-2_500);
    clock.reset();
    expect(clock.timeLeft('black')).toEqual({ ms: 60_000, moves: 0, perMoveMs: 0 });
  });

  it('goes from the main time into byo-yomi periods, a fresh one after each period’s stones', () => {
    const clock = new GameClock({ mainMs: 5_000, periodMs: 10_000, periodMoves: 2 });
    // In main time, each move may count on its part of the period to come.
    expect(clock.timeLeft('white')).toEqual({ ms: 5_000, moves: 0, perMoveMs: 5_000 });
    clock.spend('white', 3_000);
    expect(clock.timeLeft('white')).toEqual({ ms: 2_000, moves: 0, perMoveMs: 5_000 });
    // The main time runs out 1 s into this move: the first period has 9 s for its last stone.
    clock.spend('white', 3_000);
    expect(clock.timeLeft('white')).toEqual({ ms: 9_000, moves: 1, perMoveMs: 0 });
    clock.spend('white', 4_000);
    expect(clock.timeLeft('white')).toEqual({ ms: 10_000, moves: 2, perMoveMs: 0 });
    clock.report('white', 4_000, 1);
    expect(clock.timeLeft('white')).toEqual({ ms: 4_000, moves: 1, perMoveMs: 0 });
  });

  it('forgets reports with new settings', () => {
    const clock = new GameClock();
    clock.report('white', 1_000, 0);
    clock.set(undefined);
    expect(clock.timeLeft('white')).toBeUndefined();
  });
});
