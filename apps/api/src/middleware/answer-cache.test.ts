import { Reversi, VERSION } from '@flank/reversi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okJson, post, request } from '../../test/client.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('GET answers', () => {
  it('carry Cache-Control and an ETag, the same for the same position and level however spelled', async () => {
    const board = (await okJson<{ position: string }>(await post('/v1/moves', { position: 'f5d6c3' }))).position;
    const first = await request(`/v1/best-move?${new URLSearchParams({ position: board, level: '5' })}`);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const tag = first.headers.get('ETag');
    expect(tag).toMatch(/^"[0-9a-f]{40}"$/);
    // The same board with the format's other characters (* black, . empty), the parameters in another order.
    const respelled = await request(`/v1/best-move?level=5&${new URLSearchParams({ position: board.replaceAll('X', '*').replaceAll('-', '.') })}`);
    expect(respelled.headers.get('ETag')).toBe(tag);
    expect(await respelled.json()).toEqual(await first.json());
    const other = await request(`/v1/best-move?${new URLSearchParams({ position: board, level: '4' })}`);
    expect(other.headers.get('ETag')).not.toBe(tag);
    // As a transcript the answer names the opening too (a board string has no moves to name it by).
    const transcript = await request('/v1/best-move?position=f5d6c3&level=5');
    expect(transcript.headers.get('ETag')).not.toBe(tag);
    expect(await transcript.json()).toEqual({ ...((await (await request(`/v1/best-move?${new URLSearchParams({ position: board, level: '5' })}`)).json()) as object), opening: { name: 'Perpendicular Opening', plies: 2 } });
  });

  it('answer If-None-Match with 304 and no body', async () => {
    const first = await request('/v1/analyze?position=f5d6&level=3');
    const tag = first.headers.get('ETag')!;
    const again = await request('/v1/analyze?position=f5d6&level=3', { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(tag);
    expect(again.headers.get('Flank-Engine-Version')).toBe(VERSION);
    expect(await again.text()).toBe('');
  });

  it('are kept in the Cache API: the same URL is searched once', async () => {
    const search = vi.spyOn(Reversi.prototype, 'bestMoveAsync');
    const url = '/v1/best-move?position=f5d6c3d3&level=7';
    const first = await okJson(await request(url));
    expect(await okJson(await request(url))).toEqual(first);
    expect(search).toHaveBeenCalledTimes(1);
    await okJson(await request('/v1/best-move?position=f5d6c3d3&level=6'));
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('are kept apart by every parameter of the search, analyze’s lines too', async () => {
    const search = vi.spyOn(Reversi.prototype, 'analyzeAsync');
    const one = await request('/v1/analyze?position=f5d6c3d3&level=4&book=false&lines=1');
    const two = await request('/v1/analyze?lines=2&position=f5d6c3d3&level=4&book=false');
    expect(search).toHaveBeenCalledTimes(2);
    expect(two.headers.get('ETag')).not.toBe(one.headers.get('ETag'));
    expect(((await one.json()) as { moves: unknown[] }).moves).toHaveLength(1);
    expect(((await two.json()) as { moves: unknown[] }).moves).toHaveLength(2);
    expect(((await okJson<{ moves: unknown[] }>(await request('/v1/analyze?position=f5d6c3d3&lines=1&level=4&book=false'))).moves)).toHaveLength(1);
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('are not kept when they are problems, nor when asked by POST', async () => {
    const search = vi.spyOn(Reversi.prototype, 'analyzeAsync');
    for (let i = 0; i < 2; i++) expect((await request('/v1/analyze?position=f5d6c3&level=13')).status).toBe(422);
    for (let i = 0; i < 2; i++) await okJson(await post('/v1/analyze', { position: 'f5d6c3d3c4', level: 2 }));
    expect(search).toHaveBeenCalledTimes(2);
    const posted = await post('/v1/analyze', { position: 'f5d6c3d3c4', level: 2 });
    expect(posted.headers.get('Cache-Control')).toBeNull();
    expect(posted.headers.get('ETag')).toBeNull();
  });

  it('are answered, searched every time, where the Cache API is missing or fails', async () => {
    const search = vi.spyOn(Reversi.prototype, 'bestMoveAsync');
    const url = '/v1/best-move?position=f5d6c3d3c4&level=3';
    vi.stubGlobal('caches', undefined);
    const missing = await request(url);
    expect(missing.status).toBe(200);
    expect(missing.headers.get('ETag')).toMatch(/^"[0-9a-f]{40}"$/);
    vi.stubGlobal('caches', { open: () => Promise.reject(new Error('no cache is configured')) });
    expect(await okJson(await request(url))).toEqual(await missing.json());
    const broken = { match: () => Promise.reject(new Error('the cache broke')), put: () => Promise.reject(new Error('the cache broke')) };
    vi.stubGlobal('caches', { open: () => Promise.resolve(broken) });
    expect((await request(url)).status).toBe(200);
    expect(search).toHaveBeenCalledTimes(3);
  });
});
