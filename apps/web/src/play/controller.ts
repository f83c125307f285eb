// The page's game, free of any component: the orchestration of the lanes that share one
// PageSession (page-session.ts). It keeps who is to move, the person's moves, the position viewed,
// new and loaded games, the mode, the settings and the clock, and after every change asks each
// lane for what the new state needs. The page calls the lanes it shows directly: undo and redo
// (`history`, game-history.ts), the game's lines (`variations`, game-variations.ts), its links
// (`links`, page-links.ts), the saved game (`saving`, page-saving.ts), the position shown's
// analysis and hint line (`analysis`, analysis-lane.ts) and solve (`solve`, solve-lane.ts), the
// review (`review`, review-lane.ts) and the engine's evaluation (`evaluation`,
// engine-evaluation.ts). The engine's move (engine-move-lane.ts), the graph (graph-lane.ts) and
// the clock (clock-lane.ts) stay inside. Tests drive it in Node with the engine running in-process.
import { type Color, type Move, type MoveScore, type ResolvedRules, type Reversi } from '@flank/reversi';
import type { Searcher } from '../searcher/worker-searcher.ts';
import type { Evaluation } from '../searcher/protocol.ts';
import { blackScore } from '../game/black-score.ts';
import { importPosition } from '../game/position-import.ts';
import { type GameRecord, mustPass, newRecord, replay } from '../game/record.ts';
import { Session } from '../game/session.ts';
import type { KeyValueStore } from '../storage/saved-game.ts';
import type { Settings } from './settings.ts';
import { ClockLane, type ClockReading } from './clock-lane.ts';
import { EngineEvaluation } from './engine-evaluation.ts';
import { EngineMoveLane, sleep } from './engine-move-lane.ts';
import { AnalysisLane, DEEPEST } from './analysis-lane.ts';
import { GameHistory } from './game-history.ts';
import { GameVariations } from './game-variations.ts';
import { GraphLane } from './graph-lane.ts';
import { PageLinks } from './page-links.ts';
import { PageSaving } from './page-saving.ts';
import { type LastAction, type PageSession, newSeed } from './page-session.ts';
import { ReviewLane } from './review-lane.ts';
import { SolveLane } from './solve-lane.ts';
import { type PageMode, engineShown } from './page-mode.ts';

/** Settings that change what the page shows, not what the engine searches. */
const DISPLAY_SETTINGS: readonly (keyof Settings)[] = ['flipped', 'lines', 'sound'];

/** What the controller needs from its page. */
export interface ControllerOptions {
  searcher: Searcher;
  store: KeyValueStore;
  /**
   * Waits before the engine's move is shown, so that a person sees their own move land first, and
   * engine-against-engine games can be followed. Tests pass one that does not wait.
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
  /** The levels the analysis deepens through (ANALYSIS_LEVELS), and the deepest it goes in *Analyse* (DEEPEST); tests pass shallow ones. */
  analysisLevels?: readonly number[];
  analysisDeepest?: number;
  /** The time in milliseconds, for the clock of timed games (performance.now by default); tests move it by hand. */
  now?: () => number;
}

/**
 * The game being played on the page, and everything the engine works out about it.
 *
 * @example
 * ```ts
 * const controller = new Controller({ engine, store: localStorage });
 * controller.subscribe(() => render(controller));
 * controller.play('f5');
 * ```
 */
export class Controller {
  /** The game on the page, which the lanes share. */
  #page: PageSession;
  /** The game up to the position viewed, replayed once. */
  #shown: Reversi | undefined;
  /** Bumped by every change of the game or the settings: an engine answer for an older one is dropped. */
  #version = 0;
  #listeners = new Set<() => void>();
  #graph: GraphLane;
  #clock: ClockLane;
  #engine: EngineMoveLane;
  /** Undo and redo. */
  readonly history: GameHistory;
  /** Going among the game's lines. */
  readonly variations: GameVariations;
  /** The game's links, and a link's game waiting for the person's say. */
  readonly links: PageLinks;
  /** The game kept in the store, and why a saved one could not be read. */
  readonly saving: PageSaving;
  /** The engine's analysis of the position shown, deepening, and the line after a hinted move. */
  readonly analysis: AnalysisLane;
  /** The exact solve of the position shown. */
  readonly solve: SolveLane;
  /** The review of the game. */
  readonly review: ReviewLane;
  /** Which evaluation the engine plays, and the network's download (the page calls `load` after its first paint). */
  readonly evaluation: EngineEvaluation;
  /** The engine's last failure, shown until the next change. */
  engineError: string | null = null;
  /** Whether the settings dialog is open: before the first move, no time runs meanwhile. */
  #settingsOpen = false;

