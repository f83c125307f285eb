// The score of a match between two sides, as the match benches report it: points (a draw is half),
// wins, draws and losses, and discs a game, from the first side's view.

/**
 * A match's running score.
 *
 * @example
 * const score = new MatchScore();
 * score.add(6); score.add(0); score.add(-2);
 * score.summary(); // '50.0% of 3 games (1 wins, 1 draws, 1 losses), 1.3 discs a game'
 */
export class MatchScore {
  #points = 0;
  #discs = 0;
  #games = 0;
  readonly record = { wins: 0, draws: 0, losses: 0 };

  /** A game's final disc difference, from the first side's view. */
  add(margin: number): void {
    this.#points += margin > 0 ? 1 : margin === 0 ? 0.5 : 0;
    this.record[margin > 0 ? 'wins' : margin === 0 ? 'draws' : 'losses']++;
    this.#discs += margin;
    this.#games++;
  }

  summary(): string {
    const { wins, draws, losses } = this.record;
    return `${((100 * this.#points) / this.#games).toFixed(1)}% of ${this.#games} games (${wins} wins, ${draws} draws, ${losses} losses), ${(this.#discs / this.#games).toFixed(1)} discs a game`;
  }
}
