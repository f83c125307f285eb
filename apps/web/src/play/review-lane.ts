// The review as the page runs it (review/game-review.ts runs one on an engine): it scores the main
// line, whichever line the board plays, so that a variation keeps it, and its deeper scores take
// the evaluation graph's place on the main line as they land.
import { blackScore } from '../game/black-score.ts';
import { GameReview, type ReviewState, type ReviewedGame } from '../review/game-review.ts';
import type { Searcher } from '../searcher/worker-searcher.ts';
import type { PageSession } from './page-session.ts';

/**
 * The review of the page's game. `changed` is told when it moves on, `failed` of the engine's failures.
 *
 * @example
 * ```ts
 * const review = new ReviewLane(engine, page, render, showError);
 * if (review.canStart()) review.start();
 * review.state; // { status: 'running', total: 58, moves: Map(0), summary: null }
 * ```
 */
export class ReviewLane {
  #page: PageSession;
  #review: GameReview;

  constructor(searcher: Searcher, page: PageSession, changed: () => void, failed: (message: string) => void) {
    this.#page = page;
    this.#review = new GameReview(searcher, changed, failed);
  }

  /** The review of the game, running or done, or null. */
  get state(): ReviewState | null {
    return this.#review.state;
  }

  /** Whether a review can start: the game has a move to review and none runs. */
  canStart(): boolean {
    return this.#review.canStart(this.#reviewed().position);
  }

  /**
   * Scores every move of the game in the worker at REVIEW_LEVEL, behind any other work; the moves
   * land in `state` one by one, then each player's summary. Starts by itself when a game ends.
   */
  start(): void {
    this.#review.start(this.#reviewed());
  }

  /** Stops a running review; it does not start again by itself for this game. */
  cancel(): void {
    this.#review.cancel();
  }

  /**
   * After a change of the game: a review of another main line goes, and one that has just ended
   * (played out, or `lostOnTime`) is reviewed.
   */
  follow(lostOnTime = false): void {
    this.#review.follow(this.#reviewed(), lostOnTime || this.#page.mainLine().isGameOver());
  }

  /** Scores the game again: the engine's evaluation changed under its review. */
  redo(): void {
    this.#review.redo(this.#reviewed());
  }

  /** The graph's `values` of the line played, with the review's scores in their place where the board plays the main line. */
  scored(values: (number | undefined)[]): (number | undefined)[] {
    const review = this.#page.lines.line === 0 ? this.state?.moves : undefined;
    for (const [ply, move] of review ?? []) if (ply < values.length) values[ply] = blackScore(move.bestScore, move.color);
    return values;
  }

  /** The game the review scores: the main line. */
  #reviewed(): ReviewedGame {
    const main = this.#page.mainLine();
    return { position: { ...this.#page.position(), moves: main.history() }, colors: main.history({ verbose: true }).map((move) => move.color) };
  }
}
