import { Position } from "../position";
import { ANSWER_BYTES, Answer } from "./answer";
import { MoveLists } from "./move-list";
import { HEIGHTS, NODE_BYTES, Node } from "./node";

// A thread's search context (as Edax's Search struct), which every search function takes by hand:
// its budget, its move lists and node records, where it stands in the parallel search, and what
// its root searches found (what the host reads is the answer record the driver hands down:
// answer.ts). A search's mode (how selective, up to how many empties exact: `searchMode`, pvs.ts)
// goes down its calls as a parameter, and a split hands its master's to its workers (split.ts).
// Searches share nothing else but the transposition table and the split points.
//
// Every function takes the context first but the solver's recursion, which takes it last
// (endgame.ts: `solveDeep` down to `solve2` and their move ordering, and the move loop it shares
// with the midgame, pvs.ts's `searchMoves`): V8 passes a wasm function's first few arguments in
// registers, and the board and window are the ones each node reads (FFO #40-#49 against the build
// before the context, four rounds summed: 0.965x with it first, 1.050x last, on a loaded machine).
// The midgame's `search` takes it first for as many instructions as last (docs/benchmarks.md).
//
// The first thread's sits in static memory (control.ts holds it); each other thread of a parallel
// search brings its own (threads.ts). A registry of every thread's context lets a cut or a spent
// job stop them (split.ts, budget.ts).

@final @unmanaged
export class SearchContext {
  // The budget (budget.ts).
  /** Nodes searched since the budget started. */
  nodes: u64;
  /** The node count at which the budget is checked next. */
  nextCheck: u64;
  /** At most this many nodes (0: no limit). */
  nodeLimit: u64;
  /** Until the host's clock reads this, in ms (0: no deadline). */
  deadline: f64;
  /** Set once the budget is spent. */
  spent: bool;
  /** Whether the budget is a parallel search's, shared by its threads; then the nodes counted into it so far. */
  pooled: bool;
  pooledNodes: u64;
  /** The host's answer record, whose node count the budget's checks keep current (the first thread's; 0 for a helper). */
  answer: usize;
  /**
   * Set when the search must unwind at once, its result discarded: the budget is spent, or (in a
   * parallel search) a split this thread works at was cut (split.ts).
   */
  stopped: bool;

  // The instance's setting and its solver (control.ts).
  /** Multi-ProbCut's margin for the midgame search of `think`, in tenths of a standard deviation (0: full width). */
  thinkProbcutT10: i32;

  /**
   * The exact solver the midgame search hands the positions within its `exactEmpties`
   * (a function reference: the solver's own probcut runs the midgame search, so neither module
   * imports the other both ways).
   */
  solver: usize;

  // The tree in hand.
  /** Its move lists, one per height (node.ts). */
  lists: MoveLists;
  /** Its HEIGHTS node records, one per height. */
  records: usize;
  /** Its stack of POSITION_STACK_BYTES (position.ts): a root in the bottom slot, its lines' plies above. */
  positions: usize;
  /** Its scratch for evaluations, EVALUATION_SCRATCH_BYTES (eval/evaluate.ts). */
  scratch: usize;

  // The parallel search (split.ts).
  /** This thread's index (0: the first instance). */
  thread: i32;
  /** The innermost split it works at (0: none). */
  split: usize;

  /** The bottom slot of this thread's stack of positions, where a root goes: its lines take the slots above. */
  @inline
  root(): Position {
    return changetype<Position>(this.positions);
  }

  /**
   * What a root search of this thread found before its driver keeps it (control.ts): the move and
   * the proved bounds of a `solveWindow`, the move of an any-rules search's iteration in progress.
   * It sits right after the context's fields, in the context's own bytes.
   */
  @inline
  found(): Answer {
    return changetype<Answer>(changetype<usize>(this) + FOUND_OFFSET);
  }

  /** The record of the node at `height`. */
  @inline
  node(height: i32): Node {
    return changetype<Node>(this.records + <usize>height * NODE_BYTES);
  }
}

/** A context's fields stay within two cache lines: the hot budget is read at every node. */
const CONTEXT_MAX_BYTES: usize = 128;
// A compile error, not a run-time check: the branch is compiled only when the fields are too many.
if (offsetof<SearchContext>() > CONTEXT_MAX_BYTES) ERROR("SearchContext is over CONTEXT_MAX_BYTES");
const FOUND_OFFSET: usize = (offsetof<SearchContext>() + 7) & ~7;
/** Bytes of a context (its fields, then its `found` record), for a thread that brings its own (threads.ts). */
export const CONTEXT_BYTES: usize = FOUND_OFFSET + ANSWER_BYTES;
export const NODE_RECORDS_BYTES: usize = <usize>HEIGHTS * NODE_BYTES;

/**
 * Makes the zeroed CONTEXT_BYTES at `at` a context: every field at 0, nothing found,
 * with `lists`, the NODE_RECORDS_BYTES at `records` and the POSITION_STACK_BYTES at `positions`
 * for its tree, and the EVALUATION_SCRATCH_BYTES at `scratch` for its evaluations.
 */
export function startContext(at: usize, lists: MoveLists, records: usize, positions: usize, scratch: usize): SearchContext {
  const ctx = changetype<SearchContext>(at);
  ctx.found().clear();
  ctx.lists = lists;
  ctx.records = records;
  ctx.positions = positions;
  ctx.scratch = scratch;
  return ctx;
}

/** Threads at most (the first instance and its helpers). */
export const MAX_THREADS: i32 = 64;
/** Each thread's context, by thread index, so that a cut or a spent job can stop it. */
const CONTEXTS = memory.data(MAX_THREADS * 4, 16);

/** Registers `ctx` as thread `index`'s. */
export function registerContext(ctx: SearchContext, index: i32): void {
  ctx.thread = index;
  store<usize>(CONTEXTS + (<usize>index << 2), changetype<usize>(ctx));
}

/** Thread `index`'s context. */
@inline
export function contextOf(index: i32): SearchContext {
  return changetype<SearchContext>(load<usize>(CONTEXTS + (<usize>index << 2)));
}

/**
 * Marks every thread's budget spent (a job's shared budget ran out: budget.ts): each unwinds, and
 * no split is left with a move its worker never reported.
 */
export function spendAll(): void {
  for (let i = 0; i < MAX_THREADS; i++) {
    const at = load<usize>(CONTEXTS + (<usize>i << 2));
    if (at == 0) continue;
    const other = changetype<SearchContext>(at);
    other.spent = true;
    other.stopped = true;
  }
}
