import { NO_MOVE } from "../moves";
import { Position } from "../position";
import { MoveLists } from "./move-list";
import { HEIGHTS, NODE_BYTES, Node } from "./node";
import { EXACT_SELECTIVITY } from "./transposition-table";

// A thread's search context (as Edax's Search struct), which every search function takes by hand:
// its budget, the settings of the search in progress, its move lists and node records, where it
// stands in the parallel search, and what its searches found at their roots (what the host reads
// is the answer record the driver hands down: answer.ts). Searches share nothing else but the
// transposition table and the split points (split.ts).
//
// The first thread's sits in static memory (control.ts holds it); each other thread of a parallel
// search brings its own (threads.ts). A registry of every thread's context lets a cut or a spent
// batch budget stop them (split.ts, budget.ts).

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
  /** Whether the budget is a batch's, shared by its threads; then the nodes counted into it so far. */
  pooled: bool;
  pooledNodes: u64;
  /**
   * Set when the search must unwind at once, its result discarded: the budget is spent, or (in a
   * parallel search) a split this thread works at was cut (split.ts).
   */
  stopped: bool;
  /**
   * What the last `solveWindow` proved of its root's score, ends included: its fail-soft bound, or,
   * when stopped, the best of the root moves it completed above alpha (-SCORE_MAX, SCORE_MAX:
   * nothing). Scores fit a byte: these two sit in bytes the context would leave as padding.
   */
  solvedLower: i8;
  solvedUpper: i8;

  // What the host asked for (control.ts).
  /** Multi-ProbCut's margin for the midgame search of `think`, in tenths of a standard deviation (0: full width). */
  thinkProbcutT10: i32;

  // The settings of the othello search in progress, which a split's workers take (SETTINGS_BYTES
  // from `endgameEmpties`: keep them together, in this order).
  /** Up to how many empties the midgame search solves exactly (0 for probcut and presearch searches). */
  endgameEmpties: i32;
  /** The midgame search's Multi-ProbCut margin in tenths of a standard deviation (0: full width). */
  probcutT10: i32;
  /** The solver's selectivity: EXACT_SELECTIVITY, lower for the probcut passes that come first (control.ts). */
  selectivity: i32;

  /**
   * The exact solver the midgame search hands the positions within `endgameEmpties` of the end
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

  // What each search found at its root.
  /** The midgame search's deepest completed iteration: move, score, depth (0: none completed). */
  deepenedMove: i32;
  deepenedScore: i32;
  deepenedDepth: i32;
  /** The best move of the last `solveWindow` (PASS, or NO_MOVE when none). */
  solvedMove: i32;
  /** The best move of the last search under any rule set (or PASS), and its depth (0: none). */
  anyRulesMove: i32;
  anyRulesDepth: i32;

  /** The bottom slot of this thread's stack of positions, where a root goes: its lines take the slots above. */
  @inline
  root(): Position {
    return changetype<Position>(this.positions);
  }

  /** The record of the node at `height`. */
  @inline
  node(height: i32): Node {
    return changetype<Node>(this.records + <usize>height * NODE_BYTES);
  }
}

/** Bytes of a context and of its node records, for a thread that brings its own (threads.ts). */
export const CONTEXT_BYTES: usize = offsetof<SearchContext>();
/** A context stays within two cache lines: the hot budget and settings are read at every node. */
const CONTEXT_MAX_BYTES: usize = 128;
// A compile error, not a run-time check: the branch is compiled only when the context is too large.
if (CONTEXT_BYTES > CONTEXT_MAX_BYTES) ERROR("SearchContext is over CONTEXT_MAX_BYTES");
export const NODE_RECORDS_BYTES: usize = <usize>HEIGHTS * NODE_BYTES;

/** Bytes of the settings a split's workers take: from `endgameEmpties` through `selectivity`. */
export const SETTINGS_BYTES: usize = offsetof<SearchContext>("solver") - offsetof<SearchContext>("endgameEmpties");

/** Copies `ctx`'s settings to the SETTINGS_BYTES at `to`. */
@inline
export function saveSettings(ctx: SearchContext, to: usize): void {
  memory.copy(to, changetype<usize>(ctx) + offsetof<SearchContext>("endgameEmpties"), SETTINGS_BYTES);
}

/** Makes the SETTINGS_BYTES at `from` `ctx`'s settings. */
@inline
export function loadSettings(ctx: SearchContext, from: usize): void {
  memory.copy(changetype<usize>(ctx) + offsetof<SearchContext>("endgameEmpties"), from, SETTINGS_BYTES);
}

/**
 * Makes the zeroed CONTEXT_BYTES at `at` a context: every field at 0, the solver exact, no move,
 * with `lists`, the NODE_RECORDS_BYTES at `records` and the POSITION_STACK_BYTES at `positions`
 * for its tree, and the EVALUATION_SCRATCH_BYTES at `scratch` for its evaluations.
 */
export function startContext(at: usize, lists: MoveLists, records: usize, positions: usize, scratch: usize): SearchContext {
  const ctx = changetype<SearchContext>(at);
  ctx.selectivity = EXACT_SELECTIVITY;
  ctx.deepenedMove = NO_MOVE;
  ctx.solvedMove = NO_MOVE;
  ctx.anyRulesMove = NO_MOVE;
  ctx.lists = lists;
  ctx.records = records;
  ctx.positions = positions;
  ctx.scratch = scratch;
  return ctx;
}

/** Threads at most (the first instance and its helpers). */
export const MAX_THREADS: i32 = 64;
/** Each thread's context, by thread index, so that a cut or a spent batch can stop it. */
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
 * Marks every thread's budget spent (a batch's shared budget ran out: budget.ts): each unwinds, and
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
