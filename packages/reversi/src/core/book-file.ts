// The opening book's file, "FLBK" (written by tools/book, read by every runtime). Little-endian:
//   0    4 bytes   magic "FLBK"
//   4    u16       version, 1
//   6    u8        the plies of midgame search that scored the book (its leaves)
//   7    u8        how many expert games a position needed to enter the book
//   8    u32       N, the positions
//   12   N x u64   the side to move's discs of each position, in canonical form
//                  (openings/symmetry.ts)
//        N x u64   the opponent's discs
//        N x i8    the position's value: the final disc difference for the side to move, backed
//                  up through the book (negamax over its book moves and its leaf)
//        N x u8    the leaf: the best move that leaves the book, as its search found it (a square
//                  of the canonical form; 64 where every move stays in the book)
//        N x i8    the leaf's score
//        N x u16   how many of the expert games reached the position
//   end  u32       FNV-1a (32-bit) of every byte before it
// Positions are sorted by (player, opponent), so a lookup is a binary search. Columns, rather
// than records, keep the u64s aligned when the file is read in place, and compress better.

import { ReversiError } from '../errors.ts';

const MAGIC = 0x4b424c46; // "FLBK"
const VERSION = 1;
const HEADER = 12;
/** A leaf square that means no leaf: every move of the position stays in the book. */
export const NO_LEAF = 64;

/** The book in memory: the file's columns. */
export interface BookData {
  /** Plies of search that scored the leaves. */
  depth: number;
  /** Expert games a position needed to enter the book. */
  minGames: number;
  players: BigUint64Array;
  opponents: BigUint64Array;
  values: Int8Array;
  leafMoves: Uint8Array;
  leafScores: Int8Array;
  games: Uint16Array;
}

/** FNV-1a (32-bit) of bytes [0, end). */
function fnv1a(bytes: Uint8Array, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < end; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return hash >>> 0;
}

const sizeOf = (count: number) => HEADER + count * (8 + 8 + 1 + 1 + 1 + 2) + 4;

/** The file of a book whose positions are sorted and canonical. */
export function encodeBook(book: BookData): Uint8Array {
  const count = book.players.length;
  const bytes = new Uint8Array(sizeOf(count));
  const view = new DataView(bytes.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint16(4, VERSION, true);
  view.setUint8(6, book.depth);
  view.setUint8(7, book.minGames);
  view.setUint32(8, count, true);
  let at = HEADER;
  for (const column of [book.players, book.opponents]) {
    for (let i = 0; i < count; i++, at += 8) view.setBigUint64(at, column[i]!, true);
  }
  for (const column of [book.values, book.leafMoves, book.leafScores]) {
    bytes.set(new Uint8Array(column.buffer, column.byteOffset, count), at);
    at += count;
  }
  for (let i = 0; i < count; i++, at += 2) view.setUint16(at, book.games[i]!, true);
  view.setUint32(at, fnv1a(bytes, at), true);
  return bytes;
}

/** Reads a book file; throws a ReversiError naming what is wrong with it. */
export function decodeBook(bytes: Uint8Array): BookData {
  const fail = (what: string): never => {
    throw new ReversiError('INVALID_ARGUMENT', `The opening book is unusable: ${what}`);
  };
  if (bytes.length < HEADER + 4) fail(`${bytes.length} bytes is shorter than its header`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) fail('not a book file (bad magic)');
  const version = view.getUint16(4, true);
  if (version !== VERSION) fail(`version ${version}, this package reads version ${VERSION}`);
  const count = view.getUint32(8, true);
  if (bytes.length !== sizeOf(count)) fail(`${bytes.length} bytes where ${count} positions take ${sizeOf(count)} (truncated or corrupt)`);
  if (fnv1a(bytes, bytes.length - 4) !== view.getUint32(bytes.length - 4, true)) fail('corrupt (checksum)');
  // A copy, so that the u64 columns are aligned whatever the offset of the bytes given (a Node
  // Buffer's slice would share them).
  const copy = new Uint8Array(bytes.length - HEADER);
  copy.set(bytes.subarray(HEADER));
  const players = new BigUint64Array(copy.buffer, 0, count);
  const opponents = new BigUint64Array(copy.buffer, count * 8, count);
  let at = count * 16;
  const values = new Int8Array(copy.buffer, at, count);
  const leafMoves = new Uint8Array(copy.buffer, (at += count), count);
  const leafScores = new Int8Array(copy.buffer, (at += count), count);
  at += count;
  const games = new Uint16Array(count);
  for (let i = 0; i < count; i++) games[i] = view.getUint16(HEADER + at + 2 * i, true);
  for (let i = 0; i < count; i++) {
    if (leafMoves[i]! > NO_LEAF) fail(`position ${i}: leaf square ${leafMoves[i]}`);
    if (i > 0 && (players[i - 1]! > players[i]! || (players[i - 1] === players[i] && opponents[i - 1]! >= opponents[i]!))) fail(`position ${i}: out of order`);
  }
  return { depth: view.getUint8(6), minGames: view.getUint8(7), players, opponents, values, leafMoves, leafScores, games };
}
