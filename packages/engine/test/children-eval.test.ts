import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { compileEntry } from '../host/compile-entry';
import { type CoreExports, LOAD_RESULT } from '../host/core-interface';
import { loadWeightsInto, readWeightsFile } from '../host/eval-weights';
import { loadCore } from '../host/load-core';
import { type Sample, randomBoards, randomGamePositions } from '../host/random-positions';

interface ChildrenExports {
  memory: WebAssembly.Memory;
  weightsAddress(byteLength: number): number;
  loadWeights(byteLength: number): number;
  checkChildren(player: bigint, opponent: bigint): number;
  hashChildren(player: bigint, opponent: bigint, linear: boolean): number;
}

const plain = loadCore('flank.wasm', { weights: false });
const samples: Sample[] = [...randomGamePositions(plain, 40, 5), ...randomBoards(600, 11)];

/** Children checked and children scored unlike from scratch, over every sample. */
function check(entry: ChildrenExports): { checked: number; wrong: number } {
  let checked = 0;
  let wrong = 0;
  for (const { player, opponent } of samples) {
    const result = entry.checkChildren(player, opponent);
    checked += Math.floor(result / 1000);
    wrong += result % 1000;
  }
  return { checked, wrong };
}

describe("a node's children scored from its images (eval/evaluate.ts evaluateChildFine)", () => {
  const entry = compileEntry<ChildrenExports>(new URL('./assembly/children.ts', import.meta.url));
  const load = (bytes: Uint8Array) => expect(loadWeightsInto(entry as unknown as CoreExports, bytes)).toBe(LOAD_RESULT.LOADED);

  it('scores every child as evaluateFine does, under every evaluation', () => {
    const heuristic = check(entry);
    expect(heuristic.checked).toBeGreaterThan(20000);
    expect(heuristic.wrong).toBe(0);
    for (const [name, bytes] of [
      ['the shipped network', readWeightsFile('network')],
      ['the shipped linear weights', readWeightsFile('linear')],
      // Width 16: each width has its own code in eval/network.ts.
      ['the shipped small network', new Uint8Array(readFileSync(new URL('../weights/flank-network-small.bin', import.meta.url)))],
    ] as const) {
      load(bytes);
      expect({ name, ...check(entry) }).toEqual({ name, checked: heuristic.checked, wrong: 0 });
    }
  });

  it('orders by the linear weights once they have loaded, beside the network in use', () => {
    // A module of its own, which no other test has loaded weights into.
    const fresh = compileEntry<ChildrenExports>(new URL('./assembly/children.ts', import.meta.url));
    const load = (bytes: Uint8Array) => expect(loadWeightsInto(fresh as unknown as CoreExports, bytes)).toBe(LOAD_RESULT.LOADED);
    const hashes = (linear: boolean) => samples.map(({ player, opponent }) => fresh.hashChildren(player, opponent, linear));
    load(readWeightsFile('network'));
    const network = hashes(false);
    const phaseWeights = hashes(true);
    load(readWeightsFile('linear'));
    const linear = hashes(false);
    expect(hashes(true)).toEqual(linear);
    load(readWeightsFile('network'));
    // The network is the evaluation again; the linear weights, not its phase weights, order.
    expect(hashes(false)).toEqual(network);
    expect(hashes(true)).toEqual(linear);
    expect(phaseWeights.filter((hash, k) => hash !== linear[k]).length).toBeGreaterThan(samples.length / 2);
  });
});
