import { NO_MOVE } from "../moves";
import { SCORE_MAX } from "./score";

// What a root search answers (`think`, `solve`, each queued position of `thinkQueued`): one record
// the caller hands the search driver (control.ts), which it fills as its searches complete. The
// host reads the last call's (control.ts) or a queued position's (root-queue.ts).

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
  /** Whether the budget ran out before the search ended (the answer is then an earlier search's). */
  spent: bool;
  /**
   * What the exact search proved of the score, ends included, even when the budget stopped it
   * before the score (-SCORE_MAX, SCORE_MAX: nothing; the score twice once exact).
   */
  lower: i8;
  upper: i8;

  /** No answer yet: no move, nothing proved. */
  @inline
  clear(): void {
    this.keep(NO_MOVE, 0, 0, false);
    this.spent = false;
    this.lower = <i8>-SCORE_MAX;
    this.upper = <i8>SCORE_MAX;
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
}

/** Bytes of an answer, whole words. */
export const ANSWER_BYTES: usize = (offsetof<Answer>() + 7) & ~7;
