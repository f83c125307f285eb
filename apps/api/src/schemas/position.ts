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
      `or a transcript of moves from the start (f5d6c3, passes as pa or left out). Default: ${START}. ` +
      'A board that no game under the rule set reaches is an invalid position: under othello and free-placement the four centre squares ' +
      "(d4, e4, d5, e5) hold discs, under free-placement every disc joins the centre's discs, and reversi's first four discs go on the centre in turn.",
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

/** Longer than any GGF game with an evaluation and a time on every move. */
export const MAX_GAME_LENGTH = 8192;

const GAME =
  'A game in GGF, the Generic Game Format of GGS and NBoard (one 8x8 Othello game: `(;GM[Othello]...BO[...]B[f5]W[d6]...;)`), instead of `position`: ' +
  'the position its board (BO, the start when left out) and moves (B and W, passes as PA or left out) lead to, under the othello rules. ' +
  'A bad game is a 400 `invalid-game` with the offending `character` (from 1); an illegal move a 422 with its `moveNumber` and `character`.';

/** A game as GGF text, as `Reversi.fromGGF(game)` takes it: the position its moves lead to. */
export const Game = z
  .string()
  .max(MAX_GAME_LENGTH)
  .openapi({
    description: GAME,
    example: '(;GM[Othello]PB[ann]PW[bob]TY[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[F5]W[D6]B[C3];)',
  });

/** The body fields that name a position. */
export const PositionBody = z.strictObject({ position: Position.optional(), game: Game.optional(), rules: Rules.optional() });

/** A yes-or-no query parameter: `true` or `false`, spelled out. */
export const QueryFlag = z.enum(['true', 'false']);

/** The query parameters that name a position: the rule set by name, its options as flags. */
export const PositionQuery = z.strictObject({
  position: Position.optional(),
  // No example here: the query's example names a position, and a query may not name both.
  game: z.string().max(MAX_GAME_LENGTH).optional().openapi({ description: `${GAME} URL-encoded.` }),
  rules: RuleSetName.optional(),
  mustCapture: QueryFlag.optional().openapi({ description: 'With rules=free-placement: a disc must flip at least one.' }),
  voluntaryPass: QueryFlag.optional().openapi({ description: 'With rules=free-placement: a side may pass at any time.' }),
});
