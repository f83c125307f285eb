import { MAX_LINES } from '@flank/reversi';
import { z } from '@hono/zod-openapi';
import { AnsweredPosition, Opening, ResolvedRules } from './game-state.ts';
import { PositionBody, PositionQuery } from './position.ts';

const level = 'The wrapper’s levels, 1 (weakest) to 20: level n searches n plies and solves exactly from 2n empties (from 10 + n above level 10). Default 8; at most this server’s MAX_LEVEL (GET /health).';
const depth = 'Midgame depth in plies, instead of the level’s; at most the depth of MAX_LEVEL.';
const nodes =
  'The node budget: the search stops after this many positions, with the best move of its last completed iteration, ' +
  'or the move the unfinished iteration proved better (at that depth, its score a bound from below, its line the move alone). ' +
  'Beyond it, best-move and analyze start from a one-ply answer whatever the budget (each move evaluated once), which the answer’s `nodes` counts too: ' +
  'a budget of 1 reports the position’s moves and 1. Solve stays within it. ' +
  'Default DEFAULT_NODES, at most MAX_NODES (GET /health).';
const lines =
  'How many of the best moves analyze proves, with their scores and lines (as a chess engine’s MultiPV), 1 to 64: the answer lists those, best first. ' +
  'Fewer lines search faster, since the other moves are only proved worse. Default: every move.';

const book =
  'The opening book (othello): on by default. false searches every position; { variety, seed } picks among the book moves within `variety` discs of the best, the same one for the same seed and position.';

/**
 * A number as JSON reads it, where one too large for a double (400 nines, 1e400) reads as the
 * largest double, not Infinity: zod calls Infinity no number at all ("expected a number"), where
 * it is a number above the field's maximum, which the detail then names.
 */
const held = (value: unknown) => (value === Infinity ? Number.MAX_VALUE : value === -Infinity ? -Number.MAX_VALUE : value);

/**
 * A number field of a JSON body: `schema`, where a number too large for a double is one above its
 * maximum (see `held`).
 *
 * @example
 * ```ts
 * const Seed = jsonNumber(z.int().min(0).max(0xffffffff)); // 1e400: "must be at most 4294967295, got 1e400"
 * ```
 */
export const jsonNumber = <T extends z.ZodType<number>>(schema: T) => z.preprocess(held, schema);

/**
 * A whole number from 1 with no maximum of its own: zod's `z.int()` stops at 2^53 - 1, where this
 * server's limit (MAX_LEVEL, MAX_NODES: a 422 that names it) is what a larger value breaks.
 */
const counting = () => jsonNumber(z.number().min(1).refine(Number.isInteger, 'expected a whole number'));

const Level = counting().openapi({ type: 'integer', description: level, example: 8 });
const Book = z
  .union(
    [
      z.boolean(),
      z
        .object({
          variety: jsonNumber(z.int().min(0).max(128)).optional().openapi({ description: 'Discs from the best score that a book move may be, to be picked. Default 0.' }),
          seed: jsonNumber(z.int().min(0).max(0xffffffff)).optional().openapi({ description: 'Which of those moves: the same seed picks the same move. Default 0.' }),
        })
        .strict(),
    ],
    { error: 'expected true, false or an object like {"variety": 2, "seed": 7} (variety 0 to 128, seed 0 to 4294967295)' },
  )
  .openapi('BookOption', { description: book, example: { variety: 2, seed: 7 } });
const Depth = counting().openapi({ type: 'integer', description: depth });
const Nodes = counting().openapi({ type: 'integer', description: nodes, example: 1_000_000 });

/** What the bodies of best-move and analyze share: a position and the wrapper's search options (less `timeMs`: a Worker's clock stands still). */
const SearchBody = PositionBody.extend({ level: Level.optional(), depth: Depth.optional(), nodes: Nodes.optional(), book: Book.optional() });

/** The wrapper's `lines`, within its range (`MAX_LINES`). */
const Lines = jsonNumber(z.int().min(1).max(MAX_LINES)).openapi({ type: 'integer', minimum: 1, maximum: MAX_LINES, description: lines, example: 3 });

/** The body of analyze: a position, the search options and how many lines. */
export const AnalyzeBody = SearchBody.extend({ lines: Lines.optional() });

const style =
  'Play like a person who loses about `loss` discs a game against deep search: every move is searched as analyze searches them, and one is drawn, the better ones likelier; never a corner handed over for nothing. The same seed draws the same move in the same position.';
