import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { AppEnv } from '../env.ts';
import { writtenBodyFields } from '../field.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { SEARCH_422, bodyProblems, problem } from '../schemas/problem.ts';
import { SolutionResult, SolveBody } from '../schemas/search.ts';
import { solveAnswer } from '../search.ts';

const route = createRoute({
  method: 'post',
  path: '/solve',
  operationId: 'solvePosition',
  middleware: jsonBody(),
  summary: 'Solve exactly',
  description:
    'The exact score of a position with perfect play and every move that reaches it, or `solved: false` with a detail when the node budget ran out first: never a guess. ' +
    'An unsolved answer carries what is known, kept apart: once the root is proved, its `score` (or `outcome`), the `bestMoves` proved so far and the moves `unchecked`; before, the bounds of the score its exact pass proved so far (`scoreAtLeast`, `scoreAtMost`; with `wld`, the outcomes they decide: `outcomeAtLeast`, `outcomeAtMost`) and the search’s best `move` so far and its `depth`, not proved. ' +
    'The wrapper’s solve within this server’s node budget.',
  request: {
    body: {
      content: {
        'application/json': { schema: SolveBody, example: { position: '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X', nodes: 1000000 } },
      },
    },
  },
  responses: {
    200: { description: 'The solution, or why there is none.', content: { 'application/json': { schema: SolutionResult } } },
    ...bodyProblems,
    422: problem(SEARCH_422),
  },
});

/** `POST /v1/solve`: the exact score and every best move, or a clear answer that the budget was not enough. */
export const solve = new OpenAPIHono<AppEnv>().openapi(route, async (c) => c.json(await solveAnswer(c.req.valid('json'), c.var.limits, await writtenBodyFields(c.req)), 200));
