// A game's review: each placed disc scored against the best move the engine found in that position,
// the loss in discs, the mistakes marked, and each player summed up. The scores come from `analyze`
// (every legal move scored by one search), so a move and the best one are compared on equal terms.
import type { Analysis, Color } from '@flank/reversi';

/** A move losing at least this many discs against the best one is a mistake. */
export const MISTAKE_DISCS = 4;
/** A move losing at least this many discs is a blunder (and counts among the mistakes). */
export const BLUNDER_DISCS = 10;

/** One move of the game, reviewed. */
export interface MoveReview {
  /** Its index in the game's moves (0 is the first move). */
  ply: number;
  color: Color;
  move: string;
  /** The moves scored best, and their score for the mover (final disc difference). */
  best: string[];
  bestScore: number;
  /** The played move's score for the mover. */
  score: number;
  /** Discs lost against the best move (0 when it was one of the best). */
  loss: number;
  /** Whether both scores are exact results of perfect play. */
  exact: boolean;
  mark: 'mistake' | 'blunder' | null;
}

/** One player's review. */
export interface PlayerSummary {
  moves: number;
  /** Average discs lost a move. */
  averageLoss: number;
  /** Moves losing MISTAKE_DISCS or more, blunders included. */
  mistakes: number;
  blunders: number;
  /** The move that lost the most, or null when none lost anything. */
  largest: MoveReview | null;
}

/**
 * A played move against the analysis of the position it was played in. Throws when the analysis
 * does not score the move (it was not legal there).
 *
 * @example
 * ```ts
 * reviewMove(0, 'black', 'f5', new Reversi().analyze()); // { loss: 0, mark: null, ... }
 * ```
 */
export function reviewMove(ply: number, color: Color, move: string, analysis: Analysis): MoveReview {
  const played = analysis.moves.find((scored) => scored.move === move);
  if (!played) throw new Error(`The analysis does not score ${move}`);
  const bestScore = Math.max(...analysis.moves.map((scored) => scored.score));
  const loss = bestScore - played.score;
  const best = analysis.moves.filter((scored) => scored.score === bestScore);
  return {
    ply,
    color,
    move,
    best: best.map((scored) => scored.move),
    bestScore,
    score: played.score,
    loss,
    exact: played.exact && best.every((scored) => scored.exact),
    mark: markOf(loss),
  };
}

/**
 * The mark of a move that lost `loss` discs against the best one.
 *
 * @example
 * ```ts
 * markOf(12); // 'blunder'
 * markOf(2); // null
 * ```
 */
export function markOf(loss: number): MoveReview['mark'] {
  return loss >= BLUNDER_DISCS ? 'blunder' : loss >= MISTAKE_DISCS ? 'mistake' : null;
}

/**
 * Each player's summary over their reviewed moves.
 *
 * @example
 * ```ts
 * summarize(reviews).black.averageLoss; // 1.4
 * ```
 */
export function summarize(reviews: Iterable<MoveReview>): Record<Color, PlayerSummary> {
  const all = [...reviews];
  const summary = (color: Color): PlayerSummary => {
    const own = all.filter((review) => review.color === color);
    const largest = own.reduce<MoveReview | null>((worst, review) => (review.loss > (worst?.loss ?? 0) ? review : worst), null);
    return {
      moves: own.length,
      averageLoss: own.length === 0 ? 0 : own.reduce((sum, review) => sum + review.loss, 0) / own.length,
      mistakes: own.filter((review) => review.mark !== null).length,
      blunders: own.filter((review) => review.mark === 'blunder').length,
      largest,
    };
  };
  return { black: summary('black'), white: summary('white') };
}
