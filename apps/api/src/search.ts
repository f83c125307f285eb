import { type Opening, type ResolvedRules, type Reversi, ReversiError, type Solution, type WldSolution } from '@flank/reversi';
import type { z } from '@hono/zod-openapi';
import { type Fields, fieldProblem } from './field.ts';
import { loadGame } from './game.ts';
import type { Limits } from './limits.ts';
import type { PositionBody } from './schemas/position.ts';
import type { SolutionResult } from './schemas/search.ts';
import { type BoundedSearch, type SearchRequest, boundedSearch } from './search-options.ts';

/** A request for a search: a position and search options. */
export type SearchInput = z.infer<typeof PositionBody> & SearchRequest;

/** The time a search took is left out: it stands still in a Worker, and answers must not vary. */
type Timeless<T> = T extends unknown ? Omit<T, 'ms'> : never;

/**
 * Runs a search of the wrapper on the request's game: a finished game is a problem at `position`;
 * any other failure is the server's own (the options were checked before).
 */
async function run<T extends { ms: number }>(game: Reversi, fields: Fields, search: (game: Reversi) => Promise<T>): Promise<Timeless<T>> {
  try {
    const { ms: _ms, ...result } = await search(game);
    return result as Timeless<T>; // `...rest` of a union keeps each member's other fields
  } catch (error) {
    if (error instanceof ReversiError && error.code === 'GAME_OVER') throw fieldProblem('game-over', fields('position'), error.message);
    throw error;
  }
}

/** The position searched as every answer names it: with its rules, so that the two sent back name it again. */
interface Searched {
  position: string;
  rules: ResolvedRules;
  opening: Opening | null;
}

const searched = (game: Reversi): Searched => ({ position: game.toString(), rules: game.rules(), opening: game.opening() });

/** The answer of a search of the request's game within this server's limits, beside the position searched and the level. */
async function searchAnswer<T extends { ms: number }>(
  search: (game: Reversi, options: BoundedSearch) => Promise<T>,
  input: SearchInput,
  limits: Limits,
  fields: Fields,
): Promise<Searched & { level: number } & Timeless<T>> {
  const game = loadGame(input, fields);
  const options = boundedSearch(input, limits, fields);
  return { ...searched(game), level: options.level, ...(await run(game, fields, (loaded) => search(loaded, options))) };
}

/**
 * The answer of best-move: the wrapper's `bestMove` within this server's limits, with the
 * position and level searched.
 *
 * @example
 * ```ts
 * await bestMoveAnswer({ position: 'f5d6c3', level: 6 }, limits, bodyFields);
 * // { position: '...', rules: { name: 'othello' }, opening: {...}, level: 6, move: 'd3', score: -3, exact: false, depth: 6, pv: ['d3', 'c4', ...], nodes: 1255 }
 * ```
 */
export const bestMoveAnswer = (input: SearchInput, limits: Limits, fields: Fields) =>
  searchAnswer((game, options) => game.bestMoveAsync(options), input, limits, fields);

/**
 * The answer of analyze: the wrapper's `analyze` within this server's limits (every move, or the
 * best `lines`), with the position and level searched.
 *
 * @example
 * ```ts
 * await analysisAnswer({ position: 'f5d6c3', level: 4, book: false, lines: 2 }, limits, bodyFields);
 * // { position: '...', rules: { name: 'othello' }, opening: {...}, level: 4, moves: [{ move: 'c4', score: 0, exact: false, depth: 4, source: 'search', pv: ['c4', 'c5', 'b4', 'e6'] }, ...], nodes: ... }
 * ```
 */
export const analysisAnswer = (input: SearchInput, limits: Limits, fields: Fields) =>
  searchAnswer((game, options) => game.analyzeAsync(options), input, limits, fields);

/**
 * The answer of solve: the wrapper's `solve` within this server's node budget, with the position
 * searched; when the budget runs out, a detail that says so.
 *
 * @example
 * ```ts
 * await solveAnswer({ position: '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X' }, limits, bodyFields);
 * // { position: '...', rules: { name: 'othello' }, opening: null, solved: true, score: 18, outcome: 'win', bestMoves: ['g8'], pv: ['g8', 'h7', ...], nodes: 75001 }
 * await solveAnswer({ position: '...', wld: true }, limits, bodyFields);
 * // { position: '...', solved: true, outcome: 'win', bestMoves: ['a2', 'a3', 'g8', 'h1', 'h7'], pv: [...], nodes: ... }
 * ```
 */
export async function solveAnswer(
  input: z.infer<typeof PositionBody> & Pick<SearchRequest, 'nodes'> & { wld?: boolean },
  limits: Limits,
  fields: Fields,
): Promise<z.infer<typeof SolutionResult>> {
  const game = loadGame(input, fields);
  const { nodes, lane } = boundedSearch({ nodes: input.nodes }, limits, fields);
  const solution: Timeless<Solution | WldSolution> = await run(game, fields, (loaded) => loaded.solveAsync({ nodes, wld: input.wld ?? false, lane }));
  if (solution.solved) return { ...searched(game), ...solution };
  const detail =
    nodes < limits.maxNodes
      ? `The budget of ${nodes} nodes ran out before the position was solved: ask for more nodes (up to ${limits.maxNodes}) or send a position nearer the end`
      : `The budget of ${nodes} nodes, this server’s maximum, ran out before the position was solved: send a position nearer the end`;
  return { ...searched(game), ...solution, detail };
}
