import { describe, expect, it } from 'vitest';
import { buildCorpusDatasets, lambdaTargets } from './dataset.ts';

describe('lambdaTargets', () => {
  // Four positions at 20, 19, 18 and 17 empties, then two exact ones; black and white alternate
  // except where white passes after the third move (black moves twice in a row).
  const labels = [4, -2, 6, 8, -10, 10];
  const black = [true, false, true, true, false, true];
  const empties = [20, 19, 18, 17, 16, 15];
  const out = new Int8Array(labels.length);

  it('keeps the labels at lambda 0, and the exact ones at any lambda', () => {
    lambdaTargets(labels, black, empties, 16, 0, out);
    expect([...out]).toEqual(labels);
    lambdaTargets(labels, black, empties, 16, 0.7, out);
    expect([...out.subarray(4)]).toEqual([-10, 10]);
  });

  it('gives every earlier position the first exact score from its mover at lambda 1', () => {
    lambdaTargets(labels, black, empties, 16, 1, out);
    // -10 for white at 16 empties is +10 for black, who moves at 17 and 18 (the pass), so -10 for white at 19.
    expect([...out]).toEqual([10, -10, 10, 10, -10, 10]);
  });

  it('blends each label with the next target from the same view', () => {
    lambdaTargets(labels, black, empties, 16, 0.5, out);
    const g3 = 0.5 * 8 + 0.5 * 10; // 9
    const g2 = 0.5 * 6 + 0.5 * g3; // 7.5, the same mover
    const g1 = 0.5 * -2 + 0.5 * -g2; // -4.75
    const g0 = 0.5 * 4 + 0.5 * -g1; // 4.375
    expect([...out]).toEqual([Math.round(g0), Math.round(g1), Math.round(g2), Math.round(g3), -10, 10]);
  });
});

describe('buildCorpusDatasets', () => {
  it('takes the chunks of a range, which add up to the range around them', () => {
    const run = 'wthor-d4-e20-wb88fd574';
    const count = (from: number, to: number) => {
      const { train, validation } = buildCorpusDatasets(run, 1, [from, to]);
      return [train.count, validation.count];
    };
    const [first, second, both] = [count(3, 4), count(4, 5), count(3, 5)];
    expect(first[0]).toBeGreaterThan(50_000);
    expect(second[1]).toBeGreaterThan(0);
    expect(both).toEqual([first[0]! + second[0]!, first[1]! + second[1]!]);
    expect(count(40, 50)).toEqual([0, 0]);
  });
});
