import { AnalysisResult } from '../schemas/search.ts';
import { analysisAnswer } from '../search.ts';
import { searchEndpoint } from './search-endpoint.ts';

/** `POST /v1/analyze` and `GET /v1/analyze?position=…`: a score for every legal move. */
export const analyze = searchEndpoint({
  path: '/analyze',
  operationId: 'analyzeMoves',
  summary: 'Analyze every move',
  description: 'A score for every legal move of a position (and the pass, where allowed), best first: the wrapper’s analyze within this server’s limits.',
  answer: analysisAnswer,
  result: AnalysisResult,
});
