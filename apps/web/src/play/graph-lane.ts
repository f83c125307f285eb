// The evaluation graph's values: every position of the game scored for black. A quick pass at
// SKETCH_LEVEL scores them all first, ahead of the analysis, so that a loaded game's curve is whole
// at once; a pass at GRAPH_LEVEL then refines each, behind the analysis.
import type { Searcher } from '../searcher/worker-searcher.ts';
import { type JobPosition, positionKey } from '../searcher/protocol.ts';

/** The quick pass's level: a few milliseconds a position. */
export const SKETCH_LEVEL = 2;
/** The refining pass's level (exact from 12 empties), each position at most GRAPH_MS. */
export const GRAPH_LEVEL = 6;
export const GRAPH_MS = 300;

/**
 * The values of the positions asked for, kept by position across games and lines.
 *
 * @example
 * ```ts
 * const graph = new GraphLane(engine, render, showError);
 * graph.request(positions, true, () => isCurrent);
 * graph.values(positions); // [0, -2, undefined, ...]
 * ```
 */
export class GraphLane {
  #searcher: Searcher;
  #changed: () => void;
  #failed: (message: string) => void;
  /** Each position's value for black and the level that gave it. */
  #values = new Map<string, { black: number; level: number }>();

  constructor(searcher: Searcher, changed: () => void, failed: (message: string) => void) {
    this.#searcher = searcher;
    this.#changed = changed;
    this.#failed = failed;
  }

  /** Forgets every value: the evaluation or the book changed under them. */
  clear(): void {
    this.#values.clear();
  }

  /**
   * Scores the positions not scored at each pass's level yet, the quick pass first. `current`
   * says whether the game that asked is still the one on the page when an answer lands (the
   * value is kept either way).
   */
  request(positions: JobPosition[], book: boolean, current: () => boolean): void {
    this.#searcher.cancel('sketch', 'graph');
    const failed = (error: unknown) => {
      if (current() && (error as Error).name !== 'CancelledError') this.#failed((error as Error).message);
    };
    const keep = (position: JobPosition, black: number, level: number) => {
      const key = positionKey(position);
      if ((this.#values.get(key)?.level ?? 0) < level) this.#values.set(key, { black, level });
    };
    const below = (level: number) => positions.filter((position) => (this.#values.get(positionKey(position))?.level ?? 0) < level);
    // The quick pass is one job: one answer, one redraw, for the whole curve.
    const sketched = below(SKETCH_LEVEL);
    if (sketched.length > 0) {
      this.#searcher.run({ kind: 'evaluate-all', positions: sketched, options: { level: SKETCH_LEVEL, book } }, 'sketch').then((values) => {
        sketched.forEach((position, i) => keep(position, values[i]!, SKETCH_LEVEL));
        if (current()) this.#changed();
      }, failed);
    }
    for (const position of below(GRAPH_LEVEL)) {
      this.#searcher.run({ kind: 'evaluate', position, options: { level: GRAPH_LEVEL, timeMs: GRAPH_MS, book } }, 'graph').then((evaluation) => {
        keep(position, evaluation.black, GRAPH_LEVEL);
        if (current()) this.#changed();
      }, failed);
    }
  }

  /** The positions' values for black, undefined where none is known yet. */
  values(positions: JobPosition[]): (number | undefined)[] {
    return positions.map((position) => this.#values.get(positionKey(position))?.black);
  }
}
