import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Reversi, init } from '../node.ts';
import { stopSearchesWhen } from './engine.ts';

beforeAll(() => init());
afterEach(() => stopSearchesWhen(undefined));

/** FFO #25: 19 empties, a draw, about 3.5 M nodes to solve, with a report each million. */
const FFO_25 = '----X------XXXO--OOOXXXXXOOOOXXO-XXOOXXOOOXOXXXXOOOXX---X-XXXX-- O';
/** FFO #44: 23 empties: a midgame presearch, then selective solves, then the exact one. */
const FFO_44 = '--O-X-O---O-XO-O-OOXXXOOOOOOXXXOOOOOXX--XXOOXO----XXXX-----XXX-- O';

const timeless = <T extends { ms: number }>({ ms: _ms, ...rest }: T) => rest;
const flag = () => new Int32Array(new SharedArrayBuffer(4));

describe('stopSearchesWhen', () => {
  it('is the package’s export, for a web page’s worker to take (the browser entry’s, as Node’s)', async () => {
    const browser = await import('../browser.ts');
    expect(browser.stopSearchesWhen).toBe(stopSearchesWhen);
    expect((await import('../node.ts')).stopSearchesWhen).toBe(stopSearchesWhen);
  });

  it('refuses what is no flag, and keeps the flag it had', () => {
    const stop = flag();
    stopSearchesWhen(stop);
    for (const odd of ['f5', new Int32Array(0), new Uint8Array(4), [0], null]) {
      expect(() => stopSearchesWhen(odd as Int32Array)).toThrow(/^stopSearchesWhen takes an Int32Array of at least one element/);
    }
    Atomics.store(stop, 0, 1);
    expect(new Reversi(FFO_25).solve({ onProgress: () => {} })).toMatchObject({ solved: false });
  });

  it('changes no answer while its flag is 0', () => {
    const plain = new Reversi(FFO_25).solve();
    stopSearchesWhen(flag());
    expect(timeless(new Reversi(FFO_25).solve())).toEqual(timeless(plain));
    expect(plain).toMatchObject({ solved: true, score: 0 });
  });

  it('stops a search once its flag is set, and the search answers what it knew, as at a spent budget', () => {
    const stop = flag();
    stopSearchesWhen(stop);
    // Set from the first report (at a million nodes), so the stop comes at the same node each run.
    const stopped = () => new Reversi(FFO_25).solve({ onProgress: (progress) => progress.nodes > 0 && Atomics.store(stop, 0, 1) });
    const first = stopped();
    expect(first).toMatchObject({ solved: false, move: expect.any(String), depth: expect.any(Number) });
    expect(first.nodes).toBeGreaterThanOrEqual(1 << 20);
    expect(first.nodes).toBeLessThan((1 << 20) + 2 * 4096);
    Atomics.store(stop, 0, 0);
    expect(timeless(stopped())).toEqual(timeless(first));
  });

  it('stops every search that starts while its flag is set, at once; none once it is removed', () => {
    const stop = flag();
    Atomics.store(stop, 0, 1);
    stopSearchesWhen(stop);
    const solution = new Reversi(FFO_44).solve();
    expect(solution.solved).toBe(false);
    expect(solution.nodes).toBeLessThan(10_000);
    // A search cut short still answers a searched move: the one-ply answer at least.
    const best = new Reversi('f5d6c3').bestMove({ level: 20, book: false });
    expect(best.depth).toBeGreaterThanOrEqual(1);
    expect(best.nodes).toBeLessThan(10_000);
    stopSearchesWhen(undefined);
    expect(new Reversi(FFO_44).solve({ nodes: 20_000 })).toMatchObject({ solved: false, depth: 7, nodes: 20_000 });
  });
});
