// The types of glicko2 1.2.2 (MIT; it ships none), for the part this API calls: a ranking with
// its settings, players made at a rating, a rating period of matches, and each player's new values.
declare module 'glicko2' {
  export interface Glicko2Settings {
    /** The system's constant, which bounds how fast volatility moves. Default 0.5. */
    tau?: number;
    /** A new player's rating. Default 1500. */
    rating?: number;
    /** A new player's rating deviation. Default 350. */
    rd?: number;
    /** A new player's volatility. Default 0.06. */
    vol?: number;
    volatility_algorithm?: 'oldprocedure' | 'newprocedure' | 'newprocedure_mod' | 'oldprocedure_simple';
  }

  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }

  /** A match: the first player's outcome against the second, 1 a win, 0.5 a draw, 0 a loss. */
  export type Match = [Player, Player, number];

  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    /** A player of the ranking; a value left out (or 0) is the settings'. */
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    /** One rating period of these matches: every player of the ranking is updated. */
    updateRatings(matches: Match[]): void;
  }
}
