// The deepest analysis of each position the page has analysed, kept while the page is open (as
// lichess keeps an evaluation on each node of its tree): coming back to a position shows it at
// once, and the search goes on from there where it has deeper to go.
import { type JobPosition, type RankedMoves, positionKey } from '../searcher/protocol.ts';

/** The bound a search reached whole: *Play*'s, *Analyse*'s deepest, or none yet (it was cut short, or runs). */
export type Reach = 'play' | 'deepest' | null;

/** A position's analysis as kept: its ranking, and the furthest bound a search of it reached whole. */
export interface KeptAnalysis {
  ranked: RankedMoves;
  reach: Reach;
}

/** What an analysis is of: a position, with or without the opening book, its best `lines` moves (undefined: every move). */
export interface AnalysisKey {
  position: JobPosition;
  book: boolean;
  lines: number | undefined;
}

const REACH_ORDER: readonly Reach[] = [null, 'play', 'deepest'];
const further = (a: Reach, b: Reach): Reach => (REACH_ORDER.indexOf(a) >= REACH_ORDER.indexOf(b) ? a : b);

/**
 * The deepest analysis of each position, by its rules, start, moves and book setting, and by how
 * many lines it ranked: an analysis of more lines serves a question of fewer.
 *
 * @example
 * ```ts
 * const kept = new DeepestAnalyses();
 * kept.keep({ position, book: true, lines: 3 }, ranked, null);
 * kept.get({ position, book: true, lines: 2 }); // { ranked, reach: null }
 * ```
 */
export class DeepestAnalyses {
  /** By position and book, then by the lines ranked (Infinity: every move). */
  #kept = new Map<string, Map<number, KeptAnalysis>>();

  /** Forgets every analysis: the evaluation changed under them. */
  clear(): void {
    this.#kept.clear();
  }

  /** The deepest analysis kept of the key's position with as many lines at least, undefined if none. */
  get(key: AnalysisKey): KeptAnalysis | undefined {
    let deepest: KeptAnalysis | undefined;
    for (const [lines, kept] of this.#kept.get(positionOf(key)) ?? []) {
      if (lines >= linesOf(key) && (deepest === undefined || kept.ranked.depth > deepest.ranked.depth)) deepest = kept;
    }
    return deepest;
  }

  /**
   * Keeps a ranking of the key's position where it goes as deep as the one kept at least (a later
   * ranking of the same depth is the newer word), and the furthest bound reached either way: a
   * ranking deeper than a whole search's is as good as that search's.
   */
  keep(key: AnalysisKey, ranked: RankedMoves, reach: Reach): void {
    const position = positionOf(key);
    const byLines = this.#kept.get(position) ?? new Map<number, KeptAnalysis>();
    this.#kept.set(position, byLines);
    const kept = byLines.get(linesOf(key));
    const deeper = kept === undefined || ranked.depth >= kept.ranked.depth;
    byLines.set(linesOf(key), { ranked: deeper ? ranked : kept.ranked, reach: further(reach, kept?.reach ?? null) });
  }
}

const positionOf = (key: AnalysisKey) => `${positionKey(key.position)}|${key.book ? 'book' : 'no book'}`;
const linesOf = (key: AnalysisKey) => key.lines ?? Infinity;
