// A finished review kept with the saved game, so that a reload shows it at once instead of
// searching every move again. It names what it was computed for (the main line's position key)
// and with (the evaluation and the level): it is only brought back for the same, and anything in
// it that is not a review of that game is dropped, quietly, as if none had been saved.
import type { Color } from '@flank/reversi';
import { positionKey } from '../searcher/protocol.ts';
import type { ReviewedGame } from './game-review.ts';
import { type MoveReview, markOf } from './review.ts';

/** A done review as saved: the game's key, what scored it, and every placed disc's review in order. */
export interface SavedReview {
  /** The main line's `positionKey` (rules, start and moves). */
  key: string;
  /** The engine and weights that scored it (`EngineEvaluation.id`). */
  evaluation: string;
  level: number;
  moves: MoveReview[];
}

const isColor = (value: unknown): value is Color => value === 'black' || value === 'white';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** One move's review read back, or undefined when any field is missing, mistyped or inconsistent. */
function moveReviewOf(value: unknown): MoveReview | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { ply, color, move, best, bestScore, score, loss, exact, mark } = value as Partial<Record<keyof MoveReview, unknown>>;
  if (!isCount(ply) || !isColor(color) || typeof move !== 'string' || typeof exact !== 'boolean') return undefined;
  if (!Array.isArray(best) || best.length === 0 || !best.every((square) => typeof square === 'string')) return undefined;
  // The loss and the mark follow from the scores: a value that disagrees was not written by the review.
  if (!isNumber(bestScore) || !isNumber(score) || score > bestScore || loss !== bestScore - score || mark !== markOf(loss)) return undefined;
  return { ply, color, move, best: [...(best as string[])], bestScore, score, loss, exact, mark: mark as MoveReview['mark'] };
}

/**
 * A saved review read back from a parsed save, or undefined (nothing to restore) when it is
 * missing or damaged in any way. Never throws.
 *
 * @example
 * ```ts
 * savedReviewOf(JSON.parse(text).review); // { key, evaluation, level, moves } or undefined
 * ```
 */
export function savedReviewOf(value: unknown): SavedReview | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { key, evaluation, level, moves } = value as Partial<Record<keyof SavedReview, unknown>>;
  if (typeof key !== 'string' || typeof evaluation !== 'string' || !isCount(level) || !Array.isArray(moves)) return undefined;
  const checked = moves.map(moveReviewOf);
  return checked.every((move) => move !== undefined) ? { key, evaluation, level, moves: checked as MoveReview[] } : undefined;
}

/**
 * The saved review's moves by ply, when it is a review of `game` (its key, and one review for
 * each placed disc, the same move by the same side); undefined otherwise.
 *
 * @example
 * ```ts
 * reviewedMoves(saved, { position, colors })?.get(0); // the first move's review
 * ```
 */
export function reviewedMoves(saved: SavedReview, { position, colors }: ReviewedGame): Map<number, MoveReview> | undefined {
  if (saved.key !== positionKey(position)) return undefined;
  const plies = position.moves.flatMap((move, ply) => (move === 'pa' ? [] : [ply]));
  if (saved.moves.length !== plies.length) return undefined;
  const matches = saved.moves.every((review, index) => review.ply === plies[index] && review.move === position.moves[review.ply] && review.color === colors[review.ply]);
  return matches ? new Map(saved.moves.map((review) => [review.ply, review])) : undefined;
}
