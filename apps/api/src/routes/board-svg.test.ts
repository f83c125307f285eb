import { Reversi, init } from '@flank/reversi';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { problemOf, request } from '../../test/client.ts';

beforeAll(() => init());

/** The SVG of a successful answer; fails the test, showing the problem, when it is not one. */
async function okSvg(response: Response): Promise<string> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
  return text;
}

const svgOf = (query: Record<string, string>) => request(`/v1/board.svg?${new URLSearchParams(query)}`);

describe('GET /v1/board.svg', () => {
  it('answers the wrapper’s toSVG of the position, as image/svg+xml', async () => {
    expect(await okSvg(await svgOf({ position: 'f5d6c3' }))).toBe(new Reversi('f5d6c3').toSVG());
    expect(await okSvg(await request('/v1/board.svg'))).toBe(new Reversi().toSVG());
    const board = '---------------------------OX------XO--------------------------- X';
    const freePlacement = await okSvg(await svgOf({ position: board, rules: 'free-placement', mustCapture: 'true', legalMoves: 'true' }));
    expect(freePlacement).toBe(new Reversi(board, { rules: { name: 'free-placement', mustCapture: true } }).toSVG({ legalMoves: true }));
  });

  it('takes toSVG’s options as query parameters', async () => {
    const game = new Reversi('f5d6c3d3c4');
    const query = { position: 'f5d6c3d3c4', size: '640', coordinates: 'false', lastMove: 'C4', legalMoves: 'true', hints: 'f4:-1,B3:-4,b5:-6', line: 'f4f6f3', theme: 'dark' };
    const expected = game.toSVG({ size: 640, coordinates: false, lastMove: 'c4', legalMoves: true, hints: { f4: -1, b3: -4, b5: -6 }, line: 'f4f6f3', theme: 'dark' });
    expect(await okSvg(await svgOf(query))).toBe(expected);
    expect(await okSvg(await svgOf({ position: 'f5d6c3', lastMove: 'false' }))).toBe(new Reversi('f5d6c3').toSVG({ lastMove: false }));
    expect(await okSvg(await svgOf({ position: 'f5d6c3', lastMove: 'true', coordinates: 'true' }))).toBe(new Reversi('f5d6c3').toSVG());
  });

  it('is cached as the other GET answers are: Cache-Control, an ETag, 304, the Cache API', async () => {
    const draw = vi.spyOn(Reversi.prototype, 'toSVG');
    const url = '/v1/board.svg?position=f5d6c3d3&legalMoves=true';
    const first = await request(url);
    const body = await okSvg(first);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const tag = first.headers.get('ETag');
    expect(tag).toMatch(/^"[0-9a-f]{40}"$/);
    const again = await request(url, { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(await okSvg(await request(url))).toBe(body);
    expect(draw).toHaveBeenCalledTimes(1);
    draw.mockRestore();
  });

  it('names the parameter in its problems', async () => {
    const cases: [Record<string, string>, number, string, string][] = [
      [{ size: '63' }, 400, 'size', 'size: must be at least 64, got "63"'],
      [{ size: '4097' }, 400, 'size', 'size: must be at most 4096, got "4097"'],
      [{ size: '0x100' }, 400, 'size', 'size: expected a whole number in decimal digits, got "0x100"'],
      // Past 2^53 - 1 and past what a double holds, the bound named is still the parameter's own.
      [{ size: '9'.repeat(50) }, 400, 'size', `size: must be at most 4096, got "${'9'.repeat(50)}"`],
      [{ size: '9'.repeat(400) }, 400, 'size', `size: must be at most 4096, got "${'9'.repeat(80)}…"`],
      [{ coordinates: 'yes' }, 400, 'coordinates', 'coordinates: expected "true", "false", got "yes"'],
      [{ lastMove: 'z9' }, 400, 'lastMove', 'lastMove: expected true, false or a square like d3, got "z9"'],
      [{ lastMove: 'a1' }, 400, 'lastMove', 'lastMove must be a square with a disc on it, got "a1" (empty)'],
      [{ hints: 'd3' }, 400, 'hints', 'hints: expected scores by square like d3:4,c4:-2, got "d3"'],
      [{ hints: 'd3:+4' }, 400, 'hints', 'hints: expected scores by square like d3:4,c4:-2, got "d3:+4"'],
      [{ hints: 'd3:1,D3:2' }, 400, 'hints', 'hints: gives d3 twice'],
      [{ hints: 'd3:65' }, 400, 'hints', 'hints.d3 must be a whole number of discs from -64 to 64, got 65'],
      [{ hints: 'd4:1' }, 400, 'hints', 'hints.d4 must be on an empty square: d4 holds a disc'],
      [{ theme: 'blue' }, 400, 'theme', 'theme: expected "light", "dark", got "blue"'],
      [{ line: 'd3a1' }, 422, 'line', 'line: The 2nd move, a1, is illegal: it flanks no black disc'],
      [{ line: 'd3z9' }, 400, 'line', 'line: Invalid character "z" at character 3 of the transcript (the 2nd move): a move is a column a-h then a row 1-8, or "pa" for a pass'],
      [{ levle: '8' }, 400, 'levle', 'levle: is not one this endpoint takes (see /docs)'],
    ];
    const answered: unknown[] = [];
    for (const [query, status] of cases) {
      const problem = await problemOf(await svgOf(query), status);
      answered.push([query, status, problem.errors?.[0] && 'parameter' in problem.errors[0] ? problem.errors[0].parameter : undefined, problem.detail]);
    }
    expect(answered).toEqual(cases);
    const illegal = await problemOf(await svgOf({ position: 'f5', line: 'f4a1' }), 422);
    expect(illegal).toMatchObject({ type: '/docs#illegal-move', move: 'a1', moveNumber: 2, character: 3 });
    const position = await problemOf(await svgOf({ position: 'f5z9' }), 400);
    expect(position).toMatchObject({ type: '/docs#invalid-position', errors: [{ parameter: 'position' }] });
  });
});
