import { z } from '@hono/zod-openapi';

/** An RFC 9457 problem details object, as every error is answered. */
export const ProblemSchema = z
  .object({
    type: z.string().openapi({ description: 'The problem type, described at this URI reference.', example: '/docs#illegal-move' }),
    title: z.string().openapi({ example: 'Illegal move' }),
    status: z.int().openapi({ example: 422 }),
    detail: z.string().openapi({ description: 'What is wrong, naming the field.', example: 'moves[1]: The 2nd move, a1, is illegal: it flanks no white disc' }),
    errors: z
      .array(
        z.object({
          detail: z.string(),
          pointer: z.string().optional().openapi({ description: 'A JSON Pointer to the field in the body.', example: '#/moves/1' }),
          parameter: z.string().optional().openapi({ description: 'The query parameter.' }),
        }),
      )
      .optional(),
    character: z.int().min(1).optional().openapi({ description: 'The offending character of the field’s string (where an illegal move starts), counting from 1 as the detail does.' }),
    move: z.string().optional().openapi({ description: 'The illegal move.', example: 'a1' }),
    moveNumber: z.int().min(1).optional().openapi({ description: 'The illegal move’s place among the moves played, from 1: the detail’s “the 2nd move”.', example: 2 }),
  })
  .openapi('Problem');

/**
 * An error response of a route, answered as a problem.
 *
 * @example
 * ```ts
 * createRoute({ ..., responses: { 200: ..., 422: problem('An illegal move.') } });
 * ```
 */
export const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: ProblemSchema } } });

/** The error responses of every endpoint that reads a position from a JSON body. */
export const bodyProblems = {
  400: problem('Malformed JSON, a field of the wrong type or unknown, a bad position, game or rule set, or both a position and a game.'),
  413: problem('The body is larger than the API accepts (16 KiB).'),
  415: problem('The body is not sent as application/json.'),
} as const;

/** The error responses of every endpoint that reads a position from the query string. */
export const queryProblems = {
  400: problem('A parameter of the wrong type or unknown, a bad position, game or rule set, or both a position and a game.'),
} as const;

/** Why a search endpoint answers 422. */
export const SEARCH_422 = 'An illegal move in the transcript or game, a finished game, or a level, depth or node budget above this server’s maximum.';
