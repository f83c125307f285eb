import { z } from '@hono/zod-openapi';

/** Longer than any board string or transcript (a game has at most 60 placements and a few passes). */
export const MAX_POSITION_LENGTH = 400;

const START = 'the start of the rule set';

/** A position: a board string with the side to move, or a transcript from the start, as `new Reversi(position)` takes it. */
export const Position = z
  .string()
  .max(MAX_POSITION_LENGTH)
  .openapi({
    description:
      'A board string (64 squares a1 b1 .. h8: X black, O white, - empty; then a space and the side to move, X or O) ' +
      `or a transcript of moves from the start (f5d6c3, passes as pa or left out). Default: ${START}.`,
    example: 'f5d6c3d3c4',
  });

export const RuleSetName = z.enum(['othello', 'reversi', 'free-placement']).openapi({
  description: 'othello (the default), reversi (empty start, 32 discs each) or free-placement (any square next to a disc).',
});

/** The wrapper's `RulesInput`: a rule set's name, or an object with its options. */
export const Rules = z
  .union(
    [
      RuleSetName,
      z.strictObject({
        name: RuleSetName,
        mustCapture: z.boolean().optional().openapi({ description: 'free-placement only: a disc must flip at least one.' }),
        voluntaryPass: z.boolean().optional().openapi({ description: 'free-placement only: a side may pass at any time.' }),
      }),
    ],
    { error: 'expected a rule set name (othello, reversi, free-placement) or an object like {"name": "free-placement", "mustCapture": true}' },
  )
  .openapi('Rules', {
    description: 'The rule set: its name, or an object with its name and options (mustCapture and voluntaryPass go with free-placement). Default: othello.',
    example: { name: 'free-placement', mustCapture: true },
  });

/** The body fields that name a position. */
export const PositionBody = z.strictObject({ position: Position.optional(), rules: Rules.optional() });

/** A yes-or-no query parameter: `true` or `false`, spelled out. */
export const QueryFlag = z.enum(['true', 'false']);

/** The query parameters that name a position: the rule set by name, its options as flags. */
export const PositionQuery = z.strictObject({
  position: Position.optional(),
  rules: RuleSetName.optional(),
  mustCapture: QueryFlag.optional().openapi({ description: 'With rules=free-placement: a disc must flip at least one.' }),
  voluntaryPass: QueryFlag.optional().openapi({ description: 'With rules=free-placement: a side may pass at any time.' }),
});
