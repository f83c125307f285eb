// Every function the package exports, called with arguments of every odd kind: each either answers
// or throws a ReversiError that says what is wrong, never a TypeError from deep inside (reading a
// property of null, mixing a BigInt, serialising one).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as flank from '../src/node.ts';

const circular: Record<string, unknown> = {};
circular.self = circular;

/** Values of every kind a caller may pass by mistake. */
const ODD: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['a bigint', 10n],
  ['a symbol', Symbol('odd')],
  ['NaN', Number.NaN],
  ['-1', -1],
  ['1e300', 1e300],
  ['a string', 'z9'],
  ['true', true],
  ['an array', ['f5']],
  ['a Date', new Date(0)],
  ['a RegExp', /re/],
  ['a Map', new Map([['d3', 1]])],
  ['a function', () => 1],
  ['an object with no prototype', Object.create(null)],
  ['a circular object', circular],
  ['discs of numbers', { black: 1, white: 2 }],
  ['an object of nulls', { ms: null, black: null, rules: null, level: null, book: null, style: null }],
];

/** What went wrong: each call that threw something other than a ReversiError, or a message that prints a value as [object ...]. */
let wrong: string[] = [];

/** Runs `act`: an answer, or a ReversiError; anything else is noted in `wrong`, naming the call. A promise it returns is kept in `pending`. */
function answersOrRefuses(call: string, act: () => unknown): void {
  try {
    const answer = act();
    if (answer instanceof Promise) pending.push(answersOrRefusesLater(call, () => answer));
  } catch (error) {
    if (!(error instanceof flank.ReversiError) || /\[object /.test(error.message)) wrong.push(`${call} threw ${String(error)}`);
  }
}

/** The checks of the promises that calls returned, to await before looking at `wrong`. */
let pending: Promise<void>[] = [];

/** `answersOrRefuses` of a promise, which may also throw before it is made. */
async function answersOrRefusesLater(call: string, act: () => Promise<unknown>): Promise<void> {
  try {
    await act();
  } catch (error) {
    answersOrRefuses(call, () => {
      throw error;
    });
  }
}

beforeEach(() => {
  wrong = [];
  pending = [];
});

beforeAll(() => flank.init());

describe('odd arguments', () => {
  const functions = (Object.entries(flank) as [string, unknown][]).filter(
    (entry): entry is [string, (...args: unknown[]) => unknown] => typeof entry[1] === 'function' && !/Error$/.test(entry[0]) && entry[0] !== 'Reversi' && entry[0] !== 'init',
  );

  it('to every exported function, as its first or second argument, are refused with a ReversiError', async () => {
    expect(functions.length).toBeGreaterThan(10);
    for (const [name, fn] of functions) {
      for (const [kind, value] of ODD) {
        answersOrRefuses(`${name}(${kind})`, () => fn(value));
        answersOrRefuses(`${name}(valid, ${kind})`, () => fn(name === 'moveTimeMs' ? { ms: 1000 } : 'f5', value));
      }
    }
    await Promise.all(pending);
    expect(wrong).toEqual([]);
  });

  it("to Reversi's constructor and every method are refused with a ReversiError, and leave the game as it was", async () => {
    const methods = Object.getOwnPropertyNames(flank.Reversi.prototype).filter((name) => name !== 'constructor');
    for (const [kind, value] of ODD) {
      answersOrRefuses(`new Reversi(${kind})`, () => new flank.Reversi(value as string));
      answersOrRefuses(`new Reversi('f5', ${kind})`, () => new flank.Reversi('f5', value as flank.ReversiOptions));
      answersOrRefuses(`Reversi.fromGGF(${kind})`, () => flank.Reversi.fromGGF(value as string));
      for (const method of methods) {
        const game = new flank.Reversi('f5d6c3');
        const before = game.toString();
        const call = (game as unknown as Record<string, (...args: unknown[]) => unknown>)[method]!;
        // Searches get a small budget beside the odd options, so that accepted ones answer at once.
        const search = ['bestMove', 'analyze', 'solve', 'bestMoveAsync', 'analyzeAsync', 'solveAsync'].includes(method);
        const options = value === undefined || (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === null) ? { nodes: 1000, ...(value as object) } : value;
        answersOrRefuses(`${method}(${kind})`, () => call.call(game, search ? options : value));
        if (search && value !== undefined) {
          for (const option of ['level', 'depth', 'nodes', 'timeMs', 'book', 'style', 'wld', 'onProgress', 'lane']) {
            answersOrRefuses(`${method}({ ${option}: ${kind} })`, () => call.call(game, { nodes: 1000, [option]: value }));
          }
        }
        if (method !== 'move' && method !== 'play' && method !== 'pass' && method !== 'undo' && method !== 'load' && method !== 'reset') {
          if (game.toString() !== before) wrong.push(`${method}(${kind}) changed the game`);
        }
      }
    }
    await Promise.all(pending);
    expect(wrong).toEqual([]);
  });

  it('to init() are refused with a ReversiError', async () => {
    for (const [kind, value] of ODD) {
      if (value === undefined) continue;
      await answersOrRefusesLater(`init(${kind})`, () => flank.init(value as flank.InitOptions));
    }
    expect(wrong).toEqual([]);
  });
});
