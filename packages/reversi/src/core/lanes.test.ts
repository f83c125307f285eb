import { beforeAll, describe, expect, it } from 'vitest';
import { Reversi, ReversiError, init } from '../node.ts';
import { caught } from '../../test/support/caught.ts';
import type { SearchProgress } from '../search/progress.ts';

beforeAll(() => init());

/** FFO #1: 14 empties, one best move, about 60 k nodes. */
const FFO_1 = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';
/** FFO #25: 19 empties, two best moves (a5 and g1). */
const FFO_25 = '----X------XXXO--OOOXXXXXOOOOXXO-XXOOXXOOOXOXXXXOOOXX---X-XXXX-- O';
const MIDGAME = 'f5d6c3d3c4f4f6f3e6e7';

/** An answer without its time, which alone may differ between runs. */
const timeless = <T extends { ms: number }>({ ms: _ms, ...rest }: T) => rest;

/** The ReversiError that `act`'s promise rejects with. */
async function rejection(act: () => Promise<unknown>): Promise<ReversiError> {
  try {
    await act();
  } catch (error) {
    expect(error).toBeInstanceOf(ReversiError);
    return error as ReversiError;
  }
  throw new Error(`expected ${act} to reject`);
}

/** How many times the event loop ran other tasks while `search` went on. */
async function turnsDuring(search: () => Promise<unknown> | unknown): Promise<number> {
  let turns = 0;
  let going = true;
  const tick = () => {
    turns++;
    if (going) setImmediate(tick);
  };
  setImmediate(tick);
  await search();
  going = false;
  const counted = turns;
  await new Promise((resolve) => setImmediate(resolve));
  return counted;
}

describe('searches on a lane', () => {
  it('give the synchronous searches\' answers, in every rule set and kind of search', async () => {
    const cases: [string, object][] = [
      [MIDGAME, { rules: 'othello' }],
      ['d4e4d5e5f5', { rules: 'reversi' }],
      ['', { rules: 'free-placement' }],
    ];
    for (const [position, options] of cases) {
      const game = new Reversi(position.length === 0 ? undefined : position, options);
      const search = { level: 10, nodes: 300_000, book: false };
      expect(timeless(await game.bestMoveAsync({ ...search, lane: 'long' }))).toEqual(timeless(game.bestMove(search)));
      expect(timeless(await game.analyzeAsync(search))).toEqual(timeless(game.analyze(search)));
      const styled = { level: 4, style: { loss: 20, seed: 3 } };
      expect(timeless(await game.bestMoveAsync(styled))).toEqual(timeless(game.bestMove(styled)));
    }
    const endgame = new Reversi(FFO_25);
    for (const options of [{}, { wld: true }, { nodes: 1_000_000 }, { nodes: 50_000, wld: true }]) {
      expect(timeless(await endgame.solveAsync({ ...options, lane: 'long' }))).toEqual(timeless(endgame.solve(options)));
    }
    expect(await new Reversi(FFO_1).solveAsync()).toMatchObject({ solved: true, score: 18, bestMoves: ['g8'] });
  });

  it('let the event loop run between their slices, where the synchronous search holds it', async () => {
    const game = new Reversi(MIDGAME);
    const options = { level: 14, nodes: 400_000, book: false };
    expect(await turnsDuring(() => game.bestMove(options))).toBe(0);
    expect(await turnsDuring(() => game.bestMoveAsync(options))).toBeGreaterThan(10);
  });

  it('run one after another on one lane, in the order asked', async () => {
    const ended: string[] = [];
    const long = new Reversi(MIDGAME).bestMoveAsync({ level: 14, nodes: 400_000, book: false }).then(() => ended.push('long'));
    const short = new Reversi(MIDGAME).bestMoveAsync({ level: 2, book: false }).then(() => ended.push('short'));
    await Promise.all([long, short]);
    expect(ended).toEqual(['long', 'short']);
  });

  it('take turns across lanes: a short search ends first, beside a long one asked before it', async () => {
    const ended: string[] = [];
    const long = new Reversi(MIDGAME).bestMoveAsync({ level: 14, nodes: 400_000, book: false, lane: 'long' }).then(() => ended.push('long'));
    const short = new Reversi(MIDGAME).bestMoveAsync({ level: 4, book: false, lane: 'quick' }).then(() => ended.push('short'));
    await Promise.all([long, short]);
    expect(ended).toEqual(['short', 'long']);
  });

  it('search the position they were asked for, whatever the game does meanwhile', async () => {
    const game = new Reversi(MIDGAME);
    const expected = timeless(game.bestMove({ level: 8, book: false }));
    const asked = game.bestMoveAsync({ level: 8, book: false });
    game.move(game.moves()[0]!);
    expect(timeless(await asked)).toEqual(expected);
  });

  it('tell their progress as the synchronous searches do', async () => {
    const reports = async (search: (onProgress: (progress: SearchProgress) => void) => unknown) => {
      const heard: SearchProgress[] = [];
      await search((progress) => heard.push(progress));
      return heard.map(timeless);
    };
    const sync = await reports((onProgress) => new Reversi(FFO_25).solve({ onProgress }));
    expect(sync.length).toBeGreaterThan(3);
    expect(await reports((onProgress) => new Reversi(FFO_25).solveAsync({ onProgress, lane: 'long' }))).toEqual(sync);
  });

  it('reject bad options, a finished game and a fifth lane, as the synchronous searches throw', async () => {
    const game = new Reversi(MIDGAME);
    const before = game.toString();
    for (const lane of ['', 'two words', 7, 'x'.repeat(41)]) {
      const error = await rejection(() => game.bestMoveAsync({ lane: lane as string }));
      expect(error.code).toBe('INVALID_ARGUMENT');
      expect(error.message).toMatch(/^lane must be a name of 1 to 40 letters/);
    }
    expect((await rejection(() => game.analyzeAsync({ level: 99 }))).message).toBe(caught(() => game.analyze({ level: 99 })).message);
    expect((await rejection(() => game.solveAsync({ depth: 3 } as object))).code).toBe('INVALID_ARGUMENT');
    const over = new Reversi('XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O');
    expect((await rejection(() => over.bestMoveAsync())).code).toBe('GAME_OVER');
    // main, long and quick are in use: one more lane is the fourth, another the fifth.
    await game.bestMoveAsync({ level: 1, lane: 'fourth' });
    const fifth = await rejection(() => game.bestMoveAsync({ level: 1, lane: 'fifth' }));
    expect(fifth.message).toBe('lane "fifth" would be a 5th lane: a program has at most 4 (long, main, quick, fourth)');
    expect(game.toString()).toBe(before);
  });
});
