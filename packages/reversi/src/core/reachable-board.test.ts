import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { caught } from '../../test/support/caught.ts';
import { ParseError } from '../errors.ts';
import { init } from '../node.ts';
import { formatSquare, parseSquare } from '../notation/square.ts';
import { Reversi } from '../reversi.ts';
import { boardProblem } from './reachable-board.ts';
import type { RulesInput } from './rules.ts';

beforeAll(() => init());

/** A board string: black discs on the squares of `black`, white discs on those of `white`. */
function board(black: string[], white: string[] = [], turn = 'X'): string {
  const squares = Array.from({ length: 64 }, () => '-');
  for (const square of black) squares[parseSquare(square)] = 'X';
  for (const square of white) squares[parseSquare(square)] = 'O';
  return `${squares.join('')} ${turn}`;
}
const START = { black: ['e4', 'd5'], white: ['d4', 'e5'] };

describe('boardProblem', () => {
  it('refuses an empty centre square under othello and free-placement, which start with the four filled', () => {
    const noD4 = board(START.black, ['e5']);
    expect(boardProblem(noD4)).toEqual({ kind: 'centre', reason: 'a centre square (d4, e4, d5, e5) is empty, but othello starts with the four of them filled and never empties one' });
    expect(boardProblem(noD4, { rules: 'free-placement' })).toMatchObject({ kind: 'centre' });
    expect(boardProblem('-'.repeat(64))).toMatchObject({ kind: 'centre' });
  });

  it('names the first disc, in square order, that no rule set could have placed next to the others', () => {
    const apart = board([...START.black, 'h8', 'a1'], START.white);
    expect(boardProblem(apart, { rules: 'free-placement' })).toEqual({
      kind: 'detached',
      square: 'a1',
      reason: "a1 is cut off from the centre's discs, but free-placement places every disc next to one already on the board",
    });
    expect(boardProblem(apart)).toEqual({
      kind: 'detached',
      square: 'a1',
      reason: "a1 is cut off from the centre's discs, but every othello move places its disc next to one it turns",
    });
    expect(boardProblem(apart, { rules: 'reversi' })).toEqual({
      kind: 'detached',
      square: 'a1',
      reason: "a1 is cut off from the centre's discs, but reversi places every disc after its first four (the centre's) next to one it turns",
    });
    for (const rules of ['othello', 'reversi', 'free-placement'] as const) {
      // A chain of neighbours, diagonals included, joins a disc to the centre.
      expect(boardProblem(board([...START.black, 'c3', 'b2', 'a1'], START.white), { rules })).toBeNull();
      // a5 follows h4 in square order, and h3 comes before a4, but they are at the two ends of the board, not neighbours.
      expect(boardProblem(board([...START.black, 'f4', 'g4', 'h4', 'a5'], START.white), { rules })).toMatchObject({ square: 'a5' });
      expect(boardProblem(board([...START.black, 'c4', 'b4', 'a4', 'h3'], START.white), { rules })).toMatchObject({ square: 'h3' });
    }
  });

  it('finds nothing wrong with any position that random games reach, under every rule set', () => {
    const ruleSets: RulesInput[] = ['othello', 'reversi', 'free-placement', { name: 'free-placement', mustCapture: true }, { name: 'free-placement', voluntaryPass: true }];
    fc.assert(
      fc.property(fc.constantFrom(...ruleSets), fc.array(fc.nat(), { maxLength: 70 }), (rules, picks) => {
        const game = new Reversi(undefined, { rules });
        for (const pick of picks) {
          if (game.isGameOver()) break;
          const moves = game.moves();
          game.move(moves.length === 0 ? 'pa' : moves[pick % moves.length]!);
          expect(boardProblem(game.toString(), { rules }), game.transcript()).toBeNull();
        }
      }),
      { numRuns: 200 },
    );
  });

  it('joins discs as a square-by-square search of the board does', () => {
    const centre = [27, 28, 35, 36];
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { maxLength: 40 }), (squares) => {
        const placed = new Set([...centre, ...squares]);
        const reached = new Set<number>();
        const queue = [...centre];
        for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
          if (reached.has(next)) continue;
          reached.add(next);
          for (let dy = -1; dy <= 1; dy++) {
            for (let dx = -1; dx <= 1; dx++) {
              const [x, y] = [(next % 8) + dx, Math.floor(next / 8) + dy];
              if (x >= 0 && x < 8 && y >= 0 && y < 8 && placed.has(y * 8 + x)) queue.push(y * 8 + x);
            }
          }
        }
        const apart = [...placed].filter((square) => !reached.has(square)).sort((a, b) => a - b)[0];
        const text = Array.from({ length: 64 }, (_, square) => (placed.has(square) ? 'X' : '-')).join('');
        const problem = boardProblem(text, { rules: 'free-placement' });
        expect(problem?.kind === 'detached' ? problem.square : null).toBe(apart === undefined ? null : formatSquare(apart));
      }),
    );
  });

  it("refuses under reversi what load refuses, with load's reason", () => {
    expect(boardProblem('-'.repeat(64), { rules: 'reversi' })).toBeNull();
    expect(boardProblem(board(['d4'], [], 'O'), { rules: 'reversi' })).toBeNull();
    for (const refused of [board(['a1'], [], 'O'), board(['d4']), board([], ['d4'], 'O'), board([...START.black, 'c3'], ['d4'])]) {
      const problem = boardProblem(refused, { rules: 'reversi' });
      expect(problem?.kind).toBe('reversi-start');
      expect(caught(() => new Reversi(refused, { rules: 'reversi' })).message).toBe(`No reversi game reaches this board: ${problem?.reason}`);
    }
  });

  it('throws on what is not a board string or a rule set, naming it', () => {
    expect(caught(() => boardProblem('f5d6'), ParseError).code).toBe('INVALID_BOARD');
    expect(caught(() => boardProblem('-'.repeat(64), { rules: 'chess' as never })).message).toBe('Unknown rule set "chess": expected othello, reversi, free-placement');
    expect(caught(() => boardProblem('-'.repeat(64), { rule: 'reversi' } as never)).message).toBe('boardProblem() has no option "rule": it takes rules');
    expect(caught(() => boardProblem('-'.repeat(64), 'reversi' as never)).code).toBe('INVALID_ARGUMENT');
  });
});
