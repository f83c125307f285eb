// The engine's work on the position on the board: its analysis (the best moves with their lines,
// or every move's score where hints show), and the line after a hinted move (the exact solve is
// solve-lane.ts). The analysis is one search of the position that deepens on the worker's table,
// each ranking shown as its iteration completes, and the deepest kept for the position
// (deepest-analyses.ts): shown at once when the player comes back to it. In *Play* it stops at
// PLAY_ANALYSIS; in *Analyse* it goes on to DEEPEST_ANALYSIS until the position changes, the
// player stops it, or every move is exact (where that solve is slow, after a midgame search:
// MIDGAME_FIRST).
import type { MoveScore, Reversi } from '@flank/reversi';
import type { Searcher } from '../searcher/worker-searcher.ts';
import type { BestLines, Evaluation, JobPosition, RankedMoves } from '../searcher/protocol.ts';
import { type AnalysisKey, DeepestAnalyses, type KeptAnalysis, type Reach } from './deepest-analyses.ts';

/** How far a search of the position goes: a level, a midgame depth past the level's own, at most so many nodes. */
export interface AnalysisBound {
  level: number;
  depth?: number;
  nodes?: number;
}

/**
 * *Play*'s analysis: level 14 (midgame depth 14, exact from 25 empties), within a budget of nodes
 * (a few seconds of solving; the midgame's 14 plies take under a million), never a clock: the
 * page's worker may have none that runs.
 */
export const PLAY_ANALYSIS: AnalysisBound = { level: 14, nodes: 30_000_000 };
/** *Analyse*'s: the wrapper's strongest level (exact from 31 empties), past it by midgame depth to a whole game's plies. */
export const DEEPEST_ANALYSIS: AnalysisBound = { level: 20, depth: 60 };
/**
 * Where *Analyse*'s deepest level solves exactly but the solve takes seconds to minutes (26-31
 * empties: level 14 solves from 25), its search would show the solver's shallow presearch until
 * the first move is proved: first the midgame to its bound's depth (no exact solve at that level, under
 * two seconds on one thread), then the exact solve on an emptied table, which the midgame's
 * entries would slow (a quarter more nodes at 27 empties, docs/benchmarks.md).
 */
export interface MidgameFirst {
  bound: AnalysisBound & { depth: number };
  fromEmpties: number;
  toEmpties: number;
}
export const MIDGAME_FIRST: MidgameFirst = { bound: { level: 14, depth: 18 }, fromEmpties: 26, toEmpties: 31 };
/** The line after a hinted move is searched at this level, for at most PREVIEW_MS. */
export const PREVIEW_LEVEL = 8;
export const PREVIEW_MS = 2_000;

/** The engine's analysis of the position shown, as deep as it has gone. */
export interface PositionAnalysis extends RankedMoves {
  /** The moves as lines, best first: each an evaluation of the position, black's score, its line starting with the move. */
  lines: Evaluation[];
  /** Whether it goes no deeper: it reached the mode's bound, a search of it ended exact, it is the opening book's, or the player stopped it. */
  done: boolean;
}

/**
 * Whether the moves are the opening book's and nothing was searched: a deeper search would answer
 * the same, and the search's depth and nodes mean nothing (the page says "opening book").
 *
 * @example
 * ```ts
 * fromBook(runJob({ kind: 'lines', position: { rules: { name: 'othello' }, start: null, moves: ['f5'] }, options: { level: 8, book: true, lines: 3 } })); // true
 * ```
 */
export function fromBook(ranked: RankedMoves): boolean {
  return ranked.nodes === 0 && linesFromBook(ranked.moves);
}

/** Whether every line shown is the opening book's: the search's depth is then the other moves', none of them shown. */
export function linesFromBook(lines: readonly { source: MoveScore['source'] }[]): boolean {
  return lines.length > 0 && lines.every((line) => line.source === 'book');
}

