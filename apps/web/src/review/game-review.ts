// The review of a game as it runs: one `analyze` job a placed disc, in the engine's review lane
// (behind every other job), the moves landing one by one, then each player's summary. It belongs
// to one game: another game drops it, and a review the person cancelled does not start again by
// itself.
import type { Color } from '@flank/reversi';
import type { Searcher } from '../searcher/worker-searcher.ts';
import { type JobPosition, positionKey } from '../searcher/protocol.ts';
import { type MoveReview, type PlayerSummary, reviewMove, summarize } from './review.ts';

/**
 * The review scores every move at this level (exact from 20 empties): a 60-move game takes
 * seconds. REVIEW_MS only guards against a slow machine: each move's analysis stops there.
 */
export const REVIEW_LEVEL = 10;
export const REVIEW_MS = 5_000;
/**
 * While a review runs, the page hears of the moves scored at most this often: a render per move
 * (60 in a game, some 15 ms of the main thread each) competes with the engine's threads for the
 * cores.
 */
export const REVIEW_PROGRESS_MS = 500;

/** The review of the game: running (with the moves scored so far) or done. */
export interface ReviewState {
  status: 'running' | 'done';
  /** How many moves it scores. */
  total: number;
  /** The moves scored so far, by their index in the game. */
  moves: Map<number, MoveReview>;
  /** Each player's summary, once done. */
  summary: Record<Color, PlayerSummary> | null;
}

/** A game as the review needs it: its record, and who played each move. */
export interface ReviewedGame {
  position: JobPosition;
  colors: Color[];
}

/**
 * Runs reviews on an engine; `changed` is told when one moves on, `failed` when the engine fails.
 *
 * @example
 * ```ts
 * const review = new GameReview(engine, () => render(), (message) => show(message));
 * review.start({ position, colors });
 * review.state; // { status: 'running', total: 58, moves: Map(0), summary: null }
 * ```
 */
export class GameReview {
  #searcher: Searcher;
  #changed: () => void;
  #failed: (message: string) => void;
  /** The reviewed game (its position key), and one whose review the person cancelled. */
  #key: string | null = null;
  #cancelled: string | null = null;
  state: ReviewState | null = null;
  /** The next report of a running review's progress, once one is due. */
  #report: ReturnType<typeof setTimeout> | undefined;

  constructor(searcher: Searcher, changed: () => void, failed: (message: string) => void) {
    this.#searcher = searcher;
    this.#changed = changed;
    this.#failed = failed;
  }

  /** Whether a review of `position` can start: it has a move to review and no review runs. */
  canStart(position: JobPosition): boolean {
    return this.state?.status !== 'running' && position.moves.some((move) => move !== 'pa');
  }

  /** Scores every placed disc of the game, in the review lane. */
  start({ position, colors }: ReviewedGame): void {
    if (!this.canStart(position)) return;
    const { moves } = position;
    const plies = moves.flatMap((move, ply) => (move === 'pa' ? [] : [ply]));
    const state: ReviewState = { status: 'running', total: plies.length, moves: new Map(), summary: null };
    this.state = state;
    this.#key = positionKey(position);
    for (const ply of plies) {
      const before = { ...position, moves: moves.slice(0, ply) };
      this.#searcher.run({ kind: 'analyze', position: before, options: { level: REVIEW_LEVEL, timeMs: REVIEW_MS, book: false } }, 'review').then(
        (analysis) => {
          if (this.state !== state) return;
          state.moves.set(ply, reviewMove(ply, colors[ply]!, moves[ply]!, analysis));
          if (state.moves.size < state.total) {
            this.#report ??= setTimeout(() => {
              this.#report = undefined;
              this.#changed();
            }, REVIEW_PROGRESS_MS);
            return;
          }
          state.status = 'done';
          state.summary = summarize(state.moves.values());
          clearTimeout(this.#report);
          this.#report = undefined;
          this.#changed();
        },
        (error: unknown) => {
          if (this.state !== state || (error as Error).name === 'CancelledError') return;
          this.state = null;
          this.#failed((error as Error).message);
        },
      );
    }
    this.#changed();
  }

  /**
   * Shows a review of `game` found done already (a saved one, review/saved-review.ts) in place of
   * any other: no search runs for it.
   */
  restore(game: ReviewedGame, moves: Map<number, MoveReview>): void {
    if (this.state?.status === 'running') this.#searcher.cancel('review');
    clearTimeout(this.#report);
    this.#report = undefined;
    this.state = { status: 'done', total: moves.size, moves, summary: summarize(moves.values()) };
    this.#key = positionKey(game.position);
    this.#changed();
  }

  /** Stops a running review; it does not start again by itself for this game. */
  cancel(): void {
    if (this.state?.status !== 'running') return;
    this.#searcher.cancel('review');
    this.#cancelled = this.#key;
    this.state = null;
    this.#changed();
  }

  /**
   * Scores the game again, from its first move: the engine's evaluation changed under a review,
   * running or done. Without a review, nothing starts.
   */
  redo(game: ReviewedGame): void {
    if (!this.state) return;
    this.#searcher.cancel('review');
    this.state = null;
    this.start(game);
  }

  /**
   * Follows the game after a change: a review of another game goes, and a game that has just
   * ended is reviewed (unless the person cancelled its review).
   */
  follow(game: ReviewedGame, over: boolean): void {
    const key = positionKey(game.position);
    if (this.state && this.#key !== key) {
      this.#searcher.cancel('review');
      this.state = null;
    }
    if (!this.state && over && this.#cancelled !== key) this.start(game);
  }
}
