// The page's game as every lane sees it: the line played, its other lines, the position the board
// shows, the mode, the settings and the last action. The controller and the lanes that change the
// game read this one object and change it only through its methods, each named for what happens,
// so that they never disagree about which game is on the page.
import type { Color, Move, Reversi } from '@flank/reversi';
import type { JobPosition } from '../searcher/protocol.ts';
import { type GameRecord, replay } from '../game/record.ts';
import { PlayedLine } from '../game/played-line.ts';
import { GameLines } from './game-lines.ts';
import type { PageMode } from './page-mode.ts';
import { ReplacedGames } from './replaced-games.ts';
import type { Settings } from './settings.ts';

export const newSeed = () => Math.floor(Math.random() * 2 ** 32);

/** What the last action did, for the page to announce. */
export type LastAction =
  | {
      /** `restored`: undo brought back the game that a new game, a load or a move played in the past replaced. */
      kind: 'played' | 'undone' | 'loaded' | 'new' | 'restored';
      moves: Move[];
    }
  /** A move played at a past position that opened a variation; the line left keeps its `kept` later moves. */
  | { kind: 'branched'; moves: Move[]; kept: number }
  /** The board shows the position after `ply` moves (of `plies`). */
  | { kind: 'viewed'; moves: []; ply: number; plies: number }
  /** `color` resigned the game played. */
  | { kind: 'resigned'; moves: []; color: Color };

/** A resignation: the side that resigned, and the moves of the line played when it did. */
interface Resignation {
  color: Color;
  moves: string;
}

/** The game's lines as the lanes read them: they change through the page game's methods. */
export type PageLines = Pick<GameLines, 'line' | 'main' | 'all' | 'has' | 'holding' | 'promoted' | 'deleted' | 'link'>;

/** The game the page opens with. */
export interface OpenedGame {
  playedLine: PlayedLine;
  lines: GameLines;
  mode: PageMode;
  settings: Settings;
  /** Picks the computer's book moves in this game. */
  bookSeed: number;
  /** What opened it (a fresh game by default: `new`). */
  lastAction?: LastAction;
  /** The side that resigned it, when it was saved resigned. */
  resigned?: Color;
}

/**
 * The game on the page, shared by the controller and its lanes.
 *
 * @example
 * ```ts
 * const page = new PageGame({ playedLine: new PlayedLine(newRecord({ name: 'othello' })), lines: new GameLines([[]]), mode: 'play', settings, bookSeed });
 * page.replace(new PlayedLine(record)); // undo brings the first game back
 * page.show(2); // the board shows the position after two moves
 * ```
 */
export class PageGame {
  #playedLine: PlayedLine;
  #lines: GameLines;
  #view: number | null = null;
  #mode: PageMode;
  #settings: Settings;
  #bookSeed: number;
  #replaced = new ReplacedGames();
  #lastAction: LastAction;
  #paused = false;
  #resignation: Resignation | null = null;

  constructor(opened: OpenedGame) {
    this.#playedLine = opened.playedLine;
    this.#lines = opened.lines;
    this.#mode = opened.mode;
    this.#settings = opened.settings;
    this.#bookSeed = opened.bookSeed;
    this.#lastAction = opened.lastAction ?? { kind: 'new', moves: [] };
    if (opened.resigned) this.#resignation = { color: opened.resigned, moves: opened.playedLine.record.moves.join() };
  }

  /** The line the board plays, with the live game at its end: moves are played, undone and redone through it. */
  get playedLine(): PlayedLine {
    return this.#playedLine;
  }

  /** The game's lines; the board plays the one whose moves are the line played's. */
  get lines(): PageLines {
    return this.#lines;
  }

  /** The number of moves of the position on the board, or null for the game's end (the live position). */
  get view(): number | null {
    return this.#view;
  }

  /** *Play* or *Analyse* (page-mode.ts). */
  get mode(): PageMode {
    return this.#mode;
  }

  get settings(): Readonly<Settings> {
    return this.#settings;
  }

  /** Picks the computer's book moves in this game: the same position, the same pick, until a new game. */
  get bookSeed(): number {
    return this.#bookSeed;
  }

  get lastAction(): LastAction {
    return this.#lastAction;
  }

  /** Whether a computer-against-computer game is stopped. */
  get paused(): boolean {
    return this.#paused;
  }

  /** Whether undo has a replaced game to bring back. */
  get canBringBack(): boolean {
    return this.#replaced.any;
  }

  get record(): GameRecord {
    return this.#playedLine.record;
  }

  /** The live game (at its end). */
  get game(): Reversi {
    return this.#playedLine.game;
  }

  /** The number of moves played up to the position shown. */
  viewedPly(): number {
    return this.#view ?? this.record.moves.length;
  }

  /** The line played up to `ply` moves (all of them by default), for the engine. */
  position(ply?: number): JobPosition {
    const { rules, start, moves } = this.record;
    return { rules, start, moves: ply === undefined ? moves : moves.slice(0, ply) };
  }

