import {
  evaluate as evaluatePatterns,
  evaluateChild as evaluatePatternsChild,
  evaluateChildLinear as evaluatePatternsChildLinear,
  prepareChildren as preparePatternsChildren,
} from "../eval/index";
import { SearchContext } from "./context";
import { SCORE_MAX } from "./score";

// The evaluation the searches use, in one place: the trained patterns (the plain heuristic until
// the host loads weights), kept strictly inside the score range, worked out in the scratch of the
// searching thread's context. A search score of SCORE_MAX or -SCORE_MAX then comes from finished
// games alone, so it is a proof (control.ts).

/** The largest value the evaluation gives, a disc short of the score range's end. */
export const EVALUATION_MAX: i32 = SCORE_MAX - 1;

/** The evaluation of a position for the side to move, within -EVALUATION_MAX..EVALUATION_MAX. */
@inline
export function evaluate(ctx: SearchContext, player: u64, opponent: u64): i32 {
  return min(max(evaluatePatterns(ctx.scratch, player, opponent), -EVALUATION_MAX), EVALUATION_MAX);
}

/** Makes `player` (to move) against `opponent` the position whose children `evaluateChild` scores, in `ctx`. */
@inline
export function prepareChildren(ctx: SearchContext, player: u64, opponent: u64): void {
  preparePatternsChildren(ctx.scratch, player, opponent);
}

/**
 * `evaluate` of the child that a move on `square`, flipping `flipped`, makes from the position of
 * `ctx`'s last `prepareChildren`: for a node that scores several of its children.
 */
@inline
export function evaluateChild(ctx: SearchContext, square: i32, flipped: u64): i32 {
  return min(max(evaluatePatternsChild(ctx.scratch, square, flipped), -EVALUATION_MAX), EVALUATION_MAX);
}

/** evaluateChild by linear weights alone (eval/evaluate.ts): cheaper, coarser. */
@inline
export function evaluateChildLinear(ctx: SearchContext, square: i32, flipped: u64): i32 {
  return min(max(evaluatePatternsChildLinear(ctx.scratch, square, flipped), -EVALUATION_MAX), EVALUATION_MAX);
}
