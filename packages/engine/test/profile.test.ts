import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCore, readFfo, relativeBoard, solveOthello } from '../host/load-core';
import { COUNT, type ProfileExports, loadProfileCore } from '../host/profile';

// The profile build (search/profile.ts) counts where a solve's nodes go, and every other build
// compiles the counting away: the profile must count the search the release build runs.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const { NODES, SEARCHED, CUTS, FIRST_CUTS } = COUNT;
/** search/transposition-table.ts's EXACT_SELECTIVITY: the exact pass's. */
const EXACT_SELECTIVITY = 4;

describe('the profile build', () => {
  let folder: string;
  let profiled: ProfileExports;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'flank-profile-'));
    const outFile = join(folder, 'flank-profile.wasm');
    execFileSync(join(ROOT, 'node_modules/.bin/asc'), ['assembly/profiled.ts', '--target', 'profile', '--outFile', outFile], { cwd: ROOT, stdio: 'pipe' });
    profiled = loadProfileCore(outFile);
    profiled.setTableSize(20);
  }, 300_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('solves as the release build does, and logs the root searches that gave its answer', () => {
    const release = loadCore();
    release.setTableSize(20);
    const ffo40 = readFfo().find((p) => p.id === 40)!;
    const { player, opponent } = relativeBoard(ffo40.board, ffo40.side);
    const expected = solveOthello(release, player, opponent);
    profiled.profileReset();
    const { score, nodes } = solveOthello(profiled, player, opponent);
    expect(score).toBe(expected.score);
    expect(nodes).toBe(expected.nodes);

    const passes = profiled.profilePasses();
    expect(passes).toBeGreaterThan(1);
    const last = (field: number) => Number(profiled.profilePassField(passes - 1, field));
    expect([last(0), last(3)]).toEqual([EXACT_SELECTIVITY, score]);
    expect(BigInt(last(4))).toBe(nodes);

    // The solver's nodes by empties: most of the solve's (the rest are its probcut and ordering searches).
    let solver = 0n;
    for (let empties = 0; empties <= ffo40.empties; empties++) solver += profiled.profileCount(NODES, empties);
    expect(solver).toBeLessThanOrEqual(nodes);
    expect(Number(solver)).toBeGreaterThan(0.9 * Number(nodes));
    // Fail-highs at their first move are among the fail-highs, which are among the nodes searched.
    for (let empties = 8; empties <= ffo40.empties; empties++) {
      const [searched, cuts, first] = [SEARCHED, CUTS, FIRST_CUTS].map((kind) => profiled.profileCount(kind, empties));
      expect(cuts).toBeLessThanOrEqual(searched!);
      expect(first).toBeLessThanOrEqual(cuts!);
    }
  });

  it('is the only build that exports the counts', () => {
    const exports = (file: string) => WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(file))).map((e) => e.name);
    expect(exports(join(folder, 'flank-profile.wasm'))).toContain('profileCount');
    for (const build of ['flank.wasm', 'flank-threads.wasm']) expect(exports(join(ROOT, 'build', build))).not.toContain('profileCount');
  });
});
