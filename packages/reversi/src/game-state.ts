// A game's position and everything the rules say of it, as one plain object: the shape the
// command line's JSON and the HTTP API's answers share, so that one's output is the other's input.
import type { ResolvedRules } from './core/rules.ts';
import { described } from './arguments.ts';
import { ReversiError } from './errors.ts';
import type { Move } from './move.ts';
import { type Color, type Opening, Reversi } from './reversi.ts';

/** A position and what the rules say of it. */
export interface GameState {
  /** The board string with the side to move: `new Reversi(position)` reads it back. */
  position: string;
  rules: ResolvedRules;
  turn: Color;
  /**
   * The legal moves, each with the discs it flips: `legalMoves`, not `moves`, because a request's
   * `moves` are moves to play (the API's `/v1/play`).
   */
  legalMoves: Move[];
  canPass: boolean;
  gameOver: boolean;
  /** The winner once the game is over (`'draw'` for a draw), else null. */
  result: Color | 'draw' | null;
  /** Discs of each colour on the board, as counted. */
  score: { black: number; white: number };
  /** Under reversi, the discs each side has in hand; else null. */
  discsInHand: { black: number; white: number } | null;
  opening: Opening | null;
}

/**
 * Everything the wrapper says of a game's position, as one object.
 *
 * @example
 * ```ts
 * gameState(new Reversi('f5')).legalMoves; // [{ color: 'white', square: 'f4', flips: ['e4'] }, ...]
 * ```
 */
export function gameState(game: Reversi): GameState {
  if (!(game instanceof Reversi)) throw new ReversiError('INVALID_ARGUMENT', `gameState() takes a Reversi game, got ${described(game)}`);
  return {
    position: game.toString(),
    rules: game.rules(),
    turn: game.turn(),
    legalMoves: game.moves({ verbose: true }),
    canPass: game.canPass(),
    gameOver: game.isGameOver(),
    result: game.result(),
    score: game.score(),
    discsInHand: game.discsInHand(),
    opening: game.opening(),
  };
}
