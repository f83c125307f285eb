import { type BookOption, LEVELS, type StyleOption } from '@flank/reversi';
import { WrittenNumber, quoted } from './as-written.ts';
import { type Fields, fieldProblem } from './field.ts';
import type { Limits } from './limits.ts';

/** The search options a request may send (the wrapper's, less `timeMs`: the clock stands still in a Worker). */
export interface SearchRequest {
  level?: number;
  depth?: number;
  nodes?: number;
  book?: BookOption;
  /** best-move only. */
  style?: StyleOption;
}

/** Options for the wrapper's searches, every one filled in, so that the answer depends on nothing else. */
export interface BoundedSearch {
  level: number;
  depth?: number;
  nodes: number;
  book: BookOption;
  style?: StyleOption;
}

function atMost(fields: Fields, name: keyof SearchRequest, value: number | undefined, max: number, limit: string): void {
  if (value !== undefined && value > max) {
    // Quoted as sent: the number read may be rounded (1e29 for 29 digits) or the largest double (for 400).
    const field = fields(name);
    throw fieldProblem('limit-exceeded', field, `${quoted(new WrittenNumber(field.written ?? String(value)))} is above this server’s maximum of ${max} (${limit})`);
  }
}

/**
 * The request's search options within this server's limits, defaults filled in; a 422 problem
 * naming the field when one is above its maximum. A depth may go as deep as the strongest
 * level allowed searches.
 *
 * @example
 * ```ts
 * boundedSearch({ level: 10 }, limits, bodyFields); // { level: 10, nodes: limits.defaultNodes, book: true }
 * boundedSearch({ level: 15 }, limits, bodyFields); // throws: level: 15 is above this server’s maximum of 12 (MAX_LEVEL)
 * ```
 */
export function boundedSearch(request: SearchRequest, limits: Limits, fields: Fields): BoundedSearch {
  atMost(fields, 'level', request.level, limits.maxLevel, 'MAX_LEVEL');
  atMost(fields, 'depth', request.depth, LEVELS[limits.maxLevel - 1]!.depth, 'the depth of level MAX_LEVEL');
  atMost(fields, 'nodes', request.nodes, limits.maxNodes, 'MAX_NODES');
  return {
    level: request.level ?? limits.defaultLevel,
    ...(request.depth === undefined ? {} : { depth: request.depth }),
    nodes: request.nodes ?? limits.defaultNodes,
    book: request.book ?? true,
    ...(request.style === undefined ? {} : { style: request.style }),
  };
}
