// No input may produce a 500: generated requests, malformed, mistyped, oversized or merely odd,
// must each get a success or a well-formed problem of a client-error status.
import { Reversi, init, type RulesInput } from '@flank/reversi';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { request } from './client.ts';

beforeAll(() => init());

const CLIENT_ERRORS = [400, 404, 405, 413, 415, 422];
const GET_PATHS = ['/v1/moves', '/v1/best-move', '/v1/analyze', '/v1/board.svg'];
const RULE_SETS: RulesInput[] = ['othello', 'reversi', 'free-placement', { name: 'free-placement', mustCapture: true }, { name: 'free-placement', voluntaryPass: true }];

/** A game played from the start by random legal moves and passes, stopped anywhere up to its end. */
const playedGame = fc.record({ rules: fc.constantFrom(...RULE_SETS), choices: fc.array(fc.nat(), { maxLength: 80 }) }).map(({ rules, choices }) => {
  const game = new Reversi(undefined, { rules });
  for (const choice of choices) {
    if (game.isGameOver()) break;
    const moves = game.moves();
    // Passes by choice, where the rules allow them, often enough to reach their corner cases.
    if (moves.length === 0 || (game.canPass() && choice % 4 === 0)) game.pass();
    else game.move(moves[choice % moves.length]!);
  }
  return game;
});

/** A position from a real game, as a transcript or a board string. */
const realPosition = (game: Reversi) => fc.constantFrom(game.transcript({ passes: true }), game.toString());

/** Positions that cannot be read. */
const brokenPosition = fc.oneof(
  fc
    .tuple(fc.array(fc.constantFrom('X', 'O', '-', '.', 'x', 'o', 'b', 'w', '*', 'Z', ' ', '😀'), { minLength: 60, maxLength: 68 }), fc.constantFrom('', ' X', ' O', 'X', ' Q', ' X junk'))
    .map(([squares, side]) => squares.join('') + side),
  fc.array(fc.constantFrom('f5', 'd6', 'c3', 'pa', 'a1', 'i9', 'z', ' '), { maxLength: 30 }).map((moves) => moves.join('')),
);

/** Rule sets: every real one, and names and options that are not. */
const rules = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...RULE_SETS) },
  { weight: 1, arbitrary: fc.constantFrom('chess', '', 'OTHELLO', { name: 'othello', mustCapture: true }, { name: 'go' }, { mustCapture: true }, 7, null) },
);

/** A position and its rules: mostly a real game's, sometimes a broken position or rules of another game. */
const positionFields = fc.oneof(
  { weight: 6, arbitrary: playedGame.chain((game) => fc.record({ position: realPosition(game), rules: fc.constant(game.rules()) })) },
  { weight: 1, arbitrary: fc.record({ position: playedGame.chain(realPosition), rules }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: fc.record({ position: brokenPosition, rules }, { requiredKeys: [] }) },
);

/** Search numbers: mostly in range, with the edges and the wrong kinds. */
const searchNumber = (max: number) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 60 }) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max }) },
    { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 13, 21, 1e20, 2_000_001, '8', null, true, [8]) },
  );

