import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CoreExports, LAYOUT, RULES, START, UNLIMITED_STOCK, layoutMismatches, readAnswer, search, writeRequest } from '../host/core-interface';
import { afterPlacement, coreImports, loadCore, othelloPosition, playedFromStart, readFfo, relativeBoard, squareName } from '../host/load-core';
import { loadThreadedCore } from '../host/threads';

// The host writes the request and reads the answer at LAYOUT's offsets (host/core-interface.ts);
// the core's own offsets are its layout table (assembly/layout.ts), which loadCore checks. Here
// the table agrees with LAYOUT in every build, a disagreement is named, and fields written at
// LAYOUT's offsets reach the core and come back as the answer it gave.

/** A build's exports as the module gives them, before any check of its layout. */
const unchecked = (file: string) => new WebAssembly.Instance(new WebAssembly.Module(readFileSync(new URL(`../build/${file}`, import.meta.url))), coreImports).exports as unknown as CoreExports;

describe("the core's layout table", () => {
  it.each(['flank.wasm', 'flank.debug.wasm'])('agrees with LAYOUT in %s', (file) => {
    expect(layoutMismatches(unchecked(file))).toEqual([]);
  });

  it('agrees with LAYOUT in flank-threads.wasm', async () => {
    const threaded = await loadThreadedCore(1, { weights: false });
    try {
      expect(layoutMismatches(threaded.core)).toEqual([]);
    } finally {
      await threaded.close();
    }
  });

  it('has as many entries as LAYOUT, and names each field whose offset it gives otherwise', () => {
    const core = unchecked('flank.wasm');
    const entries = Object.values(LAYOUT).flatMap((fields) => Object.values(fields));
    const table = new Uint16Array(core.memory.buffer, core.layout(), entries.length);
    expect([...table]).toEqual(entries);
    table[0] = 1;
    table[Object.keys(LAYOUT.request).length + Object.keys(LAYOUT.answer).indexOf('nodes')] = 99;
    expect(layoutMismatches(core)).toEqual(['request.player 0 (core: 1)', 'answer.nodes 24 (core: 99)']);
  });
});

describe('the request and the answer, through memory', () => {
  const core = loadCore();
  core.setTableSize(16);

  it('a think at depth 2 of several lines, one root move avoided: the answer says what was asked', () => {
    const { player, opponent } = playedFromStart(core, 'f5d6c3d3c4');
    const moves = core.moves(RULES.OTHELLO, player, opponent, UNLIMITED_STOCK);
    const avoided = moves & -moves;
    writeRequest(core, { ...othelloPosition(player, opponent), maxDepth: 2, avoided, lines: 3, start: START.FRESH });
    core.think();
    const answer = readAnswer(core);
    expect(answer).toMatchObject({ depth: 2, exact: false, spent: false, lower: -64, upper: 64 });
    expect(answer.nodes).toBeGreaterThan(0n);
    expect(answer.nodes).toBeLessThan(10_000n);
    // Every root move but the avoided one, best first, the best the answer's.
    expect(answer.lines.map((line) => line.moves[0]!).sort((a, b) => a - b)).toEqual(Array.from({ length: 64 }, (_, s) => s).filter((s) => ((moves & ~avoided) >> BigInt(s)) & 1n));
    expect(answer.lines.map((line) => line.score)).toEqual(answer.lines.map((line) => line.score).sort((a, b) => b - a));
    expect(answer.lines[0]).toMatchObject({ score: answer.score, depth: 2 });
    expect(answer.lines[0]!.moves[0]).toBe(answer.move);
    // The three proved: each a move and the reply that proved it, legal where played.
    for (const line of answer.lines.slice(0, 3)) {
      expect(line).toMatchObject({ depth: 2, exact: false, atMost: false });
      expect(line.moves).toHaveLength(2);
      const child = afterPlacement(core, { player, opponent }, line.moves[0]!);
      expect(core.flips(RULES.OTHELLO, child.player, child.opponent, line.moves[1]!), squareName(line.moves[1]!)).not.toBe(0n);
    }
    for (const line of answer.lines.slice(3)) expect(line.score).toBeLessThanOrEqual(answer.lines[2]!.score);
  });

  it("a solve in a window around FFO #22's score, on a budget: the exact score, then a stop at the budget", () => {
    const q = readFfo().find((p) => p.id === 22)!;
    const { player, opponent } = relativeBoard(q.board, q.side);
    const position = othelloPosition(player, opponent);
    const solved = search(core, 'solve', { ...position, alpha: q.score - 1, beta: q.score + 1, start: START.FRESH });
    expect(solved).toMatchObject({ score: q.score, depth: q.empties, exact: true, spent: false, lower: q.score, upper: q.score });
    expect(q.bestMoves).toContain(squareName(solved.move));
    expect(solved.lines).toEqual([{ moves: [solved.move], score: q.score, depth: q.empties, exact: true, atMost: false }]);
    const stopped = search(core, 'solve', { ...position, alpha: -64, beta: 64, maxNodes: 5_000n, start: START.FRESH });
    expect(stopped).toMatchObject({ spent: true, exact: false, nodes: 5_000n });
  });
});
