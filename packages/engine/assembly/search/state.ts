import { EXACT_LEVEL } from "./transposition-table";

// The search in hand, in one place (as Edax's Search struct): its budget, what the caller asked
// of it, what each search found at its root, and the answer the host reads. The search files
// share nothing else; what stays in each is scratch of one call (the best move a move loop leaves
// for its caller) and the transposition table's own storage.
//
// The one instance sits at a fixed address in static memory, so that every field is a load or a
// store at a constant address, as cheap as a module global.

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
  /** Set once the budget is spent: every search then unwinds at once, and its result is discarded. */
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
  /** The best move of the last solve (64: a pass). */
  solvedMove: i32;
  /** The best move of the last search under any rule set (64: a pass), and its depth (0: none). */
  anyRulesMove: i32;
  anyRulesDepth: i32;

  // The answer of the last `think` or `solve`, which the host reads (control.ts).
  answerMove: i32;
  answerScore: i32;
  /** Plies of midgame search, or the empties of a search to the end. */
  answerDepth: i32;
  answerExact: bool;
}

/** The search state: every field starts at 0, the solver exact. */
export const state = changetype<SearchState>(memory.data(offsetof<SearchState>(), 16));
state.selectivity = EXACT_LEVEL;
state.thoughtMove = 64;
state.solvedMove = 64;
state.anyRulesMove = 64;
state.answerMove = 64;
