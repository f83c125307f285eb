import { describe, expect, it } from 'vitest';
import { compileEntry } from '../host/compile-entry';
import { loadCore } from '../host/load-core';
import { randomBoards, randomGamePositions } from '../host/random-positions';

interface StabilityExports {
  agrees(discs: bigint, occupied: bigint): boolean | number;
  stable(discs: bigint, occupied: bigint): bigint;
}

describe('stable discs (stability.ts)', () => {
  const entry = compileEntry<StabilityExports>(new URL('./assembly/stability.ts', import.meta.url));
  /** The stable discs as an unsigned bitboard (wasm returns an i64). */
  const stable = (discs: bigint, occupied: bigint) => BigInt.asUintN(64, entry.stable(discs, occupied));

  it('finds the discs the plain rule grows, on boards of every density and on played positions', () => {
    const samples = [...randomBoards(3000, 17), ...randomGamePositions(loadCore('flank.wasm', { weights: false }), 60, 9)];
    let differ = 0;
    let checked = 0;
    for (const { player, opponent } of samples) {
      const occupied = player | opponent;
      for (const discs of [player, opponent]) {
        checked++;
        if (!entry.agrees(discs, occupied)) differ++;
      }
    }
    expect(checked).toBeGreaterThan(8000);
    expect(differ).toBe(0);
  });

  it('holds corners, edges anchored to them and discs on full lines, and nothing else', () => {
    const a1 = 1n;
    const b1 = 2n;
    const h8 = 1n << 63n;
    // Alone on the board: a corner is stable, a disc next to it only when the corner is ours.
    expect(stable(a1 | b1, a1 | b1)).toBe(a1 | b1);
    expect(stable(b1, a1 | b1)).toBe(0n);
    expect(stable(h8, h8)).toBe(h8);
    // A full board: every disc stable.
    const mine = 0x0f0f0f0f0f0f0f0fn;
    expect(stable(mine, (1n << 64n) - 1n)).toBe(mine);
    // d4 with every line through it full but the h1-a8 diagonal, where g1 is empty.
    const full = (1n << 64n) - 1n;
    const d4 = 1n << 27n;
    expect(stable(d4, full & ~(1n << 6n))).toBe(0n);
  });
});