  /** Every position of the line played, from the start: the evaluation graph's. */
  positions(): JobPosition[] {
    return Array.from({ length: this.record.moves.length + 1 }, (_, ply) => this.position(ply));
  }

  /** The side that resigned the game on the board, or null: a resignation ends the line it was given on, not another. */
  resignedBy(): Color | null {
    const resignation = this.#resignation;
    return resignation !== null && resignation.moves === this.record.moves.join() ? resignation.color : null;
  }

  /** The main line's game. */
  mainLine(): Reversi {
    return replay({ ...this.record, moves: this.#lines.main });
  }

  /** Whether the game would be lost to another (it is in progress, or set up): undo keeps it, a link asks first. */
  keeps(): boolean {
    return this.#playedLine.canUndo() || this.record.start !== null;
  }

  /** Starts another game, with its own pick of book moves, keeping the one it replaces for undo (unless that one had not begun). */
  replace(playedLine: PlayedLine, lines: string[][] = [playedLine.record.moves]): void {
    if (this.keeps()) this.#replaced.remember({ playedLine: this.#playedLine, lines: this.#lines, at: playedLine.floor, view: this.#view, mode: this.#mode });
    this.#playedLine = playedLine;
    this.#lines = new GameLines(lines);
    this.#view = null;
    this.#bookSeed = newSeed();
    this.#resignation = null;
  }

  /** Opens a loaded or linked game in `mode` (replacing this one, as `replace` does): the page announces it loaded. */
  open(playedLine: PlayedLine, lines: string[][], mode: PageMode): void {
    this.replace(playedLine, lines);
    this.#mode = mode;
    this.#lastAction = { kind: 'loaded', moves: [] };
  }

  /**
   * Undo at the start of a game that replaced another: brings that game back as it was (its lines,
   * the move shown, the mode). False, and nothing changed, when no replaced game waits here.
   */
  bringBack(): boolean {
    const replaced = this.#replaced.takeAt(this.record.moves.length);
    if (!replaced) return false;
    this.#playedLine = replaced.playedLine;
    this.#lines = replaced.lines;
    this.#view = replaced.view;
    this.#mode = replaced.mode;
    return true;
  }

  /** The page goes over to `mode`. */
  enter(mode: PageMode): void {
    this.#mode = mode;
  }

  /** Stops a computer-against-computer game. */
  pause(): void {
    this.#paused = true;
  }

  /** Lets a computer-against-computer game go on. */
  resume(): void {
    this.#paused = false;
  }

  /** Changes some settings. */
  changeSettings(changes: Partial<Settings>): void {
    this.#settings = { ...this.#settings, ...changes };
  }

  /** `color` resigns the line played as it stands. */
  resign(color: Color): void {
    this.#resignation = { color, moves: this.record.moves.join() };
    this.#lastAction = { kind: 'resigned', moves: [], color };
  }

  /** The game goes on after `action` (a move, undo, a new game or a load): a resignation of the game as it stood is forgotten. */
  playOn(action: LastAction): void {
    this.#resignation = null;
    this.#lastAction = action;
  }

  /** The board shows the position after `ply` moves of the line played (its end, or past it: the live position), which the page announces. */
  show(ply: number): void {
    const plies = this.record.moves.length;
    this.#view = ply >= plies ? null : Math.max(0, ply);
    this.#lastAction = { kind: 'viewed', moves: [], ply: this.viewedPly(), plies };
  }

  /** The board shows the game's end (the live position) again. */
  showEnd(): void {
    this.#view = null;
  }

  /**
   * A move played at a past position opened a variation: `playedLine` plays it from now on (its
   * `moves`, with the passes they forced), and the line left keeps its `kept` later moves.
   */
  openVariation(playedLine: PlayedLine, moves: Move[], kept: number): void {
    this.#lines.branch(playedLine.record.moves);
    this.#playedLine = playedLine;
    this.#view = null;
    this.#lastAction = { kind: 'branched', moves, kept };
  }

  /** The board plays line `line` of `lines` (the game's own by default) from now on, showing the position after `ply` of its moves. */
  switchLine(line: number, ply: number, lines?: string[][]): void {
    const target = this.#lines.switchTo(line, lines);
    this.#playedLine = new PlayedLine({ ...this.record, moves: [...target], undone: [] });
    this.show(ply);
  }

  /** Takes `lines` as the game's lines, where the line played is still; false (and nothing changed) when it is not. */
  takeLines(lines: string[][]): boolean {
    return this.#lines.take(lines, this.record.moves);
  }

  /** After a change of the played line's moves: its line takes them, and a position shown past their end gives way to the end. */
  followPlayedLine(): void {
    this.#lines.follow(this.record.moves);
    if (this.#view !== null && this.#view >= this.record.moves.length) this.#view = null;
  }
}
