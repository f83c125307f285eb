import { AnalysisResult, AnalyzeBody, AnalyzeQuery } from '../schemas/search.ts';
import { analysisAnswer } from '../search.ts';
import { searchEndpoint } from './search-endpoint.ts';

/** `POST /v1/analyze` and `GET /v1/analyze?position=…`: a score and a line for every legal move, or for the best `lines`. */
export const analyze = searchEndpoint({
  path: '/analyze',
  operationId: 'analyzeMoves',
  summary: 'Analyze every move',
  description:
    'A score and a line for every legal move of a position (and the pass, where allowed), or for the best `lines` of them, best first: the wrapper’s analyze within this server’s limits, one search that proves those lines.',
  body: AnalyzeBody,
  query: AnalyzeQuery,
  example: { position: 'f5d6c3', level: 8, lines: 3 },
  answer: analysisAnswer,
  result: AnalysisResult,
});
