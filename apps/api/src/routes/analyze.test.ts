import { Reversi, type Analysis as WrapperAnalysis, init } from '@flank/reversi';
import { describe, expect, it } from 'vitest';
import { okJson, post, request } from '../../test/client.ts';

type Analysis = Omit<WrapperAnalysis, 'ms'> & { position: string; level: number };

describe('/v1/analyze', () => {
  it('scores every legal move, best first', async () => {
    const analysis = await okJson<Analysis>(await post('/v1/analyze', { position: 'f5d6c3d3c4', level: 4 }));
    const state = await okJson<{ legalMoves: { square: string }[] }>(await post('/v1/moves', { position: 'f5d6c3d3c4' }));
    expect(analysis.moves.map((m) => m.move).sort()).toEqual(state.legalMoves.map((m) => m.square).sort());
    const scores = analysis.moves.map((m) => m.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(analysis).toMatchObject({ level: 4, opening: { name: 'Tiger', plies: 5 } });
    // The opening book's moves carry its scores; the others are searched.
    expect(analysis.moves.filter((m) => m.source === 'book').length).toBeGreaterThan(0);
    expect(analysis.moves.filter((m) => m.source === 'search').every((m) => m.depth === 4 && !m.exact)).toBe(true);
    const searched = await okJson<Analysis>(await post('/v1/analyze', { position: 'f5d6c3d3c4', level: 4, book: false }));
    expect(searched.moves.every((m) => m.depth === 4 && !m.exact && m.source === 'search')).toBe(true);
    expect(await okJson(await request('/v1/analyze?position=f5d6c3d3c4&level=4&book=false'))).toEqual(searched);
  });

  it('gives exact scores near the end, and the same answer by GET', async () => {
    const position = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';
    const analysis = await okJson<Analysis>(await post('/v1/analyze', { position, level: 8 }));
    // Each move's position is one empty square nearer the end.
    expect(analysis.moves[0]).toEqual({ move: 'g8', score: 18, exact: true, depth: 13, source: 'search' });
    expect(analysis.moves.every((m) => m.exact)).toBe(true);
    expect(await okJson(await request(`/v1/analyze?${new URLSearchParams({ position, level: '8' })}`))).toEqual(analysis);
  });

  it('counts in nodes the one-ply answer each move’s position starts from, beyond the budget, as its schema says', async () => {
    await init();
    const game = new Reversi('f5d6c3d3c4');
    const replies = game.moves().map((move) => new Reversi(`f5d6c3d3c4${move}`).moves().length);
    const analysis = await okJson<Analysis>(await post('/v1/analyze', { position: 'f5d6c3d3c4', nodes: 1, book: false }));
    expect(analysis.nodes).toBe(1 + replies.reduce((sum, count) => sum + count, 0));
    expect(analysis.moves).toHaveLength(game.moves().length);
  });
});
