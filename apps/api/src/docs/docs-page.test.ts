import { expect, it } from 'vitest';
import { okJson, request } from '../../test/client.ts';
import { requestOfCurl } from '../../test/curl.ts';
import { PROBLEM_TYPES } from '../problem.ts';

/** The curl examples of a /docs page, as a reader copies them. */
const examplesOf = (page: string) =>
  [...page.matchAll(/<pre>(.*?)<\/pre>/gs)].map(([, text]) =>
    text!.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
  );

it('GET /docs: every endpoint with a curl example, and every problem type, in one page that needs no network', async () => {
  const response = await request('/docs');
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
  const page = await response.text();
  for (const operation of ['POST /v1/moves', 'GET /v1/moves', 'POST /v1/play', 'POST /v1/best-move', 'GET /v1/best-move', 'POST /v1/analyze', 'GET /v1/analyze', 'POST /v1/solve', 'GET /v1/board.svg', 'GET /health', 'POST /v1/games', 'GET /v1/games/{id}', 'GET /v1/games/{id}/socket', 'GET /v1/lobby', 'POST /v1/players', 'GET /v1/players/{id}', 'GET /v1/games']) {
    expect(page).toContain(`<code>${operation}</code>`);
  }
  const examples = examplesOf(page);
  // Every operation but those whose id an earlier call gives, and the WebSockets.
  expect(examples).toHaveLength(14);
  expect(page).toContain('Its id comes from POST /v1/players.');
  expect(page).toContain('<h4>Path parameters</h4>');
  expect(examples.filter((example) => example.startsWith(`curl -i 'https://api.flank.test/v1/moves?`))).toHaveLength(1);
  expect(examples).toContain(`curl -s -H 'Content-Type: application/json' -d '{"position":"f5d6c3","moves":["d3","c4"]}' https://api.flank.test/v1/play`);
  expect(examples).toContain(`curl -i 'https://api.flank.test/v1/best-move?position=f5d6c3d3c4&level=8'`);
  expect(examples.filter((example) => example.startsWith(`curl -i 'https://api.flank.test/v1/board.svg?`))).toHaveLength(1);
  // Each example, sent as written, is answered with a success (a new game or player: 201).
  for (const example of examples) {
    const { path, init } = requestOfCurl(example);
    const status = (await request(path, init)).status;
    expect(status >= 200 && status < 300, `${example}: ${status}`).toBe(true);
  }
  // The rule every answer follows, said once at the top, as the OpenAPI document says it.
  expect(page).toContain('stand flat beside the <code>position</code> they are about');
  for (const type of Object.keys(PROBLEM_TYPES)) expect(page).toContain(`<dt id="${type}">`);
  // Offline: no script, and no stylesheet, font or image from elsewhere.
  expect(page).not.toMatch(/<script|<link|<img|src=|url\(/i);
});

it("GET /docs: the board image's example writes what the API answers for its position, analyze's scores and best-move's line", async () => {
  const examples = examplesOf(await (await request('/docs')).text());
  /** The path and query of the one GET example of an endpoint. */
  const example = (endpoint: string) => {
    const found = examples.filter((text) => text.startsWith(`curl -i 'https://api.flank.test/v1/${endpoint}?`));
    expect(found, endpoint).toHaveLength(1);
    return new URL(requestOfCurl(found[0]!).path, 'https://api.flank.test');
  };
  const image = example('board.svg').searchParams;
  const analyze = example('analyze');
  const bestMove = example('best-move');
  // The examples are of one position: what the image draws is what the others answer.
  expect([analyze.searchParams.get('position'), bestMove.searchParams.get('position')]).toEqual([image.get('position'), image.get('position')]);
  const analysis = await okJson<{ moves: { move: string; score: number }[] }>(await request(`${analyze.pathname}${analyze.search}`));
  expect(image.get('hints')).toBe(analysis.moves.map(({ move, score }) => `${move}:${score}`).join(','));
  const best = await okJson<{ pv: string[] }>(await request(`${bestMove.pathname}${bestMove.search}`));
  expect(image.get('line')).toBe(best.pv.slice(0, 3).join(''));
});