/** The book option: on, off, with variety, and wrong shapes. */
const book = fc.oneof(
  { weight: 2, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.record({ variety: fc.integer({ min: 0, max: 130 }), seed: fc.integer({ min: -1, max: 2 ** 32 }) }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: fc.constantFrom('true', 0, null, [true], { varity: 2 }, { variety: 1.5 }, { seed: '7' }) },
);

/** Moves to play: squares and passes, legal or not, as an array or a transcript, and wrong kinds. */
const moves = fc.oneof(
  fc.array(fc.constantFrom('f5', 'd6', 'c3', 'd3', 'c4', 'e6', 'pa', 'a1', 'F5', ' e6 ', 'f5d6', '', 'i9'), { maxLength: 6 }),
  fc.array(fc.constantFrom('f5', 'd6', 'c3', 'pa', 'a1'), { maxLength: 6 }).map((list) => list.join('')),
  fc.constantFrom(5, null, { square: 'f5' }, [5]),
);

/** The fields besides the position that each endpoint takes, with values well-formed or not. */
const FIELDS = {
  '/v1/moves': {},
  '/v1/play': { moves },
  '/v1/best-move': { level: searchNumber(12), depth: searchNumber(12), nodes: searchNumber(30_000), book },
  '/v1/analyze': { level: searchNumber(6), nodes: searchNumber(30_000), book, lines: searchNumber(64) },
  '/v1/solve': { nodes: searchNumber(30_000) },
};

/** A request to one endpoint: a position, its own fields, any of them left out, and now and then a field it does not take. */
const postRequest = fc.constantFrom(...(Object.keys(FIELDS) as (keyof typeof FIELDS)[])).chain((path) =>
  fc.tuple(
    fc.constant(path),
    positionFields,
    fc.record<Record<string, unknown>>(FIELDS[path], { requiredKeys: path === '/v1/play' ? ['moves'] : [] }),
    fc.oneof({ weight: 9, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.constantFrom({ timeMs: 100 }, { levle: 8 }, { moves: ['f5'] }) }),
  ),
);

/** Sends a request and checks that it got a success, or a problem of a client-error status; returns the status. */
async function answerOf(path: string, init?: RequestInit): Promise<number> {
  const response = await request(path, init);
  const text = await response.text();
  const what = `${init?.method ?? 'GET'} ${path} ${typeof init?.body === 'string' ? init.body : ''} -> ${response.status} ${text}`;
  if (response.status === 200) {
    if (response.headers.get('Content-Type') === 'image/svg+xml') expect(text, what).toMatch(/^<svg [^]*<\/svg>\n$/);
    else expect(() => JSON.parse(text), what).not.toThrow();
    return 200;
  }
  expect(CLIENT_ERRORS, what).toContain(response.status);
  expect(response.headers.get('Content-Type'), what).toBe('application/problem+json');
  const problem = JSON.parse(text) as { status: number; detail: string; type: string };
  expect(problem, what).toMatchObject({ status: response.status, type: expect.stringMatching(/^\/docs#[a-z-]+$/), detail: expect.stringMatching(/./) });
  return response.status;
}

describe('generated input never makes a server error', () => {
  it('POSTs shaped like requests, with real positions and odd values', async () => {
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(postRequest, async ([path, where, fields, stray]) => {
        const body = JSON.stringify({ ...where, ...fields, ...stray });
        statuses.push(await answerOf(path, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }));
      }),
      { numRuns: 500, seed: 4 },
    );
    // The generator must reach the engine, not only the validation in front of it.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(120);
    expect(statuses).toContain(422);
  });

  it('POST bodies that are not JSON, or not sent as JSON', async () => {
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.jsonValue().map((value) => JSON.stringify(value)), fc.constantFrom('{"position": "f5", ', '', 'null', '[]', '"f5"'));
    const type = fc.constantFrom<string | undefined>('application/json', 'application/json; charset=utf-8', 'application/problem+json', 'text/plain', 'application/x-www-form-urlencoded', undefined);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(FIELDS)), text, type, async (path, body, contentType) => {
        // Bytes, not a string: a string body would get a text/plain Content-Type of its own.
        const headers: Record<string, string> = contentType === undefined ? {} : { 'Content-Type': contentType };
        await answerOf(path, { method: 'POST', body: new TextEncoder().encode(body), headers });
      }),
      { numRuns: 200, seed: 5 },
    );
  });

  it('GETs with any query parameters', async () => {
    // With the board image's options: squares, scores by square, lines, sizes and themes.
    const imageValue = fc.constantFrom('d3', 'a1', 'd3:4', 'c4:-2,d3:0', 'd4:1', 'd3:99', 'f4e3f6', 'C4', 'pa', '64', '4096', '0', 'dark');
    const value = fc.oneof(playedGame.chain(realPosition), brokenPosition, fc.string({ maxLength: 12 }), searchNumber(30_000).map(String), fc.constantFrom('true', 'false', 'othello', 'free-placement', ''), imageValue);
    const name = fc.constantFrom('position', 'position', 'rules', 'level', 'depth', 'nodes', 'book', 'lines', 'mustCapture', 'voluntaryPass', 'moves', '', 'size', 'coordinates', 'lastMove', 'legalMoves', 'hints', 'line', 'theme');
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GET_PATHS), fc.array(fc.tuple(name, value), { maxLength: 4 }), async (path, parameters) => {
        statuses.push(await answerOf(`${path}?${new URLSearchParams(parameters)}`));
      }),
      { numRuns: 300, seed: 6 },
    );
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(20);
  });

  it('raw query strings, paths and methods', async () => {
    const rawQuery = fc.array(fc.constantFrom('%', '%E0%A4%A', '%zz', '&', '=', 'level', 'position', '+', '%20', '%00', '[]', '?'), { maxLength: 8 }).map((parts) => parts.join(''));
    const path = fc.constantFrom('/', '/v1', '/v1/', '/v1/moves/', '/v1/best-move', '/V1/MOVES', '/health', '/docs', '/openapi.json', '/v1/%2e%2e/health', '/nope');
    const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS');
    await fc.assert(
      fc.asyncProperty(method, path, rawQuery, async (verb, where, query) => {
        const response = await request(`${where}?${query}`, { method: verb, ...(verb === 'POST' ? { body: '{}', headers: { 'Content-Type': 'application/json' } } : {}) });
        expect(response.status, `${verb} ${where}?${query}`).toBeLessThan(500);
        await response.body?.cancel();
      }),
      { numRuns: 200, seed: 7 },
    );
  });
});