  constructor(options: ControllerOptions) {
    this.#clock = new ClockLane(options.now ?? (() => performance.now()));
    const notify = () => this.#notify();
    const failed = (message: string) => ((this.engineError = message), this.#notify());
    this.analysis = new AnalysisLane(options.searcher, notify, failed, options.analysisLevels, options.analysisDeepest ?? DEEPEST);
    this.#graph = new GraphLane(options.searcher, notify, failed);
    this.solve = new SolveLane(options.searcher, notify);
    this.saving = new PageSaving(options.store, options.bookSeed ?? newSeed());
    this.#page = this.saving.page;
    this.evaluation = new EngineEvaluation(options.searcher, options.network, {
      changed: () => {
        // A saved review waiting for the network is searched again if it cannot come.
        if (this.evaluation.settled) this.review.follow(this.#clock.flagged !== null);
        notify();
      },
      arrived: () => {
        // The graph's values and the review's scores were the light evaluation's.
        this.#graph.clear();
        this.review.redo();
        this.#refresh();
      },
    });
    const reviewed = () => {
      // A done review is saved with the game: a reload shows it without searching again.
      if (this.review.state?.status === 'done') this.#save();
      notify();
    };
    this.review = new ReviewLane(options.searcher, this.#page, reviewed, failed, this.evaluation, this.saving.review);
    this.history = new GameHistory(this.#page, ({ kind, moves }) => this.#changed(kind, moves));
    this.variations = new GameVariations(this.#page, { goTo: (ply) => this.goTo(ply), changed: () => this.#refresh() });
    this.links = new PageLinks(this.#page, {
      load: (record, variations, mode) => this.loadRecord(record, variations, mode),
      changed: (opened) => (opened ? this.#changed('loaded', []) : this.#notify()),
    });
    if (options.link) this.links.take(options.link);
    this.#engine = new EngineMoveLane(options.searcher, this.#page, this.#clock, options.pause ?? sleep, {
      flagged: () => this.tickClock(),
      play: (move) => this.#changed('played', this.#page.session.play(move), 'engine'),
      failed,
    });
    this.#clock.reset(this.#page.settings.clock);
    this.#refresh();
  }

  /** What the last action did, for the page to announce. */
  get lastAction(): LastAction {
    return this.#page.lastAction;
  }

  /** Whether the engine is searching for its move. */
  get thinking(): boolean {
    return this.#engine.thinking;
  }

  /** Whether an engine-against-engine game is stopped. */
  get paused(): boolean {
    return this.#page.paused;
  }

  /** *Play* or *Analyse*. */
  get mode(): PageMode {
    return this.#page.mode;
  }

  /**
   * Studies the game from here on: clicks enter moves for either side, the engine never replies,
   * and its analysis deepens without end.
   */
  analyse(): void {
    if (this.#page.mode === 'analyse') return;
    this.#page.mode = 'analyse';
    this.#page.paused = false;
    this.#refresh();
  }

  /**
   * Plays on against the engine from the position shown, the person with `color`: the line
   * played is cut there (undo brings the whole game back).
   */
  playFrom(color: Color): void {
    const ply = this.viewedPly();
    const record = this.record;
    if (ply < record.moves.length) this.#page.replace(new Session({ ...record, moves: record.moves.slice(0, ply), undone: [] }));
    this.#page.mode = 'play';
    this.#page.paused = false;
    this.#page.settings = { ...this.#page.settings, mode: 'human-engine', humanColor: color };
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
    return this.game.isGameOver() || this.#clock.flagged !== null || this.resignedBy() !== null;
  }

  /** The side that resigned the game played, or null. */
  resignedBy(): Color | null {
    return this.#page.mode === 'play' ? this.#page.resignedBy() : null;
  }

  /** Whether a person may resign now: in *Play*, a person playing, the game not ended. */
  canResign(): boolean {
    return this.#page.mode === 'play' && this.#page.settings.mode !== 'engine-engine' && !this.#ended();
  }

  /**
   * Resigns the game played: against the engine, the person's side; between two people, the side
   * to move. The game ends (the clock stops, the engine's work comes on the page); undo, a new game
   * or a load plays on. Throws when no person may resign (`canResign`).
   */
  resign(): void {
    this.tickClock();
    if (!this.canResign()) throw new Error(this.#page.mode === 'play' ? 'There is no game in play to resign' : 'Only a game in Play can be resigned');
    const { mode, humanColor } = this.#page.settings;
    const color = mode === 'human-engine' ? humanColor : this.game.turn();
    this.#page.resignation = { color, moves: this.record.moves.join() };
    this.#page.lastAction = { kind: 'resigned', moves: [], color };
    this.saving.playedOn();
    this.#refresh();
  }

  /** Whether the engine's lines, bar and graph are on the page. */
  engineShown(): boolean {
    return this.#engineOn(this.#page.settings.playView);
  }

  /** Whether hints may show at all: not in a game played on the clock. */
  hintsAllowed(): boolean {
    return this.#engineOn(true);
  }

  /** The live game (at its end), to read. */
  get game(): Reversi {
    return this.#page.game;
  }

  /** The game as the board shows it: the live one, or replayed up to the move being viewed. */
  get shown(): Reversi {
    if (this.#page.view === null) return this.game;
    this.#shown ??= replay(this.#page.position(this.#page.view));
    return this.#shown;
  }

  /** The number of moves played up to the position shown. */
  viewedPly(): number {
    return this.#page.viewedPly();
  }

  /** Whether the board shows a past position rather than the game's end. */
  isViewing(): boolean {
    return this.#page.view !== null;
  }

  /**
   * Shows the position after `ply` moves (clamped to the game); the game's end shows the live
   * position again. The engine goes on playing the live game meanwhile.
   */
  goTo(ply: number): void {
    const plies = this.record.moves.length;
    const target = Math.max(0, Math.min(plies, Math.round(ply)));
    const view = target === plies ? null : target;
    if (view === this.#page.view) return;
    this.#page.view = view;
    this.#shown = undefined;
    this.#page.lastAction = { kind: 'viewed', moves: [], ply: target, plies };
    this.#refreshView();
    this.#notify();
  }

  /** Shows the position `delta` moves later (earlier when negative), passing over forced passes as undo does. */
  step(delta: number): void {
    const { moves } = this.record;
    let ply = this.viewedPly() + delta;
    // A forced pass is no position of its own to stop at: the player to move had no choice.
    while (ply > 0 && ply < moves.length && moves[ply] === 'pa' && mustPass(replay(this.#page.position(ply)))) ply += Math.sign(delta);
    this.goTo(ply);
  }

  get record(): GameRecord {
    return this.#page.record;
  }

  get settings(): Settings {
    return { ...this.#page.settings };
  }

  /**
   * Every legal move's score for the side to move on the board shown (best first), while hints
   * are on: at the game's end for a person to move, in the past for either side.
   */
  get hints(): MoveScore[] | null {
    return this.#hintsWanted() ? (this.analysis.state?.moves ?? null) : null;
  }

  /**
   * The hints as the board shows them, by square: each score Black's, as the lines, the bar and
   * the graph give theirs (black-score.ts), and whether it is the opening book's. Passes aside.
   */
  boardHints(): Map<string, { score: number; book: boolean }> {
    const turn = this.shown.turn();
    return new Map((this.hints ?? []).filter((hint) => hint.move !== 'pa').map((hint) => [hint.move, { score: blackScore(hint.score, turn), book: hint.source === 'book' }]));
  }

  /** The engine's best moves at the position shown with their lines (as many as the settings ask), while they are on the page. */
  get lines(): Evaluation[] | null {
    return this.engineShown() ? (this.analysis.state?.lines.slice(0, this.#page.settings.lines) ?? null) : null;
  }

  #hintsWanted(): boolean {
    return this.#page.settings.hints && this.hintsAllowed() && !this.shown.isGameOver() && (this.#page.view !== null || this.isHumanTurn());
  }

  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Whether the side to move is played by the engine (and the game goes on). */
  isEngineTurn(): boolean {
    if (this.#page.mode === 'analyse' || this.#ended()) return false;
    const { mode, humanColor } = this.#page.settings;
    return mode === 'engine-engine' || (mode === 'human-engine' && this.game.turn() !== humanColor);
  }

  /** Whether a person may move now, on the board shown (a past position is played on by the side a person plays). */
  isHumanTurn(): boolean {
    if (this.#clock.flagged || this.resignedBy()) return false;
    if (this.#page.view === null) return !this.game.isGameOver() && !this.isEngineTurn();
    const { mode, humanColor } = this.#page.settings;
    return !this.shown.isGameOver() && (this.#page.mode === 'analyse' || mode === 'human-human' || (mode === 'human-engine' && this.shown.turn() === humanColor));
  }

  /**
   * Plays a person's move (a square, or `'pa'`); throws the wrapper's error when it is illegal, or
   * when it is not a person's turn. Played at a past position, it is the line's own next move (the
   * board steps forward), a move that another line plays there (the board goes to that line), or
   * else it opens a variation, which the board then plays; the line left keeps its later moves.
   */
  play(square: string): void {
    this.tickClock();
    if (this.#clock.flagged) throw new Error('The time is up');
    if (this.resignedBy()) throw new Error('The game was resigned');
    if (!this.isHumanTurn()) throw new Error(this.shown.isGameOver() ? 'The game is over' : 'It is the engine’s turn');
    const ply = this.viewedPly();
    const record = this.record;
    if (this.#page.view !== null && record.moves[ply] === square) {
      this.step(1);
      return;
    }
    // The line to the position after the move, with the passes it forces.
    const trial = new Session({ ...record, moves: record.moves.slice(0, ply), undone: [] });
    const moves = trial.play(square);
    const target = trial.record.moves;
    const holder = this.#page.lines.holding(target);
    if (holder >= 0) {
      this.variations.switchTo(holder, target.length);
      return;
    }
    if (this.#page.view === null) {
      this.#changed('played', this.#page.session.play(square));
      return;
    }
    this.#page.lines.branch(target);
    this.#page.session = trial;
    this.#page.view = null;
    this.#page.lastAction = { kind: 'branched', moves, kept: record.moves.length - ply };
    this.saving.playedOn();
    this.#refresh();
  }

  /** The main line's game, to write out (GGF writes one line). */
  mainLine(): Reversi {
    return this.#page.mainLine();
  }

  /** A new game, under another rule set when one is given. */
  newGame(rules: ResolvedRules = this.record.rules): void {
    this.#page.replace(new Session(newRecord(rules)));
    this.#page.mode = 'play';
    this.#page.paused = false;
    this.#changed('new', []);
  }

  /**
   * Loads a pasted transcript or board string under the current rule set, to analyse, or in
   * `play` (a position set up to play from); throws (changing nothing) when it is not one.
   */
  load(text: string, mode: PageMode = 'analyse'): void {
    this.loadRecord(importPosition(text, this.record.rules), [], mode);
  }

  /**
   * Loads a game record (from a GGF or WTHOR file, or a link: `variations` are its other lines);
   * throws (changing nothing) when one of its moves is not legal.
   */
  loadRecord(record: GameRecord, variations: string[][] = [], mode: PageMode = 'analyse'): void {
    for (const moves of variations) replay({ ...record, moves });
    this.#page.replace(new Session(record), [record.moves, ...variations]);
    this.#page.mode = mode;
    this.#page.paused = this.#page.settings.mode === 'engine-engine';
    this.#changed('loaded', []);
  }

  /** Changes some settings; the game goes on under them. */
  updateSettings(changes: Partial<Settings>): void {
    // The graph's values came with or without the book.
    if (changes.book !== undefined && changes.book !== this.#page.settings.book) this.#graph.clear();
    const before = this.#page.settings;
    const linesShown = this.engineShown();
    this.#page.settings = { ...this.#page.settings, ...changes };
    if (changes.clock !== undefined && changes.clock !== before.clock) this.#clock.reset(this.#page.settings.clock);
    // Settings that change only what is shown of the engine's work need no new search.
    const shownOnly = (key: keyof Settings) => DISPLAY_SETTINGS.includes(key) || (key === 'hints' && linesShown);
    if ((Object.keys(changes) as (keyof Settings)[]).every((key) => shownOnly(key) || changes[key] === before[key])) {
      this.#save();
      this.#notify();
      return;
    }
    this.#refresh();
  }

  /** Stops or restarts an engine-against-engine game. */
  togglePause(): void {
    this.#page.paused = !this.#page.paused;
    this.#refresh();
  }

  /**
   * Searches the line after a hinted move (the one under the pointer or the focus), in place of
   * the last one; null stops.
   */
  previewHint(square: string | null): void {
    this.analysis.previewHint(square, this.hints);
  }

  /**
   * The evaluation graph's points: for the position after each move (and the start), its value for
   * black in discs, or undefined while the engine has not scored it yet. On the main line, the
   * review's deeper scores take the graph's place as they land.
   */
  evaluations(): (number | undefined)[] {
    return this.review.scored(this.#graph.values(this.#page.positions()));
  }

  #changed(kind: 'played' | 'undone' | 'loaded' | 'new' | 'restored', moves: Move[], by: 'person' | 'engine' = 'person'): void {
    if (kind === 'played' && moves.length > 0) this.#clock.moved(moves[0]!.color);
    if (kind === 'new' || kind === 'loaded') this.#clock.reset(this.#page.settings.clock);
    // Undo, a new game or a load plays on: the resignation was of the game as it stood.
    this.#page.resignation = null;
    this.#page.lastAction = { kind, moves };
    if (by === 'person') this.saving.playedOn();
    this.#refresh();
  }

  /** After any change: drop the engine's stale work, save, and ask for what the new state needs. */
  #refresh(): void {
    const version = ++this.#version;
    const current = () => version === this.#version;
    this.#engine.cancel();
    this.engineError = null;
    this.#shown = undefined;
    this.#page.lines.follow(this.record.moves);
    if (this.#page.view !== null && this.#page.view >= this.record.moves.length) this.#page.view = null;
    this.#save();
    this.#runClock();
    if (this.isEngineTurn() && !this.#enginesPaused()) this.#engine.request(current);
    this.#refreshView();
    // The graph scores every position of the game while it is on the page.
    if (this.engineShown()) this.#graph.request(this.#page.positions(), this.#page.settings.book, current);
    this.review.follow(this.#clock.flagged !== null);
    this.#notify();
  }

  /**
   * The page's settings dialog opens or closes. Before the game's first move no time runs while it
   * is open: the person is still choosing the game (its clock among the rest), not playing it.
   */
  settingsDialog(open: boolean): void {
    this.#settingsOpen = open;
    this.#runClock();
    this.#notify();
  }

  /** Runs the side to move's time, unless the game is paused, resigned, or not begun with the settings open. */
  #runClock(): void {
    const choosing = this.#settingsOpen && this.record.moves.length === 0;
    this.#clock.run(this.game, this.#enginesPaused() || choosing || this.resignedBy() !== null);
  }

  /** Whether an engine-against-engine game is stopped. */
  #enginesPaused(): boolean {
    return this.#page.settings.mode === 'engine-engine' && this.#page.paused;
  }

  /** The timed game's clock, or null when the game is not timed. */
  get clock(): ClockReading | null {
    return this.#clock.reading;
  }

  /**
   * Checks the clock (the page calls it as it redraws the clock): when the side to move has run
   * out of time, it loses, the engine stops its move, and the game's end is refreshed as any end
   * is (the engine's view of the final position, the graph, the review). Returns whether a side
   * has run out.
   */
  tickClock(): boolean {
    if (this.#clock.checkFlag()) this.#refresh();
    return this.#clock.flagged !== null;
  }

  /** After a change of the position shown: the analysis of it, in place of the last one's. */
  #refreshView(): void {
    const shown = this.shown;
    const wanted = this.#hintsWanted() || this.engineShown();
    const position = this.#page.position(this.viewedPly());
    this.analysis.follow({ position, game: shown, wanted, endless: this.#page.mode === 'analyse', book: this.#page.settings.book });
    this.solve.follow({ position, game: shown });
  }

  /** Saves the game with its review. */
  #save(): void {
    this.saving.save(this.review.saved());
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
