import { describe, expect, it } from 'vitest';
import { RoundTrip } from './round-trip.ts';

describe('the round trip', () => {
  it('is the median of the last five answers, half of it the lag', () => {
    const trip = new RoundTrip();
    expect(trip.median()).toBeNull();
    expect(trip.half()).toBe(0);
    const answer = (sent: number, ms: number) => trip.pong(trip.ping(sent), sent + ms);
    answer(0, 100);
    expect(trip.half()).toBe(50);
    answer(1_000, 60);
    expect(trip.median()).toBe(80);
    for (const ms of [900, 70, 80, 90]) answer(2_000, ms);
    // The first (100) is out: 60, 900, 70, 80, 90.
    expect(trip.median()).toBe(80);
  });

  it('ignores a pong of no ping, a second pong and a ping long forgotten', () => {
    const trip = new RoundTrip();
    trip.pong(7, 10);
    const id = trip.ping(0);
    trip.pong(id, 40);
    trip.pong(id, 4_000);
    expect(trip.median()).toBe(40);
    const old = trip.ping(1_000);
    trip.ping(40_000); // forgets the one sent 39 s before
    trip.pong(old, 40_010);
    expect(trip.median()).toBe(40);
  });
});
