// Runs inside workerd (vitest.workerd.config.ts, @cloudflare/vitest-plugin): the built package,
// imported by its name, must pick its `workerd` entry, load flank.wasm there and answer as in Node.
// Named *.spec.ts so that the Node suite (vitest.config.ts, test/**/*.test.ts) leaves it alone.
import { SELF } from 'cloudflare:test';
import { describe, expect, inject, it } from 'vitest';
import * as flank from '@flank/reversi';
import * as workerdEntry from '../../../dist/workerd.js';
import * as browserEntry from '../../../dist/browser.js';
import { PASS_POSITION, SHORT_GAME, runScenario } from '../scenario.ts';

describe('@flank/reversi in workerd', () => {
  it('runs in workerd, which refuses to compile wasm from bytes', async () => {
    expect(navigator.userAgent).toBe('Cloudflare-Workers');
    // Why the node and browser entries cannot work here: they compile the bytes they read or fetch.
    const emptyModule = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
    await expect(WebAssembly.compile(emptyModule)).rejects.toThrow(/disallowed/);
  });

  it('resolves to the workerd entry (dist/workerd.js), not the node or browser one', () => {
    // The same module instance as a direct import of dist/workerd.js: one file, one module.
    expect(flank.init, '@flank/reversi did not resolve to dist/workerd.js').toBe(workerdEntry.init);
    expect(flank.init, '@flank/reversi resolved to dist/browser.js').not.toBe(browserEntry.init);
    expect(flank.init.length).toBe(0); // node.js and browser.js take an optional source
    expect(String(flank.init)).not.toMatch(/readFile|fetch/);
  });

  it('is not initialized before init(), and init() loads the wasm imported as a module', async () => {
    expect(flank.isInitialized()).toBe(false);
    expect(() => new flank.Reversi()).toThrow(/init\(\)/);
    await flank.init();
    expect(flank.isInitialized()).toBe(true);
  });

  it('refuses a later init() with other options, and options a Worker cannot take, naming them', async () => {
    await flank.init();
    await expect(flank.init({ book: false })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('cannot load it again with other options: book false (loaded: the default)') });
    await expect(flank.init({ wasm: 'flank.wasm' } as never)).rejects.toMatchObject({ message: 'init() has no option "wasm": it takes tableMegabytes, book' });
    await expect(flank.init({ book: true } as never)).rejects.toMatchObject({ message: 'In Workers, init() takes book: false or no book option, got true' });
  });

  it('plays: the start, a short game, perft with passes', async () => {
    await flank.init();
    const game = new flank.Reversi();
    expect(game.moves()).toEqual(['d3', 'c4', 'f5', 'e6']);
    expect(game.move('f5')).toEqual({ color: 'black', square: 'f5', flips: ['e5'] });
    expect(game.moves()).toEqual(['f4', 'd6', 'f6']);
    expect(new flank.Reversi().perft(5)).toBe(1396);
    expect(new flank.Reversi().perft(6)).toBe(8200);

    const short = new flank.Reversi();
    short.play(SHORT_GAME);
    expect(short.transcript()).toBe(SHORT_GAME);
    expect(short.toString()).toBe('------------------XO-O----XXOO-----XOX-----OOX------O----------- X');

    // A forced pass: one ply with passMoves (the default), none without.
    const stuck = new flank.Reversi(PASS_POSITION);
    expect(stuck.moves()).toEqual([]);
    expect(stuck.canPass()).toBe(true);
    expect(stuck.perft(1)).toBe(1);
    expect(stuck.perft(1, { passMoves: false })).toBe(4);
  });

  it('gives the same answers as the built Node entry', async () => {
    const node = inject('nodeScenario');
    expect(node.perft.depth5).toBe(1396); // the Node side really ran
    const here = await runScenario(flank);
    expect({ ...here, initializedBefore: node.initializedBefore }).toEqual(node);
    expect(here.search.best).toMatchObject({ source: 'book' }); // the opening book, imported as data
    expect(here.opening).toEqual({ tiger: { name: 'Tiger', plies: 5 }, board: null });
  });

  it('serves the same answers from a Worker (main in wrangler.jsonc)', async () => {
    const node = inject('nodeScenario');
    const scenario = await SELF.fetch('https://flank.test/scenario');
    expect(scenario.status).toBe(200);
    expect({ ...((await scenario.json()) as object), initializedBefore: node.initializedBefore }).toEqual(node);

    const play = await SELF.fetch(`https://flank.test/play?moves=${SHORT_GAME}&perft=3`);
    expect(await play.json()).toEqual({
      board: node.shortGame.board,
      moves: node.shortGame.moves,
      perft: new flank.Reversi(SHORT_GAME).perft(3),
    });

    const illegal = await SELF.fetch('https://flank.test/play?moves=a1');
    expect(illegal.status).toBe(400);
    expect(await illegal.json()).toMatchObject({ error: { name: expect.stringMatching(/Error$/) } });
  });
});
