import { describe, expect, it } from 'vitest';
import { NEW_RATING, ratedGame } from './ratings.ts';

describe('ratedGame (Glicko-2 by the glicko2 package)', () => {
  it('starts a player at the package’s defaults', () => {
    expect(NEW_RATING).toEqual({ rating: 1500, deviation: 350, volatility: 0.06 });
  });

  it('moves two new players apart by a win, as Glicko-2 computes it', () => {
    const after = ratedGame({ black: NEW_RATING, white: NEW_RATING }, 'black');
    expect(after.black.rating).toBeCloseTo(1662.31, 2);
    expect(after.white.rating).toBeCloseTo(1337.69, 2);
    // One game tells something about both: the deviations shrink alike.
    expect(after.black.deviation).toBeCloseTo(290.32, 2);
    expect(after.white.deviation).toBeCloseTo(after.black.deviation, 9);
    expect(after.black.volatility).toBeCloseTo(0.06, 4);
  });

  it('leaves equals where they are after a draw, and pays an upset more than an expected win', () => {
    const drawn = ratedGame({ black: NEW_RATING, white: NEW_RATING }, 'draw');
    expect(drawn.black.rating).toBeCloseTo(1500, 9);
    expect(drawn.white.rating).toBeCloseTo(1500, 9);
    const strong = { rating: 1800, deviation: 80, volatility: 0.06 };
    const weak = { rating: 1400, deviation: 80, volatility: 0.06 };
    const expected = ratedGame({ black: strong, white: weak }, 'black');
    const upset = ratedGame({ black: strong, white: weak }, 'white');
    expect(upset.white.rating - weak.rating).toBeGreaterThan(expected.black.rating - strong.rating);
    expect(upset.black.rating).toBeLessThan(strong.rating);
    // A settled rating (small deviation) moves less than a new one.
    expect(expected.black.rating - strong.rating).toBeLessThan(ratedGame({ black: NEW_RATING, white: NEW_RATING }, 'black').black.rating - 1500);
  });

  it('refuses values the package would read as its defaults', () => {
    expect(() => ratedGame({ black: { ...NEW_RATING, deviation: 0 }, white: NEW_RATING }, 'black')).toThrow(/positive deviation/);
  });
});
