// The features of one position, computed square by square from the pattern lists of patterns.ts:
// the slow, plain definition that the engine's bit tricks must reproduce. A position is four
// unsigned 32-bit halves (`player` and `opponent`, low half a1..h4, high half a5..h8), which keeps
// the trainer off BigInt; the legal-move counts come from the caller (the replay already has them).

import { FEATURE_COUNT, PATTERNS, SCALARS } from './patterns.ts';

/** A position relative to the side to move, as 32-bit halves, with both sides' legal-move counts. */
export interface Position {
  playerLo: number;
  playerHi: number;
  opponentLo: number;
  opponentHi: number;
  /** Legal moves of the side to move. */
  mobility: number;
  /** Legal moves of the opponent, were it to move. */
  opponentMobility: number;
}

// Every instance of every pattern, flattened: squares, then where each instance starts.
const INSTANCE_SQUARES = Int32Array.from(PATTERNS.flatMap((p) => p.instances.flat()));
const INSTANCE_START = Int32Array.from(
  PATTERNS.flatMap((p) => p.instances).reduce<number[]>((starts, inst) => [...starts, starts.at(-1)! + inst.length], [0]),
);
const INSTANCE_PACK = PATTERNS.flatMap((p) => p.instances.map(() => p.pack));
const INSTANCES = INSTANCE_PACK.length;
if (INSTANCES + SCALARS.length !== FEATURE_COUNT) throw new Error('feature count mismatch');

export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Empty squares next to a disc of `lo`/`hi` (in the eight directions), counted. */
export function frontierCount(lo: number, hi: number, emptyLo: number, emptyHi: number): number {
  const ewLo = ((lo << 1) & 0xfefefefe) | ((lo >>> 1) & 0x7f7f7f7f);
  const ewHi = ((hi << 1) & 0xfefefefe) | ((hi >>> 1) & 0x7f7f7f7f);
  const rowLo = lo | ewLo;
  const rowHi = hi | ewHi;
  const nLo = ewLo | (rowLo << 8) | (rowLo >>> 8) | (rowHi << 24);
  const nHi = ewHi | (rowHi << 8) | (rowLo >>> 24) | (rowHi >>> 8);
  return popcount32(nLo & emptyLo) + popcount32(nHi & emptyHi);
}

/** Empty squares. */
export function emptiesOf(p: Position): number {
  return 64 - popcount32(p.playerLo) - popcount32(p.playerHi) - popcount32(p.opponentLo) - popcount32(p.opponentHi);
}

const cells = new Uint8Array(64);

/**
 * Writes the position's FEATURE_COUNT feature indices into `out` from `at`: the packed index of
 * each pattern instance (patterns.ts order), then mobility, opponent mobility, potential mobility
 * of each side and parity. Each index is local to its table (FEATURE_TABLE says which).
 *
 * @example
 * const out = new Uint16Array(FEATURE_COUNT);
 * features(position, out, 0); // out[0..3]: the four 3x3 corners
 */
export function features(p: Position, out: Uint16Array | Uint32Array, at: number): void {
  for (let s = 0; s < 32; s++) {
    cells[s] = ((p.playerLo >>> s) & 1) | (((p.opponentLo >>> s) & 1) << 1);
    cells[s + 32] = ((p.playerHi >>> s) & 1) | (((p.opponentHi >>> s) & 1) << 1);
  }
  for (let i = 0; i < INSTANCES; i++) {
    let raw = 0;
    for (let k = INSTANCE_START[i + 1]! - 1; k >= INSTANCE_START[i]!; k--) raw = raw * 3 + cells[INSTANCE_SQUARES[k]!]!;
    out[at + i] = INSTANCE_PACK[i]![raw]!;
  }
  const emptyLo = ~(p.playerLo | p.opponentLo) >>> 0;
  const emptyHi = ~(p.playerHi | p.opponentHi) >>> 0;
  const empties = popcount32(emptyLo) + popcount32(emptyHi);
  out[at + INSTANCES] = p.mobility;
  out[at + INSTANCES + 1] = p.opponentMobility;
  out[at + INSTANCES + 2] = frontierCount(p.opponentLo, p.opponentHi, emptyLo, emptyHi);
  out[at + INSTANCES + 3] = frontierCount(p.playerLo, p.playerHi, emptyLo, emptyHi);
  out[at + INSTANCES + 4] = empties & 1;
}
