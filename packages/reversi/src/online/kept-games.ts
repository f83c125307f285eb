// What the REST routes of online play answer about players and the games D1 keeps: typed once,
// for the Worker that answers and the page or program that asks.
import type { Color } from '../notation/board-string.ts';
import type { ResolvedRules } from '../core/rules.ts';
import type { ClockSetting, OnlineResult } from './messages.ts';

/** A player as the game routes see one: who, and at what rating. */
export interface Player {
  id: string;
  name: string;
  rating: number;
}

/** A new identity (`POST /v1/players`): its secret is in this answer and nowhere else. */
export interface NewPlayer extends Player {
  secret: string;
}

/** A player's page (`GET /v1/players/{id}`). */
export interface PlayerPage extends Player {
  deviation: number;
  volatility: number;
  /** Finished games kept with the player in a seat, rated or not, and how they went for the player. */
  games: { played: number; won: number; lost: number; drawn: number; rated: number };
  /** The rating after each of the player's last rated games, oldest first. */
  history: { gameId: string; endedAt: string; rating: number; deviation: number }[];
  createdAt: string;
}

/** A seat of a kept game, with its rating before and after where the game was rated. */
export interface KeptSeat {
  name: string;
  playerId: string | null;
  ratingBefore: number | null;
  ratingAfter: number | null;
}

/** A finished game as D1 keeps it (`GET /v1/games`). */
export interface KeptGame {
  id: string;
  rules: ResolvedRules;
  clock: ClockSetting | null;
  rated: boolean;
  players: Record<Color, KeptSeat>;
  /** A kept game has a result: an aborted one is not kept. */
  result: Omit<OnlineResult, 'winner'> & { winner: Color | 'draw' };
  /** null under the rule sets that GGF does not record (reversi, free-placement). */
  ggf: string | null;
  createdAt: string;
  endedAt: string;
}

/** A page of the list, and the `before` of the next one (null: this is the last). */
export interface GamePage {
  games: KeptGame[];
  next: string | null;
}
