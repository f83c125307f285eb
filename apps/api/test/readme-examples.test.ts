// The README's curl examples, sent to the Worker as written: a newcomer who pastes them against
// `wrangler dev` gets these answers.
import { expect, inject, it } from 'vitest';
import { request } from './client.ts';
import { requestOfCurl } from './curl.ts';
import './provided.ts';

const examples = inject('readmeExamples');

it('finds an example of every endpoint in the README', () => {
  const paths = examples.map((example) => requestOfCurl(example.replace(/\s+#.*$/, '')).path.split('?')[0]);
  for (const path of ['/health', '/openapi.json', '/v1/moves', '/v1/play', '/v1/best-move', '/v1/analyze', '/v1/solve', '/v1/board.svg', '/v1/players', '/v1/games']) expect(paths).toContain(path);
});

it.each(examples)('%s', async (example) => {
  // A comment like `# 422: ...` after a command says the status it gets; the rest get 200.
  const [command, comment] = example.split(/\s+#\s*/);
  const status = comment === undefined ? 200 : Number(comment.split(':')[0]);
  const { path, init } = requestOfCurl(command!);
  const response = await request(path, init);
  expect(response.status, await response.text()).toBe(status);
});
