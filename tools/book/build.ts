// pnpm book: builds the opening book, packages/reversi/book/flank-book.bin (format in
// packages/reversi/src/core/book-file.ts), from the WTHOR games and Flank's own search.
//
//   pnpm book [--min-games 20] [--plies 40] [--depth 18] [--workers 2]
//
// 1. Positions: every position of the first --plies moves of the expert games, in canonical form
//    (the 8 symmetries are one position), counted once per game; those that at least --min-games
//    games reach, and whose side to move has a move, are the book.
// 2. Leaves: each book position is searched --depth plies deep (Multi-ProbCut as in play, exact
//    from EXACT_EMPTIES), its book moves (those into another book position) left out: the best
//    move out of the book, and its score.
// 3. Values, backed up from the last plies to the first: a position is worth the best of its
//    leaf and its book moves, each book move worth minus the position it leads to.
//
// Step 2 goes in chunks of CHUNK positions, each written to .data/<run>/ (git-ignored) once done:
// a run that stops keeps its finished chunks, and the same command resumes with the rest. Every
// search starts on an empty table, so a chunk is the same bytes whichever worker makes it.
//
// The book's file and its canonical form are @flank/reversi's own (core/book-file.ts and
// openings/symmetry.ts), read by every runtime: the builder must write exactly what they read, so it takes
// them from the package's sources, by path. The package exports neither, on purpose: its exports
// are what it publishes, and these are no part of its API.

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { PASS, RULES, UNLIMITED_STOCK } from '@flank/engine/host/core-interface';
import { afterPlacement, loadCore, thinkOthello } from '@flank/engine/host/load-core';
import { type BookData, NO_LEAF, encodeBook } from '../../packages/reversi/src/core/book-file.ts';
import { canonical } from '../../packages/reversi/src/openings/symmetry.ts';
import { inChunkWorkers } from '../train/chunk-workers.ts';
import { bitboards, popcount64, readGames, replay } from '../train/games.ts';

const DATA = fileURLToPath(new URL('./.data/', import.meta.url));
export const BOOK_FILE = fileURLToPath(new URL('../../packages/reversi/book/flank-book.bin', import.meta.url));
/** Positions per chunk file. */
const CHUNK = 200;
/** Inside the leaves' search, positions this close to the end are solved exactly (level 10's horizon). */
const EXACT_EMPTIES = 20;
/** 2^20 entries of 32 bytes (32 MiB). */
const TABLE_BITS = 20;

export interface Settings {
  minGames: number;
  plies: number;
  depth: number;
}

const runFolder = (s: Settings) => join(DATA, `g${s.minGames}-p${s.plies}-d${s.depth}`);
const chunkFile = (s: Settings, chunk: number) => join(runFolder(s), `chunk-${String(chunk).padStart(4, '0')}.bin`);

const KEY_MASK = (1n << 64n) - 1n;
const playerOf = (key: bigint) => key >> 64n;
const opponentOf = (key: bigint) => key & KEY_MASK;

type Core = ReturnType<typeof loadCore>;

/** The book's positions (canonical keys, sorted) and how many games reached each. */
function countPositions(core: Core, settings: Settings): { keys: bigint[]; games: Map<bigint, number> } {
  const games = new Map<bigint, number>();
  for (const game of readGames()) {
    let ply = 0;
    replay(core, game, (position) => {
      if (ply++ >= settings.plies) return;
      const { player, opponent } = bitboards(position);
      if (position.mobility === 0) return;
      const { key } = canonical(player, opponent);
      games.set(key, (games.get(key) ?? 0) + 1);
    });
  }
  const keys = [...games].filter(([, count]) => count >= settings.minGames).map(([key]) => key);
  keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { keys, games };
}

/**
 * The book's positions, counted once per run and kept in its folder (positions.bin: per position
 * its key, 16 bytes, and its games, u16), so that every worker searches the same list.
 */
