import { expect, it } from 'vitest';
import { request } from '../../test/client.ts';
import { requestOfCurl } from '../../test/curl.ts';
import { PROBLEM_TYPES } from '../problem.ts';

it('GET /docs: every endpoint with a curl example, and every problem type, in one page that needs no network', async () => {
  const response = await request('/docs');
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
  const page = await response.text();
  for (const operation of ['POST /v1/moves', 'GET /v1/moves', 'POST /v1/play', 'POST /v1/best-move', 'GET /v1/best-move', 'POST /v1/analyze', 'GET /v1/analyze', 'POST /v1/solve', 'GET /v1/board.svg', 'GET /health']) {
    expect(page).toContain(`<code>${operation}</code>`);
  }
  const examples = [...page.matchAll(/<pre>(.*?)<\/pre>/gs)].map(([, text]) =>
    text!.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
  );
  expect(examples).toHaveLength(10);
  expect(examples.filter((example) => example.startsWith(`curl -i 'https://api.flank.test/v1/moves?`))).toHaveLength(1);
  expect(examples).toContain(`curl -s -H 'Content-Type: application/json' -d '{"position":"f5d6c3","moves":["d3","c4"]}' https://api.flank.test/v1/play`);
  expect(examples).toContain(`curl -i 'https://api.flank.test/v1/best-move?position=f5d6c3d3c4&level=8'`);
  expect(examples.filter((example) => example.startsWith(`curl -i 'https://api.flank.test/v1/board.svg?`))).toHaveLength(1);
  // Each example, sent as written, is answered.
  for (const example of examples) {
    const { path, init } = requestOfCurl(example);
    expect((await request(path, init)).status, example).toBe(200);
  }
  // The rule every answer follows, said once at the top, as the OpenAPI document says it.
  expect(page).toContain('stand flat beside the <code>position</code> they are about');
  for (const type of Object.keys(PROBLEM_TYPES)) expect(page).toContain(`<dt id="${type}">`);
  // Offline: no script, and no stylesheet, font or image from elsewhere.
  expect(page).not.toMatch(/<script|<link|<img|src=|url\(/i);
});
