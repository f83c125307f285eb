import { describe, expect, it } from 'vitest';
import { boundText, progressText } from './progress-text.ts';

describe('progressText', () => {
  it('says what each stage has found or proved, then the nodes, the time and the pace', () => {
    const at = { nodes: 1.23e9, ms: 95_000 };
    expect(progressText('solving', 34, { stage: 'search', move: undefined, depth: 0, nodes: 950, ms: 0.5 })).toBe('solving: searching; 950 nodes, 0.0 s');
    const line = { move: 'd3', score: 2, exact: false, depth: 1, source: 'search' as const, pv: ['d3'] };
    expect(progressText('analyzing', 20, { stage: 'lines', depth: 1, moves: [line], nodes: 0, ms: 12 })).toBe('analyzing: depth 1, best so far d3 +2; 0 nodes, 0.0 s');
    expect(progressText('analyzing', 20, { stage: 'lines', depth: 0, moves: [], nodes: 0, ms: 12 })).toBe('analyzing: searching; 0 nodes, 0.0 s');
    expect(progressText('solving', 34, { stage: 'search', move: 'g8', depth: 8, nodes: 45_600_000, ms: 4_200 })).toBe(
      'solving: best so far g8, from a search 8 plies deep; 45.6 M nodes, 4.2 s, 10.9 M nodes/s',
    );
    expect(progressText('solving', 34, { stage: 'search', move: 'pa', depth: 34, ...at })).toBe(
      'solving: best so far pa, from a selective solve to the end; 1.23 G nodes, 1 min 35 s, 12.9 M nodes/s',
    );
    expect(progressText('analyzing', 20, { stage: 'lines', depth: 7, moves: [{ ...line, score: -3, depth: 7 }], nodes: 12_345, ms: 3_725_000 })).toBe(
      'analyzing: depth 7, best so far d3 -3; 12.3 k nodes, 1 h 02 min, 3 nodes/s',
    );
    expect(progressText('solving', 34, { stage: 'best-moves', score: 18, outcome: 'win', done: 2, of: 9, ...at })).toContain('solving: score +18 proved; checking the other moves, 3 of 9; ');
    expect(progressText('solving', 34, { stage: 'best-moves', score: undefined, outcome: 'loss', done: 0, of: 1, ...at })).toContain(': loss proved; ');
    expect(progressText('solving', 34, { stage: 'line', score: -4, outcome: 'loss', plies: 12, ...at })).toContain(': score -4 proved; following the line, 12 plies; ');
    expect(progressText('solving', 34, { stage: 'line', score: -4, outcome: 'loss', plies: 1, ...at })).toContain(': score -4 proved; following the line, 1 ply; ');
  });
});

describe('boundText', () => {
  it("says a stopped solve's bounds on the score, or under wld the outcomes they decide, and nothing when none is proved", () => {
    expect(boundText({ scoreAtLeast: 38, outcomeAtLeast: 'win' })).toBe('score at least +38 proved');
    expect(boundText({ scoreAtMost: 0, outcomeAtMost: 'draw' })).toBe('score at most 0 proved');
    expect(boundText({ scoreAtLeast: -4, scoreAtMost: 2, outcomeAtMost: undefined })).toBe('score at least -4 and at most +2 proved');
    expect(boundText({ scoreAtLeast: 4, scoreAtMost: 4, outcomeAtLeast: 'win' })).toBe('score +4 proved');
    expect(boundText({ outcomeAtLeast: 'draw' })).toBe('at least a draw proved');
    expect(boundText({ outcomeAtMost: 'draw' })).toBe('at most a draw proved');
    expect(boundText({ outcomeAtLeast: 'draw', outcomeAtMost: 'draw' })).toBe('draw proved');
    expect(boundText({ outcomeAtLeast: 'win' })).toBe('win proved');
    expect(boundText({ outcomeAtMost: 'loss' })).toBe('loss proved');
    expect(boundText({})).toBeUndefined();
  });
});
