// The page's game, free of any component: who is to move, when the engine plays, the hints, the
// solve, the evaluation graph, and saving. The components read it and call its actions; tests drive
// it in Node with the engine running in-process.
import type { Move, MoveScore, ResolvedRules, Solution } from '@flank/reversi';
import { type Engine, PRIORITY } from '../engine/client.ts';
import type { JobPosition } from '../engine/protocol.ts';
import { importPosition } from '../game/position-import.ts';
import { type GameRecord, newRecord } from '../game/record.ts';
import { Session } from '../game/session.ts';
import { type KeyValueStore, restoreGame, saveGame } from '../storage/saved-game.ts';
import { DEFAULT_SETTINGS, type Settings } from './settings.ts';

/** The engine's move is cut off after this long, whatever the level: the page stays playable. */
export const ENGINE_MOVE_MS = 10_000;
/**
 * Hints search every legal move at this level, deepening for at most HINT_MS: free placement
 * searches without a table and reaches fewer plies in that time.
 */
export const HINT_LEVEL = 8;
export const HINT_MS = 2_000;
/** The evaluation graph searches each position at this level (exact from 12 empties), for at most GRAPH_MS. */
export const GRAPH_LEVEL = 6;
export const GRAPH_MS = 300;
/** The engine picks among the opening book's moves within this many discs of the best, so that games differ. */
export const BOOK_VARIETY = 1;
/** "Solve" is offered from this many empty squares: the exact solver ends within seconds there. */
export const SOLVE_EMPTIES = 20;
/** A solve gives up after this long and says so. */
export const SOLVE_MS = 30_000;

/** The state of a "solve" request. */
export type SolveState = { status: 'running' } | { status: 'done'; solution: Solution } | { status: 'failed'; message: string };

/**
 * The engine's evaluation: the light one the page opens with, or the strong one (the pattern
 * network), fetched when the settings ask for it.
 */
export type EvaluationState = { status: 'light' } | { status: 'loading' } | { status: 'strong' } | { status: 'failed'; message: string };

/** The two evaluations' weights: the light one at hand, the strong one fetched on demand. */
export interface EvaluationWeights {
  light: ArrayBuffer;
  strong(): Promise<ArrayBuffer>;
}

/** What the last action did, for the page to announce. */
export interface LastAction {
  /** `restored`: undo brought back the game that a new game or a load replaced. */
  kind: 'played' | 'undone' | 'loaded' | 'new' | 'restored';
  moves: Move[];
}

/** What the controller needs from its page. */
export interface ControllerOptions {
  engine: Engine;
  store: KeyValueStore;
  /**
   * Waits before the engine's move is shown, so that a person sees their own move land first, and
   * engine-against-engine games can be followed. Tests pass one that does not wait.
   */
  pause?: (ms: number) => Promise<void>;
  /** The weights the strong evaluation setting switches between; without them the setting does nothing. */
  weights?: EvaluationWeights;
  /** The first game's pick among book moves (later games draw their own); tests pass one. */
  bookSeed?: number;
}

