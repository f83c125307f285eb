import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOAD_RESULT } from '@flank/engine/host/core-interface';
import { loadWeightsInto } from '@flank/engine/host/eval-weights';
import { loadCore } from '@flank/engine/host/load-core';
import { buildDatasets } from './dataset.ts';
import { readGames } from './games.ts';
import { floatNetwork, networkScoreFine, quantize, readNetworkFile, writeNetworkFile } from './network-file.ts';
import { Network, headsByEmpties, widen } from './network.ts';
import { FEATURE_COUNT, WEIGHTS_PER_PHASE } from './patterns.ts';
import { expectSameContents, sameBytes } from '../test/same-contents.ts';

describe('the pattern network trainer (tools/train/network.ts)', () => {
  const { train } = buildDatasets(readGames().slice(0, 300));
  const rows = Int32Array.from({ length: train.count }, (_, i) => i);
  const meanError = (network: Network) => {
    let sum = 0;
    for (let i = 0; i < train.count; i++) sum += Math.abs(network.predict(train.features, i * FEATURE_COUNT, train.empties[i]!) - train.target[i]!);
    return sum / train.count;
  };
  const trained = (seed: number) => {
    const network = new Network(16, 8, headsByEmpties(2), seed);
    for (let epoch = 0; epoch < 3; epoch++) {
      for (let from = 0; from < rows.length; from += 256) network.trainBatch(train.features, train.target, train.empties, rows, from, Math.min(rows.length, from + 256), 0.01);
    }
    return network;
  };

  /** The mean gap, in discs, between the network and its integers as its file loads into the core. */
  const quantizedGap = (network: Network) => {
    const integer = quantize(network);
    const bytes = writeNetworkFile(integer);
    expectSameContents(readNetworkFile(bytes), integer);
    expect(loadWeightsInto(loadCore('flank.wasm', { weights: false }), bytes)).toBe(LOAD_RESULT.LOADED);
    let gap = 0;
    for (let i = 0; i < train.count; i++) {
      gap += Math.abs(networkScoreFine(integer, train.features, i * FEATURE_COUNT, train.empties[i]!) / 32 - network.predict(train.features, i * FEATURE_COUNT, train.empties[i]!));
    }
    return gap / train.count;
  };

  it('learns the positions it is shown, and the same seed gives the same weights', () => {
    const before = meanError(new Network(16, 8, headsByEmpties(2), 1));
    const network = trained(1);
    expect(meanError(network)).toBeLessThan(before * 0.8);
    expect(sameBytes(trained(1).embeddings, network.embeddings)).toBe(true);
    expect(sameBytes(trained(2).embeddings, network.embeddings)).toBe(false);
  });

  it('gives one head to each share of the empties', () => {
    expect(headsByEmpties(1)).toEqual(new Array(61).fill(0));
    const four = headsByEmpties(4);
    expect([four[0], four[1], four[15], four[16], four[30], four[31], four[45], four[46], four[60]]).toEqual([0, 0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('saves and loads the float network, and the engine computes the quantized one within a tenth of a disc of it', () => {
    const network = trained(3);
    const path = join(mkdtempSync(join(tmpdir(), 'flank-network-')), 'net.flnf');
    network.save(path);
    const loaded = Network.load(path);
    expect(sameBytes(loaded.embeddings, network.embeddings)).toBe(true);
    expect(loaded.output).toEqual(network.output);
    expect(loaded.headOf).toEqual(network.headOf);

    expect(quantizedGap(network)).toBeLessThan(0.1);
  });

  it('learns phase weights beside a network it starts from, which scores as that network did until it has learnt', () => {
    const start = quantize(trained(4));
    const network = floatNetwork(start, headsByEmpties(3));
    expect(network.phases).toBe(3);
    expectSameContents(quantize(network), { ...start, phaseOf: headsByEmpties(3), phases: [0, 1, 2].map(() => new Int16Array(WEIGHTS_PER_PHASE)) });
    const before = meanError(network);
    for (let epoch = 0; epoch < 2; epoch++) {
      for (let from = 0; from < rows.length; from += 256) network.trainBatch(train.features, train.target, train.empties, rows, from, Math.min(rows.length, from + 256), 0.01);
    }
    expect(meanError(network)).toBeLessThan(before);
    expect(network.phaseWeights.some((w) => w !== 0)).toBe(true);

    const path = join(mkdtempSync(join(tmpdir(), 'flank-network-')), 'phased.flnf');
    network.save(path);
    const loaded = Network.load(path);
    expect(sameBytes(loaded.phaseWeights, network.phaseWeights)).toBe(true);
    expect(loaded.phaseOf).toEqual(network.phaseOf);
    // 51 phase weights rounded to 1/32 disc each add their rounding to the network's.
    expect(quantizedGap(network)).toBeLessThan(0.15);
  });

  it('learns stage residuals beside a network it starts from, its own rows for each stage, saved and computed by the engine as trained', () => {
    const start = quantize(trained(7));
    const network = floatNetwork(start, undefined, undefined, headsByEmpties(3));
    expect(network.stages).toBe(3);
    expectSameContents(quantize(network), { ...start, stageOf: headsByEmpties(3), stages: [0, 1, 2].map(() => new Int16Array(start.rows.length)) });
    const before = meanError(network);
    for (let epoch = 0; epoch < 2; epoch++) {
      for (let from = 0; from < rows.length; from += 256) network.trainBatch(train.features, train.target, train.empties, rows, from, Math.min(rows.length, from + 256), 0.01);
    }
    expect(meanError(network)).toBeLessThan(before);
    // The stages part ways: the same row holds other values in two stages.
    const rowsOf = (k: number) => network.stageRows.subarray(k * start.rows.length, (k + 1) * start.rows.length);
    expect(sameBytes(rowsOf(0), rowsOf(2))).toBe(false);

    const path = join(mkdtempSync(join(tmpdir(), 'flank-network-')), 'staged.flnf');
    network.save(path);
    const loaded = Network.load(path);
    expect(sameBytes(loaded.stageRows, network.stageRows)).toBe(true);
    expect(loaded.stageOf).toEqual(network.stageOf);
    expect(quantizedGap(network)).toBeLessThan(0.1);
    // Stages with the phase weights too, in one file.
    const both = floatNetwork(quantize(network), headsByEmpties(2));
    expect(both.stages).toBe(3);
    expect(both.phases).toBe(2);
    for (let from = 0; from < rows.length; from += 256) both.trainBatch(train.features, train.target, train.empties, rows, from, Math.min(rows.length, from + 256), 0.01);
    expect(quantizedGap(both)).toBeLessThan(0.2);
  });

  it('holds the shared rows at a shared rate of 0, each stage learning its own from them', () => {
    const start = quantize(trained(8));
    const network = floatNetwork(start, undefined, undefined, headsByEmpties(2));
    network.sharedRate = 0;
    const shared = network.embeddings.slice();
    const before = meanError(network);
    for (let from = 0; from < rows.length; from += 256) network.trainBatch(train.features, train.target, train.empties, rows, from, Math.min(rows.length, from + 256), 0.01);
    expect(meanError(network)).toBeLessThan(before);
    expect(sameBytes(network.embeddings, shared)).toBe(true);
    expect(network.stageRows.some((x) => x !== 0)).toBe(true);
  });

  it('splits the heads of a network it starts from, each new head a copy of the one it came from', () => {
    const start = trained(5);
    const split = floatNetwork(quantize(start), undefined, headsByEmpties(6));
    expect(split.heads).toBe(6);
    const same = floatNetwork(quantize(start));
    for (let i = 0; i < train.count; i += 7) {
      expect(split.predict(train.features, i * FEATURE_COUNT, train.empties[i]!)).toBeCloseTo(same.predict(train.features, i * FEATURE_COUNT, train.empties[i]!), 4);
    }
  });
  it('widens a network it starts from: the same scores at first, then the new columns learn', () => {
    const start = floatNetwork(quantize(trained(6)), headsByEmpties(2));
    const wide = widen(start, 24, 3);
    expect(wide.width).toBe(24);
    for (let i = 0; i < train.count; i += 5) {
      expect(wide.predict(train.features, i * FEATURE_COUNT, train.empties[i]!)).toBeCloseTo(start.predict(train.features, i * FEATURE_COUNT, train.empties[i]!), 4);
    }
    // A row the narrow network never used stays 0 in every column, so the file stays as small.
    const unused = (network: Network) => Array.from({ length: network.embeddings.length / network.width }, (_, row) => row).filter((row) => network.embeddings.subarray(row * network.width, (row + 1) * network.width).every((v) => v === 0));
    expect(unused(wide)).toEqual(unused(start));
    const before = meanError(wide);
    for (let from = 0; from < rows.length; from += 256) wide.trainBatch(train.features, train.target, train.empties, rows, from, Math.min(rows.length, from + 256), 0.01);
    expect(meanError(wide)).toBeLessThan(before);
    // The new columns now reach the heads.
    expect(wide.hidden.some((w, k) => k % 24 >= 16 && w !== 0)).toBe(true);
    expect(() => widen(start, 16, 3)).toThrow(/not wider/);
  });
});
