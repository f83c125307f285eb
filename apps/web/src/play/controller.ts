// The page's game, free of any component: the orchestration of the lanes that share one
// PageGame (page-game.ts). It keeps who is to move, the person's moves, the position viewed,
// new and loaded games, the mode, the settings and the clock, and after every change asks each
// lane for what the new state needs. The page sees it as two things only: `view`, a read-only
// snapshot of everything it shows (page-view.ts), built again after each change, and `actions`,
// everything it can do (page-actions.ts). The lanes stay inside: undo and redo (undo-redo.ts),
// the game's lines (game-variations.ts), its links (page-links.ts), the saved game
// (page-saving.ts), the position shown's analysis and hint line (analysis-lane.ts) and solve
// (solve-lane.ts), the review (review-lane.ts), the engine's evaluation (engine-evaluation.ts),
// the computer's move (computer-move-lane.ts), the graph (graph-lane.ts) and the clock
// (clock-lane.ts). Tests drive it in Node with the engine running in-process.
import { type Color, type Move, type MoveScore, type ResolvedRules, type Reversi } from '@flank/reversi';
import type { Searcher } from '../searcher/worker-searcher.ts';
import { blackScore } from '../game/black-score.ts';
import { importPosition } from '../game/position-import.ts';
import { type GameRecord, mustPass, newRecord, replay } from '../game/record.ts';
import { PlayedLine } from '../game/played-line.ts';
import type { KeyValueStore } from '../storage/saved-game.ts';
import type { Settings } from './settings.ts';
import { ClockLane } from './clock-lane.ts';
import { EngineEvaluation } from './engine-evaluation.ts';
import { ComputerMoveLane, sleep } from './computer-move-lane.ts';
import { type AnalysisBound, AnalysisLane } from './analysis-lane.ts';
import { UndoRedo } from './undo-redo.ts';
import { GameVariations } from './game-variations.ts';
import { GraphLane } from './graph-lane.ts';
import { PageLinks } from './page-links.ts';
import { PageSaving } from './page-saving.ts';
import type { PageActions } from './page-actions.ts';
import { type PageGame, newSeed } from './page-game.ts';
import type { PageView } from './page-view.ts';
import { ReviewLane } from './review-lane.ts';
import { SolveLane } from './solve-lane.ts';
import { type PageMode, engineShown } from './page-mode.ts';

/** Settings that change what the page shows, not the engine's searches of the game (the analysis follows the lines listed alone). */
const DISPLAY_SETTINGS: readonly (keyof Settings)[] = ['flipped', 'lines', 'sound'];

/** What the controller needs from its page. */
export interface ControllerOptions {
  searcher: Searcher;
  store: KeyValueStore;
  /**
   * Waits before the computer's move is shown, so that a person sees their own move land first, and
   * computer-against-computer games can be followed. Tests pass one that does not wait.
   */
  pause?: (ms: number) => Promise<void>;
  /**
   * Fetches the neural network's weights, which the engine plays with once they arrive; without
   * it the engine keeps the weights it started with (the light evaluation).
   */
  network?: () => Promise<ArrayBuffer>;
  /** The first game's pick among book moves (later games draw their own); tests pass one. */
  bookSeed?: number;
  /** The fragment of the page's URL: a game it carries opens, or waits for the person's say where it would replace a saved game. */
  link?: string;
  /** How far the analysis goes in *Play* (PLAY_ANALYSIS) and in *Analyse* (DEEPEST_ANALYSIS); tests pass shallow bounds. */
  analysisBounds?: { play: AnalysisBound; deepest: AnalysisBound };
  /** The time in milliseconds, for the clock of timed games (performance.now by default); tests move it by hand. */
  now?: () => number;
}

/**
 * The game being played on the page, and everything the engine works out about it.
 *
 * @example
 * ```ts
 * const controller = new Controller({ searcher, store: localStorage });
 * controller.subscribe(() => render(controller.view));
 * controller.actions.play('f5');
 * ```
 */
