import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { popcount64 } from '../../../tools/train/games.ts';
import { type Settings, generateGames } from '../../../tools/train/generate.ts';
import { EXACT_DEPTH, chunkBytes, readChunk } from '../../../tools/train/generated.ts';
import { RULES } from '../host/core-interface';
import { loadCore, solveOthello } from '../host/load-core';

const core = loadCore();
core.tableSize(18);
const SELF_PLAY: Settings = { source: 'selfplay', depth: 3, exact: 10, playDepth: 2, seed: 7, firstOpening: 1000, evaluation: 'network' };

describe('generated training positions', () => {
  const records = generateGames(core, SELF_PLAY, 0, 2);

  it('are the same records whenever they are made', () => {
    expect(records.length).toBeGreaterThan(80); // two games of 52 positions or so
    const second = generateGames(core, SELF_PLAY, 1, 2);
    expect(records.slice(records.length - second.length)).toEqual(second);
    expect(generateGames(core, { ...SELF_PLAY, seed: 8 }, 0, 2)).not.toEqual(records);
  });

  it('label exactly from the exact horizon, by a search of the depth above it', () => {
    for (const { player, opponent, score, depth } of records) {
      const empties = 64 - popcount64(player | opponent);
      expect(depth).toBe(empties <= SELF_PLAY.exact ? EXACT_DEPTH : SELF_PLAY.depth);
      if (depth === EXACT_DEPTH) {
        core.limits(0n, 0);
        expect(solveOthello(core, player, opponent)).toBe(score);
      }
      expect(core.moves(RULES.OTHELLO, player, opponent, 64)).not.toBe(0n); // the side to move has a move
    }
  });

  it('label WTHOR games too, and go to disk and back unchanged', () => {
    const wthor = generateGames(core, { ...SELF_PLAY, source: 'wthor' }, 0, 1);
    expect(wthor.length).toBe(60);
    const file = join(mkdtempSync(join(tmpdir(), 'flank-')), 'chunk-000000.bin');
    writeFileSync(file, chunkBytes([...records, ...wthor]));
    expect(readChunk(file)).toEqual([...records, ...wthor]);
    writeFileSync(file, chunkBytes(records).slice(0, 100));
    expect(() => readChunk(file)).toThrow(/truncated/);
  });
});
