// The evaluation timed inside wasm, as the search calls it: no JavaScript boundary per call.
// bench/eval.ts compiles this entry with the release options and copies positions in.
import { evaluateFine } from "../../assembly/eval/evaluate";
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
      sum += evaluateFine(load<u64>(at), load<u64>(at, 8));
    }
  }
  return sum;
}
