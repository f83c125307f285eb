import { Reversi, type Analysis as WrapperAnalysis, init } from '@flank/reversi';
import { describe, expect, it } from 'vitest';
import { okJson, post, problemOf, request } from '../../test/client.ts';
import { TEST_VARS } from '../../test/vars.ts';

type Analysis = Omit<WrapperAnalysis, 'ms'> & { position: string; level: number };

/** Whether each move's line starts with it and is legal, move by move, from the position to its end. */
function linesPlay(position: string, analysis: Analysis): boolean {
  return analysis.moves.every(({ move, pv }) => {
    const game = new Reversi(position);
    try {
      for (const step of pv) game.move(step);
    } catch {
      return false;
    }
    return pv[0] === move;
  });
}

describe('/v1/analyze', () => {
  it('scores every legal move, best first, each with its line', async () => {
    await init();
    const analysis = await okJson<Analysis>(await post('/v1/analyze', { position: 'f5d6c3d3c4', level: 4 }));
    const state = await okJson<{ legalMoves: { square: string }[] }>(await post('/v1/moves', { position: 'f5d6c3d3c4' }));
    expect(analysis.moves.map((m) => m.move).sort()).toEqual(state.legalMoves.map((m) => m.square).sort());
    const scores = analysis.moves.map((m) => m.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(analysis).toMatchObject({ level: 4, opening: { name: 'Tiger', plies: 5 } });
    // The opening book's moves carry its scores and lines; the others are searched.
    expect(analysis.moves.filter((m) => m.source === 'book').length).toBeGreaterThan(0);
    expect(analysis.moves.some((m) => m.source === 'book' && m.pv.length > 1)).toBe(true);
    expect(analysis.moves.filter((m) => m.source === 'search').every((m) => m.depth === 4 && !m.exact)).toBe(true);
    expect(linesPlay('f5d6c3d3c4', analysis)).toBe(true);
    const searched = await okJson<Analysis>(await post('/v1/analyze', { position: 'f5d6c3d3c4', level: 4, book: false }));
    expect(searched.moves.every((m) => m.depth === 4 && !m.exact && m.source === 'search')).toBe(true);
    expect(linesPlay('f5d6c3d3c4', searched)).toBe(true);
    expect(await okJson(await request('/v1/analyze?position=f5d6c3d3c4&level=4&book=false'))).toEqual(searched);
  });

  it('gives exact scores near the end, and the same answer by GET', async () => {
    const position = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';
    const analysis = await okJson<Analysis>(await post('/v1/analyze', { position, level: 8 }));
    // Each move's position is one empty square nearer the end.
    expect(analysis.moves[0]).toMatchObject({ move: 'g8', score: 18, exact: true, depth: 13, source: 'search', pv: expect.arrayContaining(['g8']) });
    expect(analysis.moves.every((m) => m.exact)).toBe(true);
    expect(await okJson(await request(`/v1/analyze?${new URLSearchParams({ position, level: '8' })}`))).toEqual(analysis);
  });

  it('proves the best `lines` moves as the wrapper does, by POST and GET', async () => {
    await init();
    const position = 'f5d6c3d3c4';
    for (const lines of [1, 3]) {
      const analysis = await okJson<Analysis>(await post('/v1/analyze', { position, level: 6, book: false, lines }));
      const { ms: _ms, ...wrapper } = new Reversi(position).analyze({ level: 6, book: false, nodes: TEST_VARS.DEFAULT_NODES, lines });
      expect(analysis).toMatchObject(wrapper);
      expect(analysis.moves).toHaveLength(lines);
      expect(linesPlay(position, analysis)).toBe(true);
      expect(await okJson(await request(`/v1/analyze?position=${position}&level=6&book=false&lines=${lines}`))).toEqual(analysis);
    }
    // More lines than moves: every move.
    const every = await okJson<Analysis>(await post('/v1/analyze', { position, level: 2, book: false, lines: 64 }));
    expect(every.moves).toHaveLength(new Reversi(position).moves().length);
  });

  it('refuses lines out of 1 to 64, naming the field, and best-move takes none', async () => {
    const cases: [unknown, string][] = [
      [0, 'lines: must be at least 1, got 0'],
      [65, 'lines: must be at most 64, got 65'],
      [2.5, 'lines: expected a whole number, got 2.5'],
      ['3', 'lines: expected a number, got "3"'],
    ];
    for (const [lines, detail] of cases) {
      expect(await problemOf(await post('/v1/analyze', { position: 'f5', lines }), 400), String(lines)).toMatchObject({ detail, errors: [{ pointer: '#/lines' }] });
    }
    for (const [lines, detail] of [
      ['65', 'lines: must be at most 64, got "65"'],
      ['three', 'lines: expected a whole number in decimal digits, got "three"'],
    ]) {
      expect(await problemOf(await request(`/v1/analyze?position=f5&lines=${lines}`), 400), lines).toMatchObject({ detail, errors: [{ parameter: 'lines' }] });
    }
    expect((await problemOf(await post('/v1/best-move', { position: 'f5', lines: 2 }), 400)).detail).toBe('lines: is not one this endpoint takes (see /docs)');
    expect((await problemOf(await request('/v1/best-move?position=f5&lines=2'), 400)).errors).toEqual([{ detail: 'is not one this endpoint takes (see /docs)', parameter: 'lines' }]);
    // The table of searches before is the wrapper's choice, never the API's: its answers must not vary.
    expect((await problemOf(await post('/v1/analyze', { position: 'f5', reuseTable: true }), 400)).detail).toBe('reuseTable: is not one this endpoint takes (see /docs)');
  });

  it('counts in nodes the one-ply answer the search starts from, beyond the budget, as its schema says', async () => {
    await init();
    const game = new Reversi('f5d6c3d3c4');
    const analysis = await okJson<Analysis>(await post('/v1/analyze', { position: 'f5d6c3d3c4', nodes: 1, book: false }));
    // A budget of 1 reports the position's moves and 1: each move evaluated once.
    expect(analysis.nodes).toBe(1 + game.moves().length);
    expect(analysis.moves).toHaveLength(game.moves().length);
  });
});
