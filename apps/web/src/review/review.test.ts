import type { Analysis } from '@flank/reversi';
import { describe, expect, it } from 'vitest';
import { BLUNDER_DISCS, MISTAKE_DISCS, reviewMove, summarize } from './review.ts';

const analysis = (scores: Record<string, number>, exact = false): Analysis => ({
  moves: Object.entries(scores).map(([move, score]) => ({ move, score, exact, depth: 10, source: 'search', pv: [move] })),
  nodes: 100,
  ms: 1,
});

describe('review', () => {
  it('scores a move against the best, marking mistakes and blunders at their thresholds', () => {
    const scores = { d3: 6, c4: 6, f5: 6 - MISTAKE_DISCS, e6: 6 - BLUNDER_DISCS };
    expect(reviewMove(0, 'black', 'c4', analysis(scores, true))).toEqual({
      ply: 0, color: 'black', move: 'c4', best: ['d3', 'c4'], bestScore: 6, score: 6, loss: 0, exact: true, mark: null,
    });
    expect(reviewMove(0, 'black', 'f5', analysis(scores)).mark).toBe('mistake');
    expect(reviewMove(0, 'black', 'f5', analysis({ ...scores, f5: 7 - MISTAKE_DISCS })).mark).toBeNull();
    expect(reviewMove(0, 'black', 'e6', analysis(scores))).toMatchObject({ loss: BLUNDER_DISCS, mark: 'blunder', exact: false });
    expect(() => reviewMove(0, 'black', 'a1', analysis(scores))).toThrow('The analysis does not score a1');
  });

  it('sums each player up: average loss, mistakes with blunders among them, the largest loss', () => {
    const reviews = [
      reviewMove(0, 'black', 'f5', analysis({ f5: 0, d3: 0 })),
      reviewMove(1, 'white', 'f6', analysis({ d6: 2, f6: -4 })),
      reviewMove(2, 'black', 'e6', analysis({ e6: -10, d3: 2 })),
      reviewMove(3, 'white', 'f4', analysis({ f4: 2, e3: 2 })),
    ];
    const summary = summarize(reviews.values());
    expect(summary.black).toEqual({ moves: 2, averageLoss: 6, mistakes: 1, blunders: 1, largest: reviews[2] });
    expect(summary.white).toEqual({ moves: 2, averageLoss: 3, mistakes: 1, blunders: 0, largest: reviews[1] });
    expect(summarize([]).white).toEqual({ moves: 0, averageLoss: 0, mistakes: 0, blunders: 0, largest: null });
  });
});
