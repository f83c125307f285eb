import { describe, expect, it } from 'vitest';
import { okJson, post, request } from '../test/client.ts';
import { TEST_VARS } from '../test/vars.ts';
import { limitsOf } from './limits.ts';
import { laneOf } from './search-options.ts';

/** The largest search these limits allow: free placement (the widest trees) at the most nodes and the strongest level. */
const HEAVY = { rules: 'free-placement', nodes: TEST_VARS.MAX_NODES, level: TEST_VARS.MAX_LEVEL };

describe('the searches’ lanes', () => {
  it('are quick within the default budget, long above it', () => {
    const limits = limitsOf(TEST_VARS);
    expect(laneOf(limits.defaultNodes, limits)).toBe('quick');
    expect(laneOf(1, limits)).toBe('quick');
    expect(laneOf(limits.defaultNodes + 1, limits)).toBe('long');
  });

  it('let a light request through while heavy searches run on the same isolate', async () => {
    const ended: string[] = [];
    const heavy = [0, 1].map((index) => post('/v1/best-move', HEAVY).then(async (response) => {
      await okJson(response);
      ended.push(`heavy ${index}`);
    }));
    // Sent once the first heavy search has begun: every search starts on its first slice at once.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const health = request('/health').then(async (response) => {
      await okJson(response);
      ended.push('health');
    });
    const quick = post('/v1/best-move', { position: 'f5d6c3d3c4f4f6f3e6e7', book: false }).then(async (response) => {
      expect(await okJson(response)).toMatchObject({ level: TEST_VARS.MAX_LEVEL === 12 ? 8 : expect.any(Number), nodes: expect.any(Number) });
      ended.push('quick');
    });
    await Promise.all([...heavy, health, quick]);
    expect(ended.slice(0, 2).sort()).toEqual(['health', 'quick']);
    expect(ended.slice(2)).toEqual(['heavy 0', 'heavy 1']);
  });
});
