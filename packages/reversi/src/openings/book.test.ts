import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { RULES, UNLIMITED_STOCK } from '../core/engine.ts';
import { Reversi, init } from '../node.ts';
import { type CorePosition, placements } from '../core/position.ts';
import { caught } from '../../test/support/caught.ts';
import { decodeBook, encodeBook } from '../core/book-file.ts';
import { bookChoice, bookMoves } from './book.ts';
import { transform, transformSquare } from './symmetry.ts';

beforeAll(() => init());

const BOOK = decodeBook(readFileSync(new URL('../../book/flank-book.bin', import.meta.url)));
const positionAt = (i: number): CorePosition => ({ rules: RULES.OTHELLO, player: BOOK.players[i]!, opponent: BOOK.opponents[i]!, playerStock: UNLIMITED_STOCK, opponentStock: UNLIMITED_STOCK, passes: 0 });

describe('the opening book', () => {
  it('holds what its file says, byte for byte', () => {
    const bytes = readFileSync(new URL('../../book/flank-book.bin', import.meta.url));
    expect(encodeBook(BOOK)).toEqual(new Uint8Array(bytes));
  });

  it('backs each value up through its moves: the best of them, each legal, each book move worth minus its position', () => {
    for (let i = 0; i < BOOK.players.length; i++) {
      const position = positionAt(i);
      const moves = bookMoves(position);
      expect(moves.length).toBeGreaterThan(0);
      expect(moves[0]!.score).toBe(BOOK.values[i]);
      const legal = placements(position);
      for (const { square } of moves) expect(legal).toContain(square);
    }
  });

  it('answers every image of a position with the same scores, its moves moved alike', () => {
    for (let i = 0; i < BOOK.players.length; i += 37) {
      const position = positionAt(i);
      const moves = bookMoves(position);
      for (let s = 1; s < 8; s++) {
        const image = { ...position, player: transform(position.player, s), opponent: transform(position.opponent, s) };
        const imageMoves = bookMoves(image);
        expect(imageMoves.map((m) => m.score)).toEqual(moves.map((m) => m.score));
        expect(new Set(imageMoves.map((m) => m.square))).toEqual(new Set(moves.map((m) => transformSquare(m.square, s))));
      }
    }
  });

  it('plays from the book by default: the best book move, its backed-up score and line', () => {
    const game = new Reversi('f5d6c3');
    const best = game.bestMove();
    expect(best).toMatchObject({ source: 'book', nodes: 0, exact: false, depth: BOOK.depth });
    const moves = game.analyze({ level: 2 }).moves;
    const booked = moves.filter((m) => m.source === 'book');
    expect(booked.length).toBeGreaterThan(0);
    expect(best.move).toBe(booked[0]!.move);
    expect(best.score).toBe(booked[0]!.score);
    expect(best.pv[0]).toBe(best.move);
    // The line is legal, move after move.
    const line = new Reversi('f5d6c3');
    for (const move of best.pv) line.move(move);
    // Moves out of the book are searched.
    expect(moves.filter((m) => m.source === 'search').every((m) => m.depth === 2)).toBe(true);
    expect(new Reversi('f5d6c3').bestMove({ book: false, level: 2 }).source).toBe('search');
  });

  it('gives variety on request, the same move for the same seed, only moves close enough to the best', () => {
    const start = new Reversi('f5d6');
    const close = start.analyze({ level: 1 }).moves.filter((m) => m.source === 'book');
    const best = close[0]!.score;
    const picked = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const answer = start.bestMove({ book: { variety: 4, seed } });
      expect({ ...start.bestMove({ book: { variety: 4, seed } }), ms: 0 }).toEqual({ ...answer, ms: 0 });
      expect(answer.score).toBeGreaterThanOrEqual(best - 4);
      picked.add(answer.move);
    }
    expect(picked.size).toBe(close.filter((m) => m.score >= best - 4).length);
    expect(picked.size).toBeGreaterThan(1);
  });

  it('refuses bad book options, naming them', () => {
    const game = new Reversi();
    expect(caught(() => game.bestMove({ book: 'yes' as never })).message).toBe('book must be true, false or an object like { variety: 2, seed: 7 }, got "yes"');
    expect(caught(() => game.bestMove({ book: { varity: 2 } as never })).message).toBe('book has no option "varity": it takes variety and seed');
    expect(caught(() => game.analyze({ book: { variety: -1 } })).message).toBe('book.variety must be a whole number of discs from 0 to 128, got -1');
    expect(caught(() => game.bestMove({ book: { seed: 1.5 } })).message).toBe('book.seed must be a whole number from 0 to 4294967295, got 1.5');
    // Objects of other kinds, however few keys they have, are no options.
    expect(caught(() => game.bestMove({ book: new Date(0) as never })).message).toBe('book must be true, false or an object like { variety: 2, seed: 7 }, got a Date');
    expect(caught(() => game.bestMove({ book: /re/ as never })).message).toBe('book must be true, false or an object like { variety: 2, seed: 7 }, got a RegExp');
  });

  it('knows only othello', () => {
    const game = new Reversi('f5d6c3', { rules: 'free-placement' });
    expect(game.bestMove({ level: 2 }).source).toBe('search');
    expect(bookChoice({ rules: RULES.FREE_PLACEMENT, player: 0n, opponent: 0n, playerStock: UNLIMITED_STOCK, opponentStock: UNLIMITED_STOCK, passes: 0 }, { variety: 0, seed: 0 })).toBeUndefined();
  });

  it('names a corrupt, truncated or foreign file', () => {
    const bytes = new Uint8Array(readFileSync(new URL('../../book/flank-book.bin', import.meta.url)));
    const spoiled = bytes.slice();
    spoiled[20]! ^= 4;
    expect(caught(() => decodeBook(spoiled)).message).toBe('The opening book is unusable: corrupt (checksum)');
    expect(caught(() => decodeBook(bytes.subarray(0, 10))).message).toBe('The opening book is unusable: 10 bytes is shorter than its header');
    const version = bytes.slice();
    version[4] = 9;
    expect(caught(() => decodeBook(version)).message).toBe('The opening book is unusable: version 9, this package reads version 1');
  });
});
