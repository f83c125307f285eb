import { Position } from "./position";

// What the host asks of a call (`think`, `solve`, `status`, `perft`): one record at a fixed
// address (`request` says where), which the host writes whole before the call. It starts with a
// position in the layout of position.ts, so that the core reads it as one (`position()`). The
// position's fields are written out again, not held as a member: a field of class type is a
// pointer in AssemblyScript, and the host writes one flat record at the offsets of the layout
// table (layout.ts). A compile-time check below holds each of them at its offset in Position.

/** Request.start's bits: the call starts a new budget; it empties the transposition table first. */
export const NEW_BUDGET: i32 = 1;
export const CLEAR_TABLE: i32 = 2;

@final @unmanaged
export class Request {
  // The position, at Position's offsets (the check below).
  player: u64;
  opponent: u64;
  rules: i32;
  playerStock: i32;
  opponentStock: i32;
  passes: i32;
  // The budget: at most `maxNodes` nodes (0: no limit), until the host clock reads `deadline` ms (0: none).
  maxNodes: u64;
  deadline: f64;
  /** `think`'s root moves left out (othello's midgame search only: the opening book's builder). */
  avoided: u64;
  /** `think`: plies of midgame search, and up to how many empties it solves exactly. */
  maxDepth: i32;
  exactEmpties: i32;
  /** `solve`: the window. */
  alpha: i32;
  beta: i32;
  /** `think`: the root moves whose score and line it proves, best first (1: the best move alone). */
  lines: i32;
  /** NEW_BUDGET and CLEAR_TABLE: 0 goes on with the last call's budget and table (a search's follow-ups). */
  start: i32;
  /** `perft`: its depth, and whether a pass counts as a move. */
  depth: i32;
  passMoves: i32;

  /** The position asked about. */
  @inline
  position(): Position {
    return changetype<Position>(this);
  }
}

// A compile error, not a run-time check: the request must begin as a position does, each of the
// position's fields at its offset there (the branch is compiled only when one is elsewhere).
if (
  offsetof<Request>("player") != offsetof<Position>("player") ||
  offsetof<Request>("opponent") != offsetof<Position>("opponent") ||
  offsetof<Request>("rules") != offsetof<Position>("rules") ||
  offsetof<Request>("playerStock") != offsetof<Position>("playerStock") ||
  offsetof<Request>("opponentStock") != offsetof<Position>("opponentStock") ||
  offsetof<Request>("passes") != offsetof<Position>("passes") ||
  offsetof<Request>("maxNodes") < offsetof<Position>()
)
  ERROR("Request does not begin as a Position");

/** The one request record of this instance (each thread's instance has its own; only the first's host writes). */
export const request = changetype<Request>(memory.data(offsetof<Request>(), 16));