/** Whether a ranking has gone as far as a bound: its depth (the level's, or the bound's own), or its nodes. */
export function passed(ranked: RankedMoves, bound: AnalysisBound): boolean {
  return ranked.depth >= (bound.depth ?? bound.level) || (bound.nodes !== undefined && ranked.nodes >= bound.nodes);
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
  /** How many of the best moves it ranks with their lines: what the page lists; undefined for every move, as hints need. */
  lines: number | undefined;
}

/**
 * The analysis and hint line of the position shown. `changed` is told of every answer (and of
 * each ranking while the search runs), `failed` of the engine's failures.
 *
 * @example
 * ```ts
 * const lane = new AnalysisLane(engine, render, showError);
 * lane.follow({ position, game, wanted: true, endless: true, book: true, lines: 3 });
 * lane.state?.lines; // the best lines so far
 * ```
 */
export class AnalysisLane {
  #searcher: Searcher;
  #changed: () => void;
  #failed: (message: string) => void;
  #play: AnalysisBound;
  #deepest: AnalysisBound;
  #midgameFirst: MidgameFirst;
  /** Bumped by every change of the target, and by Go: answers and rankings for an older one are dropped. */
  #version = 0;
  #target: AnalysisTarget | null = null;
  /** The deepest analysis of each position searched so far. */
  #kept = new DeepestAnalyses();
  /** The analysis of the position, as deep as it has gone. */
  state: PositionAnalysis | null = null;
  /** The hint the person points at, and the line after it once searched. */
  preview: { move: string; line: Evaluation | null } | null = null;
  /** Whether the player stopped the deepening: it stays stopped, position after position, until they start it again. */
  stopped = false;

  /** `play`, `deepest` and `midgameFirst` bound the searches of *Play* and *Analyse* (tests pass shallow ones). */
  constructor(searcher: Searcher, changed: () => void, failed: (message: string) => void, play = PLAY_ANALYSIS, deepest = DEEPEST_ANALYSIS, midgameFirst = MIDGAME_FIRST) {
    this.#searcher = searcher;
    this.#changed = changed;
    this.#failed = failed;
    this.#play = play;
    this.#deepest = deepest;
    this.#midgameFirst = midgameFirst;
  }

  /** Whether a search of the position is running or waiting. */
  get running(): boolean {
    return this.#target !== null && this.#target.wanted && !this.stopped && !this.#target.game.isGameOver() && !(this.state?.done ?? false);
  }

  /** Forgets every position's analysis: the evaluation changed under them (the next `follow` searches again). */
  clear(): void {
    this.#kept.clear();
  }

  /**
   * After a change of the position shown (or of what is wanted of it): its work, in place of the
   * last one's. The deepest analysis kept of the position shows at once, and the search goes on
   * from it unless it is done.
   */
  follow(target: AnalysisTarget): void {
    this.#version++;
    this.#searcher.cancel('analysis', 'deepen', 'preview');
    this.#target = target;
    this.preview = null;
    this.#show();
    this.#request('analysis');
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
   * stop it), or starts it again, on the table it left; nothing where it cannot (`toggleable`).
   */
  toggle(): void {
    if (!this.toggleable()) return;
    this.stopped = !this.stopped;
    if (this.stopped) this.#searcher.stop('analysis', 'deepen');
    else this.#version++;
    this.#show();
    if (!this.stopped) this.#request('analysis');
    this.#changed();
  }

