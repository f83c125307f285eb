import { beforeAll, describe, expect, it } from 'vitest';
import { Reversi, init } from '../node.ts';
import { styleTemperature } from './style.ts';

beforeAll(() => init());

/** A midgame position with many moves of different worth. */
const MIDGAME = 'f5d6c3d3c4f4f6f3e6e7d7c6';

describe('bestMove with a style', () => {
  it('draws the same move for the same seed and position, and other moves for other seeds', () => {
    const game = new Reversi(MIDGAME);
    const scores = new Map(game.analyze({ level: 4, book: false }).moves.map((move) => [move.move, move.score]));
    const drawn = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const first = game.bestMove({ level: 4, book: false, style: { loss: 40, seed } });
      expect(game.bestMove({ level: 4, book: false, style: { loss: 40, seed } }).move).toBe(first.move);
      // The move's own score, as analyze gives it.
      expect(first.score).toBe(scores.get(first.move));
      expect(first.pv[0]).toBe(first.move);
      drawn.add(first.move);
    }
    expect(drawn.size).toBeGreaterThan(2);
  });

  it('loses less as the loss asked for falls: the average loss of the moves drawn', () => {
    const game = new Reversi(MIDGAME);
    const moves = game.analyze({ level: 4, book: false }).moves;
    const best = moves[0]!.score;
    const lossOf = (square: string) => best - moves.find((move) => move.move === square)!.score;
    const average = (loss: number) => {
      let sum = 0;
      for (let seed = 0; seed < 60; seed++) sum += lossOf(game.bestMove({ level: 4, book: false, style: { loss, seed } }).move);
      return sum / 60;
    };
    const [weak, middle, strong] = [average(40), average(12), average(8)];
    expect(weak).toBeGreaterThan(middle);
    expect(middle).toBeGreaterThanOrEqual(strong);
    expect(strong).toBeLessThan(2);
    expect(styleTemperature(10)).toBeGreaterThan(styleTemperature(8));
    expect(styleTemperature(12)).toBeLessThan(styleTemperature(20));
  });

  it('never hands a corner over for nothing while another move is there', () => {
    // Black to move: g7 (14 discs worse than the best) and b1 (30) let white take a corner.
    const game = new Reversi('f5d6c5b4c7e7c4e3c3e6c6b8f2b3c8b6f6d3a8g5c2b2f4c1');
    const scores = new Map(game.analyze({ level: 2, book: false }).moves.map((move) => [move.move, move.score]));
    const best = Math.max(...scores.values());
    expect([best - scores.get('g7')!, best - scores.get('b1')!]).toEqual([14, 30]);
    const drawn = new Set<string>();
    for (let seed = 0; seed < 300; seed++) drawn.add(game.bestMove({ level: 2, book: false, style: { loss: 40, seed } }).move);
    expect(drawn.size).toBeGreaterThan(4); // a weak player's spread of moves
    expect(drawn.has('g7') || drawn.has('b1')).toBe(false);
  });

  it('draws among the book moves by their scores in the opening, the weaker style the more often off its best', () => {
    // WTHOR's players answer f5d6c3 with d3 in 92.9% of 46,179 games (docs/benchmarks.md, "Human-like levels").
    const game = new Reversi('f5d6c3');
    const book = new Map(game.analyze({ depth: 1 }).moves.filter((move) => move.source === 'book').map((move) => [move.move, move.score]));
    const offBest = (loss: number) => {
      let off = 0;
      for (let seed = 1; seed <= 40; seed++) {
        const drawn = game.bestMove({ level: 4, style: { loss, seed } });
        expect(drawn.source).toBe('book');
        expect(book.get(drawn.move)).toBe(drawn.score);
        if (drawn.move !== 'd3') off++;
      }
      return off;
    };
    expect(book.get('d3')).toBe(Math.max(...book.values()));
    const [strong, weak] = [offBest(8), offBest(40)];
    expect(weak).toBeGreaterThan(strong);
    expect(weak).toBeGreaterThanOrEqual(4);
  });

  it('passes where a pass is the only move, and refuses a bad style naming what is wrong', () => {
    const passing = new Reversi('e6f6d3e7e8d8g7f8');
    expect(passing.moves()).toEqual([]);
    expect(passing.canPass()).toBe(true);
    expect(passing.bestMove({ style: { loss: 12 } }).move).toBe('pa');
    const game = new Reversi();
    expect(() => game.bestMove({ style: { loss: 7.5 } })).toThrow('style.loss must be a number of discs from 8 to 40, got 7.5');
    expect(() => game.bestMove({ style: { loss: 12, seed: -1 } })).toThrow('style.seed must be a whole number from 0 to 4294967295, got -1');
    expect(() => game.bestMove({ style: { loss: 12, colour: 'red' } as never })).toThrow('style takes loss and seed, not colour');
    expect(() => game.bestMove({ style: 6 as never })).toThrow('style must be an object like { loss: 12 }, got 6');
    expect(() => game.analyze({ style: { loss: 12 } })).toThrow(/style/);
  });
});
