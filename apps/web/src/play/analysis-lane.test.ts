import { init, stopSearchesWhen } from '@flank/reversi';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BestLines, type RankedMoves, type ResultOf, STOP_FLAG, type SearchJob } from '../searcher/protocol.ts';
import { runJob } from '../searcher/run-job.ts';
import { CancelledError, type Lane, type Searcher } from '../searcher/worker-searcher.ts';
import { replay } from '../game/record.ts';
import { AnalysisLane, type AnalysisTarget, fromBook, linesFromBook, passed } from './analysis-lane.ts';

beforeAll(() => init());

/** FFO #40: 20 empties, exact at level 10. */
const FFO_40 = { rules: { name: 'othello' as const }, start: 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X', moves: [] };
/** Out of the book, 54 empties: a midgame. */
const MIDGAME = { rules: { name: 'othello' as const }, start: null, moves: ['f5', 'd6', 'c5', 'f4', 'e3', 'f6'] };

describe('fromBook', () => {
  it('tells the opening book’s lines, found with no search, from searched ones', () => {
    const opening = { rules: { name: 'othello' as const }, start: null, moves: ['f5'] };
    expect(fromBook(runJob({ kind: 'lines', position: opening, options: { level: 20, depth: 60, book: true, lines: 3 } }))).toBe(true);
    expect(fromBook(runJob({ kind: 'lines', position: opening, options: { level: 2, book: false, lines: 3 } }))).toBe(false);
  });

  it('tells lines all from the book beside a search of the other moves (the page then says whose depth it shows)', () => {
    // The book has the best 3 of this position's moves, not every move.
    const position = { rules: { name: 'othello' as const }, start: null, moves: ['f5', 'f6', 'd3', 'f4'] };
    const ranked = runJob({ kind: 'lines', position, options: { level: 4, book: true, lines: 3 } });
    expect(ranked.nodes).toBeGreaterThan(0);
    expect([fromBook(ranked), linesFromBook(ranked.moves)]).toEqual([false, true]);
    expect(linesFromBook(runJob({ kind: 'lines', position, options: { level: 4, book: false, lines: 3 } }).moves)).toBe(false);
  });
});

describe('a lines job', () => {
  it('gives every exact line the solver’s proved line to the end, five lines as one', () => {
    const { moves, nodes } = runJob({ kind: 'lines', position: FFO_40, options: { level: 10, book: false, lines: 5 } });
    expect(nodes).toBeGreaterThan(0);
    expect(moves).toHaveLength(5);
    for (const { exact, score, pv } of moves) {
      expect(exact).toBe(true);
      const game = replay(FFO_40);
      for (const move of pv) game.move(move);
      expect(game.isGameOver()).toBe(true);
      const { black, white } = game.score({ emptiesToWinner: true });
      expect(black - white).toBe(score); // black is to move
    }
  });

  it('deepens in one search, telling each iteration’s ranking, and answers its last', () => {
    const told: RankedMoves[] = [];
    const answer = runJob({ kind: 'lines', position: MIDGAME, options: { level: 9, book: false, lines: 3 } }, (ranked) => told.push(ranked));
    const depths = [...new Set(told.map((ranked) => ranked.depth))];
    expect(depths.length).toBeGreaterThanOrEqual(3);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    expect(depths.at(-1)).toBe(9);
    const nodes = told.map((ranked) => ranked.nodes);
    expect(nodes).toEqual([...nodes].sort((a, b) => a - b)); // one search: its nodes only grow
    expect(answer).toMatchObject({ depth: 9, stopped: false, moves: told.at(-1)!.moves });
    for (const ranked of told) expect(ranked.moves.length).toBeLessThanOrEqual(3);
  });

  it('goes on with the table the last search left: the same search again takes fewer nodes', () => {
    const job = { kind: 'lines', position: MIDGAME, options: { level: 10, book: false, lines: 2 } } as const;
    runJob({ kind: 'lines', position: FFO_40, options: { level: 4, book: false, lines: 1 } }); // another position's entries first
    const first = runJob(job);
    const again = runJob(job);
    expect(again.nodes).toBeLessThan(first.nodes);
    expect(again.depth).toBe(first.depth);
  });

  it('fresh, on an emptied table: the same search again takes as many nodes as on any other', () => {
    const job = { kind: 'lines', position: MIDGAME, options: { level: 10, book: false, lines: 2 } } as const;
    runJob({ kind: 'lines', position: FFO_40, options: { level: 4, book: false, lines: 1 } });
    const first = runJob({ ...job, fresh: true });
    runJob(job);
    const again = runJob({ ...job, fresh: true });
    expect([again.nodes, again.moves]).toEqual([first.nodes, first.moves]);
  });

  it('answers, when stopped, what it knew, and says it was stopped', () => {
    // The worker's flag, as the page raises it (the wrapper reads it with its clock).
    const stop = new Int32Array(1);
    stopSearchesWhen(stop);
    try {
      const answer = runJob(
        { kind: 'lines', position: MIDGAME, options: { level: 20, depth: 60, book: false, lines: 2 } },
        (ranked) => {
          if (ranked.depth >= 6) stop[0] = STOP_FLAG.answering;
        },
        () => stop[0] !== STOP_FLAG.searching,
      );
      expect(answer.stopped).toBe(true);
      expect(answer.depth).toBeGreaterThanOrEqual(6);
      expect(answer.depth).toBeLessThan(60);
      expect(answer.moves).toHaveLength(2);
    } finally {
      stopSearchesWhen(undefined);
    }
  });
});

describe('passed', () => {
  it('says whether a ranking has gone as far as a bound: its depth or its nodes', () => {
    const ranked = (depth: number, nodes: number): RankedMoves => ({ moves: [], depth, nodes, ms: 1 });
    expect(passed(ranked(14, 10), { level: 14 })).toBe(true);
    expect(passed(ranked(13, 10), { level: 14, nodes: 100 })).toBe(false);
    expect(passed(ranked(13, 100), { level: 14, nodes: 100 })).toBe(true);
    expect(passed(ranked(20, 0), { level: 20, depth: 60 })).toBe(false);
  });
});

describe('the analysis lane', () => {
  /** A searcher that runs nothing by itself: the test tells each job's rankings and answers, as the worker would. */
  class ScriptedSearcher implements Searcher {
    jobs: { job: Extract<SearchJob, { kind: 'lines' }>; lane: Lane; told(ranked: RankedMoves): void; resolve(result: BestLines): void; reject(error: Error): void }[] = [];
    lowered: Lane[] = [];
    stopped = 0;
    run<J extends SearchJob>(job: J, lane: Lane, onProgress?: (progress: never) => void): Promise<ResultOf<J>> {
      if (job.kind !== 'lines') throw new Error(`no ${job.kind} job here`);
      return new Promise((resolve, reject) =>
        this.jobs.push({ job, lane, told: (onProgress ?? (() => undefined)) as (ranked: RankedMoves) => void, resolve: resolve as (result: BestLines) => void, reject }),
      );
    }
    /** The oldest job's ranking at `depth` (its nodes a thousand a ply). */
    tell(depth: number): void {
      this.jobs[0]!.told(rankedAt(depth));
    }
    answer(depth: number, stopped = false): void {
      this.jobs.shift()!.resolve({ ...rankedAt(depth), stopped });
    }
    cancel(): void {
      for (const pending of this.jobs.splice(0)) pending.reject(new CancelledError());
    }
    stop(): void {
      this.stopped++;
    }
    lower(lane: Lane): void {
      if (this.jobs[0]?.lane === lane) this.lowered.push(lane);
    }
    useWeights(): void {}
  }
  const rankedAt = (depth: number): RankedMoves => ({
    moves: [
      { move: 'd3', score: 2, exact: false, depth, source: 'search', pv: ['d3', 'c5'] },
      { move: 'c4', score: 0, exact: false, depth, source: 'search', pv: ['c4', 'e3'] },
    ],
    depth,
    nodes: 1000 * depth,
    ms: depth,
  });
  const at = (moves: string[], changes: Partial<AnalysisTarget> = {}): AnalysisTarget => {
    const position = { rules: { name: 'othello' as const }, start: null, moves };
    return { position, game: replay(position), wanted: true, endless: true, book: false, lines: 2, ...changes };
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  const PLAY = { level: 4 };
  const DEEPEST = { level: 8, depth: 12 };
  const lane = (searcher: ScriptedSearcher) => new AnalysisLane(searcher, () => undefined, () => undefined, PLAY, DEEPEST);

  it('shows each ranking of its one search as it comes, as lines scored for black', async () => {
    const searcher = new ScriptedSearcher();
    const analysis = lane(searcher);
    analysis.follow(at(['f5']));
    expect(searcher.jobs.map(({ job, lane }) => [job.options, lane])).toEqual([[{ level: 8, depth: 12, book: false, lines: 2 }, 'analysis']]);
    expect(analysis.state).toBeNull();
    for (const depth of [1, 2, 3]) {
      searcher.tell(depth);
      expect(analysis.state).toMatchObject({ depth, nodes: 1000 * depth, done: false });
    }
    // White is to move after f5: black's scores are the opposite of the mover's.
    expect(analysis.state!.lines.map((line) => [line.pv, line.black])).toEqual([
      [['d3', 'c5'], -2],
      [['c4', 'e3'], -0],
    ]);
    expect(searcher.jobs).toHaveLength(1); // no new job from depth to depth
    searcher.answer(12);
    await settled();
    expect(analysis.state).toMatchObject({ depth: 12, done: true });
    expect(analysis.running).toBe(false);
  });

  it('in Analyse, lowers its search to deepening work past Play’s bound; cut short so, goes on in the deepening lane', async () => {
    const searcher = new ScriptedSearcher();
    const analysis = lane(searcher);
    analysis.follow(at(['f5']));
    searcher.tell(3);
    expect(searcher.lowered).toEqual([]);
    searcher.tell(4);
    expect(searcher.lowered).toEqual(['analysis']);
    // It gave way to another job: it answers what it knew, and goes on after it.
    searcher.answer(5, true);
    await settled();
    expect(analysis.state).toMatchObject({ depth: 5, done: false });
    expect(searcher.jobs.map(({ lane }) => lane)).toEqual(['deepen']);
    // Cancelled where it could not be stopped: it goes on as well.
    searcher.jobs.shift()!.reject(new CancelledError());
    await settled();
    expect(searcher.jobs.map(({ lane }) => lane)).toEqual(['deepen']);
    // Shallower rankings of the search that goes on do not replace the deepest.
    searcher.tell(3);
    expect(analysis.state).toMatchObject({ depth: 5 });
    searcher.tell(6);
    expect(analysis.state).toMatchObject({ depth: 6 });
  });

  it('in Play, stops at Play’s bound and never lowers its search', async () => {
    const searcher = new ScriptedSearcher();
    const analysis = lane(searcher);
    analysis.follow(at(['f5'], { endless: false }));
    expect(searcher.jobs[0]!.job.options).toEqual({ level: 4, book: false, lines: 2 });
    searcher.tell(4);
    expect(searcher.lowered).toEqual([]);
    searcher.answer(4);
    await settled();
    expect(analysis.state).toMatchObject({ depth: 4, done: true });
    expect(searcher.jobs).toEqual([]);
  });

  it('shows the deepest analysis of a position at once on a return, and goes on from it unless it is done', async () => {
    const searcher = new ScriptedSearcher();
    const analysis = lane(searcher);
    analysis.follow(at(['f5']));
    searcher.tell(7);
    analysis.follow(at(['f5', 'd6'])); // cancels the search of f5
    expect(analysis.state).toBeNull();
    searcher.answer(12);
    await settled();
    expect(analysis.state).toMatchObject({ depth: 12, done: true });
    analysis.follow(at(['f5']));
    expect(analysis.state).toMatchObject({ depth: 7, done: false });
    expect(searcher.jobs.map(({ job }) => job.position.moves)).toEqual([['f5']]);
    searcher.tell(5); // on the table the search left, it starts again from the first iterations
    expect(analysis.state).toMatchObject({ depth: 7 });
    searcher.tell(8);
    expect(analysis.state).toMatchObject({ depth: 8 });
    // Done: back at it, nothing more to search.
    analysis.follow(at(['f5', 'd6']));
    expect(analysis.state).toMatchObject({ depth: 12, done: true });
    expect(searcher.jobs).toEqual([]);
    // What Play reached whole is done in Play, not in Analyse.
    analysis.follow(at(['f5', 'd6', 'c3'], { endless: false }));
    searcher.answer(4);
    await settled();
    analysis.follow(at(['f5', 'd6', 'c3'], { endless: false }));
    expect([analysis.state?.done, searcher.jobs.length]).toEqual([true, 0]);
    analysis.follow(at(['f5', 'd6', 'c3']));
    expect([analysis.state?.done, searcher.jobs.length]).toEqual([false, 1]);
  });

  it('serves fewer lines from an analysis of more, never more; a change of the evaluation forgets them all', async () => {
    const searcher = new ScriptedSearcher();
    const analysis = lane(searcher);
    analysis.follow(at(['f5'], { lines: 3 }));
    searcher.answer(12);
    await settled();
    analysis.follow(at(['f5'], { lines: 1 }));
    expect(analysis.state).toMatchObject({ depth: 12, done: true });
    analysis.follow(at(['f5'], { lines: 5 }));
    expect(analysis.state).toBeNull();
    analysis.follow(at(['f5'], { lines: undefined })); // every move, for hints
    expect(analysis.state).toBeNull();
    searcher.answer(12);
    await settled();
    analysis.follow(at(['f5'], { lines: 5 }));
    expect(analysis.state).toMatchObject({ depth: 12 });
    analysis.follow(at(['f5'], { lines: 5, book: true }));
    expect(analysis.state).toBeNull();
    analysis.clear();
    analysis.follow(at(['f5'], { lines: 1 }));
    expect(analysis.state).toBeNull();
  });

  it('stopped by the player, shows what its search knew and stays stopped; Go searches again from the deepest', async () => {
    const searcher = new ScriptedSearcher();
    const analysis = lane(searcher);
    analysis.follow(at(['f5']));
    searcher.tell(6);
    analysis.toggle();
    expect([analysis.stopped, searcher.stopped, analysis.state?.done]).toEqual([true, 1, true]);
    searcher.answer(7, true);
    await settled();
    expect(analysis.state).toMatchObject({ depth: 7, done: true });
    expect(searcher.jobs).toEqual([]); // no going on
    analysis.follow(at(['f5', 'd6']));
    expect(searcher.jobs).toEqual([]);
    analysis.follow(at(['f5']));
    expect(analysis.state).toMatchObject({ depth: 7, done: true });
    analysis.toggle();
    expect(analysis.state).toMatchObject({ depth: 7, done: false });
    expect(searcher.jobs.map(({ lane }) => lane)).toEqual(['analysis']);
  });

  it('in Analyse, where the deepest level solves slowly, searches the midgame first, then solves on an emptied table', async () => {
    const searcher = new ScriptedSearcher();
    // f5 leaves 59 empties: inside this range, as 26-31 are on the page.
    const analysis = new AnalysisLane(searcher, () => undefined, () => undefined, PLAY, DEEPEST, { bound: { level: 4, depth: 6 }, fromEmpties: 59, toEmpties: 59 });
    analysis.follow(at(['f5']));
    expect(searcher.jobs.map(({ job, lane }) => [job.options, job.fresh, lane])).toEqual([[{ level: 4, depth: 6, book: false, lines: 2 }, undefined, 'analysis']]);
    searcher.tell(6);
    searcher.answer(6);
    await settled();
    expect(analysis.state).toMatchObject({ depth: 6, done: false });
    expect(searcher.jobs.map(({ job, lane }) => [job.options, job.fresh, lane])).toEqual([[{ level: 8, depth: 12, book: false, lines: 2 }, true, 'deepen']]);
    // Cut short, the solve goes on from its own table.
    searcher.answer(7, true);
    await settled();
    expect(searcher.jobs.map(({ job }) => [job.options.level, job.fresh])).toEqual([[8, undefined]]);
    searcher.answer(12);
    await settled();
    expect(analysis.state).toMatchObject({ depth: 12, done: true });
    // Outside the range, and on a return once the midgame is kept, the deepest search at once.
    analysis.follow(at(['f5', 'd6']));
    expect(searcher.jobs.map(({ job }) => [job.options.level, job.fresh])).toEqual([[8, undefined]]);
  });
});
