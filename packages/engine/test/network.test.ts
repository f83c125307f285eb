import { describe, expect, it } from 'vitest';
import { buildDatasets } from '../../../tools/train/dataset.ts';
import { readGames } from '../../../tools/train/games.ts';
import { Network } from '../../../tools/train/network.ts';
import { FEATURE_COUNT } from '../../../tools/train/patterns.ts';

describe('the pattern network trainer (tools/train/network.ts)', () => {
  const { train } = buildDatasets(readGames().slice(0, 300));
  const rows = Int32Array.from({ length: train.count }, (_, i) => i);
  const meanError = (network: Network) => {
    let sum = 0;
    for (let i = 0; i < train.count; i++) sum += Math.abs(network.predict(train.features, i * FEATURE_COUNT, train.empties[i]!) - train.target[i]!);
    return sum / train.count;
  };
  const trained = (seed: number) => {
    const network = new Network(8, 4, seed);
    for (let epoch = 0; epoch < 3; epoch++) {
      for (let from = 0; from < rows.length; from += 256) network.trainBatch(train.features, train.target, train.empties, rows, from, Math.min(rows.length, from + 256), 0.01);
    }
    return network;
  };

  it('learns the positions it is shown, and the same seed gives the same weights', () => {
    const before = meanError(new Network(8, 4, 1));
    const network = trained(1);
    expect(meanError(network)).toBeLessThan(before * 0.8);
    expect(trained(1).embeddings).toEqual(network.embeddings);
    expect(trained(2).embeddings).not.toEqual(network.embeddings);
  });
});