/** How long an engine move is held back: against a person, and between two engines. */
export const ENGINE_PAUSE_MS = { 'human-engine': 300, 'engine-engine': 600 } as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const newSeed = () => Math.floor(Math.random() * 2 ** 32);
const positionKey = (position: JobPosition) => `${JSON.stringify(position.rules)}|${position.start ?? ''}|${position.moves.join('')}`;

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
  #engine: Engine;
  #store: KeyValueStore;
  #pause: (ms: number) => Promise<void>;
  #session: Session;
  /** The game a new game or a load replaced, for undo to bring back. */
  #previous: Session | undefined;
  #settings: Settings;
  /** Bumped by every change of the game or the settings: an engine answer for an older one is dropped. */
  #version = 0;
  #listeners = new Set<() => void>();
  #evaluations = new Map<string, number>();
  #weights: EvaluationWeights | undefined;
  /** The strong evaluation's weights, once fetched. */
  #strong: ArrayBuffer | undefined;
  /** Picks the engine's book moves in this game: the same position, the same pick, until a new game. */
  #bookSeed: number;

  /** Whether the engine is searching for its move. */
  thinking = false;
  /** Every legal move's score for the side to move (best first), while hints are on. */
  hints: MoveScore[] | null = null;
  solve: SolveState | null = null;
  /** Whether an engine-against-engine game is stopped. */
  paused = false;
  /** Which evaluation the engine plays with. */
  evaluation: EvaluationState = { status: 'light' };
  /** The engine's last failure, shown until the next change. */
  engineError: string | null = null;
  lastAction: LastAction = { kind: 'new', moves: [] };

  constructor(options: ControllerOptions) {
    this.#engine = options.engine;
    this.#store = options.store;
    this.#pause = options.pause ?? sleep;
    this.#weights = options.weights;
    this.#bookSeed = options.bookSeed ?? newSeed();
    const restored = restoreGame(options.store);
    this.#session = restored?.session ?? new Session(newRecord({ name: 'othello' }));
    this.#settings = restored?.settings ?? { ...DEFAULT_SETTINGS };
    if (restored) this.lastAction = { kind: 'loaded', moves: [] };
    this.#refresh();
  }

  /** The live game, to read. */
  get game() {
    return this.#session.game;
  }

  get record(): GameRecord {
    return this.#session.record;
  }

  get settings(): Settings {
    return { ...this.#settings };
  }

  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Whether the side to move is played by the engine (and the game goes on). */
  isEngineTurn(): boolean {
    if (this.game.isGameOver()) return false;
    const { mode, humanColor } = this.#settings;
    return mode === 'engine-engine' || (mode === 'human-engine' && this.game.turn() !== humanColor);
  }

  /** Whether a person may move now. */
  isHumanTurn(): boolean {
    return !this.game.isGameOver() && !this.isEngineTurn();
  }

  /** Plays a person's move (a square, or `'pa'`); throws the wrapper's error when it is illegal, or when it is not a person's turn. */
  play(square: string): void {
    if (!this.isHumanTurn()) throw new Error(this.game.isGameOver() ? 'The game is over' : 'It is the engine’s turn');
    this.#changed('played', this.#session.play(square));
  }

  /**
   * Takes back the last action; against the engine, back to the person's last turn. At the start
   * of a new (or loaded) game, brings back the game it replaced.
   */
  undo(): void {
    if (!this.#session.canUndo() && this.#previous) {
      this.#session = this.#previous;
      this.#previous = undefined;
      this.paused = this.#settings.mode === 'engine-engine';
      this.#changed('restored', []);
      return;
    }
    this.#step('undone', () => this.#session.undo(), () => this.#session.canUndo());
  }

  /** Plays again what undo took back; against the engine, up to the person's next turn. */
  redo(): void {
    this.#step('played', () => this.#session.redo(), () => this.#session.canRedo());
  }

  /**
   * Undoes or redoes one action, and against the engine goes on until the person is to move.
   * Watching two engines, the game stops there, so that the step can be seen.
   */
  #step(kind: 'undone' | 'played', step: () => Move[], canStep: () => boolean): void {
    const moves: Move[] = [];
    do moves.push(...step());
    while (this.#settings.mode === 'human-engine' && canStep() && this.game.turn() !== this.#settings.humanColor);
    if (moves.length === 0) return;
    if (this.#settings.mode === 'engine-engine') this.paused = true;
    this.#changed(kind, moves);
  }

  canUndo(): boolean {
    return this.#session.canUndo() || this.#previous !== undefined;
  }

  canRedo(): boolean {
    return this.#session.canRedo();
  }

  /** A new game, under another rule set when one is given. */
  newGame(rules: ResolvedRules = this.record.rules): void {
    this.#replace(new Session(newRecord(rules)));
    this.paused = false;
    this.#changed('new', []);
  }

  /** Loads a pasted transcript or board string under the current rule set; throws (changing nothing) when it is not one. */
  load(text: string): void {
    this.#replace(new Session(importPosition(text, this.record.rules)));
    this.paused = this.#settings.mode === 'engine-engine';
    this.#changed('loaded', []);
  }

  /** Starts another game, with its own pick of book moves, keeping the one it replaces for undo (unless that one had not begun). */
  #replace(session: Session): void {
    if (this.#session.canUndo() || this.record.start !== null) this.#previous = this.#session;
    this.#session = session;
    this.#bookSeed = newSeed();
  }

  /** Changes some settings; the game goes on under them. */
  updateSettings(changes: Partial<Settings>): void {
    const switched = changes.strongEvaluation !== undefined && changes.strongEvaluation !== this.#settings.strongEvaluation;
    // The graph's values came with or without the book.
    if (changes.book !== undefined && changes.book !== this.#settings.book) this.#evaluations.clear();
    this.#settings = { ...this.#settings, ...changes };
    if (switched) this.loadEvaluation();
    this.#refresh();
  }

  /**
   * Puts the engine on the evaluation the settings ask for: the light one at once, the strong one
   * once fetched (once per page). The page calls this after its first paint, so that a saved
   * choice of the strong evaluation never delays the page's opening.
   */
  loadEvaluation(): void {
    const weights = this.#weights;
    if (!weights) return;
    if (!this.#settings.strongEvaluation) {
      if (this.evaluation.status === 'strong') this.#useWeights(weights.light, { status: 'light' });
      else this.evaluation = { status: 'light' };
      return;
    }
    if (this.#strong) {
      this.#useWeights(this.#strong, { status: 'strong' });
      return;
    }
    if (this.evaluation.status === 'loading') return;
    this.evaluation = { status: 'loading' };
    this.#notify();
    weights.strong().then(
      (strong) => {
        this.#strong = strong;
        if (this.#settings.strongEvaluation) this.#useWeights(strong, { status: 'strong' });
        else this.evaluation = { status: 'light' };
        this.#refresh();
      },
      (error: unknown) => {
        this.evaluation = this.#settings.strongEvaluation ? { status: 'failed', message: (error as Error).message } : { status: 'light' };
        this.#notify();
      },
    );
  }

  /** The engine evaluates with `weights` from its next job; the graph's values of the other evaluation go. */
  #useWeights(weights: ArrayBuffer, evaluation: EvaluationState): void {
    this.#engine.useWeights(weights);
    this.#evaluations.clear();
    this.evaluation = evaluation;
  }

  /** Stops or restarts an engine-against-engine game. */
  togglePause(): void {
    this.paused = !this.paused;
    this.#refresh();
  }

  /** Empty squares left. */
  empties(): number {
    const { black, white } = this.game.score();
    return 64 - black - white;
  }

  /** Whether "solve" is offered: the game goes on and the end is in reach of the exact solver. */
  canSolve(): boolean {
    return !this.game.isGameOver() && this.empties() <= SOLVE_EMPTIES && this.solve?.status !== 'running';
  }

  /** Solves the position exactly, within SOLVE_MS; the answer lands in `solve`. */
  startSolve(): void {
    if (!this.canSolve()) return;
    const version = this.#version;
    this.solve = { status: 'running' };
    this.#engine.run({ kind: 'solve', position: this.#position(), options: { timeMs: SOLVE_MS } }, PRIORITY.hint).then(
      (solution) => this.#ifCurrent(version, () => (this.solve = { status: 'done', solution })),
      (error: unknown) => this.#ifCurrent(version, () => (this.solve = { status: 'failed', message: (error as Error).message })),
    );
    this.#notify();
  }

  /**
   * The evaluation graph's points: for the position after each move (and the start), its value for
   * black in discs, or undefined while the engine has not scored it yet.
   */
  evaluations(): (number | undefined)[] {
    const { moves } = this.record;
    return Array.from({ length: moves.length + 1 }, (_, ply) => this.#evaluations.get(positionKey(this.#position(ply))));
  }

  #position(ply?: number): JobPosition {
    const { rules, start, moves } = this.record;
    return { rules, start, moves: ply === undefined ? moves : moves.slice(0, ply) };
  }

  #changed(kind: LastAction['kind'], moves: Move[]): void {
    this.lastAction = { kind, moves };
    this.#refresh();
  }

  /** After any change: drop the engine's stale work, save, and ask for what the new state needs. */
  #refresh(): void {
    this.#version++;
    this.#engine.cancel();
    this.thinking = false;
    this.hints = null;
    this.solve = null;
    this.engineError = null;
    saveGame(this.#store, { record: this.record, settings: this.#settings });
    this.#requestEngineMove();
    this.#requestHints();
    this.#requestEvaluations();
    this.#notify();
  }

  #requestEngineMove(): void {
    if (!this.isEngineTurn() || (this.#settings.mode === 'engine-engine' && this.paused)) return;
    const version = this.#version;
    const mode = this.#settings.mode as keyof typeof ENGINE_PAUSE_MS;
    this.thinking = true;
    const held = this.#pause(ENGINE_PAUSE_MS[mode]);
    const book = this.#settings.book && { variety: BOOK_VARIETY, seed: this.#bookSeed };
    const options = { level: this.#settings.level, timeMs: ENGINE_MOVE_MS, book };
    this.#engine
      .run({ kind: 'best-move', position: this.#position(), options }, PRIORITY.move)
      .then(async (best) => {
        await held;
        if (version === this.#version) this.#changed('played', this.#session.play(best.move));
      })
      .catch((error: unknown) => this.#ifCurrent(version, () => ((this.thinking = false), (this.engineError = (error as Error).message))));
  }

  #requestHints(): void {
    if (!this.#settings.hints || !this.isHumanTurn()) return;
    const version = this.#version;
    this.#engine.run({ kind: 'analyze', position: this.#position(), options: { level: HINT_LEVEL, timeMs: HINT_MS, book: this.#settings.book } }, PRIORITY.hint).then(
      (analysis) => this.#ifCurrent(version, () => (this.hints = analysis.moves)),
      (error: unknown) => this.#ifCurrent(version, () => (this.engineError = (error as Error).message)),
    );
  }

  /** Scores every position of the game not scored yet, one job each, behind any other work. */
  #requestEvaluations(): void {
    const version = this.#version;
    for (let ply = 0; ply <= this.record.moves.length; ply++) {
      const position = this.#position(ply);
      const key = positionKey(position);
      if (this.#evaluations.has(key)) continue;
      this.#engine.run({ kind: 'evaluate', position, options: { level: GRAPH_LEVEL, timeMs: GRAPH_MS, book: this.#settings.book } }, PRIORITY.graph).then(
        (score) => {
          this.#evaluations.set(key, score);
          this.#ifCurrent(version, () => undefined);
        },
        (error: unknown) => this.#ifCurrent(version, () => (this.engineError = (error as Error).message)),
      );
    }
  }

  /** Runs `update` and tells the listeners, unless the game or settings changed since `version` (a job that `#refresh` cancelled lands here too). */
  #ifCurrent(version: number, update: () => unknown): void {
    if (version !== this.#version) return;
    update();
    this.#notify();
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
