import { BestMoveBody, BestMoveQuery, BestMoveResult } from '../schemas/search.ts';
import { bestMoveAnswer } from '../search.ts';
import { searchEndpoint } from './search-endpoint.ts';

/** `POST /v1/best-move` and `GET /v1/best-move?position=…`: the best move of a position. */
export const bestMove = searchEndpoint({
  path: '/best-move',
  operationId: 'getBestMove',
  summary: 'Best move',
  description:
    'The best move of a position with its score, principal variation, depth, nodes and whether the score is exact: the wrapper’s bestMove within this server’s limits. With a style, a human-like move instead, drawn among the searched ones.',
  body: BestMoveBody,
  query: BestMoveQuery,
  example: { position: 'f5d6c3', level: 8 },
  answer: bestMoveAnswer,
  result: BestMoveResult,
});
