// A search's progress as the status line shows it: what is found or proved so far, then the nodes,
// the time and the pace.
import type { SearchProgress } from '../search/progress.ts';

/** A count in short: `950`, `12.3 k`, `45.6 M`, `1.23 G`. */
function count(value: number): string {
  const units = [
    [1e9, 'G'],
    [1e6, 'M'],
    [1e3, 'k'],
  ] as const;
  for (const [size, unit] of units) {
    if (value >= size) return `${(value / size).toPrecision(3)} ${unit}`;
  }
  return String(Math.round(value));
}

/** Time spent: `4.2 s`, `3 min 05 s`, `1 h 02 min`. */
function elapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${(ms / 1000).toFixed(1)} s`;
  const pad = (value: number) => String(value).padStart(2, '0');
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${pad(seconds % 60)} s`;
  return `${Math.floor(seconds / 3600)} h ${pad(Math.floor(seconds / 60) % 60)} min`;
}

export const signed = (score: number) => (score > 0 ? `+${score}` : String(score));

/**
 * The best move of a search's last completed pass, as the status line and an unsolved answer say
 * it: `empties` tells a solve's passes to the end (selective) from a midgame search.
 */
export const bestSoFar = (move: string, depth: number, empties: number) =>
  `best so far ${move}, from ${depth >= empties ? 'a selective solve to the end' : `a search ${depth} plies deep`}`;

/** A proved score, or only the outcome under wld: `score +4 proved`, `win proved`. */
export const provedText = (score: number | undefined, outcome: string) => `${score === undefined ? outcome : `score ${signed(score)}`} proved`;

/**
 * The bounds a solve proved before its root's score, as a scale's ends: `score at least +38
 * proved`, `score at most 0 proved`, both (`score at least -4 and at most +2 proved`, or `score +4
 * proved` when they meet); under wld, which bounds no score, the outcomes (`at least a draw
 * proved`, `win proved`). Undefined when nothing is proved.
 *
 * @example
 * ```ts
 * boundText({ scoreAtLeast: 38, outcomeAtLeast: 'win' }); // 'score at least +38 proved'
 * boundText({ outcomeAtLeast: 'draw' }); // 'at least a draw proved'
 * ```
 */
export function boundText(bounds: { scoreAtLeast?: number; scoreAtMost?: number; outcomeAtLeast?: string; outcomeAtMost?: string }): string | undefined {
  const { scoreAtLeast: lower, scoreAtMost: upper, outcomeAtLeast: better, outcomeAtMost: worse } = bounds;
  if (lower !== undefined || upper !== undefined) {
    if (lower === upper) return provedText(lower, '');
    const ends = [lower === undefined ? '' : `at least ${signed(lower)}`, upper === undefined ? '' : `at most ${signed(upper)}`];
    return `score ${ends.filter((end) => end !== '').join(' and ')} proved`;
  }
  if (better === 'win' || worse === 'loss') return provedText(undefined, better === 'win' ? 'win' : 'loss');
  if (better === 'draw') return worse === 'draw' ? provedText(undefined, 'draw') : 'at least a draw proved';
  return worse === 'draw' ? 'at most a draw proved' : undefined;
}

/** What the search has found or proved so far; `empties` tells a solve's passes to the end from a midgame search. */
function found(progress: SearchProgress, empties: number): string {
  switch (progress.stage) {
    case 'search':
      return progress.move === undefined ? 'searching' : bestSoFar(progress.move, progress.depth, empties);
    case 'lines': {
      const best = progress.moves[0];
      return best === undefined ? 'searching' : `depth ${progress.depth}, best so far ${best.move} ${signed(best.score)}`;
    }
    case 'best-moves':
    case 'line': {
      const proved = provedText(progress.score, progress.outcome);
      return progress.stage === 'line' ? `${proved}; following the line, ${progress.plies} ${progress.plies === 1 ? 'ply' : 'plies'}` : `${proved}; checking the other moves, ${progress.done + 1} of ${progress.of}`;
    }
  }
}

/**
 * The status line of a search: `label` (what runs), what it has found or proved, nodes, time, pace.
 *
 * @example
 * ```ts
 * progressText('solving (34 empties)', 34, { stage: 'best-moves', score: 18, outcome: 'win', done: 2, of: 9, nodes: 1.23e9, ms: 95_000 });
 * // 'solving (34 empties): score +18 proved; checking the other moves, 3 of 9; 1.23 G nodes, 1 min 35 s, 12.9 M nodes/s'
 * ```
 */
export function progressText(label: string, empties: number, progress: SearchProgress): string {
  // No pace before the first node or the first millisecond: "0 nodes/s" would say the search stalled.
  const pace = progress.nodes > 0 && progress.ms >= 1 ? `, ${count((progress.nodes / progress.ms) * 1000)} nodes/s` : '';
  return `${label}: ${found(progress, empties)}; ${count(progress.nodes)} nodes, ${elapsed(progress.ms)}${pace}`;
}
