import { describe, expect, it } from 'vitest';
import { okJson, post, problemOf } from '../../test/client.ts';

describe('POST /v1/play', () => {
  it('plays an array of moves from a position, with their flips', async () => {
    const answer = await okJson(await post('/v1/play', { position: 'f5d6', moves: ['c3', 'd3'] }));
    expect(answer).toMatchObject({
      played: [
        { color: 'black', square: 'c3', flips: ['d4'] },
        { color: 'white', square: 'd3', flips: ['d4'] },
      ],
      turn: 'black',
      score: { black: 4, white: 4 },
    });
    // The request's moves are the moves to play; the answer's legal moves have a name of their own.
    expect(answer).not.toHaveProperty('moves');
    expect((answer as { legalMoves: { square: string }[] }).legalMoves.map((move) => move.square)).toEqual(['c2', 'e3', 'c4', 'c5', 'c6', 'c7']);
  });

  it('plays a transcript as the array of its moves', async () => {
    const array = await okJson(await post('/v1/play', { moves: ['f5', 'd6', 'c3'] }));
    expect(await okJson(await post('/v1/play', { moves: 'f5d6c3' }))).toEqual(array);
    expect(await okJson(await post('/v1/moves', { position: 'f5d6c3' }))).toMatchObject({ position: (array as { position: string }).position });
  });

  it('infers a forced pass left out, and answers the end of the game', async () => {
    // White has no move; black's h8 ends the game.
    const answer = await okJson(await post('/v1/play', { position: 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOO- O', moves: ['h8'] }));
    expect(answer).toMatchObject({
      played: [
        { color: 'white', square: 'pa', flips: [] },
        { color: 'black', square: 'h8', flips: ['f8', 'g8'] },
      ],
      gameOver: true,
      result: 'black',
      score: { black: 64, white: 0 },
    });
  });

  it('names an illegal move by its number, from 1 as the detail counts, and plays none of the moves', async () => {
    const problem = await problemOf(await post('/v1/play', { position: 'f5d6', moves: ['c3', 'a1', 'd3'] }), 422);
    expect(problem).toMatchObject({ type: '/docs#illegal-move', move: 'a1', moveNumber: 2, errors: [{ pointer: '#/moves/1' }] });
    expect(problem.detail).toBe('moves[1]: The 2nd move, a1, is illegal: it flanks no black disc');
  });

  it('names an illegal move of a transcript by its number and the character it starts at, from 1', async () => {
    const problem = await problemOf(await post('/v1/play', { moves: 'f5 d6 c3 h8' }), 422);
    expect(problem).toMatchObject({ move: 'h8', moveNumber: 4, character: 10, errors: [{ pointer: '#/moves' }] });
    expect(problem.detail).toBe('moves: The 4th move, h8, is illegal: it flanks no black disc');
  });

  it('refuses what is not a move', async () => {
    const two = await problemOf(await post('/v1/play', { moves: ['f5', 'd6c3'] }), 400);
    expect(two).toMatchObject({ type: '/docs#invalid-move', detail: 'moves[1]: expected one move like "d3" or "pa", got "d6c3"' });
    const junk = await problemOf(await post('/v1/play', { moves: 'f5 z9' }), 400);
    expect(junk).toMatchObject({ type: '/docs#invalid-move', character: 4, errors: [{ pointer: '#/moves' }] });
    const number = await problemOf(await post('/v1/play', { moves: ['f5', 5] }), 400);
    expect(number.detail).toBe('moves[1]: expected a string, got 5');
    const missing = await problemOf(await post('/v1/play', { position: 'f5' }), 400);
    expect(missing.detail).toMatch(/^moves: expected a transcript like "f5d6c3" or an array of moves/);
  });
});
