import { evaluate as evaluatePatterns, evaluateChild as evaluatePatternsChild } from "../eval/index";
import { SCORE_MAX } from "./score";

export { prepareChildren } from "../eval/index";

// The evaluation the searches use, in one place: the trained patterns (the plain heuristic until
// the host loads weights), kept strictly inside the score range. A search score of SCORE_MAX or
// -SCORE_MAX then comes from finished games alone, so it is a proof (control.ts).

/** The largest value the evaluation gives, a disc short of the score range's end. */
export const EVALUATION_MAX: i32 = SCORE_MAX - 1;

/** The evaluation of a position for the side to move, within -EVALUATION_MAX..EVALUATION_MAX. */
@inline
export function evaluate(player: u64, opponent: u64): i32 {
  return min(max(evaluatePatterns(player, opponent), -EVALUATION_MAX), EVALUATION_MAX);
}

/**
 * `evaluate` of the child that a move on `square`, flipping `flipped`, makes from the position of
 * the last `prepareChildren`: for a node that scores several of its children.
 */
@inline
export function evaluateChild(square: i32, flipped: u64): i32 {
  return min(max(evaluatePatternsChild(square, flipped), -EVALUATION_MAX), EVALUATION_MAX);
}
