// The relabelled targets (relabel.ts) on disk: "FLBL", then u32 version, game count, label count,
// then one signed byte per replayed position, games in readGames() order, positions in replay() order.

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const LABELS_PATH = fileURLToPath(new URL('./.data/labels.bin', import.meta.url));

const MAGIC = 0x4c424c46; // "FLBL", little-endian
// 2: positions before the solved ones take a solved score an even number of plies on (relabel.ts).
const VERSION = 2;
const HEADER = 16;

/** Labels of `games` games, as one file's bytes. */
export function writeLabels(games: number, labels: Int8Array): Uint8Array {
  const bytes = new Uint8Array(HEADER + labels.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, VERSION, true);
  view.setUint32(8, games, true);
  view.setUint32(12, labels.length, true);
  bytes.set(new Uint8Array(labels.buffer, labels.byteOffset, labels.length), HEADER);
  return bytes;
}

/** The labels file of `games` games, or undefined where there is none; throws on a file of other games. */
export function readLabels(games: number, path = LABELS_PATH): Int8Array | undefined {
  if (!existsSync(path)) return undefined;
  const bytes = readFileSync(path);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  if (bytes.length < HEADER || view.getUint32(0, true) !== MAGIC || view.getUint32(4, true) !== VERSION) {
    throw new Error(`${path}: not a labels file of version ${VERSION}; run pnpm relabel again`);
  }
  const count = view.getUint32(12, true);
  if (view.getUint32(8, true) !== games || bytes.length !== HEADER + count) {
    throw new Error(`${path}: made for ${view.getUint32(8, true)} games, not ${games}; run pnpm relabel again`);
  }
  return new Int8Array(bytes.buffer, bytes.byteOffset + HEADER, count);
}
