import { NO_MOVE } from "../moves";
import { MoveLists } from "./move-list";
import { HEIGHTS, NODE_BYTES, Node } from "./node";
import { SCORE_MAX } from "./score";
import { EXACT_SELECTIVITY } from "./transposition-table";

// A thread's search context (as Edax's Search struct), which every search function takes by hand:
// its budget, the settings of the search in progress, its move lists and node records, where it
// stands in the parallel search, and what its searches found at their roots. Searches share
// nothing else but the transposition table and the split points (split.ts).
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
   * nothing). Bytes, in the padding after `stopped`: see `answerLower`.
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

  // The answer of the last `think` or `solve`, which the host reads (control.ts).
  answerMove: i32;
  answerScore: i32;
  /** Plies of midgame search, or the empties of a search to the end. */
  answerDepth: i32;
  answerExact: bool;
  /**
   * What the exact search proved of the root's score, ends included, even when it stopped before
   * the score (-SCORE_MAX, SCORE_MAX: nothing; the score twice once exact). Scores fit a byte:
   * these two and `solvedLower`, `solvedUpper` sit in bytes the context left as padding, so that
   * its size, and the place of the static data after it, stay as they were (with four words added
   * that data moved 16 bytes, and FFO #40-#49 ran 0.97x with the solver compiled the same:
   * docs/benchmarks.md).
   */
  answerLower: i8;
  answerUpper: i8;

  /** The record of the node at `height`. */
  @inline
  node(height: i32): Node {
    return changetype<Node>(this.records + <usize>height * NODE_BYTES);
  }
}

/** Bytes of a context and of its node records, for a thread that brings its own (threads.ts). */
export const CONTEXT_BYTES: usize = offsetof<SearchContext>();
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
 * with `lists` and the NODE_RECORDS_BYTES at `records` for its tree.
 */
export function startContext(at: usize, lists: MoveLists, records: usize): SearchContext {
  const ctx = changetype<SearchContext>(at);
  ctx.selectivity = EXACT_SELECTIVITY;
  ctx.deepenedMove = NO_MOVE;
  ctx.solvedMove = NO_MOVE;
  ctx.anyRulesMove = NO_MOVE;
  ctx.answerMove = NO_MOVE;
  ctx.answerLower = <i8>-SCORE_MAX;
  ctx.answerUpper = <i8>SCORE_MAX;
  ctx.lists = lists;
  ctx.records = records;
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