export class Controller {
  /** The game on the page, which the lanes share. */
  #page: PageGame;
  /** The game up to the position viewed, replayed once. */
  #shown: Reversi | undefined;
  /**
   * The live game as the view gives it, replayed once for each PlayedLine and its moves
   * (whose own game goes on changing under older views).
   */
  #live: { playedLine: PlayedLine; moves: string; game: Reversi } | undefined;
  /** The view as it stands, until the next change. */
  #view: PageView | undefined;
  /** Bumped by every change of the game or the settings: an engine answer for an older one is dropped. */
  #version = 0;
  #listeners = new Set<() => void>();
  #graph: GraphLane;
  #clock: ClockLane;
  #computer: ComputerMoveLane;
  #undoRedo: UndoRedo;
  #variations: GameVariations;
  #links: PageLinks;
  #saving: PageSaving;
  #analysis: AnalysisLane;
  #solve: SolveLane;
  #review: ReviewLane;
  #evaluation: EngineEvaluation;
  /** The engine's last failure, shown until the next change. */
  #engineError: string | null = null;
  /** Whether the settings dialog is open: before the first move, no time runs meanwhile. */
  #settingsOpen = false;
  /** Whether online play shows in the page game's place. */
  #hidden = false;
  /** Everything the page can do to its game. */
  readonly actions: PageActions;

