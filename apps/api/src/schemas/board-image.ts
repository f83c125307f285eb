import { z } from '@hono/zod-openapi';
import { MAX_POSITION_LENGTH, PositionQuery, QueryFlag } from './position.ts';
import { asWhole } from './search.ts';

/**
 * Scores by square, as a query writes them: `d3:4,c4:-2` (whole numbers of discs, signed). No
 * flags: the OpenAPI document gives the regex's source as the parameter's pattern, where an `i`
 * would be read as text (and no example would match).
 */
export const HINTS_PATTERN = /^[a-hA-H][1-8]:-?(0|[1-9][0-9]?)(,[a-hA-H][1-8]:-?(0|[1-9][0-9]?))*$/;

const size = 'Width and height in pixels, 64 to 4096. Default 400; the image scales without loss.';

/** The query of `GET /v1/board.svg`: a position, and the options of the wrapper's `toSVG`. */
export const BoardImageQuery = PositionQuery.extend({
  size: asWhole(z.int().min(64).max(4096)).optional().openapi({ type: 'integer', minimum: 64, maximum: 4096, description: size, example: 400 }),
  coordinates: QueryFlag.optional().openapi({ description: 'Letters a..h above the board and digits 1..8 beside it. Default true.' }),
  lastMove: z
    .string()
    .regex(/^(true|false|[a-hA-H][1-8])$/, 'expected true, false or a square like d3')
    .optional()
    .openapi({ description: 'A red dot on the last disc placed (true, the default), none (false), or on the square named (like d3), which must hold a disc.' }),
  legalMoves: QueryFlag.optional().openapi({ description: 'A dot, of the colour of the side to move, on each legal square. Default false.' }),
  hints: z
    .string()
    .max(400)
    .regex(HINTS_PATTERN, 'expected scores by square like d3:4,c4:-2')
    .optional()
    .openapi({ description: 'Scores to write on empty squares, like d3:4,c4:-2: whole numbers of discs, -64 to 64 (as analyze gives them). The best are written in gold.', example: 'f4:1,b5:-4,b3:-5,f3:-8,g5:-13,g6:-17' }),
  line: z
    .string()
    .max(MAX_POSITION_LENGTH)
    .optional()
    .openapi({
      description: 'A line of moves from the position, as a transcript (the pv of best-move written together, like f4f6f3): it must be legal; each disc it places is drawn small and numbered.',
      example: 'f4c5b3',
    }),
  theme: z.enum(['light', 'dark']).optional().openapi({ description: 'The colours around the board: light (the default) or dark.' }),
});
