import { expect, it, vi } from 'vitest';
import { app } from '../app.ts';

it('answers every request with a 500 that names the var when the limits are misconfigured, and logs it', async () => {
  // The log is the operator's clue: assert it, and keep it out of a green run's output.
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const response = await app.request('/health', {}, { MAX_LEVEL: 30, MAX_NODES: 1000, DEFAULT_NODES: 100 });
    expect(response.status).toBe(500);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({
      type: '/docs#server-error',
      detail: 'The server failed: The var MAX_LEVEL (wrangler.jsonc) must be a whole number from 1 to 20, got 30',
    });
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]![0])).toMatch(/The var MAX_LEVEL/);
  } finally {
    log.mockRestore();
  }
});
