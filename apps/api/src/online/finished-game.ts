// What a game's Durable Object hands over once its game has ended (keep-finished-game.ts keeps it
// in D1), and what it gets back.
import type { Color, RulesInput } from '@flank/reversi';
import type { ClockSetting, OnlineMove, OnlineResult } from '@flank/reversi/online';

/** A seat of a finished game: the name shown, and the player's identity where the seat had one. */
export interface FinishedSeat {
  name: string;
  playerId: string | null;
}

/** A game that has ended, as its object knows it. */
export interface FinishedGame {
  id: string;
  /** The rule set: its name, or with its options (a `GameView`'s `rules`). */
  rules: RulesInput;
  clock: ClockSetting | null;
  /** A rated game needs an identity on both seats, two different players. */
  rated: boolean;
  players: Record<Color, FinishedSeat>;
  /** `winner: null` is an aborted game, which is not kept. */
  result: OnlineResult;
  moves: OnlineMove[];
  /** ISO 8601. */
  createdAt: string;
  endedAt: string;
}

/** Each side's rating before and after a rated game. */
export type RatingChanges = Record<Color, { before: number; after: number }>;
