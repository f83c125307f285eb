import { OpenAPIHono, createRoute, type z } from '@hono/zod-openapi';
import type { AppEnv } from '../env.ts';
import { type Fields, fieldProblem, queryFields, writtenBodyFields, writtenQueryFields } from '../field.ts';
import { positionOfQuery } from '../game.ts';
import { answerCache } from '../middleware/answer-cache.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { SEARCH_422, bodyProblems, problem, queryProblems } from '../schemas/problem.ts';
import { type AnalyzeBody, type AnalyzeQuery, AnalysisResult, type BestMoveBody, type BestMoveQuery, BestMoveResult } from '../schemas/search.ts';
import type { Limits } from '../limits.ts';
import type { SearchInput } from '../search.ts';

/** What tells best-move and analyze apart. */
interface SearchEndpoint<R extends typeof BestMoveResult | typeof AnalysisResult> {
  path: string;
  /** The POST's operationId in the OpenAPI document; the GET's adds `ByQuery`. */
  operationId: string;
  summary: string;
  description: string;
  /** The POST's body and the GET's query: the search options it takes (best-move's style, analyze's lines). */
  body: typeof BestMoveBody | typeof AnalyzeBody;
  query: typeof BestMoveQuery | typeof AnalyzeQuery;
  /** The body of the document's example request. */
  example: SearchInput;
  result: R;
  answer: (input: SearchInput, limits: Limits, fields: Fields) => Promise<z.infer<R>>;
}

/** Every field a search's query may hold: each endpoint's query schema refuses those it does not take. */
type AnyQuery = z.infer<typeof BestMoveQuery> & z.infer<typeof AnalyzeQuery>;

/**
 * A search as two routes at one path: `POST` with a JSON body, and `GET` with the same fields in
 * the query string, whose answers are cached by URL.
 *
 * @example
 * ```ts
 * const bestMove = searchEndpoint({ path: '/best-move', operationId: 'getBestMove', summary: 'Best move', description: '…', body: BestMoveBody, query: BestMoveQuery, example: { position: 'f5d6c3', level: 8 }, result: BestMoveResult, answer: bestMoveAnswer });
 * ```
 */
export function searchEndpoint<R extends typeof BestMoveResult | typeof AnalysisResult>({ path, operationId, summary, description, body, query, example, result, answer }: SearchEndpoint<R>) {
  const fullDescription = `${description} The same position and options always give the same answer.`;
  const ok = { description: summary, content: { 'application/json': { schema: result } } };
  const post = createRoute({
    method: 'post',
    path,
    operationId,
    middleware: jsonBody(),
    summary,
    description: fullDescription,
    request: { body: { content: { 'application/json': { schema: body, example } } } },
    responses: { 200: ok, ...bodyProblems, 422: problem(SEARCH_422) },
  });
  const get = createRoute({
    method: 'get',
    path,
    operationId: `${operationId}ByQuery`,
    summary: `${summary} (cacheable)`,
    description: `${fullDescription} Answers carry Cache-Control and an ETag, and are kept in the Cache API.`,
    middleware: answerCache(),
    request: { query },
    responses: { 200: ok, 304: { description: 'Not modified: If-None-Match matched the ETag.' }, ...queryProblems, 422: problem(SEARCH_422) },
  });
  return new OpenAPIHono<AppEnv>()
    .openapi(post, async (c) => c.json(await answer(c.req.valid('json'), c.var.limits, await writtenBodyFields(c.req)), 200))
    .openapi(get, async (c) => {
      const { level, depth, nodes, book, lines, styleLoss, styleSeed, ...position } = c.req.valid('query') as AnyQuery;
      if (styleSeed !== undefined && styleLoss === undefined) throw fieldProblem('invalid-request', queryFields('styleSeed'), 'a seed needs styleLoss beside it');
      const style = styleLoss === undefined ? undefined : { loss: styleLoss, ...(styleSeed === undefined ? {} : { seed: styleSeed }) };
      return c.json(await answer({ ...positionOfQuery(position), level, depth, nodes, book: book === undefined ? undefined : book === 'true', lines, style }, c.var.limits, writtenQueryFields(c.req.url)), 200);
    });
}
