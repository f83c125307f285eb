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
  /** analyze only. */
  lines?: number;
  /** best-move only. */
  style?: StyleOption;
}

/**
 * Options for the wrapper's searches, every one filled in, so that the answer depends on nothing
 * else: never `reuseTable`, whose answer depends on the searches before it.
 */
export interface BoundedSearch {
  level: number;
  depth?: number;
  nodes: number;
  book: BookOption;
  /** Absent: every move (the wrapper's default). */
  lines?: number;
  style?: StyleOption;
  /** Where it runs (the wrapper's lanes): see `laneOf`. */
  lane: SearchLane;
}

/**
 * The wrapper's lanes the searches run on. Each lane is an engine of its own that takes its
 * searches in turn, and every search lets the isolate's other requests run between its slices:
 * searches within the default budget go on `quick`, larger ones on `long`, so that a light request
 * never waits for a heavy one to end.
 */
export type SearchLane = 'quick' | 'long';

/**
 * The lane of a search of `nodes` nodes.
 *
 * @example
 * ```ts
 * laneOf(1_000_000, limits); // 'quick' where limits.defaultNodes is 1000000
 * ```
 */
export const laneOf = (nodes: number, limits: Limits): SearchLane => (nodes > limits.defaultNodes ? 'long' : 'quick');

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
 * boundedSearch({ level: 10 }, limits, bodyFields); // { level: 10, nodes: limits.defaultNodes, book: true, lane: 'quick' }
 * boundedSearch({ level: 15 }, limits, bodyFields); // throws: level: 15 is above this server’s maximum of 12 (MAX_LEVEL)
 * ```
 */
export function boundedSearch(request: SearchRequest, limits: Limits, fields: Fields): BoundedSearch {
  atMost(fields, 'level', request.level, limits.maxLevel, 'MAX_LEVEL');
  atMost(fields, 'depth', request.depth, LEVELS[limits.maxLevel - 1]!.depth, 'the depth of level MAX_LEVEL');
  atMost(fields, 'nodes', request.nodes, limits.maxNodes, 'MAX_NODES');
  const nodes = request.nodes ?? limits.defaultNodes;
  return {
    level: request.level ?? limits.defaultLevel,
    ...(request.depth === undefined ? {} : { depth: request.depth }),
    nodes,
    book: request.book ?? true,
    ...(request.lines === undefined ? {} : { lines: request.lines }),
    ...(request.style === undefined ? {} : { style: request.style }),
    lane: laneOf(nodes, limits),
  };
}
