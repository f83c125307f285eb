// What the evaluation tests share: every position of held-out WTHOR games, the trainer's
// square-by-square features of any position, random networks, and weights files mended. Random
// boards no game reaches come from the engine (@flank/engine/host/random-positions).
import { type CoreExports, RULES, UNLIMITED_STOCK } from '@flank/engine/host/core-interface';
import type { Sample } from '@flank/engine/host/random-positions';
import { type Position, features } from '../train/features.ts';
import { isHeldOut, readGames, replay } from '../train/games.ts';
import type { IntegerNetwork } from '../train/network-file.ts';
import { ROWS } from '../train/network.ts';
import { FEATURE_COUNT, WEIGHTS_PER_PHASE } from '../train/patterns.ts';
import { seeded } from '@flank/engine/host/seeded-random';
import { fnv1a } from '../train/weights-file.ts';

export const bits = (lo: number, hi: number) => BigInt(lo >>> 0) | (BigInt(hi >>> 0) << 32n);
export const popcount = (b: bigint) => b.toString(2).replaceAll('0', '').length;

export const heldOutGames = readGames().filter(isHeldOut);

/** Every position of the first `games` held-out games. */
export function gamePositions(core: CoreExports, games: number): Sample[] {
  const samples: Sample[] = [];
  for (const game of heldOutGames.slice(0, games)) {
    replay(core, game, (p) => samples.push({ player: bits(p.playerLo, p.playerHi), opponent: bits(p.opponentLo, p.opponentHi), target: p.target }));
  }
  return samples;
}

/** The trainer's view of a position: its features, computed square by square. */
export function referenceFeatures(core: CoreExports, sample: Sample): Uint16Array {
  const position: Position = {
    playerLo: Number(sample.player & 0xffffffffn),
    playerHi: Number(sample.player >> 32n),
    opponentLo: Number(sample.opponent & 0xffffffffn),
    opponentHi: Number(sample.opponent >> 32n),
    mobility: popcount(core.moves(RULES.OTHELLO, sample.player, sample.opponent, UNLIMITED_STOCK) & 0xffffffffffffffffn),
    opponentMobility: popcount(core.moves(RULES.OTHELLO, sample.opponent, sample.player, UNLIMITED_STOCK) & 0xffffffffffffffffn),
  };
  const out = new Uint16Array(FEATURE_COUNT);
  features(position, out, 0);
  return out;
}

/** The image of a board under one of the symmetries of patterns.ts. */
export function symmetric(board: bigint, symmetry: (square: number) => number): bigint {
  let image = 0n;
  for (let s = 0; s < 64; s++) if ((board >> BigInt(s)) & 1n) image |= 1n << BigInt(symmetry(s));
  return image;
}

/** `bytes` with its last 4 bytes set to the FNV-1a of the others: a corruption that must fail another check. */
export function withChecksum(bytes: Uint8Array): Uint8Array {
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(bytes.length - 4, fnv1a(bytes, bytes.length - 4), true);
  return bytes;
}

/**
 * A network with random integers: rows within ±`rowRange` (a quarter of them 0, so the file leaves
 * them out), and a head per empties chosen at random among `heads`; with `phases` > 0, phase
 * weights within ±200 (1/32 disc; most of them 0) and a phase per empties chosen at random.
 */
export function randomNetwork(seed: number, width: number, hiddenWidth: number, heads: number, rowRange: number, biasRange: number, phases = 0, stages = 0): IntegerNetwork {
  const next = seeded(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const rows = new Int16Array(ROWS * width);
  for (let r = 0; r < ROWS; r++) if (next() < 0.75) for (let j = 0; j < width; j++) rows[r * width + j] = int(-rowRange, rowRange);
  return {
    width,
    hiddenWidth,
    headOf: Array.from({ length: 61 }, () => int(0, heads - 1)),
    rows,
    bias: Int16Array.from({ length: width }, () => int(-biasRange, biasRange)),
    hidden: Int16Array.from({ length: heads * hiddenWidth * width }, () => int(-400, 400)),
    hiddenBias: Int32Array.from({ length: heads * hiddenWidth }, () => int(-300000, 800000)),
    output: Int16Array.from({ length: heads * hiddenWidth }, () => int(-3000, 3000)),
    outputBias: Int32Array.from({ length: heads }, () => int(-1 << 20, 1 << 20)),
    phaseOf: phases === 0 ? new Array<number>(61).fill(0) : Array.from({ length: 61 }, () => int(0, phases - 1)),
    phases: Array.from({ length: phases }, () => Int16Array.from({ length: WEIGHTS_PER_PHASE }, () => (next() < 0.3 ? int(-200, 200) : 0))),
    stageOf: stages === 0 ? new Array<number>(61).fill(0) : Array.from({ length: 61 }, () => int(0, stages - 1)),
    // A residual row in some stages, each making a sum within ±rowRange (some undo their row's sign).
    stages: Array.from({ length: stages }, () => {
      const residual = new Int16Array(rows.length);
      for (let r = 0; r < ROWS; r++) if (next() < 0.4) for (let j = 0; j < width; j++) residual[r * width + j] = int(-rowRange, rowRange) - rows[r * width + j]!;
      return residual;
    }),
  };
}
