import { VERSION } from '@flank/reversi';
import { expect, it } from 'vitest';
import { okJson, request } from '../../test/client.ts';
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
