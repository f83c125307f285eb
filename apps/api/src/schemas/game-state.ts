import { z } from '@hono/zod-openapi';
import { Position, RuleSetName } from './position.ts';

export const Color = z.enum(['black', 'white']);

/** The wrapper's `Move`: who played, where, and the discs it flipped. */
export const Move = z
  .object({
    color: Color,
    square: z.string().openapi({ description: 'a1 to h8, or pa for a pass.', example: 'f4' }),
    flips: z.array(z.string()).openapi({ description: 'The flipped discs, a1 first.', example: ['e4'] }),
  })
  .openapi('Move');

/**
 * The position an answer was read from, as a board string with the side to move: sent back with
 * the answer's `rules`, it names the same position.
 */
export const AnsweredPosition = Position.openapi({ description: 'The position, as a board string with the side to move: sent back with `rules` beside it, it names the same position.' });

/** The wrapper's `ResolvedRules`: the rule set with every option spelled out. */
export const ResolvedRules = z
  .object({ name: RuleSetName, mustCapture: z.boolean().optional(), voluntaryPass: z.boolean().optional() })
  .openapi('ResolvedRules', { description: 'The rule set the position was read under, its options spelled out: a request takes it as its `rules`.', example: { name: 'othello' } });

const Discs = z.object({ black: z.int(), white: z.int() });

/** The wrapper's `opening()`: the named opening a game played from the start is in. */
export const Opening = z
  .object({
    name: z.string().openapi({ description: 'The name, in English as the Othello community writes it.', example: 'Tiger' }),
    plies: z.int().openapi({ description: 'The moves from the standard start that make the opening.', example: 5 }),
  })
  .nullable()
  .openapi('Opening', {
    description:
      'The longest of the Othello community’s 71 named openings that the game’s moves pass through, under any of the board’s 8 symmetries. Null when it passes through none, for a position sent as a board string (its moves are unknown), and under reversi and free-placement.',
  });

/** A position and everything the wrapper says of it; `position` and `rules` can be sent back as they are. */
export const GameState = z
  .object({
    position: AnsweredPosition,
    rules: ResolvedRules,
    turn: Color.openapi({ description: 'The side to move (or to pass).' }),
    legalMoves: z.array(Move).openapi({ description: 'The legal moves with their flips, in square order; empty when the side must pass or the game is over.' }),
    canPass: z.boolean().openapi({ description: 'Whether the side to move may pass: when it has no move (or always, under voluntaryPass).' }),
    gameOver: z.boolean(),
    result: z.enum(['black', 'white', 'draw']).nullable().openapi({ description: 'The winner once the game is over, else null.' }),
    score: Discs.openapi({ description: 'Discs of each colour on the board.' }),
    discsInHand: Discs.nullable().openapi({ description: 'Under reversi, the discs each side has left; else null.' }),
    opening: Opening,
  })
  .openapi('GameState');
