import { describe, expect, it } from 'vitest';
import { estimateText, roughDuration, solveEstimate } from './solve-estimate.ts';

describe('solveEstimate', () => {
  it('starts from the solves measured at 30 empties, and grows by 2 to 3 an empty square', () => {
    expect(solveEstimate(30)).toEqual({ low: 105, high: 145 }); // 1.36 and 1.89 G nodes at 13 M nodes/s
    expect(solveEstimate(34)).toEqual({ low: 1674, high: 11776 });
    expect(solveEstimate(30, 9)).toEqual({ low: 942, high: 1308 });
    expect(solveEstimate(28)).toEqual({ low: 12, high: 36 });
    for (let empties = 1; empties < 60; empties++) {
      const [here, next] = [solveEstimate(empties), solveEstimate(empties + 1)];
      expect(here.low).toBeLessThanOrEqual(here.high);
      expect(next.low).toBeGreaterThanOrEqual(here.low);
      expect(next.high).toBeGreaterThanOrEqual(here.high);
    }
  });

  it('says it in round words', () => {
    expect(estimateText(30)).toBe('about 2 min');
    expect(estimateText(34)).toBe('28 min to 3.3 h');
    expect(estimateText(40)).toBe('29.8 h to 99 days');
    expect(estimateText(60)).toBe('more than a thousand years');
    expect([0.2, 45, 89, 90, 5399, 5400, 172_799, 172_800, 63_115_199, 63_115_200].map(roughDuration)).toEqual([
      '1 s',
      '45 s',
      '89 s',
      '2 min',
      '90 min',
      '1.5 h',
      '48 h',
      '2 days',
      '730 days',
      '2 years',
    ]);
  });
});