  /** What the target's analysis is kept under. */
  #key(target: AnalysisTarget): AnalysisKey {
    return { position: target.position, book: target.book, lines: target.lines };
  }

  /** The state from the deepest analysis kept of the target (none while it is not wanted). */
  #show(): void {
    const target = this.#target;
    const kept = target?.wanted ? this.#kept.get(this.#key(target)) : undefined;
    this.state = target && kept ? { ...kept.ranked, lines: kept.ranked.moves.map(lineOf(target.game)), done: this.stopped || this.#done(kept, target.endless) } : null;
  }

  /**
   * Whether a kept analysis goes no deeper in the mode: the book's, at the mode's bound, or exact
   * once a search of it ended (its exact lines are run to the end as it ends).
   */
  #done({ ranked, reach }: KeptAnalysis, endless: boolean): boolean {
    const exact = ranked.moves.length > 0 && ranked.moves.every((move) => move.exact);
    return fromBook(ranked) || reach === 'deepest' || (!endless && reach === 'play') || (exact && reach !== null);
  }

  /** Keeps a ranking of the target's position, and shows the deepest. */
  #keep(target: AnalysisTarget, ranked: RankedMoves, reach: Reach): void {
    this.#kept.keep(this.#key(target), ranked, reach);
    this.#show();
    this.#changed();
  }

  /**
   * The search of the position, while wanted and not done: one job that ranks its moves
   * deepening on the worker's table, each ranking shown as it comes. In *Analyse*, past *Play*'s
   * bound it is deepening work, which gives way to any other job (the graph, the review, a hint's
   * line): cut short so, it goes on after them, in the `deepen` lane. `afterMidgame`: the midgame
   * that came first is done, and the solve starts on an emptied table. Returns whether it asked.
   */
  #request(lane: 'analysis' | 'deepen', afterMidgame = false): boolean {
    const target = this.#target;
    if (!target || !target.wanted || this.stopped || target.game.isGameOver() || this.state?.done) return false;
    const version = this.#version;
    const midgame = target.endless && this.#midgameComesFirst(target);
    const bound = midgame ? this.#midgameFirst.bound : target.endless ? this.#deepest : this.#play;
    const options = { ...bound, book: target.book, ...(target.lines === undefined ? {} : { lines: target.lines }) };
    const fresh = afterMidgame && !midgame;
    const ranking = (ranked: RankedMoves) => {
      if (version !== this.#version) return;
      this.#keep(target, ranked, null);
      if (target.endless && passed(ranked, this.#play)) this.#searcher.lower('analysis');
    };
    const goOn = (midgameDone = false) => {
      if (target.endless && !this.stopped) this.#request('deepen', midgameDone);
    };
    this.#searcher.run({ kind: 'lines', position: target.position, options, ...(fresh ? { fresh } : {}) }, lane, ranking).then(
      (lines: BestLines) => {
        if (version !== this.#version) return;
        this.#keep(target, lines, lines.stopped || midgame ? null : target.endless ? 'deepest' : 'play');
        if (lines.stopped || midgame) goOn(midgame && !lines.stopped);
      },
      (error: unknown) => {
        if (version !== this.#version) return;
        // Where the worker cannot be stopped, giving way cancels the job.
        if ((error as Error).name === 'CancelledError') return goOn();
        this.#failed((error as Error).message);
      },
    );
    return true;
  }

  /** Whether *Analyse* searches the target's midgame before its exact solve (MidgameFirst), and has not yet. */
  #midgameComesFirst(target: AnalysisTarget): boolean {
    const { black, white } = target.game.score();
    const empties = 64 - black - white;
    const kept = this.#kept.get(this.#key(target));
    return empties >= this.#midgameFirst.fromEmpties && empties <= this.#midgameFirst.toEmpties && (kept?.ranked.depth ?? 0) < this.#midgameFirst.bound.depth;
  }

  /**
   * Searches the line after a hinted move (one of `hints`, under the pointer or the focus), in
   * place of the last one; null stops. On the analysis's table: the move's position is in its tree.
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
      const options = { level: PREVIEW_LEVEL, timeMs: PREVIEW_MS, book: target.book, reuseTable: true };
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

/** A ranked move as a line of the game's position: its score black's. */
const lineOf =
  (game: Reversi) =>
  ({ move: _move, score, ...line }: MoveScore): Evaluation => ({ ...line, black: game.turn() === 'black' ? score : -score });
