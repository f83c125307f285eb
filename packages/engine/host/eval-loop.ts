// The evaluation's timing loop (bench/assembly/eval-loop.ts) as JavaScript sees it: an entry
// compiled beside the core with its release options, which evaluates positions copied into its
// memory without crossing into JavaScript per call. The evaluation bench (tools/bench/eval.ts)
// times it: the rate the search sees.
import { compileEntry } from './compile-entry';

/** The loop's exports: the core's weights loading, room for positions, and the timed loops. */
export interface EvalLoopExports {
  memory: WebAssembly.Memory;
  weightsAddress(byteLength: number): number;
  loadWeights(byteLength: number): number;
  /** Room for `count` positions, player then opponent, 16 bytes each. */
  positionsAddress(count: number): number;
  /** evaluateFine over the positions, `rounds` times. */
  evaluateAll(count: number, rounds: number): bigint;
  /** Every child of each position scored, from scratch or from the position's images. */
  evaluateChildrenAll(count: number, rounds: number, fromScratch: boolean): bigint;
  /** The children the last evaluateChildrenAll scored. */
  childrenScored(): number;
}

/**
 * Compiles the loop (a few seconds: asc runs) and instantiates it.
 *
 * @example
 * const loop = compileEvalLoop();
 * loop.evaluateAll(count, 5);
 */
export function compileEvalLoop(): EvalLoopExports {
  return compileEntry<EvalLoopExports>(new URL('../bench/assembly/eval-loop.ts', import.meta.url));
}
