import { describe, expect, it } from 'vitest';
import { okJson, post, problemOf, request } from '../../test/client.ts';

const START = '---------------------------OX------XO--------------------------- X';

describe('POST /v1/moves', () => {
  it('answers the start when the body names no position, or when there is no body', async () => {
    const expected = {
      position: START,
      rules: { name: 'othello' },
      turn: 'black',
      legalMoves: [
        { color: 'black', square: 'd3', flips: ['d4'] },
        { color: 'black', square: 'c4', flips: ['d4'] },
        { color: 'black', square: 'f5', flips: ['e5'] },
        { color: 'black', square: 'e6', flips: ['e5'] },
      ],
      canPass: false,
      gameOver: false,
      result: null,
      score: { black: 2, white: 2 },
      discsInHand: null,
      opening: null,
    };
    expect(await okJson(await post('/v1/moves', {}))).toEqual(expected);
    expect(await okJson(await request('/v1/moves', { method: 'POST' }))).toEqual(expected);
  });

  it('reads a transcript and a board string alike, and its answer can be sent back', async () => {
    const fromTranscript = await okJson<{ position: string; legalMoves: unknown[] }>(await post('/v1/moves', { position: 'f5d6c3' }));
    expect(fromTranscript).toMatchObject({ turn: 'white', score: { black: 5, white: 2 } });
    expect(fromTranscript.legalMoves).toContainEqual({ color: 'white', square: 'd3', flips: ['d4'] });
    // The same position, but a board string has no moves to name its opening by.
    expect(fromTranscript).toMatchObject({ opening: { name: 'Perpendicular Opening', plies: 2 } });
    expect(await okJson(await post('/v1/moves', { position: fromTranscript.position }))).toEqual({ ...fromTranscript, opening: null });
  });

  it('says when the side to move must pass, and when the game is over', async () => {
    const pass = await okJson(await post('/v1/moves', { position: 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOO- O' }));
    expect(pass).toMatchObject({ turn: 'white', legalMoves: [], canPass: true, gameOver: false, result: null });
    const over = await okJson(await post('/v1/moves', { position: `${'X'.repeat(63)}O O` }));
    expect(over).toMatchObject({ legalMoves: [], canPass: false, gameOver: true, result: 'black', score: { black: 63, white: 1 } });
  });

  it('plays under the rules asked for, by name or with options', async () => {
    const reversi = await okJson(await post('/v1/moves', { rules: 'reversi' }));
    expect(reversi).toMatchObject({ rules: { name: 'reversi' }, discsInHand: { black: 32, white: 32 }, score: { black: 0, white: 0 } });
    const free = await okJson(await post('/v1/moves', { position: 'f5', rules: { name: 'free-placement', mustCapture: true } }));
    expect(free).toMatchObject({ rules: { name: 'free-placement', mustCapture: true, voluntaryPass: false } });
  });

  it('names the offending character of a board string, counting from 1 in the detail and beside it', async () => {
    const problem = await problemOf(await post('/v1/moves', { position: `---Z${'-'.repeat(60)} X` }), 400);
    expect(problem).toMatchObject({ type: '/docs#invalid-position', character: 4, errors: [{ pointer: '#/position' }] });
    expect(problem.detail).toMatch(/^position: Invalid character "Z" at character 4 of the board string/);
    expect(problem).not.toHaveProperty('index');
  });

  it('names an illegal move of a transcript: which one, and where, counting from 1 as the detail does', async () => {
    const problem = await problemOf(await post('/v1/moves', { position: 'f5 d6 a1' }), 422);
    expect(problem).toMatchObject({ type: '/docs#illegal-move', move: 'a1', moveNumber: 3, character: 7, errors: [{ pointer: '#/position' }] });
    expect(problem).not.toHaveProperty('moveIndex');
    expect(problem.detail).toBe('position: The 3rd move, a1, is illegal: it flanks no white disc');
  });

  it('refuses an unknown rule set and options a rule set does not take', async () => {
    const unknown = await problemOf(await post('/v1/moves', { rules: { name: 'chess' } }), 400);
    expect(unknown).toMatchObject({ type: '/docs#invalid-rules', errors: [{ pointer: '#/rules/name' }] });
    expect(unknown.detail).toBe('rules.name: expected "othello", "reversi", "free-placement", got "chess"');
    const option = await problemOf(await post('/v1/moves', { rules: { name: 'othello', mustCapture: true } }), 400);
    expect(option.detail).toBe('rules: Rule set othello takes no options, got "mustCapture"');
  });

  it('refuses fields it does not take, and fields of the wrong type', async () => {
    const stray = await problemOf(await post('/v1/moves', { position: 'f5', level: 3 }), 400);
    expect(stray).toMatchObject({ type: '/docs#invalid-request', detail: 'level: is not one this endpoint takes (see /docs)' });
    const wrong = await problemOf(await post('/v1/moves', { position: 37 }), 400);
    expect(wrong).toMatchObject({ type: '/docs#invalid-position', detail: 'position: expected a string, got 37' });
  });
});

describe('GET /v1/moves', () => {
  it('answers as POST does, the position and rules in the query string, as the other reads take them', async () => {
    expect(await okJson(await request('/v1/moves?position=f5d6c3'))).toEqual(await okJson(await post('/v1/moves', { position: 'f5d6c3' })));
    expect(await okJson(await request('/v1/moves'))).toEqual(await okJson(await post('/v1/moves', {})));
    const board = '---------------------------OX------XO--------------------------- X';
    const posted = await okJson(await post('/v1/moves', { position: board, rules: { name: 'free-placement', mustCapture: true } }));
    expect(await okJson(await request(`/v1/moves?${new URLSearchParams({ position: board, rules: 'free-placement', mustCapture: 'true' })}`))).toEqual(posted);
    const response = await request('/v1/moves?position=f5');
    expect(response.headers.get('ETag')).toMatch(/^"/);
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=/);
  });

  it('names the parameter in its problems', async () => {
    const bad = await problemOf(await request('/v1/moves?position=f5d9'), 400);
    expect(bad).toMatchObject({ type: '/docs#invalid-position', character: 4, errors: [{ parameter: 'position' }] });
    const unknown = await problemOf(await request('/v1/moves?level=3'), 400);
    expect(unknown.errors).toEqual([{ detail: 'is not one this endpoint takes (see /docs)', parameter: 'level' }]);
    const illegal = await problemOf(await request('/v1/moves?position=f5d6a1'), 422);
    expect(illegal).toMatchObject({ type: '/docs#illegal-move', moveNumber: 3, character: 5, errors: [{ parameter: 'position' }] });
  });

  it('says that a parameter given more than once must be given once, quoting each value', async () => {
    const twice = await problemOf(await request('/v1/moves?position=f5&position=f5d6'), 400);
    expect(twice).toMatchObject({ detail: 'position: is given 2 times ("f5", "f5d6"): give it once', errors: [{ parameter: 'position' }] });
    const more = await problemOf(await request('/v1/best-move?level=1&rules=othello&level=2&level=3&rules=othello'), 400);
    expect(more.errors).toEqual([
      { detail: 'is given 2 times ("othello", "othello"): give it once', parameter: 'rules' },
      { detail: 'is given 3 times ("1", "2", "3"): give it once', parameter: 'level' },
    ]);
    // A parameter no endpoint takes is said to be one, however often it is given.
    expect((await problemOf(await request('/v1/moves?levle=1&levle=2'), 400)).detail).toBe('levle: is not one this endpoint takes (see /docs)');
  });
});
