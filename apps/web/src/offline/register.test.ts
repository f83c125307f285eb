import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RegisterEnvironment, registerServiceWorker } from './register.ts';

function environment(overrides: Partial<RegisterEnvironment> = {}, register = vi.fn(async (_url: string) => ({}) as ServiceWorkerRegistration)) {
  return { register, environment: { serviceWorker: { register }, secure: true, built: true, base: '/', ...overrides } };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('registering the service worker', () => {
  it('registers sw.js under the base path in a built page of a secure context', async () => {
    const { register, environment: env } = environment({ base: '/app/' });
    expect(await registerServiceWorker(env)).toBe(true);
    expect(register).toHaveBeenCalledWith('/app/sw.js');
  });

  it('does nothing without service workers, outside a secure context or in the dev server', async () => {
    for (const overrides of [{ serviceWorker: undefined }, { secure: false }, { built: false }]) {
      const { register, environment: env } = environment(overrides);
      expect(await registerServiceWorker(env)).toBe(false);
      expect(register).not.toHaveBeenCalled();
    }
  });

  it('takes a refusal quietly: a warning, never an error or a rejection', async () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { environment: env } = environment({}, vi.fn(async () => Promise.reject(new Error('The operation is insecure.'))));
    expect(await registerServiceWorker(env)).toBe(false);
    expect(warn).toHaveBeenCalledWith('Flank will not work offline: The operation is insecure.');
    expect(error).not.toHaveBeenCalled();
  });
});
