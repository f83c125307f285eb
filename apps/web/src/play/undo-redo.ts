// Undo and redo: a step back or forward along the line played, against the computer as far as the
// person's turn, and at the start of a game that replaced another (a new game, a load, a move
// played in the past), that game back as it was (replaced-games.ts).
import type { Move } from '@flank/reversi';
import type { PageGame } from './page-game.ts';

/** What a step did: moves undone or played again, or a replaced game brought back. */
export type UndoRedoStep = { kind: 'undone' | 'played'; moves: Move[] } | { kind: 'restored'; moves: [] };

/**
 * Undo and redo over the page's game. `changed` is told of every step taken.
 *
 * @example
 * ```ts
 * const undoRedo = new UndoRedo(page, (step) => refresh(step));
 * if (undoRedo.canUndo()) undoRedo.undo();
 * ```
 */
export class UndoRedo {
  #page: PageGame;
  #changed: (step: UndoRedoStep) => void;

  constructor(page: PageGame, changed: (step: UndoRedoStep) => void) {
    this.#page = page;
    this.#changed = changed;
  }

  /**
   * Takes back the last action; against the computer, back to the person's last turn. At the start
   * of a new (or loaded) game, brings back the game it replaced.
   */
  undo(): void {
    const page = this.#page;
    page.showEnd();
    this.#step('undone', () => (page.bringBack() ? 'restored' : page.playedLine.undo()), () => this.canUndo());
  }

  /** Plays again what undo took back; against the computer, up to the person's next turn. */
  redo(): void {
    this.#page.showEnd();
    this.#step('played', () => this.#page.playedLine.redo(), () => this.#page.playedLine.canRedo());
  }

  canUndo(): boolean {
    return this.#page.playedLine.canUndo() || this.#page.canBringBack;
  }

  canRedo(): boolean {
    return this.#page.playedLine.canRedo();
  }

  /**
   * Undoes or redoes one action, and against the computer goes on until the person is to move.
   * Watching the computer play itself, the game stops there, so that the step can be seen. A step
   * that brings back a replaced game ends there.
   */
  #step(kind: 'undone' | 'played', step: () => Move[] | 'restored', canStep: () => boolean): void {
    const page = this.#page;
    const { mode, humanColor } = page.settings;
    const moves: Move[] = [];
    do {
      const stepped = step();
      if (stepped === 'restored') {
        if (mode === 'computer-computer') page.pause();
        else page.resume();
        this.#changed({ kind: 'restored', moves: [] });
        return;
      }
      moves.push(...stepped);
    } while (mode === 'human-computer' && canStep() && page.game.turn() !== humanColor);
    if (moves.length === 0) return;
    if (mode === 'computer-computer') page.pause();
    this.#changed({ kind, moves });
  }
}
