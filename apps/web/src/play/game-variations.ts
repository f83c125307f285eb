// The person's moves among the game's lines (game-lines.ts): going to a move of another line,
// which the board then plays, promoting a variation to the main line and deleting one. The
// PlayedLine holds the line played; switching lines gives it the other line's moves.
import { type Lines, startsWith } from '../game/variations.ts';
import type { PageGame } from './page-game.ts';

/** What the variations ask of the page: show a move of the line played, and take a change of the game. */
export interface VariationsHost {
  goTo(ply: number): void;
  changed(): void;
}

/**
 * The game's variations as the person works with them.
 *
 * @example
 * ```ts
 * const variations = new GameVariations(page, { goTo, changed });
 * variations.goTo(1, 6); // the board plays line 1, at its sixth move
 * variations.promote(1); // line 1 is the main line
 * ```
 */
export class GameVariations {
  #page: PageGame;
  #host: VariationsHost;

  constructor(page: PageGame, host: VariationsHost) {
    this.#page = page;
    this.#host = host;
  }

  /** The game's lines (the main line first, then the variations) and the one the board plays. */
  get all(): { lines: Lines; line: number } {
    return this.#page.lines.all;
  }

  /** Shows the position after `ply` moves of line `line` (see `all`), which the board then plays. */
  goTo(line: number, ply: number): void {
    if (line === this.#page.lines.line) return this.#host.goTo(ply);
    if (!this.#page.lines.has(line)) throw new Error(`There is no line ${line}`);
    this.switchTo(line, ply);
  }

  /** Makes variation `line` the main line. */
  promote(line: number): void {
    this.#take(this.#page.lines.promoted(line));
  }

  /** Deletes variation `line` and the variations that branch off it; the board goes back to where it branched when it played it. */
  delete(line: number): void {
    const { lines, branch } = this.#page.lines.deleted(line);
    if (!this.#take(lines)) this.switchTo(lines.findIndex((other) => startsWith(other, branch)), Math.min(this.#page.viewedPly(), branch.length), lines);
  }

  /** Plays line `line` of `lines` (the game's own by default) from now on, showing the position after `ply` of its moves. */
  switchTo(line: number, ply: number, lines?: string[][]): void {
    this.#page.switchLine(line, ply, lines);
    this.#host.changed();
  }

  /** Takes `lines` as the game's lines, where the line played is still; false (and nothing changed) when it is not. */
  #take(lines: string[][]): boolean {
    if (!this.#page.takeLines(lines)) return false;
    this.#host.changed();
    return true;
  }
}
