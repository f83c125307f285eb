import { expect, it } from 'vitest';
import { app } from '../app.ts';

it('answers every request with a 500 that names the var when the limits are misconfigured', async () => {
  const response = await app.request('/health', {}, { MAX_LEVEL: 30, MAX_NODES: 1000, DEFAULT_NODES: 100 });
  expect(response.status).toBe(500);
  expect(response.headers.get('Content-Type')).toBe('application/problem+json');
  expect(await response.json()).toMatchObject({
    type: '/docs#server-error',
    detail: 'The server failed: The var MAX_LEVEL (wrangler.jsonc) must be a whole number from 1 to 20, got 30',
  });
});