function bookPositions(core: Core, settings: Settings): { keys: bigint[]; games: Map<bigint, number> } {
  const file = join(runFolder(settings), 'positions.bin');
  if (!existsSync(file)) {
    const { keys, games } = countPositions(core, settings);
    const view = new DataView(new ArrayBuffer(keys.length * 18));
    keys.forEach((key, i) => {
      view.setBigUint64(18 * i, playerOf(key), true);
      view.setBigUint64(18 * i + 8, opponentOf(key), true);
      view.setUint16(18 * i + 16, Math.min(games.get(key)!, 65535), true);
    });
    mkdirSync(runFolder(settings), { recursive: true });
    writeFileSync(`${file}.part`, new Uint8Array(view.buffer));
    renameSync(`${file}.part`, file);
  }
  const bytes = readFileSync(file);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const keys: bigint[] = [];
  const games = new Map<bigint, number>();
  for (let at = 0; at < bytes.length; at += 18) {
    const key = (view.getBigUint64(at, true) << 64n) | view.getBigUint64(at + 8, true);
    keys.push(key);
    games.set(key, view.getUint16(at + 16, true));
  }
  return { keys, games };
}

/** Each legal move of a position (its bit) with the canonical key of the position it leads to. */
function children(core: Core, player: bigint, opponent: bigint): { bit: bigint; key: bigint }[] {
  const found: { bit: bigint; key: bigint }[] = [];
  for (let moves = core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK); moves !== 0n; moves &= moves - 1n) {
    const bit = moves & -moves;
    const child = afterPlacement(core, { player, opponent }, popcount64(bit - 1n));
    found.push({ bit, key: canonical(child.player, child.opponent).key });
  }
  return found;
}

/** The moves of a position that lead into the book, as a bitboard. */
function bookMoves(core: Core, player: bigint, opponent: bigint, inBook: Set<bigint>): bigint {
  return children(core, player, opponent).reduce((found, { bit, key }) => (inBook.has(key) ? found | bit : found), 0n);
}

