// The review as the page runs it (review/game-review.ts runs one on an engine): it scores the main
// line, whichever line the board plays, so that a variation keeps it, and its deeper scores take
// the evaluation graph's place on the main line as they land. A done review is saved with the game
// (`saved`), and the one saved comes back at once for the same main line and evaluation: a reload
// searches nothing again.
import { blackScore } from '../game/black-score.ts';
import { GameReview, REVIEW_LEVEL, type ReviewState, type ReviewedGame } from '../review/game-review.ts';
import { type SavedReview, reviewedMoves } from '../review/saved-review.ts';
import { positionKey } from '../searcher/protocol.ts';
import type { Searcher } from '../searcher/worker-searcher.ts';
import type { PageGame } from './page-game.ts';

/** What the review asks of the engine's evaluation (engine-evaluation.ts): what scores, and whether that may still change. */
export interface ReviewEvaluation {
  readonly id: string;
  readonly settled: boolean;
}

/**
 * The review of the page's game. `changed` is told when it moves on, `failed` of the engine's failures.
 *
 * @example
 * ```ts
 * const review = new ReviewLane(engine, page, render, showError, evaluation, saving.review);
 * if (review.canStart()) review.start();
 * review.state; // { status: 'running', total: 58, moves: Map(0), summary: null }
 * ```
 */
export class ReviewLane {
  #page: PageGame;
  #review: GameReview;
  #evaluation: ReviewEvaluation;
  /** The review the game was saved with, until it is shown, or no longer can be. */
  #saved: SavedReview | undefined;
  /** The main line (its key) and the evaluation that the review in `state` scores, as it started. */
  #scoredKey = '';
  #scoredWith: string;

  /** `saved` is the review saved with the game, brought back when it is the same game's under the same evaluation. */
  constructor(searcher: Searcher, page: PageGame, changed: () => void, failed: (message: string) => void, evaluation: ReviewEvaluation, saved?: SavedReview) {
    this.#page = page;
    this.#review = new GameReview(searcher, changed, failed);
    this.#evaluation = evaluation;
    this.#saved = saved;
    this.#scoredWith = evaluation.id;
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
    const game = this.#reviewed();
    this.#saved = undefined; // asked for afresh
    this.#scoring(game, () => this.#review.start(game));
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
    const game = this.#reviewed();
    if (!this.state && this.#fromSaved(game)) return;
    this.#scoring(game, () => this.#review.follow(game, lostOnTime || this.#page.mainLine().isGameOver()));
  }

  /** Scores the game again: the engine's evaluation changed under its review (unless the saved one was this evaluation's). */
  redo(): void {
    const game = this.#reviewed();
    if (!this.state && this.#fromSaved(game)) return;
    this.#scoring(game, () => this.#review.redo(game));
  }

  /** The review to save with the game: a done one of its main line, or the saved one still waiting for its evaluation. */
  saved(): SavedReview | undefined {
    const { state } = this;
    const key = positionKey(this.#reviewed().position);
    if (state?.status !== 'done') return this.#saved?.key === key ? this.#saved : undefined;
    // The game may have changed since, its review not followed yet.
    if (this.#scoredKey !== key) return undefined;
    return { key, evaluation: this.#scoredWith, level: REVIEW_LEVEL, moves: [...state.moves.values()].sort((a, b) => a.ply - b.ply) };
  }

  /**
   * Whether the saved review answers for `game`: shown at once when the same game's under the
   * same evaluation, or waited for while the evaluation may still become its (the network
   * downloads). Otherwise it goes for good.
   */
  #fromSaved(game: ReviewedGame): boolean {
    const saved = this.#saved;
    if (!saved) return false;
    const moves = reviewedMoves(saved, game);
    if (moves && saved.level === REVIEW_LEVEL && saved.evaluation === this.#evaluation.id) {
      this.#saved = undefined;
      this.#scoredKey = saved.key;
      this.#scoredWith = saved.evaluation;
      this.#review.restore(game, moves);
      return true;
    }
    if (moves && saved.level === REVIEW_LEVEL && !this.#evaluation.settled) return true;
    this.#saved = undefined;
    return false;
  }

  /** Runs what may start a review, noting the evaluation that scores one it starts. */
  #scoring(game: ReviewedGame, act: () => void): void {
    const before = this.state;
    act();
    if (this.state === before) return;
    this.#scoredKey = positionKey(game.position);
    this.#scoredWith = this.#evaluation.id;
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