  constructor(options: ControllerOptions) {
    this.#clock = new ClockLane(options.now ?? (() => performance.now()));
    const notify = () => this.#notify();
    const failed = (message: string) => ((this.#engineError = message), this.#notify());
    this.#analysis = new AnalysisLane(options.searcher, notify, failed, options.analysisBounds?.play, options.analysisBounds?.deepest);
    this.#graph = new GraphLane(options.searcher, notify, failed);
    this.#solve = new SolveLane(options.searcher, notify);
    this.#saving = new PageSaving(options.store, options.bookSeed ?? newSeed());
    this.#page = this.#saving.page;
    this.#evaluation = new EngineEvaluation(options.searcher, options.network, {
      changed: () => {
        // A saved review waiting for the network is searched again if it cannot come.
        if (this.#evaluation.settled) this.#review.follow(this.#clock.flagged !== null);
        notify();
      },
      arrived: () => {
        // The graph's values, the review's scores and the positions' analyses were the light evaluation's.
        this.#graph.clear();
        this.#analysis.clear();
        this.#review.redo();
        this.#refresh();
      },
    });
    const reviewed = () => {
      // A done review is saved with the game: a reload shows it without searching again.
      if (this.#review.state?.status === 'done') this.#save();
      notify();
    };
    this.#review = new ReviewLane(options.searcher, this.#page, reviewed, failed, this.#evaluation, this.#saving.review);
    this.#undoRedo = new UndoRedo(this.#page, ({ kind, moves }) => this.#changed(kind, moves));
    this.#variations = new GameVariations(this.#page, { goTo: (ply) => this.#goTo(ply), changed: () => this.#refresh() });
    this.#links = new PageLinks(this.#page, {
      load: (record, variations, mode) => this.#loadRecord(record, variations, mode),
      changed: (opened) => (opened ? this.#changed('loaded', []) : this.#notify()),
    });
    if (options.link) this.#links.take(options.link);
    this.#computer = new ComputerMoveLane(options.searcher, this.#page, this.#clock, options.pause ?? sleep, {
      flagged: () => this.#flagged(),
      play: (move) => this.#changed('played', this.#page.playedLine.play(move), 'computer'),
      failed,
    });
    this.actions = Object.freeze({
      play: (square: string) => this.#play(square),
      goTo: (ply: number) => this.#goTo(ply),
      step: (delta: number) => this.#step(delta),
      undo: () => this.#undoRedo.undo(),
      redo: () => this.#undoRedo.redo(),
      newGame: (rules?: ResolvedRules) => this.#newGame(rules),
      load: (text: string, mode?: PageMode) => this.#loadRecord(importPosition(text, this.#page.record.rules), [], mode),
      loadRecord: (record: GameRecord, variations?: string[][], mode?: PageMode) => this.#loadRecord(record, variations, mode),
      changeSettings: (changes: Partial<Settings>) => this.#changeSettings(changes),
      analyse: () => this.#analyse(),
      playFrom: (color: Color) => this.#playFrom(color),
      resign: () => this.#resign(),
      togglePause: () => this.#togglePause(),
      hide: (hidden: boolean) => this.#hide(hidden),
      previewHint: (square: string | null) => this.#analysis.previewHint(square, this.#hints()),
      toggleAnalysis: () => this.#analysis.toggle(),
      solve: () => this.#solve.start(),
      startReview: () => this.#review.start(),
      cancelReview: () => this.#review.cancel(),
      goToLine: (line: number, ply: number) => this.#variations.goTo(line, ply),
      promoteLine: (line: number) => this.#variations.promote(line),
      deleteLine: (line: number) => this.#variations.delete(line),
      openLinked: () => this.#links.open(),
      keepGame: () => this.#links.keep(),
      followLink: (link: string) => this.#links.follow(link),
      settingsDialog: (open: boolean) => this.#settingsDialog(open),
      tickClock: () => this.#tickClock(),
      loadNetwork: () => this.#evaluation.load(),
    });
    this.#clock.reset(this.#page.settings.clock);
    this.#refresh();
  }

  /** Everything the page shows of its game, as it stands: a new object after every change. */
  get view(): PageView {
    this.#view ??= this.#buildView();
    return this.#view;
  }

  /** Calls `listener` after every change (when `view` is a new one); returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #buildView(): PageView {
    const page = this.#page;
    const record = page.record;
    const moves = record.moves.join();
    if (this.#live?.playedLine !== page.playedLine || this.#live.moves !== moves) this.#live = { playedLine: page.playedLine, moves, game: replay(record) };
    const live = this.#live.game;
    const shown = page.view === null ? live : this.#shownGame();
    const onPage = this.#engineShown();
    const analysis = this.#analysis;
    const hints = this.#hints();
    const turn = shown.turn();
    const review = this.#review.state;
    return {
      mode: page.mode,
      settings: { ...page.settings },
      lastAction: page.lastAction,
      game: {
        record,
        live,
        shown,
        ply: page.viewedPly(),
        plies: record.moves.length,
        viewing: page.view !== null,
        variations: page.lines.all,
      },
      turn: {
        personToMove: this.#isHumanTurn(),
        computerToMove: this.#isComputerTurn(),
        thinking: this.#computer.thinking,
        paused: page.paused,
        canResign: this.#canResign(),
        resigned: this.#resignedBy(),
      },
      clock: this.#clock.reading,
      undoRedo: { canUndo: this.#undoRedo.canUndo(), canRedo: this.#undoRedo.canRedo() },
      engine: {
        shown: onPage,
        hintsAllowed: this.#hintsAllowed(),
        hints,
        boardHints: new Map((hints ?? []).filter((hint) => hint.move !== 'pa').map((hint) => [hint.move, { score: blackScore(hint.score, turn), book: hint.source === 'book' }])),
        lines: onPage ? (analysis.state?.lines.slice(0, page.settings.lines) ?? null) : null,
        analysis: analysis.state,
        analysing: analysis.running,
        stopped: analysis.stopped,
        toggleable: analysis.toggleable(),
        preview: analysis.preview && { ...analysis.preview },
        graph: this.#review.scored(this.#graph.values(page.positions())),
        error: this.#engineError,
      },
      solve: { state: this.#solve.state, canStart: this.#solve.canStart() },
      // A running review fills its moves in place: the view keeps them as they stand.
      review: { state: review && { ...review, moves: new Map(review.moves) }, canStart: this.#review.canStart() },
      links: { link: this.#links.link(), address: this.#links.address(), linked: this.#links.linked, error: this.#links.error },
      savedGameError: this.#saving.error,
      evaluation: this.#evaluation.state,
    };
  }

  /**
   * Studies the game from here on: clicks enter moves for either side, the computer never replies,
   * and its analysis deepens without end.
   */
  #analyse(): void {
    if (this.#page.mode === 'analyse') return;
    this.#page.enter('analyse');
    this.#page.resume();
    this.#refresh();
  }

  /**
   * Plays on against the computer from the position shown, the person with `color`: the line
   * played is cut there (undo brings the whole game back).
   */
  #playFrom(color: Color): void {
    const ply = this.#page.viewedPly();
    const record = this.#page.record;
    if (ply < record.moves.length) this.#page.replace(new PlayedLine({ ...record, moves: record.moves.slice(0, ply), undone: [] }));
    this.#page.enter('play');
    this.#page.resume();
    this.#page.changeSettings({ mode: 'human-computer', humanColor: color });
    this.#changed('new', []);
  }

  /**
   * Whether the engine's work is on the page (page-mode.ts): `asked` is the player's own choice
   * for a game in play.
   */
  #engineOn(asked: boolean): boolean {
    return engineShown({ mode: this.#page.mode, over: this.#ended(), timed: this.#clock.timed, asked });
  }

  /** Whether the game played has ended: played out, lost on time, or resigned. */
  #ended(): boolean {
    return this.#page.game.isGameOver() || this.#clock.flagged !== null || this.#resignedBy() !== null;
  }

  /** The side that resigned the game played, or null. */
  #resignedBy(): Color | null {
    return this.#page.mode === 'play' ? this.#page.resignedBy() : null;
  }

  /** Whether a person may resign now: in *Play*, a person playing, the game not ended. */
  #canResign(): boolean {
    return this.#page.mode === 'play' && this.#page.settings.mode !== 'computer-computer' && !this.#ended();
  }

  /**
   * Resigns the game played: against the computer, the person's side; between two people, the side
   * to move. The game ends (the clock stops, the engine's work comes on the page); undo, a new game
   * or a load plays on. Throws when no person may resign (`canResign`).
   */
  #resign(): void {
    this.#flagged();
    if (!this.#canResign()) throw new Error(this.#page.mode === 'play' ? 'There is no game in play to resign' : 'Only a game in Play can be resigned');
    const { mode, humanColor } = this.#page.settings;
    this.#page.resign(mode === 'human-computer' ? humanColor : this.#page.game.turn());
    this.#saving.playedOn();
    this.#refresh();
  }

  /** Whether the engine's lines, bar and graph are on the page. */
  #engineShown(): boolean {
    return this.#engineOn(this.#page.settings.playView);
  }

  /** Whether hints may show at all: not in a game played on the clock. */
  #hintsAllowed(): boolean {
    return this.#engineOn(true);
  }

  /** The game as the board shows it: the live one, or replayed up to the move being viewed. */
  #shownGame(): Reversi {
    if (this.#page.view === null) return this.#page.game;
    this.#shown ??= replay(this.#page.position(this.#page.view));
    return this.#shown;
  }

  /**
   * Shows the position after `ply` moves (clamped to the game); the game's end shows the live
   * position again. The computer goes on playing the live game meanwhile.
   */
  #goTo(ply: number): void {
    const plies = this.#page.record.moves.length;
    const target = Math.max(0, Math.min(plies, Math.round(ply)));
    const view = target === plies ? null : target;
    if (view === this.#page.view) return;
    this.#page.show(target);
    this.#shown = undefined;
    this.#refreshView();
    this.#notify();
  }

  /** Shows the position `delta` moves later (earlier when negative), passing over forced passes as undo does. */
  #step(delta: number): void {
    const { moves } = this.#page.record;
    let ply = this.#page.viewedPly() + delta;
    // A forced pass is no position of its own to stop at: the player to move had no choice.
    while (ply > 0 && ply < moves.length && moves[ply] === 'pa' && mustPass(replay(this.#page.position(ply)))) ply += Math.sign(delta);
    this.#goTo(ply);
  }

  /**
   * Every legal move's score for the side to move on the board shown (best first), while hints
   * are on: at the game's end for a person to move, in the past for either side.
   */
  #hints(): MoveScore[] | null {
    return this.#hintsWanted() ? (this.#analysis.state?.moves ?? null) : null;
  }

  #hintsWanted(): boolean {
    return this.#page.settings.hints && this.#hintsAllowed() && !this.#shownGame().isGameOver() && (this.#page.view !== null || this.#isHumanTurn());
  }

  /** Whether the side to move is played by the computer (and the game goes on). */
  #isComputerTurn(): boolean {
    if (this.#page.mode === 'analyse' || this.#ended()) return false;
    const { mode, humanColor } = this.#page.settings;
    return mode === 'computer-computer' || (mode === 'human-computer' && this.#page.game.turn() !== humanColor);
  }

  /** Whether a person may move now, on the board shown (a past position is played on by the side a person plays). */
  #isHumanTurn(): boolean {
    if (this.#clock.flagged || this.#resignedBy()) return false;
    if (this.#page.view === null) return !this.#page.game.isGameOver() && !this.#isComputerTurn();
    const { mode, humanColor } = this.#page.settings;
    const shown = this.#shownGame();
    return !shown.isGameOver() && (this.#page.mode === 'analyse' || mode === 'human-human' || (mode === 'human-computer' && shown.turn() === humanColor));
  }

  /**
   * Plays a person's move (a square, or `'pa'`); throws the wrapper's error when it is illegal, or
   * when it is not a person's turn. Played at a past position, it is the line's own next move (the
   * board steps forward), a move that another line plays there (the board goes to that line), or
   * else it opens a variation, which the board then plays; the line left keeps its later moves.
   */
  #play(square: string): void {
    this.#flagged();
    if (this.#clock.flagged) throw new Error('The time is up');
    if (this.#resignedBy()) throw new Error('The game was resigned');
    if (!this.#isHumanTurn()) throw new Error(this.#shownGame().isGameOver() ? 'The game is over' : 'It is the computer’s turn');
    const ply = this.#page.viewedPly();
    const record = this.#page.record;
    if (this.#page.view !== null && record.moves[ply] === square) {
      this.#step(1);
      return;
    }
    // The line to the position after the move, with the passes it forces.
    const trial = new PlayedLine({ ...record, moves: record.moves.slice(0, ply), undone: [] });
    const moves = trial.play(square);
    const target = trial.record.moves;
    const holder = this.#page.lines.holding(target);
    if (holder >= 0) {
      this.#variations.switchTo(holder, target.length);
      return;
    }
    if (this.#page.view === null) {
      this.#changed('played', this.#page.playedLine.play(square));
      return;
    }
    this.#page.openVariation(trial, moves, record.moves.length - ply);
    this.#saving.playedOn();
    this.#refresh();
  }

  /** A new game, under another rule set when one is given. */
  #newGame(rules: ResolvedRules = this.#page.record.rules): void {
    this.#page.replace(new PlayedLine(newRecord(rules)));
    this.#page.enter('play');
    this.#page.resume();
    this.#changed('new', []);
  }

  /**
   * Loads a game record (from a GGF or WTHOR file, a pasted text, or a link: `variations` are its
   * other lines); throws (changing nothing) when one of its moves is not legal.
   */
  #loadRecord(record: GameRecord, variations: string[][] = [], mode: PageMode = 'analyse'): void {
    for (const moves of variations) replay({ ...record, moves });
    this.#page.open(new PlayedLine(record), [record.moves, ...variations], mode);
    if (this.#page.settings.mode === 'computer-computer') this.#page.pause();
    else this.#page.resume();
    this.#changed('loaded', []);
  }

  /** Changes some settings; the game goes on under them. */
  #changeSettings(changes: Partial<Settings>): void {
    // The graph's values came with or without the book.
    if (changes.book !== undefined && changes.book !== this.#page.settings.book) this.#graph.clear();
    const before = this.#page.settings;
    const linesShown = this.#engineShown();
    this.#page.changeSettings(changes);
    if (changes.clock !== undefined && changes.clock !== before.clock) this.#clock.reset(this.#page.settings.clock);
    // Settings that change only what is shown of the engine's work need no new search.
    const shownOnly = (key: keyof Settings) => DISPLAY_SETTINGS.includes(key) || (key === 'hints' && linesShown);
    if ((Object.keys(changes) as (keyof Settings)[]).every((key) => shownOnly(key) || changes[key] === before[key])) {
      // How many moves the analysis ranks follows the lines listed and the hints: an analysis kept
      // of as many moves or more shows at once.
      if (this.#page.settings.lines !== before.lines || this.#page.settings.hints !== before.hints) this.#followAnalysis();
      this.#save();
      this.#notify();
      return;
    }
    this.#refresh();
  }

  /** Stops or restarts a computer-against-computer game. */
  #hide(hidden: boolean): void {
    if (this.#hidden === hidden) return;
    this.#hidden = hidden;
    this.#refresh();
  }

  #togglePause(): void {
    if (this.#page.paused) this.#page.resume();
    else this.#page.pause();
    this.#refresh();
  }

  #changed(kind: 'played' | 'undone' | 'loaded' | 'new' | 'restored', moves: Move[], by: 'person' | 'computer' = 'person'): void {
    if (kind === 'played' && moves.length > 0) this.#clock.moved(moves[0]!.color);
    if (kind === 'new' || kind === 'loaded') this.#clock.reset(this.#page.settings.clock);
    // Undo, a new game or a load plays on: the resignation was of the game as it stood.
    this.#page.playOn({ kind, moves });
    if (by === 'person') this.#saving.playedOn();
    this.#refresh();
  }

  /** After any change: drop the engine's stale work, save, and ask for what the new state needs. */
  #refresh(): void {
    const version = ++this.#version;
    const current = () => version === this.#version;
    this.#computer.cancel();
    this.#engineError = null;
    this.#shown = undefined;
    this.#page.followPlayedLine();
    this.#save();
    this.#runClock();
    if (this.#isComputerTurn() && !this.#computersPaused() && !this.#hidden) this.#computer.request(current);
    this.#refreshView();
    // The graph scores every position of the game while it is on the page.
    if (this.#engineShown()) this.#graph.request(this.#page.positions(), this.#page.settings.book, current);
    this.#review.follow(this.#clock.flagged !== null);
    this.#notify();
  }

  /**
   * The page's settings dialog opens or closes. Before the game's first move no time runs while it
   * is open: the person is still choosing the game (its clock among the rest), not playing it.
   */
  #settingsDialog(open: boolean): void {
    this.#settingsOpen = open;
    this.#runClock();
    this.#notify();
  }

  /** Runs the side to move's time, unless the game is paused, resigned, or not begun with the settings open. */
  #runClock(): void {
    const choosing = this.#settingsOpen && this.#page.record.moves.length === 0;
    this.#clock.run(this.#page.game, this.#computersPaused() || this.#hidden || choosing || this.#resignedBy() !== null);
  }

  /** Whether a computer-against-computer game is stopped. */
  #computersPaused(): boolean {
    return this.#page.settings.mode === 'computer-computer' && this.#page.paused;
  }

  /**
   * Checks the clock (the page calls it as it redraws the clock): when the side to move has run
   * out of time, it loses, the computer stops its move, and the game's end is refreshed as any end
   * is (the engine's view of the final position, the graph, the review); while it runs, the view
   * takes its new reading. Returns whether a side has run out.
   */
  #tickClock(): boolean {
    if (this.#flagged()) return true;
    if (this.#clock.reading?.running) this.#notify();
    return false;
  }

  /** Whether a side has run out of time: when it has just run out, the game's end is refreshed as any end is. */
  #flagged(): boolean {
    if (this.#clock.checkFlag()) this.#refresh();
    return this.#clock.flagged !== null;
  }

  /** After a change of the position shown: the analysis of it, in place of the last one's, and no solve yet. */
  #refreshView(): void {
    this.#followAnalysis();
    this.#solve.follow({ position: this.#page.position(this.#page.viewedPly()), game: this.#shownGame() });
  }

  /** The analysis of the position shown as the page wants it: every move ranked where hints show, else the lines listed. */
  #followAnalysis(): void {
    const hints = this.#hintsWanted();
    const { book, lines } = this.#page.settings;
    const position = this.#page.position(this.#page.viewedPly());
    this.#analysis.follow({ position, game: this.#shownGame(), wanted: hints || this.#engineShown(), endless: this.#page.mode === 'analyse', book, lines: hints ? undefined : lines });
  }

  /** Saves the game with its review. */
  #save(): void {
    this.#saving.save(this.#review.saved());
  }

  /** After every change: the view is built again when next read, and every listener hears of it. */
  #notify(): void {
    this.#view = undefined;
    for (const listener of this.#listeners) listener();
  }
}
