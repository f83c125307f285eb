import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUT, RULES, START, UNLIMITED_STOCK } from '../host/core-interface';
import { loadCore, readFfo, relativeBoard, solveOthello, thinkOthello } from '../host/load-core';

describe('the core as loadCore gives it to the tools and benches', () => {
  const core = loadCore();
  // The side to move has f6 (bit 45), the opponent g7 (bit 54): h8 (bit 63) flanks g7.
  const player = 1n << 45n;
  const opponent = 1n << 54n;

  it('answers bitboards holding h8 as unsigned BigInts, so that loops over their bits end', () => {
    const moves = core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK);
    expect(moves).toBe(1n << 63n);
    expect(core.flips(RULES.OTHELLO, player, opponent, 63)).toBe(1n << 54n);
    let count = 0;
    for (let m = moves; m !== 0n; m &= m - 1n) count++;
    expect(count).toBe(1);
  });

  it('refuses a build whose records it would misread, naming the fields', () => {
    // The build with one offset of its layout table changed in its data segment: answer.nodes at
    // 32. The segment starts at the table's second entry: the first is 0 (request.player), which
    // the optimizer leaves out, as memory starts zeroed.
    const bytes = Buffer.from(readFileSync(new URL('../build/flank.wasm', import.meta.url)));
    const table = Buffer.from(Uint16Array.from(Object.values(LAYOUT).flatMap((fields) => Object.values(fields)).slice(1)).buffer);
    const at = bytes.indexOf(table);
    expect(at).toBeGreaterThan(0);
    expect(bytes.indexOf(table, at + 1)).toBe(-1);
    bytes[at + 2 * (Object.keys(LAYOUT.request).length + Object.keys(LAYOUT.answer).indexOf('nodes') - 1)] = 32;
    const folder = mkdtempSync(join(tmpdir(), 'flank-layout-'));
    try {
      const file = join(folder, 'misread.wasm');
      writeFileSync(file, bytes);
      expect(() => loadCore(file)).toThrow(`${file} lays out its records otherwise: answer.nodes 24 (core: 32)`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("thinkOthello and solveOthello's start (START)", () => {
  const core = loadCore();
  core.setTableSize(20);
  const q = readFfo().find((p) => p.id === 22)!;
  const { player, opponent } = relativeBoard(q.board, q.side);

  it('is a new budget on an emptied table by default: the same answer every time', () => {
    const first = solveOthello(core, player, opponent);
    expect(first.score).toBe(q.score);
    expect(solveOthello(core, player, opponent)).toEqual(first);
  });

  it('keeps the table with START.NEW_BUDGET alone: the same score again, from far fewer nodes', () => {
    const fresh = solveOthello(core, player, opponent);
    const again = solveOthello(core, player, opponent, { start: START.NEW_BUDGET });
    expect(again.score).toBe(q.score);
    expect(again.nodes * 10n).toBeLessThan(fresh.nodes);
  });

  it('goes on with the last budget with START.CONTINUE: a spent one stays spent, its nodes counted on', () => {
    const stopped = thinkOthello(core, player, opponent, 12, { maxNodes: 5_000n });
    expect(stopped.spent).toBe(true);
    const next = thinkOthello(core, player, opponent, 12, { start: START.CONTINUE });
    expect(next.spent).toBe(true);
    expect(next.nodes).toBeGreaterThan(stopped.nodes);
    // Nothing searched past the one-ply answer that every think starts from.
    expect(next.depth).toBe(1);
  });
});
