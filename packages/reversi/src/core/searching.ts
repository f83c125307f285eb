// A search of the wrapper as steps: its own code between the core's calls that search (`think`,
// `solve`, `thinkQueued`), each of which it yields for a driver to run. `searchNow` runs them at
// once on the main engine (the synchronous methods); lanes.ts runs them on a lane, where the core
// may suspend between slices of a call. One code path, so both give the same answers.
import { loadedCore } from './engine.ts';
import type { CoreExports } from './core-interface.ts';

/** The core's calls that search, and so may run for long. */
export type SearchCallName = 'think' | 'solve' | 'thinkQueued';

/** One call of the core that searches, for a driver to run: its name and arguments. */
export interface SearchCall {
  name: SearchCallName;
  args: Parameters<CoreExports[SearchCallName]>;
}

/** A search as steps: it yields the core's calls that search, and takes each one's result (0 for `thinkQueued`'s none). */
export type Searching<T> = Generator<SearchCall, T, number>;

/**
 * Yields one of the core's searching calls and gives its result.
 *
 * @example
 * ```ts
 * const score = yield* coreSearch('solve', rules, player, opponent, playerStock, opponentStock, passes, -64, 64);
 * ```
 */
export function* coreSearch<N extends SearchCallName>(name: N, ...args: Parameters<CoreExports[N]>): Searching<number> {
  return yield { name, args } as SearchCall;
}

/** Runs one searching call on `core`, as a driver does: its result, 0 for none. */
export function callOn(core: Pick<CoreExports, SearchCallName>, { name, args }: SearchCall): number {
  return ((core[name] as (...given: SearchCall['args']) => number | void)(...args) ?? 0) as number;
}

/**
 * Runs a search's steps at once on the engine in use: the synchronous searches. An error of a call
 * is thrown into the search, so that its `finally` blocks run.
 *
 * @example
 * ```ts
 * const best = searchNow(bestMoveSearch(position, plan));
 * ```
 */
export function searchNow<T>(search: Searching<T>): T {
  let step = search.next();
  while (!step.done) {
    let result: number;
    try {
      result = callOn(loadedCore(), step.value);
    } catch (error) {
      step = search.throw(error);
      continue;
    }
    step = search.next(result);
  }
  return step.value;
}