/** A worker: searches the leaves of the chunks given, each chunk written whole when done. */
function searchChunks(settings: Settings, chunks: number[]): void {
  const core = loadCore();
  core.setTableSize(TABLE_BITS);
  const { keys } = bookPositions(core, settings);
  const inBook = new Set(keys);
  for (const chunk of chunks) {
    const started = performance.now();
    const slice = keys.slice(chunk * CHUNK, (chunk + 1) * CHUNK);
    const out = new Uint8Array(slice.length * 2);
    slice.forEach((key, i) => {
      const [player, opponent] = [playerOf(key), opponentOf(key)];
      const avoided = bookMoves(core, player, opponent, inBook);
      const moves = core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK);
      if ((moves & ~avoided) === 0n) {
        out[2 * i] = NO_LEAF;
        return;
      }
      const { score, move } = thinkOthello(core, player, opponent, settings.depth, { exactEmpties: EXACT_EMPTIES, avoided });
      if (move === PASS || ((moves & ~avoided) >> BigInt(move)) % 2n === 0n) throw new Error(`position ${chunk * CHUNK + i}: the search left the moves asked`);
      out[2 * i] = move;
      out[2 * i + 1] = score & 0xff;
    });
    const file = chunkFile(settings, chunk);
    writeFileSync(`${file}.part`, out);
    renameSync(`${file}.part`, file);
    console.log(`  chunk ${chunk}: ${slice.length} positions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** Backs the values up from the leaves, the positions with most discs first. */
export function backUp(core: Core, keys: bigint[], leafMoves: Uint8Array, leafScores: Int8Array): Int8Array {
  const index = new Map(keys.map((key, i) => [key, i]));
  const order = keys.map((_, i) => i);
  const discs = (key: bigint) => popcount64(playerOf(key) | opponentOf(key));
  order.sort((a, b) => discs(keys[b]!) - discs(keys[a]!) || a - b);
  const values = new Int8Array(keys.length);
  for (const i of order) {
    const [player, opponent] = [playerOf(keys[i]!), opponentOf(keys[i]!)];
    let best = leafMoves[i] === NO_LEAF ? -Infinity : leafScores[i]!;
    for (const { key } of children(core, player, opponent)) {
      const child = index.get(key);
      // A child has more discs, so its value is already backed up.
      if (child !== undefined) best = Math.max(best, -values[child]!);
    }
    if (best === -Infinity) throw new Error(`position ${i}: neither a leaf nor a book move`);
    values[i] = best;
  }
  return values;
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      'min-games': { type: 'string', default: '20' },
      plies: { type: 'string', default: '40' },
      depth: { type: 'string', default: '18' },
      workers: { type: 'string', default: '2' },
      chunks: { type: 'string' },
      out: { type: 'string', default: BOOK_FILE },
    },
  });
  const whole = (name: string, text: string, min: number, max: number) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} ${text}: a whole number from ${min} to ${max}, please`);
    return value;
  };
  const settings: Settings = {
    minGames: whole('min-games', args['min-games'], 1, 255),
    plies: whole('plies', args.plies, 1, 60),
    depth: whole('depth', args.depth, 1, 40),
  };
  const settingArgs = ['--min-games', `${settings.minGames}`, '--plies', `${settings.plies}`, '--depth', `${settings.depth}`];
  if (args.chunks !== undefined) {
    searchChunks(settings, args.chunks.split(',').map(Number));
    return;
  }
  const started = performance.now();
  const core = loadCore();
  const { keys, games } = bookPositions(core, settings);
  const chunks = Math.ceil(keys.length / CHUNK);
  const todo = Array.from({ length: chunks }, (_, c) => c).filter((c) => !existsSync(chunkFile(settings, c)));
  const workers = whole('workers', args.workers, 1, 64);
  console.log(`${keys.length} positions (reached by ${settings.minGames} games or more in their first ${settings.plies} moves); ${todo.length} of ${chunks} chunks to search, ${workers} workers`);
  await inChunkWorkers(todo, workers, settingArgs);
  const leafMoves = new Uint8Array(keys.length);
  const leafScores = new Int8Array(keys.length);
  for (let c = 0; c < chunks; c++) {
    const bytes = readFileSync(chunkFile(settings, c));
    for (let i = 0; i < bytes.length / 2; i++) {
      leafMoves[c * CHUNK + i] = bytes[2 * i]!;
      leafScores[c * CHUNK + i] = (bytes[2 * i + 1]! << 24) >> 24;
    }
  }
  const book: BookData = {
    depth: settings.depth,
    minGames: settings.minGames,
    players: BigUint64Array.from(keys, playerOf),
    opponents: BigUint64Array.from(keys, opponentOf),
    values: backUp(core, keys, leafMoves, leafScores),
    leafMoves,
    leafScores,
    games: Uint16Array.from(keys, (key) => games.get(key)!),
  };
  const bytes = encodeBook(book);
  mkdirSync(join(args.out, '..'), { recursive: true });
  writeFileSync(args.out, bytes);
  const plies = new Map<number, number>();
  for (const key of keys) {
    const ply = popcount64(playerOf(key) | opponentOf(key)) - 4;
    plies.set(ply, (plies.get(ply) ?? 0) + 1);
  }
  console.log(`positions by plies: ${[...plies].sort((a, b) => a[0] - b[0]).map(([p, n]) => `${p}: ${n}`).join(', ')}`);
  console.log(`start position's value: ${book.values[keys.indexOf(canonical((1n << 28n) | (1n << 35n), (1n << 27n) | (1n << 36n)).key)]}`);
  console.log(`wrote ${args.out}: ${bytes.length} bytes, ${gzipSync(bytes, { level: 9 }).length} gzipped, in ${((performance.now() - started) / 60000).toFixed(1)} min`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
