// The game's lines, the main line first (game/variations.ts), and the one the board plays: the
// PlayedLine holds that line's moves, and this keeps the others beside it as the person branches,
// switches, promotes and deletes.
import type { GameRecord } from '../game/record.ts';
import { deleteLine, firstOwnPly, promoteLine, replaceLine, startsWith } from '../game/variations.ts';
import { linkOf } from '../share/game-link.ts';
import type { PageMode } from './page-mode.ts';

/**
 * A game's lines and the one played.
 *
 * @example
 * ```ts
 * const lines = new GameLines([['f5', 'd6']]);
 * lines.branch(['f5', 'f6']); // a variation, played from now on
 * lines.line; // 1
 * ```
 */
export class GameLines {
  #lines: string[][];
  #line: number;

  constructor(lines: string[][], line = 0) {
    this.#lines = lines;
    this.#line = line;
  }

  /** The line the board plays. */
  get line(): number {
    return this.#line;
  }

  /** The main line's moves. */
  get main(): string[] {
    return this.#lines[0]!;
  }

  /** The lines (copies) and the one played. */
  get all(): { lines: string[][]; line: number } {
    return { lines: this.#lines.map((line) => [...line]), line: this.#line };
  }

  /** Whether there is a line `line`. */
  has(line: number): boolean {
    return this.#lines[line] !== undefined;
  }

  /** The line played now has these moves (a move played, undone or redone). */
  follow(moves: string[]): void {
    this.#lines[this.#line] = moves;
  }

  /** Another line than the one played that goes through `moves`, or -1. */
  holding(moves: readonly string[]): number {
    return this.#lines.findIndex((line, i) => i !== this.#line && startsWith(line, moves));
  }

  /** A new variation of these moves, played from now on. */
  branch(moves: string[]): void {
    this.#lines.push(moves);
    this.#line = this.#lines.length - 1;
  }

  /** Takes `lines` in place of these, where the line played (`moves`) still is; false (and nothing changed) when it is not. */
  take(lines: string[][], moves: readonly string[]): boolean {
    const line = lines.findIndex((other) => other.length === moves.length && startsWith(other, moves));
    if (line < 0) return false;
    this.#lines = lines;
    this.#line = line;
    return true;
  }

  /** The lines with variation `line` the main line. */
  promoted(line: number): string[][] {
    return promoteLine(this.#lines, line);
  }

  /** The lines without variation `line` and those off it, and the moves to where it branched. */
  deleted(line: number): { lines: string[][]; branch: string[] } {
    return { lines: deleteLine(this.#lines, line), branch: this.#lines[line]!.slice(0, firstOwnPly(this.#lines, line)) };
  }

  /**
   * Plays line `line` of `lines` from now on; returns its moves. The line left goes if undo had
   * made it a mere beginning of another (the main line going on in it).
   */
  switchTo(line: number, lines: string[][] = this.#lines): string[] {
    const target = lines[line]!;
    let kept = lines;
    const left = lines === this.#lines ? this.#line : -1;
    if (left >= 0 && left !== line && lines.some((longer, i) => i !== left && startsWith(longer, lines[left]!))) {
      kept = replaceLine(lines, left, lines[left]!).lines;
    }
    this.#lines = kept.map((moves) => [...moves]);
    this.#line = this.#lines.findIndex((moves) => moves.length === target.length && startsWith(moves, target));
    return target;
  }

  /** The game as a link's fragment (see game-link.ts): its main line, its variations and, when given, the mode. */
  link(record: GameRecord, mode?: PageMode): string {
    return linkOf({ ...record, moves: this.main }, this.#lines.slice(1), mode);
  }
}
