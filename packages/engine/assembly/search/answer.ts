import { NO_MOVE } from "../moves";
import { SCORE_MAX } from "./score";

// What a root search answers (`think`, `solve`): one record that the search driver (control.ts)
// fills as its searches complete, and the host reads whole once the call returns (or, between
// two of the search's clock reads, as it goes: a record changes only when a search completes).
// The head says the best move's verdict; the lines after it say each root move the search ranked,
// best first, with the line of play it proved. The same head, without lines, is a context's
// `found` (context.ts): what a root search found before the driver keeps it.

@final @unmanaged
export class Answer {
  /** The score for the side to move: exact, a bound of a `solve`'s window, or a search's estimate. */
  score: i32;
  /** The best move: a square, PASS, or NO_MOVE (the game is over, or nothing was searched). */
  move: i32;
  /** Plies of midgame search, or the empties of a search to the end. */
  depth: i32;
  /** Whether the score is proved (within the window). */
  exact: bool;
  /**
   * Whether the budget ran out before the search ended: the answer is then an earlier search's,
   * or a move the unfinished midgame iteration proved better than the last completed one's (midgame.ts, `deepen`).
   */
  spent: bool;
  /**
   * What the exact search proved of the score, ends included, even when the budget stopped it
   * before the score (-SCORE_MAX, SCORE_MAX: nothing; the score twice once exact).
   */
  lower: i8;
  upper: i8;
  /** Lines after the head (a host's answer only). */
  lineCount: i32;
  /** Nodes searched since the budget started. */
  nodes: u64;

  /** No answer yet: no move, nothing proved, no line. */
  @inline
  clear(): void {
    this.keep(NO_MOVE, 0, 0, false);
    this.spent = false;
    this.lower = <i8>-SCORE_MAX;
    this.upper = <i8>SCORE_MAX;
    this.lineCount = 0;
  }

  /** Takes a completed search's answer: it replaces the one before. */
  @inline
  keep(move: i32, score: i32, depth: i32, exact: bool): void {
    this.move = move;
    this.score = score;
    this.depth = depth;
    this.exact = exact;
  }

  /** Adds a proof: the score lies between `lower` and `upper`, ends included. */
  @inline
  narrow(lower: i32, upper: i32): void {
    this.lower = <i8>max(<i32>this.lower, lower);
    this.upper = <i8>min(<i32>this.upper, upper);
  }

  /** Adds what a completed search's fail-soft `score` in the window (alpha, beta) proves. */
  @inline
  provedWithin(score: i32, alpha: i32, beta: i32): void {
    this.narrow(score > alpha ? score : -SCORE_MAX, score < beta ? score : SCORE_MAX);
  }

  /** The same answer for the other side: a pass's, whose score and bounds are the opponent's negated. */
  @inline
  negate(move: i32): void {
    this.move = move;
    this.score = -this.score;
    const lower = this.lower;
    this.lower = -this.upper;
    this.upper = -lower;
  }

  /** Line `index` of a host's answer (below `lineCount` once written). */
  @inline
  line(index: i32): Line {
    return changetype<Line>(changetype<usize>(this) + ANSWER_BYTES + <usize>index * LINE_BYTES);
  }
}

/** Bytes of an answer's head, whole words. */
export const ANSWER_BYTES: usize = (offsetof<Answer>() + 7) & ~7;

/** A line's flags: its score is proved (to the end of the game); its score is only an upper bound. */
export const LINE_EXACT: u8 = 1;
export const LINE_AT_MOST: u8 = 2;
/** Moves a line holds at most: every placement left and the passes between them, cut there. */
export const LINE_MOVES: i32 = 64;

/**
 * A root move and what the search said of it: its score for the side to move at the root, the
 * depth that gave it, and the line of play from the root that the search proved, the move first.
 */
@final @unmanaged
export class Line {
  score: i8;
  depth: u8;
  flags: u8;
  /** Moves in `moves` (at least 1: the root move). */
  length: u8;

  /** The `index`th move of the line: a square or PASS. */
  @inline
  moveAt(index: i32): i32 {
    return <i32>load<u8>(changetype<usize>(this) + LINE_HEAD + <usize>index);
  }

  /** Where the moves start, for a copy. */
  @inline
  moves(): usize {
    return changetype<usize>(this) + LINE_HEAD;
  }

  @inline
  set(move: i32, score: i32, depth: i32, flags: u8): void {
    store<u8>(this.moves(), <u8>move);
    this.length = 1;
    this.score = <i8>score;
    this.depth = <u8>depth;
    this.flags = flags;
  }
}

const LINE_HEAD: usize = offsetof<Line>();
/** A line's bytes: its head, its moves, and slack for the 16-byte copies that shift them a byte on (proved-lines.ts). */
export const LINE_BYTES: usize = (LINE_HEAD + <usize>LINE_MOVES + 16 + 3) & ~3;
/** Lines a host's answer holds at most: every move of a position (60 placements and a pass at most). */
export const MAX_LINES: i32 = 64;
/** Bytes of a host's answer: its head and its lines. */
export const ANSWER_RECORD_BYTES: usize = ANSWER_BYTES + <usize>MAX_LINES * LINE_BYTES;
