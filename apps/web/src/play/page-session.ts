// The page's game as every lane sees it: the live session, its lines, the position the board
// shows, the mode, the settings and the last action. The controller and the lanes that change the
// game read and change this one object, so that they never disagree about which game is on the page.
import type { Color, Move, Reversi } from '@flank/reversi';
import type { JobPosition } from '../searcher/protocol.ts';
import { type GameRecord, replay } from '../game/record.ts';
import { Session } from '../game/session.ts';
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
export interface Resignation {
  color: Color;
  moves: string;
}

/**
 * The game on the page, shared by the controller and its lanes.
 *
 * @example
 * ```ts
 * const page = new PageSession(new Session(newRecord({ name: 'othello' })), new GameLines([[]]), 'play', settings, seed);
 * page.replace(new Session(record)); // undo brings the first game back
 * ```
 */
export class PageSession {
  /** The line the board plays, with the live game at its end. */
  session: Session;
  /** The game's lines; the board plays the one whose moves are the session's. */
  lines: GameLines;
  /** The number of moves of the position on the board, or null for the game's end (the live position). */
  view: number | null = null;
  /** *Play* or *Analyse* (page-mode.ts). */
  mode: PageMode;
  settings: Settings;
  /** Picks the engine's book moves in this game: the same position, the same pick, until a new game. */
  bookSeed: number;
  /** The games that new games, loads and moves played in the past replaced, for undo to bring back. */
  readonly replaced = new ReplacedGames();
  lastAction: LastAction = { kind: 'new', moves: [] };
  /** Whether an engine-against-engine game is stopped. */
  paused = false;
  /** Who resigned the game played, while its line is still the one played then (`resignedBy`). */
  resignation: Resignation | null = null;

  constructor(session: Session, lines: GameLines, mode: PageMode, settings: Settings, bookSeed: number) {
    this.session = session;
    this.lines = lines;
    this.mode = mode;
    this.settings = settings;
    this.bookSeed = bookSeed;
  }

  get record(): GameRecord {
    return this.session.record;
  }

  /** The live game (at its end). */
  get game(): Reversi {
    return this.session.game;
  }

  /** The number of moves played up to the position shown. */
  viewedPly(): number {
    return this.view ?? this.record.moves.length;
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
    const resignation = this.resignation;
    return resignation !== null && resignation.moves === this.record.moves.join() ? resignation.color : null;
  }

  /** The main line's game. */
  mainLine(): Reversi {
    return replay({ ...this.record, moves: this.lines.main });
  }

  /** Whether the game would be lost to another (it is in progress, or set up): undo keeps it, a link asks first. */
  keeps(): boolean {
    return this.session.canUndo() || this.record.start !== null;
  }

  /** Starts another game, with its own pick of book moves, keeping the one it replaces for undo (unless that one had not begun). */
  replace(session: Session, lines: string[][] = [session.record.moves]): void {
    if (this.keeps()) this.replaced.remember({ session: this.session, lines: this.lines, at: session.floor, view: this.view, mode: this.mode });
    this.session = session;
    this.lines = new GameLines(lines);
    this.view = null;
    this.bookSeed = newSeed();
    this.resignation = null;
  }
}
