// Searches that take turns with the rest of the program (a Worker's other requests, a page's
// events). Each runs on a lane: an instance of the core of its own, loaded as the main one is,
// whose clock (read every 4096 nodes) suspends the search every SLICE_READS reads through
// WebAssembly's JS Promise Integration, so that the event loop runs whatever waits between two
// slices. A lane runs one search at a time, in the order asked. Between slices, the next turn goes
// to the waiting search that has searched the fewest nodes so far: a short search on one lane
// ends soon after it starts, whatever long one another lane runs, and two long ones share the
// time. The steps are the synchronous searches' own (searching.ts): the same answers. Without
// JSPI a lane's search runs at once on the main engine, as the synchronous one.
import { described } from '../arguments.ts';
import { ReversiError } from '../errors.ts';
import { type Watch, clockOf, laneCore, suspendable, withLent } from './engine.ts';
import { type SearchCall, type SearchCallName, type Searching, callOn, searchNow } from './searching.ts';
import { type Answer, type CoreExports, liveNodes } from './core-interface.ts';

/** The most lanes a program may have: each holds an instance of the core (its table and evaluation) for good. */
export const MAX_LANES = 4;

/** Clock reads (of 4096 nodes each) between two yields: slices of a few milliseconds in the midgame, less near the end. */
const SLICE_READS = 2;

/** A lane's instance of the core, with its watch and its searching calls as suspendable ones. */
interface LaneEngine {
  core: CoreExports;
  watch: Watch;
  calls: Record<SearchCallName, () => Promise<void>>;
}

/**
 * A lane: its instance once made, and its turns, as tickets: the search holding `serving` runs (or
 * makes the instance first), the others wait for theirs.
 */
interface Lane {
  engine: LaneEngine | undefined;
  next: number;
  serving: number;
}

const lanes = new Map<string, Lane>();

/** WebAssembly's JS Promise Integration, which TypeScript's own types do not describe yet. */
interface Jspi {
  Suspending: new (run: () => number | Promise<number>) => WebAssembly.ImportValue;
  promising<A extends unknown[], R>(call: (...args: A) => R): (...args: A) => Promise<R>;
}
const jspi = WebAssembly as unknown as Jspi;

/**
 * Resolves once the event loop has turned: after other tasks (incoming requests), not only
 * microtasks. Every wait of a search is its own timer, never another search's promise: in a
 * Worker, a promise that one request's code resolves for another's hangs the other's.
 */
function otherTasks(): Promise<void> {
  const { setImmediate } = globalThis as { setImmediate?: (run: () => void) => void };
  return new Promise((resolve) => (setImmediate === undefined ? setTimeout(resolve, 0) : setImmediate(resolve)));
}

/** The nodes searched so far by each search suspended between two slices. */
const suspended = new Set<{ nodes: number }>();

/** Suspends the search that called, which has searched `nodes`, until its turn comes (see the top of this file). */
async function nextTurn(nodes: number): Promise<void> {
  const me = { nodes };
  suspended.add(me);
  try {
    do await otherTasks();
    while ([...suspended].some((other) => other.nodes < nodes));
  } finally {
    suspended.delete(me);
  }
}

async function laneEngine(): Promise<LaneEngine> {
  const watch: Watch = { watcher: undefined, error: undefined };
  const clock = clockOf(watch);
  let reads = 0;
  let core: CoreExports | undefined;
  const now = new jspi.Suspending(() => {
    if (++reads % SLICE_READS !== 0) return clock();
    return nextTurn(liveNodes(core!)).then(clock);
  });
  core = await laneCore(now);
  const suspending = (name: SearchCallName) => jspi.promising(core[name] as () => void);
  return { core, watch, calls: { think: suspending('think'), solve: suspending('solve') } };
}

/** The lane `name` checked, or an error naming what is wrong with it. */
export function laneName(name: unknown): string {
  if (typeof name !== 'string' || !/^[\w-]{1,40}$/.test(name)) {
    throw new ReversiError('INVALID_ARGUMENT', `lane must be a name of 1 to 40 letters, digits, '-' or '_', got ${described(name)}`);
  }
  if (!lanes.has(name) && lanes.size >= MAX_LANES && suspendable()) {
    throw new ReversiError('INVALID_ARGUMENT', `lane ${described(name)} would be a ${MAX_LANES + 1}th lane: a program has at most ${MAX_LANES} (${[...lanes.keys()].join(', ')})`);
  }
  return name;
}

function laneOf(name: string): Lane {
  let lane = lanes.get(name);
  if (lane === undefined) {
    lane = { engine: undefined, next: 0, serving: 0 };
    lanes.set(name, lane);
  }
  return lane;
}

/** Runs a search's steps on a lane's instance, each of its searching calls suspendable. */
async function drive<T>(engine: LaneEngine, search: Searching<T>): Promise<T> {
  let step = withLent(engine, () => search.next());
  while (!step.done) {
    const call: SearchCall = step.value;
    let answer: Answer;
    try {
      answer = await callOn(engine.core, call, engine.calls[call.name]);
    } catch (error) {
      step = withLent(engine, () => search.throw(error));
      continue;
    }
    step = withLent(engine, () => search.next(answer));
  }
  return step.value;
}

/**
 * Runs a search on the lane `name` (checked with `laneName` first), after the searches asked of it
 * before: `start` makes its steps once its turn comes. Without JSPI, at once on the main engine.
 *
 * @example
 * ```ts
 * const best = await searchInLane('long', () => bestMoveSearch(position, plan));
 * ```
 */
export async function searchInLane<T>(name: string, start: () => Searching<T>): Promise<T> {
  if (!suspendable()) {
    await otherTasks();
    return searchNow(start());
  }
  const lane = laneOf(name);
  const ticket = lane.next++;
  while (lane.serving !== ticket) await otherTasks();
  try {
    // The lane's first search makes its instance; if that fails, the next one tries again.
    lane.engine ??= await laneEngine();
    return await drive(lane.engine, start());
  } finally {
    lane.serving++;
  }
}
