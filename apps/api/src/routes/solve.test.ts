import { describe, expect, it } from 'vitest';
import { okJson, post, problemOf } from '../../test/client.ts';
import { TEST_VARS } from '../../test/vars.ts';

const FFO_1 = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';

describe('POST /v1/solve', () => {
  it('solves exactly: the score, every best move and a line of perfect play', async () => {
    const solution = await okJson<{ pv: string[] }>(await post('/v1/solve', { position: FFO_1 }));
    expect(solution).toMatchObject({ position: FFO_1, solved: true, score: 18, outcome: 'win', bestMoves: ['g8'] });
    expect(solution.pv[0]).toBe('g8');
    // The line is played to the end of the game.
    expect(await okJson(await post('/v1/play', { position: FFO_1, moves: solution.pv }))).toMatchObject({ gameOver: true });
  });

  it('answers win, draw or loss with wld: the moves that keep the outcome, no score', async () => {
    const solution = await okJson<{ pv: string[] }>(await post('/v1/solve', { position: FFO_1, wld: true }));
    expect(solution).toMatchObject({ position: FFO_1, solved: true, outcome: 'win', bestMoves: ['a2', 'a3', 'g8', 'h1', 'h7'] });
    expect(solution).not.toHaveProperty('score');
    expect(await okJson(await post('/v1/play', { position: FFO_1, moves: solution.pv }))).toMatchObject({ gameOver: true });
    expect((await problemOf(await post('/v1/solve', { position: FFO_1, wld: 'yes' }), 400)).detail).toMatch(/^wld: /);
  });

  it('says when the budget was not enough, and never guesses', async () => {
    const small = await okJson(await post('/v1/solve', { position: 'f5d6c3', nodes: 1000 }));
    expect(small).toEqual({
      position: '------------------X--------XX------OXX-----O-------------------- O',
      rules: { name: 'othello' },
      opening: { name: 'Perpendicular Opening', plies: 2 },
      solved: false,
      move: 'd3',
      depth: 5,
      nodes: 1000,
      detail: `The budget of 1000 nodes ran out before the position was solved: ask for more nodes (up to ${TEST_VARS.MAX_NODES}) or send a position nearer the end`,
    });
    const most = await okJson<{ detail: string }>(await post('/v1/solve', { position: 'f5d6c3', nodes: TEST_VARS.MAX_NODES }));
    expect(most).toMatchObject({ solved: false, nodes: TEST_VARS.MAX_NODES });
    expect(most.detail).toBe(`The budget of ${TEST_VARS.MAX_NODES} nodes, this server’s maximum, ran out before the position was solved: send a position nearer the end`);
  });

  it('when the budget runs out, says what is proved, or else the best move so far as not proved', async () => {
    // FFO #29 (20 empties, +10 by g2): its root is proved at about 940 k nodes, then its 8 other moves are checked.
    const FFO_29 = '-OXXXX----OXXO--XXOOXOOOXXXOOXOOXXOOXOOOXXXXOO-XX-XXO----------- X';
    const searching = await okJson(await post('/v1/solve', { position: FFO_29, nodes: 20_000 }));
    expect(searching).toMatchObject({ solved: false, move: 'g2', depth: 8, nodes: 20_000 });
    expect(searching).not.toHaveProperty('outcome');
    const proved = await okJson(await post('/v1/solve', { position: FFO_29, nodes: 1_000_000 }));
    expect(proved).toMatchObject({ solved: false, score: 10, outcome: 'win', bestMoves: ['g2'], unchecked: ['e8', 'f7', 'f8', 'g6', 'g7'], nodes: 1_000_000 });
    expect(proved).not.toHaveProperty('move');
    expect(proved).not.toHaveProperty('depth');
    // Before the root is proved, its exact pass has proved the score at least +10 (a win) by 900 k nodes.
    const bounded = await okJson(await post('/v1/solve', { position: FFO_29, nodes: 900_000 }));
    expect(bounded).toMatchObject({ solved: false, move: 'g2', depth: 8, scoreAtLeast: 10, outcomeAtLeast: 'win', nodes: 900_000 });
    expect(bounded).not.toHaveProperty('scoreAtMost');
    expect(bounded).not.toHaveProperty('outcome');
  });

  it('takes no level, and refuses a finished game', async () => {
    expect((await problemOf(await post('/v1/solve', { level: 3 }), 400)).detail).toBe('level: is not one this endpoint takes (see /docs)');
    expect((await problemOf(await post('/v1/solve', { position: `${'X'.repeat(63)}O O` }), 422)).type).toBe('/docs#game-over');
  });
});
