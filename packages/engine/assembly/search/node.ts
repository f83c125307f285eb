// A node of the othello searches as a split point (split.ts) sees it: its position, window and
// ordered moves, and what its moves found. Each thread keeps one record per height of its tree
// (context.ts), beside the move list of that height. The PVS move loop (pvs.ts) leaves its best
// move there, and fills the rest only when the node splits.

@final @unmanaged
export class Node {
  player: u64;
  opponent: u64;
  alpha: i32;
  beta: i32;
  /** What the search counts down to the leaves: plies left (midgame) or empties (solver). */
  depth: i32;
  /**
   * Its height in its thread's tree: the level of its move list and record. A node's descendants
   * sit higher (the midgame search counts plies from 0, the solver 130 - empties, past them).
   */
  height: i32;
  /** Moves in its list. */
  count: i32;
  /** The best score its moves reached (fail-soft) and the move (NO_MOVE when none was searched). */
  best: i32;
  bestMove: i32;
}

/** Heights of a thread's tree: the midgame search's plies (0..65), then the solver's empties (64..0). */
export const HEIGHTS: i32 = 131;
/** Bytes of a node record. */
export const NODE_BYTES: usize = (offsetof<Node>() + 7) & ~7;

/** The solver's height at `empties`: above every midgame ply, higher as empties fall. */
@inline
export function solverHeight(empties: i32): i32 {
  return HEIGHTS - 1 - empties;
}
