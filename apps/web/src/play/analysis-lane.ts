// The engine's work on the position on the board: its analysis (every move's score for hints, and
// the best moves' lines), deepening step by step, and the line after a hinted move (the exact solve
// is solve-lane.ts). In *Play* the analysis stops at the last of its levels; in *Analyse* it goes
// on deepening until the position changes, the player stops it, or every move is exact.
import type { MoveScore, Reversi } from '@flank/reversi';
import type { Searcher } from '../searcher/worker-searcher.ts';
import type { BestLines, Evaluation, JobPosition } from '../searcher/protocol.ts';
import { MAX_LINES } from './settings.ts';

/**
 * The analysis deepens through these levels, as a person watching it expects: a first answer at
 * once, a deeper one every few seconds. In *Play* it stops at the last level, at an exact answer,
 * or when a level took its whole ANALYSIS_STEP_MS.
 */
export const ANALYSIS_LEVELS: readonly number[] = [4, 6, 8, 10, 12, 14];
export const ANALYSIS_STEP_MS = 4_000;
/** The wrapper's strongest level: *Analyse* deepens past it by plies of midgame search at this level. */
export const TOP_LEVEL = 20;
/** The deepest midgame search *Analyse* asks for: a whole game's plies. */
export const DEEPEST = 60;
/** The line after a hinted move is searched at this level, for at most PREVIEW_MS. */
export const PREVIEW_LEVEL = 8;
export const PREVIEW_MS = 2_000;

/** One step of the deepening: a level, and past the top level a midgame depth. */
export interface AnalysisStep {
  level: number;
  depth?: number;
}

/** The engine's analysis of the position shown, as deep as it has gone. */
export interface PositionAnalysis extends BestLines {
  /** The level of the search that gave it, and its midgame depth in plies (the depth it reached, when stopped). */
  level: number;
  depth: number;
  /** The last step of the deepening it completed (analysisStep's `step`): Go goes on from the next. */
  step: number;
  /** Whether it goes no deeper (the last step, every move exact, the opening book's, or stopped). */
  done: boolean;
}

/**
 * Whether the lines are the opening book's and nothing was searched: a deeper step would answer
 * the same, and the search's depth and nodes mean nothing (the page says "opening book").
 *
 * @example
 * ```ts
 * fromBook(runJob({ kind: 'lines', position: { rules: { name: 'othello' }, start: null, moves: ['f5'] }, options: { level: 8, book: true }, count: 3 })); // true
 * ```
 */
export function fromBook(lines: BestLines): boolean {
  return lines.nodes === 0 && lines.lines.length > 0 && lines.lines.every((line) => line.source === 'book');
}

/**
 * The `step`th step of the deepening: the given levels first; then, without end, two levels more
 * a step up to TOP_LEVEL, and two plies more a step up to `deepest`. Null past the last.
 *
 * @example
 * ```ts
 * analysisStep([4, 6], 1, true); // { level: 6 }
 * analysisStep([4, 6], 2, true); // { level: 8 }
 * analysisStep([4, 6], 2, false); // null
 * analysisStep([4, 6], 9, true); // { level: 20, depth: 22 }
 * ```
 */
export function analysisStep(levels: readonly number[], step: number, endless: boolean, deepest = DEEPEST): AnalysisStep | null {
  if (step < levels.length) return { level: levels[step]! };
  if (!endless) return null;
  // A level is a midgame depth of as many plies: the steps go on two plies at a time.
  const depth = levels.at(-1)! + 2 * (step - levels.length + 1);
  if (depth > deepest) return null;
  return depth <= TOP_LEVEL ? { level: depth } : { level: TOP_LEVEL, depth };
}

/** The position the lane works on, and what is wanted of it. */
export interface AnalysisTarget {
  position: JobPosition;
  game: Reversi;
  /** Whether the lines or hints are on the page: no search otherwise. */
  wanted: boolean;
  /** Whether the analysis deepens without end (*Analyse*). */
  endless: boolean;
  book: boolean;
}

/**
 * The analysis and hint line of the position shown. `changed` is told of every answer,
 * `failed` of the engine's failures.
 *
 * @example
 * ```ts
 * const lane = new AnalysisLane(engine, render, showError);
 * lane.follow({ position, game, wanted: true, endless: true, book: true });
 * lane.analysis?.lines; // the best lines so far
 * ```
 */
export class AnalysisLane {
  #searcher: Searcher;
  #changed: () => void;
  #failed: (message: string) => void;
  #levels: readonly number[];
  #deepest: number;
  /** Bumped by every change of the target: answers for an older one are dropped. */
  #version = 0;
  #target: AnalysisTarget | null = null;
  /** The analysis of the position, as deep as it has gone. */
  state: PositionAnalysis | null = null;
  /** The hint the person points at, and the line after it once searched. */
  preview: { move: string; line: Evaluation | null } | null = null;
  /** Whether the player stopped the deepening: it stays stopped, position after position, until they start it again. */
  stopped = false;

