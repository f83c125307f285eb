import { init } from '@flank/reversi';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BestLines, ResultOf, SearchJob } from '../searcher/protocol.ts';
import { runJob } from '../searcher/run-job.ts';
import { CancelledError, type Lane, type Searcher } from '../searcher/worker-searcher.ts';
import { replay } from '../game/record.ts';
import { AnalysisLane, analysisStep, fromBook } from './analysis-lane.ts';

beforeAll(() => init());

describe('analysisStep', () => {
  it('goes through the play’s levels, then on without end two plies a step, past the top level by depth', () => {
    const steps = Array.from({ length: 12 }, (_, step) => analysisStep([4, 6, 8, 10, 12, 14], step, true));
    expect(steps.map((step) => step!.depth ?? step!.level)).toEqual([4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26]);
    expect(steps[9]).toEqual({ level: 20, depth: 22 });
    expect(analysisStep([4, 6], 2, false)).toBeNull();
    expect(analysisStep([4, 6], 28, true)).toEqual({ level: 20, depth: 60 });
    expect(analysisStep([4, 6], 29, true)).toBeNull();
  });
});

describe('fromBook', () => {
  it('tells the opening book’s lines, found with no search, from searched ones', () => {
    const opening = { rules: { name: 'othello' as const }, start: null, moves: ['f5'] };
    expect(fromBook(runJob({ kind: 'lines', position: opening, options: { level: 20, depth: 60, book: true }, count: 3 }))).toBe(true);
    expect(fromBook(runJob({ kind: 'lines', position: opening, options: { level: 2, book: false }, count: 3 }))).toBe(false);
  });
});

describe('exact lines', () => {
  it('gives every exact line the solver’s proved line to the end, five lines as one', () => {
    // FFO #40: 20 empties, exact at level 10.
    const position = { rules: { name: 'othello' as const }, start: 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X', moves: [] };
    const { lines, nodes } = runJob({ kind: 'lines', position, options: { level: 10, book: false }, count: 5 });
    expect(nodes).toBeGreaterThan(0);
    expect(lines).toHaveLength(5);
    for (const line of lines) {
      expect(line.exact).toBe(true);
      const game = replay(position);
      for (const move of line.pv) game.move(move);
      expect(game.isGameOver()).toBe(true);
      const { black, white } = game.score({ emptiesToWinner: true });
      expect(black - white).toBe(line.black);
    }
  });
});

describe('the analysis stopped by the player', () => {
  /** A searcher whose running job answers, when stopped, with lines whose best move reached `stoppedDepth`. */
  class StoppableSearcher {
    jobs: { job: SearchJob; lane: Lane; resolve(result: unknown): void; reject(error: Error): void }[] = [];
    constructor(public stoppedDepth: number) {}
    run<J extends SearchJob>(job: J, lane: Lane): Promise<ResultOf<J>> {
      return new Promise((resolve, reject) => this.jobs.push({ job, lane, resolve: resolve as (result: unknown) => void, reject }));
    }
    answer(depth: number): void {
      this.jobs.shift()!.resolve(linesAt(depth));
    }
    cancel(): void {
      for (const pending of this.jobs.splice(0)) pending.reject(new CancelledError());
    }
    stop(): void {
      this.answer(this.stoppedDepth);
    }
    useWeights(): void {}
  }
  const linesAt = (depth: number): BestLines => ({
    moves: [{ move: 'd3', score: 0, exact: false, depth, source: 'search' }],
    lines: [{ black: 0, exact: false, depth, pv: ['d3'], source: 'search' }],
    nodes: 1000,
    ms: 1,
  });
  const target = () => ({ position: { rules: { name: 'othello' as const }, start: null, moves: [] }, game: replay({ rules: { name: 'othello' }, start: null, moves: [] }), wanted: true, endless: true, book: false });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** A lane through levels 2 and 4 whose first step answered at depth 2, stopped in its second, which answers at `stoppedDepth`. */
  async function stoppedInSecondStep(stoppedDepth: number) {
    const searcher = new StoppableSearcher(stoppedDepth);
    const lane = new AnalysisLane(searcher as Searcher, () => undefined, () => undefined, [2, 4], 8);
    lane.follow(target());
    searcher.answer(2);
    await settled();
    expect(lane.state).toMatchObject({ depth: 2, step: 0, done: false });
    lane.toggle();
    await settled();
    return { searcher, lane };
  }

  it('shows what the stopped search knew where it went deeper than the last step, and Go searches that step again', async () => {
    const { searcher, lane } = await stoppedInSecondStep(5);
    expect(lane.state).toMatchObject({ depth: 5, step: 0, done: true, lines: [{ depth: 5 }] });
    lane.toggle();
    expect(searcher.jobs.map(({ job }) => job.kind === 'lines' && job.options.level)).toEqual([4]);
  });

  it('keeps the last step’s lines where the stopped search had not gone as deep', async () => {
    const { lane } = await stoppedInSecondStep(1);
    expect(lane.state).toMatchObject({ depth: 2, step: 0, done: true });
  });
});
