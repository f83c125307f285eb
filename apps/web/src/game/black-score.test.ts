import { describe, expect, it } from 'vitest';
import { blackScore } from './black-score.ts';

describe('blackScore', () => {
  it('keeps Black’s scores and turns White’s around', () => {
    expect([blackScore(25, 'white'), blackScore(-3, 'white'), blackScore(4, 'black'), blackScore(-4, 'black')]).toEqual([-25, 3, 4, -4]);
  });
});
