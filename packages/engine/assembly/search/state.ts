import { NO_MOVE } from "../moves";
import { EXACT_LEVEL } from "./transposition-table";

// The search in hand, in one place (as Edax's Search struct): its budget, what the caller asked
// of it, what each search found at its root, and the answer the host reads. The search files
// share nothing else; what stays in each is scratch of one call (the best move a move loop leaves
// for its caller) and the transposition table's own storage.
//
// The first thread's sits in static memory; each other thread of a parallel search brings its own
// (threads.ts).

@final @unmanaged
export class SearchState {
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

  // What the host asked for (control.ts).
  /** Multi-ProbCut's margin for `think`, in tenths of a standard deviation (0: full width). */
  thinkProbcutT10: i32;
  /** Root moves the next `think` leaves out (`avoid`); it clears them. */
  avoidedMoves: u64;

  // The midgame search in progress (midgame.ts).
  /** Up to how many empties it may solve exactly (0 for probcut and presearch searches). */
  endgameEmpties: i32;
  /** Its Multi-ProbCut margin in tenths of a standard deviation (0: full width). */
  probcutT10: i32;

  // The exact solve in progress (endgame.ts).
  /** EXACT_LEVEL for an exact solve, lower for the probcut passes that come first (control.ts). */
  selectivity: i32;

  // What each search found at its root.
  /** The midgame search's deepest completed iteration: move, score, depth (0: none completed). */
  thoughtMove: i32;
  thoughtScore: i32;
  thoughtDepth: i32;
  /** The best move of the last solve (PASS, or NO_MOVE when none). */
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
}

/** This thread's search state (each thread of a parallel search has its own: threads.ts). */
export let state = changetype<SearchState>(memory.data(offsetof<SearchState>(), 16));
startState();

/** Bytes of a search state, for a thread that brings its own. */
export const SEARCH_STATE_BYTES: usize = offsetof<SearchState>();

/** Makes the zeroed SEARCH_STATE_BYTES at `at` this thread's search state. */
export function useState(at: usize): void {
  state = changetype<SearchState>(at);
  startState();
}

/** Every field at 0, the solver exact, no move. */
function startState(): void {
  state.selectivity = EXACT_LEVEL;
  state.thoughtMove = NO_MOVE;
  state.solvedMove = NO_MOVE;
  state.anyRulesMove = NO_MOVE;
  state.answerMove = NO_MOVE;
}
