import { describe, expect, it } from 'vitest';
import { post, problemOf, request } from '../../test/client.ts';
import { MAX_BODY_BYTES } from './json-body.ts';

describe('JSON bodies', () => {
  it('refuse malformed JSON with the parser’s own words', async () => {
    const problem = await problemOf(await post('/v1/moves', '{"position": "f5",}'), 400);
    expect(problem.type).toBe('/docs#malformed-json');
    expect(problem.detail).toMatch(/^The body is not valid JSON: .*JSON/);
    expect((await problemOf(await post('/v1/play', ''), 400)).type).toBe('/docs#malformed-json');
  });

  it('refuse other media types, and a body without one', async () => {
    const text = await problemOf(await post('/v1/moves', '{}', { 'Content-Type': 'text/plain' }), 415);
    expect(text).toMatchObject({ type: '/docs#unsupported-media-type', detail: 'The body must be JSON sent with Content-Type: application/json, got text/plain' });
    const untyped = await problemOf(await request('/v1/moves', { method: 'POST', body: new TextEncoder().encode('{}') }), 415);
    expect(untyped.detail).toBe('The body must be JSON sent with Content-Type: application/json, got no Content-Type');
  });

  it('take a charset and +json media types', async () => {
    expect((await post('/v1/moves', '{}', { 'Content-Type': 'application/json; charset=utf-8' })).status).toBe(200);
    expect((await post('/v1/moves', '{}', { 'Content-Type': 'application/json;charset="UTF-8"' })).status).toBe(200);
    expect((await post('/v1/moves', '{}', { 'Content-Type': 'application/json;' })).status).toBe(200);
    expect((await post('/v1/moves', '{}', { 'Content-Type': 'application/merge-patch+json' })).status).toBe(200);
  });

  it('refuse a charset other than UTF-8, saying why', async () => {
    const problem = await problemOf(await post('/v1/moves', '{}', { 'Content-Type': 'application/json; charset=utf-16' }), 415);
    expect(problem).toMatchObject({ type: '/docs#unsupported-media-type', detail: 'The body must be JSON in UTF-8, got charset=utf-16' });
  });

  it('refuse a key given twice in one object, naming it', async () => {
    const problem = await problemOf(await post('/v1/best-move', '{"position": "f5", "level": 1, "level": 20}'), 400);
    expect(problem).toMatchObject({ type: '/docs#malformed-json', detail: 'The body gives the key "level" twice in one object: JSON leaves open which one counts' });
    const nested = await problemOf(await post('/v1/best-move', '{"book": {"seed": 1, "seed": 2}}'), 400);
    expect(nested.detail).toBe('The body gives the key "book.seed" twice in one object: JSON leaves open which one counts');
    // The same key in two objects, and a key's text inside a string, are fine.
    expect((await post('/v1/best-move', '{"position": "f5", "book": {"variety": 1, "seed": 2}, "level": 1}')).status).toBe(200);
  });

  it(`refuse bodies over ${MAX_BODY_BYTES} bytes, whether their length is declared or streamed`, async () => {
    const big = JSON.stringify({ position: 'f5'.padEnd(MAX_BODY_BYTES, ' ') });
    const declared = await problemOf(await post('/v1/moves', big), 413);
    expect(declared).toMatchObject({ type: '/docs#body-too-large', detail: `The body is larger than ${MAX_BODY_BYTES} bytes, the most this API accepts` });
    const stream = new Blob([big]).stream();
    const streamed = await request('/v1/moves', { method: 'POST', body: stream, headers: { 'Content-Type': 'application/json' } });
    expect((await problemOf(streamed, 413)).type).toBe('/docs#body-too-large');
    // Just under the limit, the body is read: its position is too long for the schema.
    const under = JSON.stringify({ position: 'f5'.padEnd(MAX_BODY_BYTES - 20, ' ') });
    expect((await problemOf(await post('/v1/moves', under), 400)).detail).toMatch(/^position: must be at most 400 characters/);
  });
});
