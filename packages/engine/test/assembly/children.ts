// The tests' view of functions the core keeps inside: a node's children scored from its images
// (eval/evaluate.ts prepareChildren, evaluateChildFine, evaluateChildLinear) against each child
// read from scratch.
import { HOST_SCRATCH, evaluate, evaluateChildFine, evaluateChildLinear, evaluateFine, prepareChildren } from "../../assembly/eval/evaluate";
import { flankedBy } from "../../assembly/flip";
import { flankingMoves } from "../../assembly/move-generation";
import { nextOpponent, nextPlayer } from "../../assembly/position";
export { loadWeights } from "../../assembly/eval/load-weights";
export { weightsAddress } from "../../assembly/eval/weights-file";

/**
 * How many of the children of `player` (to move) against `opponent` evaluateChildFine scores
 * unlike evaluateFine (0 when they agree), plus 1000 times the number of children checked.
 */
export function checkChildren(player: u64, opponent: u64): i32 {
  prepareChildren(HOST_SCRATCH, player, opponent);
  let moves = flankingMoves(player, opponent);
  let checked = 0;
  let wrong = 0;
  while (moves != 0) {
    const square = <i32>ctz<u64>(moves);
    moves &= moves - 1;
    const flipped = flankedBy(player, opponent, square);
    const child = evaluateChildFine(HOST_SCRATCH, square, flipped);
    // Read from the bitboards in between, in the same scratch, as the search's other evaluations would.
    if (child != evaluateFine(HOST_SCRATCH, nextPlayer(opponent, flipped), nextOpponent(player, flipped, square))) wrong++;
    checked++;
  }
  return checked * 1000 + wrong;
}

/**
 * A hash of the values of the children of `player` (to move) against `opponent`, in square order:
 * by evaluateChildLinear where `linear`, else by `evaluate` of each child read from scratch.
 */
export function hashChildren(player: u64, opponent: u64, linear: bool): i32 {
  prepareChildren(HOST_SCRATCH, player, opponent);
  let moves = flankingMoves(player, opponent);
  let hash = 0;
  while (moves != 0) {
    const square = <i32>ctz<u64>(moves);
    moves &= moves - 1;
    const flipped = flankedBy(player, opponent, square);
    const value = linear
      ? evaluateChildLinear(HOST_SCRATCH, square, flipped)
      : evaluate(HOST_SCRATCH, nextPlayer(opponent, flipped), nextOpponent(player, flipped, square));
    hash = hash * 31 + value + 64;
  }
  return hash;
}
