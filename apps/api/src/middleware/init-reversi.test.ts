import { VERSION } from '@flank/reversi';
import { expect, it } from 'vitest';
import { post, request } from '../../test/client.ts';
import { ENGINE_VERSION_HEADER } from './init-reversi.ts';

it('stamps every response with the engine’s version: answers, problems, pages and preflights', async () => {
  const responses = [
    await post('/v1/moves', {}),
    await post('/v1/moves', '{'),
    await request('/nowhere'),
    await request('/docs'),
    await request('/v1/moves', { method: 'OPTIONS', headers: { Origin: 'https://example.com', 'Access-Control-Request-Method': 'POST' } }),
  ];
  for (const response of responses) expect(response.headers.get(ENGINE_VERSION_HEADER), response.url).toBe(VERSION);
});