  constructor(searcher: Searcher, changed: () => void, failed: (message: string) => void, levels: readonly number[] = ANALYSIS_LEVELS, deepest = DEEPEST) {
    this.#searcher = searcher;
    this.#changed = changed;
    this.#failed = failed;
    this.#levels = levels;
    this.#deepest = deepest;
  }

  /** Whether a search of the position is running or waiting. */
  get running(): boolean {
    return this.#target !== null && this.#target.wanted && !this.stopped && !this.#target.game.isGameOver() && !(this.state?.done ?? false);
  }

  /** After a change of the position shown (or of what is wanted of it): its work, in place of the last one's. */
  follow(target: AnalysisTarget): void {
    this.#version++;
    this.#searcher.cancel('analysis', 'deepen', 'preview');
    this.#target = target;
    this.state = null;
    this.preview = null;
    this.#request(0);
  }

  /**
   * Whether Stop or Go means anything now: not at a game's end, nor once the analysis is done
   * and not stopped. The page's button and the L key both ask.
   */
  toggleable(): boolean {
    return this.#target !== null && !this.#target.game.isGameOver() && (this.stopped || !(this.state?.done ?? false));
  }

  /**
   * Stops the deepening where it is (the running search answers what it knew, where the engine can
   * stop it), or starts it again from the next step; nothing where it cannot (`toggleable`).
   */
  toggle(): void {
    if (!this.toggleable()) return;
    this.stopped = !this.stopped;
    if (this.stopped) {
      this.#searcher.stop('analysis', 'deepen');
      if (this.state) this.state = { ...this.state, done: true };
    } else if (this.#target) {
      this.#version++;
      const next = this.state ? this.state.step + 1 : 0;
      const deepening = this.#request(next);
      // Going on, it is no longer done: the page shows its Stop button again, not nothing.
      if (this.state) this.state = { ...this.state, done: !deepening };
    }
    this.#changed();
  }

  /**
   * The `step`th search of the position, then the next, while wanted. The lines asked for are the
   * most the view lists, so that a change of their number needs no new search. The steps past the
   * play's levels run in the `deepen` lane, behind the graph and the review. Returns whether it
   * asked for one.
   */
  #request(step: number): boolean {
    const target = this.#target;
    if (!target || !target.wanted || this.stopped || target.game.isGameOver()) return false;
    const at = analysisStep(this.#levels, step, target.endless, this.#deepest);
    if (!at) return false;
    const version = this.#version;
    const options = { ...at, book: target.book, ...(target.endless ? {} : { timeMs: ANALYSIS_STEP_MS }) };
    const lane = step < this.#levels.length ? 'analysis' : 'deepen';
    this.#searcher.run({ kind: 'lines', position: target.position, options, count: MAX_LINES }, lane).then(
      (lines) => {
        if (version !== this.#version) return;
        if (this.stopped) return this.#stoppedWith(lines, at.level, step);
        const exact = lines.moves.every((move) => move.exact);
        const last = analysisStep(this.#levels, step + 1, target.endless, this.#deepest) === null;
        const done = last || exact || fromBook(lines) || (!target.endless && lines.ms >= ANALYSIS_STEP_MS);
        this.state = { ...lines, level: at.level, depth: at.depth ?? at.level, step, done };
        this.#changed();
        if (!done) this.#request(step + 1);
      },
      (error: unknown) => {
        if (version !== this.#version || (error as Error).name === 'CancelledError') return;
        this.#failed((error as Error).message);
      },
    );
    return true;
  }

  /**
   * The `step`th search, stopped by the player, answered what it knew: shown in place of the last
   * step's where it went as deep (the depth its best move reached), done. Go searches that step again.
   */
  #stoppedWith(lines: BestLines, level: number, step: number): void {
    const reached = lines.moves[0]?.depth ?? 0;
    if (this.state && reached < this.state.depth) return;
    this.state = { ...lines, level, depth: reached, step: step - 1, done: true };
    this.#changed();
  }

  /**
   * Searches the line after a hinted move (one of `hints`, under the pointer or the focus), in
   * place of the last one; null stops.
   */
  previewHint(square: string | null, hints: MoveScore[] | null): void {
    if (square === (this.preview?.move ?? null)) return;
    this.#searcher.cancel('preview');
    this.preview = null;
    const target = this.#target;
    if (target && square !== null && hints?.some((hint) => hint.move === square)) {
      const preview: { move: string; line: Evaluation | null } = { move: square, line: null };
      this.preview = preview;
      const { position } = target;
      const options = { level: PREVIEW_LEVEL, timeMs: PREVIEW_MS, book: target.book };
      this.#searcher.run({ kind: 'evaluate', position: { ...position, moves: [...position.moves, square] }, options }, 'preview').then(
        (line) => {
          if (this.preview !== preview) return;
          preview.line = line;
          this.#changed();
        },
        () => undefined, // cancelled, or the same failure the hints already show
      );
    }
    this.#changed();
  }
}
