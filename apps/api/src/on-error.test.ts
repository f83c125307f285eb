import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import { onError } from './on-error.ts';
import { Problem } from './problem.ts';

// The handler reads nothing of the context.
const context = {} as Context;

describe('onError', () => {
  it('answers a Problem as it is', async () => {
    const response = await onError(new Problem('game-over', 'position: over'), context);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ type: '/docs#game-over', title: 'Game over', status: 422, detail: 'position: over' });
  });

  it('answers Hono’s own HTTP errors as problems of their status', async () => {
    const response = await onError(new HTTPException(415, { message: 'Unsupported Media Type' }), context);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({ type: '/docs#unsupported-media-type', status: 415, detail: 'Unsupported Media Type' });
    const other = await onError(new HTTPException(401, { message: 'no' }), context);
    expect(other.status).toBe(401);
  });

  it('answers anything else as a 500 that says what failed, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await onError(new TypeError('x is not a function'), context);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ type: '/docs#server-error', detail: 'The server failed: x is not a function' });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