const StyleLoss = jsonNumber(z.number().min(8).max(40)).openapi({ description: 'Discs lost a game on average against a level-10 search, 8 to 40: 30 plays like a beginner, 8 like a strong club player.', example: 12 });
const StyleSeed = jsonNumber(z.int().min(0).max(0xffffffff)).openapi({ description: 'Which draw: the same seed draws the same move in the same position. Default 0.' });
const Style = z.object({ loss: StyleLoss, seed: StyleSeed.optional() }).strict().openapi('StyleOption', { description: style, example: { loss: 12, seed: 1 } });

/** The body of best-move: the search options, and a human-like style. */
export const BestMoveBody = SearchBody.extend({ style: Style.optional() });

/** The body of solve: a position, a node budget and `wld` (the wrapper's `solve` takes no level). */
export const SolveBody = PositionBody.extend({
  nodes: Nodes.optional(),
  wld: z.boolean().optional().openapi({ description: 'Only whether the side to move wins, draws or loses, and the moves that keep that outcome: faster than the exact score, and no `score` in the answer. Default false.' }),
});

/**
 * A query parameter of `pattern`'s digits read as a number of `schema`, where digits too many for
 * a double are a number above its maximum (see `held`). The schema's input is unknown where it
 * reads a body's number too (`jsonNumber`): the digits read are one.
 */
const asNumber = (pattern: RegExp, message: string, schema: z.ZodType<number, any>) =>
  z
    .string()
    .regex(pattern, message)
    .transform((digits) => held(Number(digits)) as number)
    .pipe(schema);

/**
 * A query parameter read as a whole number, written in plain decimal digits only (Number() would
 * also take 0x8, 1e1, +8 and " 8"): query strings carry text.
 *
 * @example
 * ```ts
 * const Query = z.strictObject({ level: asWhole(z.int().min(1)).optional() });
 * ```
 */
export const asWhole = (schema: z.ZodType<number, any>) => asNumber(/^(0|[1-9][0-9]*)$/, 'expected a whole number in decimal digits', schema);

/** What the queries of the GET forms of best-move and analyze share. */
const SearchQuery = PositionQuery.extend({
  level: asWhole(Level).optional().openapi({ type: 'integer', minimum: 1, description: level, example: 8 }),
  depth: asWhole(Depth).optional().openapi({ type: 'integer', minimum: 1, description: depth }),
  nodes: asWhole(Nodes).optional().openapi({ type: 'integer', minimum: 1, description: nodes }),
  book: z.enum(['true', 'false']).optional().openapi({ description: 'The opening book: on (true, the default) or off (false).' }),
});

/** The query of analyze's GET form: the search options and how many lines. */
export const AnalyzeQuery = SearchQuery.extend({
  // No example: the docs' GET example of analyze scores every move, as the board image's example draws them.
  lines: asWhole(Lines).optional().openapi({ type: 'integer', minimum: 1, maximum: MAX_LINES, description: lines }),
});

/** The query of best-move's GET form: the search options, and a human-like style as two parameters. */
export const BestMoveQuery = SearchQuery.extend({
  styleLoss: asNumber(/^(0|[1-9][0-9]*)(\.[0-9]+)?$/, 'expected a number of discs in decimal digits', StyleLoss)
    .optional()
    .openapi({ type: 'number', minimum: 8, maximum: 40, description: `style.loss: ${style}` }),
  styleSeed: asWhole(StyleSeed).optional().openapi({ type: 'integer', minimum: 0, description: 'style.seed; only with styleLoss.' }),
});

const Searched = {
  position: AnsweredPosition,
  rules: ResolvedRules,
  opening: Opening,
  level: z.int().openapi({ description: 'The level searched at.' }),
  nodes: z.int().openapi({
    description:
      'Positions searched: the budget when it stopped the search, beyond the one-ply answer of the position that every search starts from whatever the budget (each move evaluated once).',
  }),
};

/** Solve's count: it makes no one-ply answer beyond its budget. */
const SolveNodes = z.int().openapi({ description: 'Positions searched; equal to the budget when the budget stopped the solve.' });

const Source = z.enum(['book', 'search']).openapi({
  description: 'book: a move of the opening book, its score backed up through the book from searches of its last moves (`depth` plies each); search: searched for this answer.',
});

const Score = z.int().openapi({
  description: 'The final disc difference for the side to move, empty squares to the winner: exact when `exact`, else the evaluation’s prediction.',
});

