// The page's state as its parts read it: one plain, read-only snapshot that the controller builds
// again after every change (controller.ts), in slices named for what the page shows. A component
// takes the slices (or the fields) it shows, never the controller; what it does goes through the
// page's actions (page-actions.ts).
import type { Color, MoveScore, Reversi } from '@flank/reversi';
import type { GameRecord } from '../game/record.ts';
import type { Lines } from '../game/variations.ts';
import type { ReviewState } from '../review/game-review.ts';
import type { Evaluation } from '../searcher/protocol.ts';
import type { LinkedGame } from '../share/game-link.ts';
import type { PositionAnalysis } from './analysis-lane.ts';
import type { ClockReading } from './clock-lane.ts';
import type { EvaluationState } from './engine-evaluation.ts';
import type { PageMode } from './page-mode.ts';
import type { LastAction } from './page-game.ts';
import type { Settings } from './settings.ts';
import type { SolveState } from './solve-lane.ts';

/**
 * Everything the page shows of its game, at one moment.
 *
 * @example
 * ```ts
 * const { game, turn } = controller.view;
 * if (turn.personToMove) board.legal = game.shown.moves();
 * ```
 */
export interface PageView {
  /** *Play* or *Analyse* (page-mode.ts). */
  readonly mode: PageMode;
  /** The settings, a copy. */
  readonly settings: Readonly<Settings>;
  /** What the last action did, for the page to announce (and sound). */
  readonly lastAction: LastAction;
  readonly game: GameView;
  readonly turn: TurnView;
  /** The timed game's clock as it read when the view was built (the page ticks it), or null when the game is not timed. */
  readonly clock: ClockReading | null;
  readonly undoRedo: UndoRedoView;
  readonly engine: EngineView;
  readonly solve: SolveView;
  readonly review: ReviewView;
  readonly links: LinksView;
  /** Why the saved game could not be read, when it could not (it is kept until the person plays on). */
  readonly savedGameError: string | null;
  /** Which evaluation the engine plays, and the network's download. */
  readonly evaluation: EvaluationState;
}

/** The game on the board. */
export interface GameView {
  /** The line the board plays. */
  readonly record: GameRecord;
  /** The live game, at that line's end, as it stood when the view was built: to read, never to change. */
  readonly live: Reversi;
  /** The game as the board shows it: `live`, or replayed up to the move viewed. */
  readonly shown: Reversi;
  /** The number of moves played up to the position shown, and in the line. */
  readonly ply: number;
  readonly plies: number;
  /** Whether the board shows a past position rather than the game's end. */
  readonly viewing: boolean;
  /** The game's lines (the main line first, then the variations) and the one the board plays. */
  readonly variations: { readonly lines: Lines; readonly line: number };
}

/** Who moves, and how the game played stands. */
export interface TurnView {
  /** Whether a person may move now, on the board shown (a past position is played on by the side a person plays). */
  readonly personToMove: boolean;
  /** Whether the side to move is the computer's (and the game goes on). */
  readonly computerToMove: boolean;
  /** Whether the computer is searching for its move. */
  readonly thinking: boolean;
  /** Whether a computer-against-computer game is stopped. */
  readonly paused: boolean;
  /** Whether a person may resign now: in *Play*, a person playing, the game not ended. */
  readonly canResign: boolean;
  /** The side that resigned the game played, or null. */
  readonly resigned: Color | null;
}

/** What undo and redo can do. */
export interface UndoRedoView {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/** The engine's work on the position shown, as far as it is on the page. */
export interface EngineView {
  /** Whether the engine's lines, bar, graph and review are on the page (page-mode.ts). */
  readonly shown: boolean;
  /** Whether hints may show at all: not in a game played on the clock. */
  readonly hintsAllowed: boolean;
  /** Every legal move's score for the side to move on the board shown (best first), while hints are on. */
  readonly hints: readonly MoveScore[] | null;
  /** The hints as the board shows them, by square: each score Black's (black-score.ts), and whether it is the opening book's. Passes aside. */
  readonly boardHints: ReadonlyMap<string, { score: number; book: boolean }>;
  /** The best moves with their lines (as many as the settings ask), while they are on the page. */
  readonly lines: readonly Evaluation[] | null;
  /** The search that gave them (depth, nodes, time, whether it goes deeper), null before its first answer. */
  readonly analysis: PositionAnalysis | null;
  /** Whether a search of the position is running or waiting. */
  readonly analysing: boolean;
  /** Whether the player stopped the deepening, and whether Stop or Go means anything now. */
  readonly stopped: boolean;
  readonly toggleable: boolean;
  /** The hint pointed at, and the line after it once searched. */
  readonly preview: { readonly move: string; readonly line: Evaluation | null } | null;
  /**
   * The evaluation graph's points: for the position after each move (and the start), its value for
   * black in discs, or undefined while the engine has not scored it yet; on the main line, the
   * review's deeper scores in their place.
   */
  readonly graph: readonly (number | undefined)[];
  /** The engine's last failure, shown until the next change. */
  readonly error: string | null;
}

/** The exact solve of the position shown. */
export interface SolveView {
  readonly state: SolveState | null;
  /** Whether "solve" is offered: the game shown goes on and its end is in reach. */
  readonly canStart: boolean;
}

/** The review of the game's main line. */
export interface ReviewView {
  readonly state: ReviewState | null;
  /** Whether a review can start: the game has a move to review and none runs. */
  readonly canStart: boolean;
}

/** The game's links. */
export interface LinksView {
  /** The game as a link's fragment: its main line and its variations. */
  readonly link: string;
  /** The page's address's fragment: the game's link and the mode. */
  readonly address: string;
  /** A game a link carries, waiting for the person to open it or keep the page's, and why a link could not be opened. */
  readonly linked: LinkedGame | null;
  readonly error: string | null;
}
