/**
 * The version of @flank/reversi: what an answer was computed with, for logs, caches and the HTTP
 * API's `Flank-Engine-Version` header. Kept equal to package.json's by version.test.ts.
 *
 * @example
 * ```ts
 * import { VERSION } from '@flank/reversi';
 * console.log(`engine ${VERSION}`); // engine 0.1.0
 * ```
 */
export const VERSION = '0.1.0';
