import { VERSION, init } from '@flank/reversi';
import type { MiddlewareHandler } from 'hono';

/** The response header that carries the engine's version. */
export const ENGINE_VERSION_HEADER = 'Flank-Engine-Version';

/**
 * Initialises @flank/reversi before the first request that needs it (later requests find it
 * loaded), and stamps every response with its version, errors included.
 *
 * @example
 * ```ts
 * app.use(initReversi());
 * ```
 */
export const initReversi = (): MiddlewareHandler => async (c, next) => {
  await init();
  await next();
  c.header(ENGINE_VERSION_HEADER, VERSION);
};
