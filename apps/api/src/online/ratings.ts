// Glicko-2 through the registry's glicko2 package (MIT), at its defaults: a new player is rated
// 1500 with deviation 350 and volatility 0.06, tau 0.5. Each rated game is a rating period of its
// own for its two players, as online servers rate (Glickman's paper pools periods of 10 to 15
// games; a server that answers after each game cannot wait for them).
/// <reference path="./glicko2.d.ts" />
import { Glicko2 } from 'glicko2';
import type { Color } from '@flank/reversi';

/** A player's Glicko-2 values. */
export interface Rating {
  rating: number;
  deviation: number;
  volatility: number;
}

const defaults = new Glicko2().makePlayer();

/** A new player's values: the package's defaults. */
export const NEW_RATING: Rating = { rating: defaults.getRating(), deviation: defaults.getRd(), volatility: defaults.getVol() };

/**
 * Both players' values after one game between them.
 *
 * @example
 * ```ts
 * const after = ratedGame({ black: NEW_RATING, white: NEW_RATING }, 'black');
 * after.black.rating; // 1662.3…: a win over an equal
 * ```
 */
export function ratedGame(before: Record<Color, Rating>, winner: Color | 'draw'): Record<Color, Rating> {
  const ranking = new Glicko2();
  // 0 would read as "the default" (the package's `rating || default`); no finite rating is 0 in practice, but say so.
  for (const player of [before.black, before.white]) {
    if (!(player.rating !== 0 && player.deviation > 0 && player.volatility > 0)) throw new Error(`A rating must be non-zero with a positive deviation and volatility, got ${JSON.stringify(player)}`);
  }
  const black = ranking.makePlayer(before.black.rating, before.black.deviation, before.black.volatility);
  const white = ranking.makePlayer(before.white.rating, before.white.deviation, before.white.volatility);
  ranking.updateRatings([[black, white, winner === 'black' ? 1 : winner === 'white' ? 0 : 0.5]]);
  const of = (player: typeof black): Rating => ({ rating: player.getRating(), deviation: player.getRd(), volatility: player.getVol() });
  return { black: of(black), white: of(white) };
}
