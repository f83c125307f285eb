// What the page's parts can do to its game: one object of actions, which the controller makes once
// (controller.ts). A component takes the few it calls (a `Pick` of these), never the controller.
import type { Color, ResolvedRules } from '@flank/reversi';
import type { GameRecord } from '../game/record.ts';
import type { PageMode } from './page-mode.ts';
import type { Settings } from './settings.ts';

/**
 * The page's actions. Each changes the game and its view, or throws (changing nothing) where the
 * action is not possible now, as each says.
 *
 * @example
 * ```ts
 * const { actions } = controller;
 * actions.play('f5');
 * actions.undo();
 * ```
 */
export interface PageActions {
  /**
   * Plays a person's move (a square, or `'pa'`); throws the wrapper's error when it is illegal, or
   * when it is not a person's turn. Played at a past position, it is the line's own next move (the
   * board steps forward), a move that another line plays there (the board goes to that line), or
   * else it opens a variation, which the board then plays; the line left keeps its later moves.
   */
  play(square: string): void;
  /**
   * Shows the position after `ply` moves (clamped to the game); the game's end shows the live
   * position again. The computer goes on playing the live game meanwhile.
   */
  goTo(ply: number): void;
  /** Shows the position `delta` moves later (earlier when negative), passing over forced passes as undo does. */
  step(delta: number): void;
  /**
   * Takes back the last action; against the computer, back to the person's last turn. At the start
   * of a new (or loaded) game, brings back the game it replaced.
   */
  undo(): void;
  /** Plays again what undo took back; against the computer, up to the person's next turn. */
  redo(): void;
  /** A new game, under another rule set when one is given. */
  newGame(rules?: ResolvedRules): void;
  /**
   * Loads a pasted transcript or board string under the current rule set, to analyse, or in
   * `play` (a position set up to play from); throws (changing nothing) when it is not one.
   */
  load(text: string, mode?: PageMode): void;
  /**
   * Loads a game record (from a GGF or WTHOR file, or a link: `variations` are its other lines);
   * throws (changing nothing) when one of its moves is not legal.
   */
  loadRecord(record: GameRecord, variations?: string[][], mode?: PageMode): void;
  /** Changes some settings; the game goes on under them. */
  changeSettings(changes: Partial<Settings>): void;
  /**
   * Studies the game from here on: clicks enter moves for either side, the computer never replies,
   * and its analysis deepens without end.
   */
  analyse(): void;
  /**
   * Plays on against the computer from the position shown, the person with `color`: the line
   * played is cut there (undo brings the whole game back).
   */
  playFrom(color: Color): void;
  /**
   * Resigns the game played: against the computer, the person's side; between two people, the side
   * to move. Throws when no person may resign (the view's `turn.canResign`).
   */
  resign(): void;
  /** Stops or restarts a computer-against-computer game. */
  togglePause(): void;
  /**
   * The page's game is hidden (online play shows in its place), or shown again: while hidden its
   * clock stands and the computer does not move, as if the game were paused.
   */
  hide(hidden: boolean): void;
  /** Searches the line after a hinted move (the one under the pointer or the focus), in place of the last one; null stops. */
  previewHint(square: string | null): void;
  /** Stops the analysis's deepening where it is, or starts it again; nothing where it means nothing (`engine.toggleable`). */
  toggleAnalysis(): void;
  /** Solves the position shown exactly, where it is offered (`solve.canStart`). */
  solve(): void;
  /** Reviews the game's main line, where it can (`review.canStart`). */
  startReview(): void;
  /** Stops a running review; it does not start again by itself for this game. */
  cancelReview(): void;
  /** Shows the position after `ply` moves of line `line` (the view's `game.variations`), which the board then plays. */
  goToLine(line: number, ply: number): void;
  /** Makes variation `line` the main line. */
  promoteLine(line: number): void;
  /** Deletes variation `line` and those off it; throws for the main line. */
  deleteLine(line: number): void;
  /** Opens the game a link carries (`links.linked`); undo brings back the game it replaces. */
  openLinked(): void;
  /** Keeps the page's game and forgets the link's. */
  keepGame(): void;
  /** Follows a link the page was sent to after it opened (the address's fragment changed). */
  followLink(link: string): void;
  /** The settings dialog opened or closed: before the game's first move no time runs while it is open. */
  settingsDialog(open: boolean): void;
  /**
   * Reads the clock again (the page calls it as it redraws the clock): when the side to move has
   * run out of time, it loses and the game's end is shown as any end is. Returns whether a side
   * has run out.
   */
  tickClock(): boolean;
  /** Fetches the neural network once and plays with it from its arrival (the page calls it after its first paint). */
  loadNetwork(): void;
}
