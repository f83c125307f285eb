import { describe, expect, it } from 'vitest';
import { okJson, post, problemOf, request } from '../test/client.ts';

const BO_START = '8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *';
/** f5 d6 c3 d3 c4, the Tiger, as NBoard would send it. */
const TIGER = `(;GM[Othello]PC[NBoard]PB[ann]PW[bob]TI[5:00]TY[8]BO[${BO_START}]B[F5//1.20]W[D6/-0.50/2.00]B[C3]W[D3]B[C4];)`;
/** FFO position 1 (black to move), as a GGF game from a set-up board. */
const FFO_1 = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';
const FFO_1_GAME = `(;GM[Othello]TY[8]BO[8 ${FFO_1.slice(0, 64).replaceAll('X', '*')} *];)`;

describe('boards no game reaches', () => {
  it('are an invalid position (400) at every endpoint, with the wrapper\'s reason, not a finished game', async () => {
    const reason = 'No othello game reaches this board: a centre square (d4, e4, d5, e5) is empty, but othello starts with the four of them filled and never empties one';
    for (const position of [`${'-'.repeat(64)} X`, `X${'-'.repeat(63)} O`]) {
      for (const path of ['/v1/moves', '/v1/best-move', '/v1/analyze', '/v1/solve', '/v1/play']) {
        const problem = await problemOf(await post(path, path === '/v1/play' ? { position, moves: 'pa' } : { position }), 400);
        expect(problem, `${path} ${position}`).toMatchObject({ type: '/docs#invalid-position', detail: `position: ${reason}`, errors: [{ pointer: '#/position' }] });
      }
      const image = await problemOf(await request(`/v1/board.svg?${new URLSearchParams({ position })}`), 400);
      expect(image).toMatchObject({ type: '/docs#invalid-position', errors: [{ parameter: 'position' }] });
    }
    const detached = `X${'-'.repeat(26)}OX------XO${'-'.repeat(27)} O`;
    const free = await problemOf(await post('/v1/moves', { position: detached, rules: 'free-placement' }), 400);
    expect(free.detail).toBe("position: No free-placement game reaches this board: a1 is cut off from the centre's discs, but free-placement places every disc next to one already on the board");
  });
});

describe('the game field: a GGF game wherever a position is taken', () => {
  it('answers a game as it answers its transcript, opening included', async () => {
    const fromTranscript = await okJson(await post('/v1/moves', { position: 'f5d6c3d3c4' }));
    expect(await okJson(await post('/v1/moves', { game: TIGER }))).toEqual(fromTranscript);
    expect(await okJson(await post('/v1/moves', { game: TIGER, rules: 'othello' }))).toEqual(fromTranscript);
    expect(fromTranscript).toMatchObject({ opening: { name: 'Tiger', plies: 5 } });
  });

  it('plays on from a game, and searches and solves it, by POST and by GET', async () => {
    expect(await okJson(await post('/v1/play', { game: TIGER, moves: ['f4'] }))).toEqual(await okJson(await post('/v1/play', { position: 'f5d6c3d3c4', moves: ['f4'] })));
    const best = await okJson(await post('/v1/best-move', { game: TIGER, level: 3, book: false }));
    expect(best).toEqual(await okJson(await post('/v1/best-move', { position: 'f5d6c3d3c4', level: 3, book: false })));
    expect(await okJson(await request(`/v1/best-move?${new URLSearchParams({ game: TIGER, level: '3', book: 'false' })}`))).toEqual(best);
    expect(await okJson(await request(`/v1/analyze?${new URLSearchParams({ game: TIGER, level: '2' })}`))).toEqual(
      await okJson(await post('/v1/analyze', { position: 'f5d6c3d3c4', level: 2 })),
    );
    expect(await okJson(await post('/v1/solve', { game: FFO_1_GAME }))).toMatchObject({ position: FFO_1, solved: true, score: 18, bestMoves: ['g8'] });
  });

  it('refuses a game beside a position, naming the field', async () => {
    const problem = await problemOf(await post('/v1/moves', { position: 'f5', game: TIGER }), 400);
    expect(problem).toMatchObject({ type: '/docs#invalid-request', detail: 'game: send either a position or a game, not both', errors: [{ pointer: '#/game' }] });
    const query = await problemOf(await request(`/v1/best-move?${new URLSearchParams({ position: 'f5', game: TIGER })}`), 400);
    expect(query).toMatchObject({ type: '/docs#invalid-request', errors: [{ parameter: 'game' }] });
  });

  it('names the field and the character, from 1, of a game it cannot read', async () => {
    const game = '(;GM[Othello]B[f5]W[Z9];)';
    const problem = await problemOf(await post('/v1/moves', { game }), 400);
    expect(problem).toMatchObject({ type: '/docs#invalid-game', character: game.indexOf('Z9') + 1, errors: [{ pointer: '#/game' }] });
    expect(problem.detail).toBe('game: GGF: bad move "Z9" in field W at character 21: expected a square like F5 or PA, then optionally /evaluation/time');
    const amazons = await problemOf(await post('/v1/moves', { game: '(;GM[Amazons];)' }), 400);
    expect(amazons).toMatchObject({ type: '/docs#invalid-game', character: 6, detail: 'game: GGF: game "Amazons" in field GM at character 6: Flank reads Othello only' });
    const wrong = await problemOf(await post('/v1/moves', { game: 37 }), 400);
    expect(wrong).toMatchObject({ type: '/docs#invalid-game', detail: 'game: expected a string, got 37' });
    expect((await problemOf(await post('/v1/moves', { game: `(;${'B[f5]'.repeat(2000)};)` }), 400)).type).toBe('/docs#invalid-game');
  });

  it('names an illegal move of a game: the move, its number among the game’s moves and its character, counting from 1 as the detail does', async () => {
    const game = '(;GM[Othello]B[f5]W[d6]B[a1];)';
    const problem = await problemOf(await post('/v1/play', { game, moves: ['d3'] }), 422);
    expect(problem).toMatchObject({ type: '/docs#illegal-move', move: 'a1', moveNumber: 3, character: game.indexOf('a1') + 1, errors: [{ pointer: '#/game' }] });
    expect(problem.detail).toBe(`game: GGF: illegal move 3 "a1" in field B at character ${game.indexOf('a1') + 1}: it flanks no white disc`);
  });

  it('refuses another rule set with a game: GGF games are othello', async () => {
    const problem = await problemOf(await post('/v1/moves', { game: TIGER, rules: 'reversi' }), 400);
    expect(problem).toMatchObject({ type: '/docs#invalid-rules', detail: 'rules: a GGF game is played under the othello rules, not reversi', errors: [{ pointer: '#/rules' }] });
  });
});
