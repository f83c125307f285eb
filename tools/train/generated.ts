// The positions that generate.ts labels, on disk: one folder per run under .data/generated
// (git-ignored), one file per chunk of games.
//
// Chunk file: "FLGN", u32 version, u32 record count, u32 0; then 18-byte records: player u64,
// opponent u64 (little-endian; the side to move's discs first), label i8 (the final disc
// difference for the side to move, empties to the winner), depth u8 (the label's search depth in
// plies, or EXACT_DEPTH when the label is exact). Records keep game order, and each position of
// a game has one empty square fewer than the one before (a pass is no record), so a record that
// does not continue that count begins the next game: enough to split positions by game.

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const GENERATED = fileURLToPath(new URL('./.data/generated/', import.meta.url));
const MAGIC = 0x4e474c46; // "FLGN", little-endian
const VERSION = 1;
const HEADER = 16;
const RECORD = 18;
/** The depth byte of an exact label. */
export const EXACT_DEPTH = 255;

/** A generated position with its label. */
export interface Generated {
  /** The side to move's discs. */
  player: bigint;
  opponent: bigint;
  /** The final disc difference for the side to move, empties to the winner. */
  score: number;
  /** The label's search depth in plies, or EXACT_DEPTH. */
  depth: number;
}

/** One chunk file's bytes. */
export function chunkBytes(records: Generated[]): Uint8Array {
  const bytes = new Uint8Array(HEADER + records.length * RECORD);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, VERSION, true);
  view.setUint32(8, records.length, true);
  records.forEach(({ player, opponent, score, depth }, i) => {
    const at = HEADER + i * RECORD;
    view.setBigUint64(at, BigInt.asUintN(64, player), true);
    view.setBigUint64(at + 8, BigInt.asUintN(64, opponent), true);
    view.setInt8(at + 16, score);
    view.setUint8(at + 17, depth);
  });
  return bytes;
}

/** The records of one chunk file; throws on a file that is not one. */
export function readChunk(path: string): Generated[] {
  const bytes = readFileSync(path);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  if (bytes.length < HEADER || view.getUint32(0, true) !== MAGIC || view.getUint32(4, true) !== VERSION) {
    throw new Error(`${path}: not a generated chunk of version ${VERSION}`);
  }
  const count = view.getUint32(8, true);
  if (bytes.length !== HEADER + count * RECORD) throw new Error(`${path}: truncated (${bytes.length} bytes for ${count} records)`);
  return Array.from({ length: count }, (_, i) => {
    const at = HEADER + i * RECORD;
    return {
      player: view.getBigUint64(at, true),
      opponent: view.getBigUint64(at + 8, true),
      score: view.getInt8(at + 16),
      depth: view.getUint8(at + 17),
    };
  });
}

/** Every chunk file under .data/generated, for the trainer. */
export function generatedChunks(): string[] {
  if (!existsSync(GENERATED)) return [];
  return readdirSync(GENERATED, { recursive: true, encoding: 'utf8' })
    .filter((file) => /chunk-\d{6}\.bin$/.test(file))
    .sort()
    .map((file) => join(GENERATED, file));
}

