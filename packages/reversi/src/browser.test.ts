import { expect, it } from 'vitest';
import { ReversiError } from './errors.ts';

it('rejects a fetch that gets no answer with a ReversiError that names the file and why, its cause the fetch’s error', async () => {
  const { init } = await import('./browser.ts');
  // A scheme fetch does not speak fails at once, without reaching any network.
  const error: unknown = await init({ wasm: 'ftp://127.0.0.1/flank.wasm', book: false }).then(
    () => undefined,
    (failed: unknown) => failed,
  );
  expect(error).toBeInstanceOf(ReversiError);
  expect(error).toMatchObject({ code: 'NOT_INITIALIZED', message: 'Could not read the engine from ftp://127.0.0.1/flank.wasm: fetch failed' });
  expect((error as Error).cause).toBeInstanceOf(TypeError);
});
