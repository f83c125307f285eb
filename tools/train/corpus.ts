// The training corpus: games whose every position carries a label, kept in git under
// tools/train/corpus/<run>/ so that it outlives the machine that made it (pnpm generate writes it,
// pnpm train:network reads it). Games, not positions: a position is replayed from its game's moves,
// so a position costs two bytes before gzip (a square and a label) instead of eighteen.
//
// A chunk file is gzipped bytes of: "FLGC", u32 version, u32 games, u32 positions (little-endian);
// then each game: u8 n, then n squares (u8: the move played from each position in turn), then n
// labels (i8: the final disc difference for the side to move, empties to the winner). Games start
// from the othello start position; a side with no legal move passes, unrecorded, as in the WTHOR
// transcripts. A run's folder holds `run.json`: how the run was made (its settings, the command,
// the evaluation's SHA-256) and each chunk's games, positions and the SHA-256 of its unpacked
// bytes, which `pnpm generate --check` verifies.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { type CoreExports, RULES, UNLIMITED_STOCK } from '@flank/engine/host/core-interface';
import { START_BLACK, START_WHITE, afterPlacement } from '@flank/engine/host/load-core';

export const CORPUS = fileURLToPath(new URL('./corpus/', import.meta.url));
const MAGIC = 0x43474c46; // "FLGC", little-endian
const VERSION = 1;
const HEADER = 16;
/** Games per chunk file: about 20 s of one core, 60,000 positions, 80 KB, at the default recipe. */
export const CHUNK = 1000;

/** One game of the corpus: the squares played from each position, and each position's label. */
export interface CorpusGame {
  moves: Uint8Array;
  labels: Int8Array;
}

/** A chunk's unpacked bytes. */
export function encodeChunk(games: readonly CorpusGame[]): Uint8Array {
  const positions = games.reduce((n, g) => n + g.moves.length, 0);
  const bytes = new Uint8Array(HEADER + games.length + 2 * positions);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, VERSION, true);
  view.setUint32(8, games.length, true);
  view.setUint32(12, positions, true);
  let at = HEADER;
  for (const { moves, labels } of games) {
    if (moves.length !== labels.length || moves.length > 60) throw new Error(`a game of ${moves.length} moves and ${labels.length} labels`);
    bytes[at++] = moves.length;
    bytes.set(moves, at);
    bytes.set(new Uint8Array(labels.buffer, labels.byteOffset, labels.length), at + moves.length);
    at += 2 * moves.length;
  }
  return bytes;
}

/** The games of a chunk's unpacked bytes; throws, naming `name`, on bytes that are not one. */
export function decodeChunk(bytes: Uint8Array, name = 'chunk'): CorpusGame[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  if (bytes.length < HEADER || view.getUint32(0, true) !== MAGIC || view.getUint32(4, true) !== VERSION) {
    throw new Error(`${name}: not a corpus chunk of version ${VERSION}`);
  }
  const count = view.getUint32(8, true);
  const positions = view.getUint32(12, true);
  if (bytes.length !== HEADER + count + 2 * positions) throw new Error(`${name}: ${bytes.length} bytes for ${count} games of ${positions} positions`);
  const games: CorpusGame[] = [];
  let at = HEADER;
  for (let i = 0; i < count; i++) {
    const n = bytes[at++]!;
    if (n > 60 || at + 2 * n > bytes.length) throw new Error(`${name}: game ${i} runs past the end`);
    // Copies, not views: a Buffer's slice() is a view of a pool that may hold other bytes.
    games.push({ moves: Uint8Array.from(bytes.subarray(at, at + n)), labels: new Int8Array(bytes.buffer, bytes.byteOffset + at + n, n).slice() });
    at += 2 * n;
  }
  return games;
}

/** A chunk file's bytes (gzip at level 9, the same bytes each time for the same games). */
export const packChunk = (games: readonly CorpusGame[]): Uint8Array => gzipSync(encodeChunk(games), { level: 9 });

/** The games of a chunk file. */
export function readChunkFile(path: string): CorpusGame[] {
  return decodeChunk(gunzipSync(readFileSync(path)), path);
}

/** The SHA-256 of a chunk file's unpacked bytes, as run.json records it. */
export function chunkSum(path: string): string {
  return createHash('sha256').update(gunzipSync(readFileSync(path))).digest('hex');
}

export const chunkName = (chunk: number) => `chunk-${String(chunk).padStart(6, '0')}.bin.gz`;

/** The chunk files of a run's folder (a name under CORPUS, or a path), in order. */
export function chunkFiles(run: string): string[] {
  const folder = run.includes('/') ? run : join(CORPUS, run);
  if (!existsSync(folder)) throw new Error(`no corpus run ${run} (looked in ${folder})`);
  return readdirSync(folder)
    .filter((file) => /^chunk-\d{6}\.bin\.gz$/.test(file))
    .sort()
    .map((file) => join(folder, file));
}

/** The runs in the corpus, by folder name. */
export function corpusRuns(): string[] {
  if (!existsSync(CORPUS)) return [];
  return readdirSync(CORPUS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(CORPUS, entry.name, 'run.json')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Replays a game, calling `visit` with each position (the side to move's discs first), its label,
 * its place in the game and whether black is to move; throws on a move that is not legal there.
 */
export function replayGame(core: CoreExports, game: CorpusGame, visit: (player: bigint, opponent: bigint, label: number, ply: number, black: boolean) => void): void {
  let player = START_BLACK;
  let opponent = START_WHITE;
  let black = true;
  for (let i = 0; i < game.moves.length; i++) {
    let moves = core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK);
    if (moves === 0n) {
      [player, opponent] = [opponent, player];
      black = !black;
      moves = core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK);
    }
    const square = game.moves[i]!;
    if (square > 63 || ((moves >> BigInt(square)) & 1n) === 0n) throw new Error(`move ${i + 1} (square ${square}) is not legal`);
    visit(player, opponent, game.labels[i]!, i, black);
    ({ player, opponent } = afterPlacement(core, { player, opponent }, square));
    black = !black;
  }
}