/** The wrapper's `BestMove`, less its time, beside the position, its rules and the level. */
export const BestMoveResult = z
  .object({
    ...Searched,
    move: z.string().openapi({ description: 'A square, or pa when the side to move must pass.', example: 'f4' }),
    score: Score,
    exact: z.boolean().openapi({ description: 'Whether the score is the result of perfect play.' }),
    depth: z.int().openapi({ description: 'Plies of midgame search completed (at least 1), or the empties searched to the end: exact, or a selective solve that the budget cut short before the exact one.' }),
    pv: z.array(z.string()).openapi({ description: 'The expected line, move first.' }),
    source: Source,
  })
  .openapi('BestMove');

/** The wrapper's `MoveScore`. */
export const MoveScore = z
  .object({
    move: z.string(),
    score: Score,
    exact: z.boolean(),
    depth: z.int(),
    source: Source,
    pv: z.array(z.string()).openapi({
      description: 'The line that gives the score, `move` first (squares, pa for a pass): the one the search proved; for a book move, the book’s line.',
      example: ['d3', 'c3', 'c4'],
    }),
  })
  .openapi('MoveScore');

/** The wrapper's `Analysis`, less its time, beside the position, its rules and the level. */
export const AnalysisResult = z
  .object({
    ...Searched,
    moves: z.array(MoveScore).openapi({
      description:
        'Every legal move (and the pass, where allowed), or the best `lines` of them, with its score and line, best first: each from the deepest iteration of the search that completed, however small the budget.',
    }),
  })
  .openapi('Analysis');

/** The wrapper's `Solution`, less its time, beside the position and its rules; unsolved says why, with what the solve knew by then. */
export const SolutionResult = z
  .discriminatedUnion('solved', [
    z.object({
      position: Searched.position,
      rules: Searched.rules,
      opening: Searched.opening,
      solved: z.literal(true),
      score: z.int().optional().openapi({ description: 'The exact final disc difference for the side to move, empty squares to the winner; absent when `wld` was asked for.' }),
      outcome: z.enum(['win', 'draw', 'loss']).openapi({ description: 'How the game ends with perfect play, for the side to move.' }),
      bestMoves: z.array(z.string()).openapi({ description: 'Every move that reaches the score (with `wld`, that keeps the outcome), in square order.' }),
      pv: z.array(z.string()).openapi({ description: 'A line of perfect play to the end (with `wld`, one that keeps the outcome).' }),
      nodes: SolveNodes,
    }),
    z.object({
      position: Searched.position,
      rules: Searched.rules,
      opening: Searched.opening,
      solved: z.literal(false),
      move: z.string().optional().openapi({ description: 'The best move of the search’s last completed pass, or one an unfinished midgame pass proved better: not proved. Absent once the root is proved (`outcome`), and before a pass completes (below 18 empties the solve makes none before the exact one).' }),
      depth: z.int().optional().openapi({ description: 'With `move` only: that pass’s plies of midgame search, or the empties of a selective solve to the end.' }),
      score: z.int().optional().openapi({ description: 'The root’s proved score, once proved (never with `wld`).' }),
      outcome: z.enum(['win', 'draw', 'loss']).optional().openapi({ description: 'The root’s proved outcome, once proved; absent while the root is searched.' }),
      bestMoves: z.array(z.string()).optional().openapi({ description: 'With `outcome` only: the moves proved to reach the score (with `wld`, to keep the outcome) so far, in square order.' }),
      unchecked: z.array(z.string()).optional().openapi({ description: 'With `outcome` only: the other moves not yet checked, which may reach it too, in square order.' }),
      scoreAtLeast: z.int().optional().openapi({ description: 'While the root is searched, the least score its exact pass proved so far (even; never with `wld`); absent when none is.' }),
      scoreAtMost: z.int().optional().openapi({ description: 'While the root is searched, the greatest score its exact pass proved so far (even; never with `wld`); absent when none is.' }),
      outcomeAtLeast: z.enum(['win', 'draw']).optional().openapi({ description: 'While the root is searched, the least outcome proved for the side to move (`draw`: it does not lose); absent when no bound decides one.' }),
      outcomeAtMost: z.enum(['draw', 'loss']).optional().openapi({ description: 'While the root is searched, the greatest outcome proved (`draw`: it does not win); absent when no bound decides one.' }),
      nodes: SolveNodes,
      detail: z.string().openapi({ description: 'Why not: the budget ran out.' }),
    }),
  ])
  .openapi('Solution');
