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

  it('sends security headers with every answer: JSON, errors, the board image and the docs page', async () => {
    const answers = {
      json: await post('/v1/moves', { position: 'f5' }),
      problem: await post('/v1/moves', '['),
      missing: await request('/v1/nothing'),
      svg: await request('/v1/board.svg?position=f5'),
      openapi: await request('/openapi.json'),
      docs: await request('/docs'),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers.get('X-Content-Type-Options'), name).toBe('nosniff');
      expect(response.headers.get('X-Frame-Options'), name).toBe('DENY');
      expect(response.headers.get('Referrer-Policy'), name).toBe('no-referrer');
      expect(response.headers.get('Cross-Origin-Resource-Policy'), name).toBe('cross-origin');
      const policy = response.headers.get('Content-Security-Policy') ?? '';
      expect(policy, name).toContain("default-src 'none'");
      expect(policy, name).toContain("frame-ancestors 'none'");
      expect(policy, name).not.toContain('script-src');
    }
    expect(answers.docs.headers.get('Content-Security-Policy')).toContain("style-src 'unsafe-inline'");
    expect(answers.json.headers.get('Content-Security-Policy')).not.toContain('style-src');
  });

  it('answers an unknown path with 404 and a known path’s other methods with 405', async () => {
    expect((await problemOf(await request('/v1/nothing'), 404)).detail).toBe('There is no endpoint at /v1/nothing: GET /docs lists them');
    // The path comes before the body: no endpoint reads this one.
    await problemOf(await post('/v1/nothing', '{'), 404);
    const get = await request('/v1/play');
    expect(get.headers.get('Allow')).toBe('POST');
    expect((await problemOf(get, 405)).detail).toBe('/v1/play takes POST, not GET');
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
