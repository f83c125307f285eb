import { beforeAll, describe, expect, it } from 'vitest';
import { caught } from '../../test/support/caught.ts';
import { ReversiError, Reversi, init } from '../node.ts';
import { PROGRESS_EVERY_NODES, type SearchProgress } from './progress.ts';

beforeAll(() => init());

/** FFO #25: 19 empties, two best moves (a5 and g1), about 3.5 M nodes to solve: a few reports, and a tie the line must break alike. */
const FFO_25 = '----X------XXXO--OOOXXXXXOOOOXXO-XXOOXXOOOXOXXXXOOOXX---X-XXXX-- O';
/** FFO #1: 14 empties, one best move, about 75 k nodes. */
const FFO_1 = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';

/** An answer without its time, which alone may differ between runs. */
const timeless = <T extends { ms: number }>({ ms: _ms, ...rest }: T) => rest;

/** Every report a search gives, in order. */
function heard<T>(search: (onProgress: (progress: SearchProgress) => void) => T): { result: T; reports: SearchProgress[] } {
  const reports: SearchProgress[] = [];
  const result = search((progress) => reports.push(progress));
  return { result, reports };
}

describe('onProgress', () => {
  it('solve: the same solution with it as without, and the same reports each time', () => {
    expect(new Reversi(FFO_25).solve()).toMatchObject({ solved: true, score: 0, bestMoves: ['a5', 'g1'] });
    for (const wld of [false, true]) {
      const plain = new Reversi(FFO_25).solve({ wld });
      const watched = heard((onProgress) => new Reversi(FFO_25).solve({ wld, onProgress }));
      expect(timeless(watched.result)).toEqual(timeless(plain));
      const again = heard((onProgress) => new Reversi(FFO_25).solve({ wld, onProgress }));
      expect(again.reports.map(timeless)).toEqual(watched.reports.map(timeless));
    }
  });

  it('solve: the root search about every million nodes, then each other move checked, then the line', () => {
    const { result, reports } = heard((onProgress) => new Reversi(FFO_25).solve({ onProgress }));
    if (!result.solved) throw new Error('FFO #25 is solved without a budget');
    const stages = reports.map(({ stage }) => stage);
    const searching = reports.filter((report) => report.stage === 'search');
    // The root takes most of the nodes: at least one report a million nodes while it runs.
    expect(searching.length).toBeGreaterThanOrEqual(Math.floor(reports.find(({ stage }) => stage !== 'search')!.nodes / PROGRESS_EVERY_NODES) - 1);
    expect(searching.length).toBeGreaterThan(0);
    expect(stages).toEqual([...searching.map(() => 'search'), ...stages.filter((stage) => stage === 'best-moves'), ...stages.filter((stage) => stage === 'line')]);
    const moves = new Reversi(FFO_25).moves().length;
    expect(reports.filter((report) => report.stage === 'best-moves')).toEqual(
      Array.from({ length: moves - 1 }, (_, done) => expect.objectContaining({ score: 0, outcome: 'draw', done, of: moves - 1 })),
    );
    const line = reports.filter((report) => report.stage === 'line');
    expect(line.map((report) => report.stage === 'line' && report.plies)).toEqual(Array.from({ length: line.length }, (_, i) => i + 1));
    expect(line.length).toBeGreaterThanOrEqual(result.pv.length - 1);
    const nodes = reports.map((report) => report.nodes);
    expect(nodes).toEqual([...nodes].sort((a, b) => a - b));
    expect(nodes.at(-1)!).toBeLessThanOrEqual(result.nodes);
    for (const report of searching) if (report.stage === 'search' && report.move !== undefined) expect(report.depth).toBeGreaterThan(0);
  });

  it('solve: stops at the budget as without it', () => {
    const plain = new Reversi(FFO_25).solve({ nodes: 2_000_000 });
    const watched = heard((onProgress) => new Reversi(FFO_25).solve({ nodes: 2_000_000, onProgress }));
    expect(plain).toMatchObject({ solved: false, nodes: 2_000_000 });
    expect(timeless(watched.result)).toEqual(timeless(plain));
    expect(watched.reports.length).toBeGreaterThan(0);
  });

  it('bestMove and analyze: the same answers with it as without', () => {
    const options = { level: 10, book: false } as const;
    const best = heard((onProgress) => new Reversi(FFO_25).bestMove({ ...options, onProgress }));
    expect(timeless(best.result)).toEqual(timeless(new Reversi(FFO_25).bestMove(options)));
    expect(best.reports.every(({ stage }) => stage === 'search')).toBe(true);
    const analysis = heard((onProgress) => new Reversi(FFO_1).analyze({ level: 6, onProgress }));
    expect(timeless(analysis.result)).toEqual(timeless(new Reversi(FFO_1).analyze({ level: 6 })));
    expect(analysis.reports.every(({ stage }) => stage === 'lines')).toBe(true);
  });

  it('analyze: each iteration\'s ranking as it completes, deeper and deeper, every move in each', () => {
    const game = new Reversi('f5d6c3d3c4f4');
    const { result, reports } = heard((onProgress) => game.analyze({ depth: 9, book: false, onProgress }));
    const ranked = reports.flatMap((report) => (report.stage === 'lines' && report.moves.length > 0 ? [report] : []));
    const depths = ranked.map((report) => report.depth);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    expect(new Set(depths).size).toBeGreaterThanOrEqual(5);
    expect(ranked.every((report) => report.moves.length === game.moves().length)).toBe(true);
    expect(ranked.at(-1)!.moves).toEqual(result.moves);
  });

  it('analyze: the exact lines run to the end after the search, told as one ranking that the solves do not change', () => {
    const { result, reports } = heard((onProgress) => new Reversi(FFO_1).analyze({ level: 10, lines: 2, onProgress }));
    const last = reports.at(-1)!;
    expect(last.stage === 'lines' && last.moves).toEqual(result.moves);
    expect(result.moves.every((move) => move.exact && move.pv.length > 1)).toBe(true);
    // Once told, the ranking stands to the end: the solves of its lines change it not.
    const ranking = (report: SearchProgress) => (report.stage === 'lines' ? JSON.stringify([report.depth, report.moves.map(({ move, score }) => `${move} ${score}`)]) : '');
    const told = reports.findIndex((report) => ranking(report) === ranking(last));
    expect(reports.slice(told).every((report) => ranking(report) === ranking(last))).toBe(true);
  });

  it('analyze: an exact search\'s moves as each is proved', () => {
    // Level 10 solves FFO #25's children (18 empties): about a million nodes each.
    const { reports } = heard((onProgress) => new Reversi(FFO_25).analyze({ level: 10, onProgress }));
    const proved = reports.map((report) => (report.stage === 'lines' ? report.moves.filter((move) => move.exact).length : -1));
    expect(proved).toEqual([...proved].sort((a, b) => a - b));
    const moves = new Reversi(FFO_25).moves().length;
    expect(proved.filter((count) => count > 0 && count < moves).length).toBeGreaterThan(2);
  });

  it('a listener that throws stops the search with its error, and leaves the engine whole', () => {
    const stop = new Error('enough');
    let calls = 0;
    let thrown: unknown;
    try {
      new Reversi(FFO_25).solve({
        onProgress: () => {
          calls++;
          throw stop;
        },
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBe(stop);
    expect(calls).toBe(1);
    expect(timeless(new Reversi(FFO_1).solve())).toMatchObject({ solved: true, score: 18, bestMoves: ['g8'] });
    expect(timeless(new Reversi(FFO_25).solve({ wld: true }))).toMatchObject({ solved: true, outcome: 'draw', bestMoves: ['a5', 'g1'] });
  });

  it('must be a function', () => {
    const error = caught(() => new Reversi(FFO_1).solve({ onProgress: 'yes' as never }), ReversiError);
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', message: 'onProgress must be a function, got "yes"' });
    expect(caught(() => new Reversi(FFO_1).bestMove({ onProgress: 1 as never }), ReversiError).message).toBe('onProgress must be a function, got 1');
  });
});
