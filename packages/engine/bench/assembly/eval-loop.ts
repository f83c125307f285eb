// The evaluation timed inside wasm, as the search calls it: no JavaScript boundary per call.
// host/eval-loop.ts compiles this entry with the release options; tools/bench/eval.ts copies
// positions in.
import { HOST_SCRATCH, evaluateChildFine, evaluateFine, prepareChildren } from "../../assembly/eval/evaluate";
import { flankedBy } from "../../assembly/flip";
import { flankingMoves } from "../../assembly/move-generation";
import { nextOpponent, nextPlayer } from "../../assembly/position";
export { loadWeights } from "../../assembly/eval/load-weights";
export { weightsAddress } from "../../assembly/eval/weights-file";

let positions: usize = 0;

/** Room for `count` positions, player then opponent, 16 bytes each. */
export function positionsAddress(count: i32): usize {
  positions = heap.alloc(<usize>count << 4);
  return positions;
}

/** evaluateFine over the positions, `rounds` times; the sum keeps the work from being optimized away. */
export function evaluateAll(count: i32, rounds: i32): i64 {
  let sum: i64 = 0;
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < count; i++) {
      const at = positions + (<usize>i << 4);
      sum += evaluateFine(HOST_SCRATCH, load<u64>(at), load<u64>(at, 8));
    }
  }
  return sum;
}

/**
 * Every child of every position scored, `rounds` times: from scratch (evaluateFine) when
 * `fromScratch`, else from its parent's images (prepareChildren, evaluateChildFine), as the
 * search's last ply does. Returns the sum; `childrenScored` says how many.
 */
export function evaluateChildrenAll(count: i32, rounds: i32, fromScratch: bool): i64 {
  let sum: i64 = 0;
  let scored = 0;
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < count; i++) {
      const at = positions + (<usize>i << 4);
      const player = load<u64>(at);
      const opponent = load<u64>(at, 8);
      if (!fromScratch) prepareChildren(HOST_SCRATCH, player, opponent);
      let moves = flankingMoves(player, opponent);
      while (moves != 0) {
        const square = <i32>ctz<u64>(moves);
        moves &= moves - 1;
        const flipped = flankedBy(player, opponent, square);
        sum += fromScratch ? evaluateFine(HOST_SCRATCH, nextPlayer(opponent, flipped), nextOpponent(player, flipped, square)) : evaluateChildFine(HOST_SCRATCH, square, flipped);
        scored++;
      }
    }
  }
  scoredChildren = scored;
  return sum;
}

let scoredChildren = 0;

/** How many children the last evaluateChildrenAll scored. */
export function childrenScored(): i32 {
  return scoredChildren;
}
