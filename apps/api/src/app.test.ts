import { describe, expect, it } from 'vitest';
import { post, problemOf, request } from '../test/client.ts';

describe('the app', () => {
  it('lets browsers call it from any origin, and read its headers', async () => {
    const preflight = await request('/v1/best-move', {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.com', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Content-Type');
    for (const response of [await post('/v1/moves', {}, { 'Content-Type': 'application/json', Origin: 'https://example.com' }), await post('/v1/moves', '[')]) {
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(response.headers.get('Access-Control-Expose-Headers')).toBe('ETag,Flank-Engine-Version');
    }
  });

  it('answers an unknown path with 404 and a known path’s other methods with 405', async () => {
    expect((await problemOf(await request('/v1/nothing'), 404)).detail).toBe('There is no endpoint at /v1/nothing: GET /docs lists them');
    // The path comes before the body: no endpoint reads this one.
    await problemOf(await post('/v1/nothing', '{'), 404);
    const get = await request('/v1/moves');
    expect(get.headers.get('Allow')).toBe('POST');
    expect((await problemOf(get, 405)).detail).toBe('/v1/moves takes POST, not GET');
    const put = await request('/v1/best-move', { method: 'PUT' });
    expect(put.headers.get('Allow')).toBe('POST, GET, HEAD');
    await problemOf(put, 405);
  });

  it('answers HEAD as GET without the body', async () => {
    const head = await request('/health', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
