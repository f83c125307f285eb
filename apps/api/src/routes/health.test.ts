import { VERSION } from '@flank/reversi';
import { expect, it } from 'vitest';
import { okJson, problemOf, request } from '../../test/client.ts';
import { TEST_VARS } from '../../test/vars.ts';

it('GET /health: up, with the engine’s version and this server’s limits, never cached', async () => {
  const response = await request('/health');
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(await okJson(response)).toEqual({
    status: 'ok',
    engineVersion: VERSION,
    limits: { maxLevel: TEST_VARS.MAX_LEVEL, maxNodes: TEST_VARS.MAX_NODES, defaultLevel: 8, defaultNodes: TEST_VARS.DEFAULT_NODES },
  });
});

it('GET /health refuses a query parameter, as every GET refuses one it does not take (its documented 400)', async () => {
  const problem = await problemOf(await request('/health?verbose=1'), 400);
  expect(problem).toMatchObject({ type: '/docs#invalid-request', errors: [{ parameter: 'verbose', detail: 'is not one this endpoint takes (see /docs)' }] });
});
