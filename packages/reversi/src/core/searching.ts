// A search of the wrapper as steps: its own code between the core's calls that search (`think`,
// `solve`), each of which it yields for a driver to run. `searchNow` runs them at once on the main
// engine (the synchronous methods); lanes.ts runs them on a lane, where the core may suspend
// between slices of a call. One code path, so both give the same answers.
import { loadedCore } from './engine.ts';
import { type Answer, type CoreExports, type Request, type SearchCallName, readAnswer, writeRequest } from './core-interface.ts';

export type { SearchCallName } from './core-interface.ts';

/** One call of the core that searches, for a driver to run: its name and request. */
export interface SearchCall {
  name: SearchCallName;
  request: Request;
}

/** A search as steps: it yields the core's calls that search, and takes each one's answer. */
export type Searching<T> = Generator<SearchCall, T, Answer>;

/**
 * Yields one of the core's searching calls and gives its answer.
 *
 * @example
 * ```ts
 * const { score } = yield* coreSearch('solve', { ...position, alpha: -64, beta: 64, start: START.CONTINUE });
 * ```
 */
export function* coreSearch(name: SearchCallName, request: Request): Searching<Answer> {
  return yield { name, request };
}

/** Runs one searching call on `core` (the call itself given apart: a lane's suspending one), as a driver does: its answer. */
export async function callOn(core: CoreExports, { name, request }: SearchCall, call: () => unknown = () => core[name]()): Promise<Answer> {
  writeRequest(core, request);
  await call();
  return readAnswer(core);
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
    let answer: Answer;
    try {
      const core = loadedCore();
      writeRequest(core, step.value.request);
      core[step.value.name]();
      answer = readAnswer(core);
    } catch (error) {
      step = search.throw(error);
      continue;
    }
    step = search.next(answer);
  }
  return step.value;
}
