import { described, isObjectLiteral } from '../arguments.ts';
import { RULES, loadedBook } from '../core/engine.ts';
import { ReversiError } from '../errors.ts';
import { type CorePosition, afterMove, placements } from '../core/position.ts';
import { type BookData, NO_LEAF } from '../core/book-file.ts';
import { canonical, inverse, transformSquare } from './symmetry.ts';
import { seededHash } from '../core/seeded-hash.ts';

/** How `bestMove` and `analyze` use the opening book: on, off, or on with variety. */
export type BookOption = boolean | { variety?: number; seed?: number };

/** A move of the book with its value: the final disc difference for the side to move, backed up. */
export interface BookMove {
  square: number;
  score: number;
  /** Plies of search behind the book's leaves. */
  depth: number;
}

/** The most discs of variety a book move may be from the best: the whole range of scores. */
const MAX_VARIETY = 128;

/** The index of a canonical key in the book, or -1. */
function find(data: BookData, key: bigint): number {
  const player = key >> 64n;
  const opponent = key & 0xffffffffffffffffn;
  let low = 0;
  let high = data.players.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const p = data.players[middle]!;
    const o = data.opponents[middle]!;
    if (p === player && o === opponent) return middle;
    if (p < player || (p === player && o < opponent)) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * The book's moves of a position, best first (ties in square order): its moves into other book
 * positions, each worth minus the position it leads to, and its leaf (the best move out of the
 * book, as the book's search scored it). Empty when the position is not in the book, or is not
 * an othello position.
 */
export function bookMoves(position: CorePosition): BookMove[] {
  const data = loadedBook();
  if (data === undefined || position.rules !== RULES.OTHELLO) return [];
  const { depth } = data;
  const { key, symmetry } = canonical(position.player, position.opponent);
  const index = find(data, key);
  if (index < 0) return [];
  const moves: BookMove[] = [];
  for (const square of placements(position)) {
    const next = afterMove(position, square);
    const child = find(data, canonical(next.player, next.opponent).key);
    if (child >= 0) moves.push({ square, score: 0 - data.values[child]!, depth });
  }
  const leaf = data.leafMoves[index]!;
  if (leaf !== NO_LEAF) {
    const square = transformSquare(leaf, inverse(symmetry));
    if (!moves.some((move) => move.square === square)) moves.push({ square, score: data.leafScores[index]!, depth });
  }
  return moves.sort((a, b) => b.score - a.score || a.square - b.square);
}

/** The book option of `bestMove` and `analyze` checked, or an error naming what is wrong. */
export function bookOptionOf(value: unknown): { variety: number; seed: number } | false {
  if (value === undefined || value === true) return { variety: 0, seed: 0 };
  if (value === false) return false;
  if (!isObjectLiteral(value)) {
    throw new ReversiError('INVALID_ARGUMENT', `book must be true, false or an object like { variety: 2, seed: 7 }, got ${described(value)}`);
  }
  const unknown = Object.keys(value).filter((key) => key !== 'variety' && key !== 'seed');
  if (unknown.length > 0) throw new ReversiError('INVALID_ARGUMENT', `book has no option ${unknown.map((key) => JSON.stringify(key)).join(', ')}: it takes variety and seed`);
  const { variety = 0, seed = 0 } = value as { variety?: unknown; seed?: unknown };
  if (typeof variety !== 'number' || !Number.isInteger(variety) || variety < 0 || variety > MAX_VARIETY) {
    throw new ReversiError('INVALID_ARGUMENT', `book.variety must be a whole number of discs from 0 to ${MAX_VARIETY}, got ${described(variety)}`);
  }
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new ReversiError('INVALID_ARGUMENT', `book.seed must be a whole number from 0 to ${0xffffffff}, got ${described(seed)}`);
  }
  return { variety, seed };
}

/**
 * The book's choice in a position, or undefined when the book has none: the best move (the first
 * in square order among equals), or with `variety` one of the moves within that many discs of the
 * best, picked by `seed`.
 */
export function bookChoice(position: CorePosition, option: { variety: number; seed: number }): BookMove | undefined {
  const moves = bookMoves(position);
  if (moves.length === 0) return undefined;
  if (option.variety === 0) return moves[0];
  const close = moves.filter((move) => move.score >= moves[0]!.score - option.variety);
  return close[seededHash(option.seed, canonical(position.player, position.opponent).key) % close.length];
}

/** The book's line from a position: its best moves, as long as they stay in the book. */
export function bookLine(position: CorePosition): number[] {
  const line: number[] = [];
  let next = position;
  for (let moves = bookMoves(next); moves.length > 0 && line.length < 60; moves = bookMoves(next)) {
    line.push(moves[0]!.square);
    next = afterMove(next, moves[0]!.square);
  }
  return line;
}
