import { describe, expect, it } from 'vitest';
import { type CoreExports, LOAD_RESULT } from '@flank/engine/host/core-interface';
import { loadWeightsInto, readWeightsFile } from '@flank/engine/host/eval-weights';
import { loadCore } from '@flank/engine/host/load-core';
import { type Sample, randomBoards } from '@flank/engine/host/random-positions';
import { type IntegerNetwork, networkScoreFine, readNetworkFile, writeNetworkFile } from '../train/network-file.ts';
import { ROWS } from '../train/network.ts';
import { SYMMETRIES } from '../train/patterns.ts';
import { gamePositions, popcount, randomNetwork, referenceFeatures, symmetric, withChecksum } from './positions.ts';

function withNetwork(net: IntegerNetwork | Uint8Array): CoreExports {
  const core = loadCore('flank.wasm', { weights: false });
  expect(loadWeightsInto(core, net instanceof Uint8Array ? net : writeNetworkFile(net))).toBe(LOAD_RESULT.LOADED);
  return core;
}

const plain = loadCore('flank.wasm', { weights: false });
const samples: Sample[] = [...gamePositions(plain, 40), ...randomBoards(1500, 3)];
const reference = (net: IntegerNetwork, s: Sample) => networkScoreFine(net, referenceFeatures(plain, s), 0, 64 - popcount(s.player | s.opponent));

describe('the pattern network in the core (eval/network.ts)', () => {
  it('computes what the plain integer reference computes, at every width it takes', () => {
    expect(samples.length).toBeGreaterThan(3500);
    for (const [width, hiddenWidth, heads] of [[16, 4, 1], [32, 32, 4], [16, 64, 3], [32, 12, 61]] as const) {
      const net = randomNetwork(width + hiddenWidth, width, hiddenWidth, heads, 48, 700);
      const core = withNetwork(net);
      const mismatches = samples.filter((s) => core.evaluateFine(s.player, s.opponent) !== reference(net, s));
      expect({ width, hiddenWidth, heads, mismatches: mismatches.length }).toEqual({ width, hiddenWidth, heads, mismatches: 0 });
    }
  });

  it('stays exact at the extremes of its integers: rows of ±600 and a bias of ±1500', () => {
    const net = randomNetwork(9, 32, 16, 2, 600, 1500);
    for (let i = 0; i < net.rows.length; i++) if (net.rows[i] !== 0) net.rows[i] = net.rows[i]! < 0 ? -600 : 600;
    const core = withNetwork(net);
    for (const s of samples.slice(0, 1500)) expect(core.evaluateFine(s.player, s.opponent)).toBe(reference(net, s));
  });

  it('gives the same value to the eight symmetric images of a position', () => {
    const core = withNetwork(randomNetwork(4, 32, 8, 2, 48, 700));
    for (const s of samples.filter((_, i) => i % 5 === 0)) {
      const value = core.evaluateFine(s.player, s.opponent);
      for (const symmetry of SYMMETRIES) expect(core.evaluateFine(symmetric(s.player, symmetry), symmetric(s.opponent, symmetry))).toBe(value);
    }
  });

  it('round-trips through its file, which leaves out the rows that are all 0', () => {
    const net = randomNetwork(5, 16, 4, 3, 48, 700);
    const bytes = writeNetworkFile(net);
    expect(readNetworkFile(bytes)).toEqual(net);
    let stored = 0;
    for (let r = 0; r < ROWS; r++) if (net.rows.subarray(r * 16, r * 16 + 16).some((x) => x !== 0)) stored++;
    expect(stored).toBeLessThan(ROWS * 0.8);
    expect(bytes.length).toBe(144 + Math.ceil(ROWS / 32) * 4 + stored * 16 * 2 + 16 * 2 + 3 * (4 * 16 * 2 + 4 * 4 + 4 * 2 + 4) + 4);
  });

  it('replaces linear weights and is replaced by them; a bad network file changes nothing', () => {
    const core = loadCore('flank.wasm', { weights: 'linear' });
    const probe = samples.slice(0, 400);
    const linear = probe.map((s) => core.evaluateFine(s.player, s.opponent));
    const net = randomNetwork(6, 32, 8, 2, 48, 700);
    const good = writeNetworkFile(net);
    const edit = (change: (bytes: Uint8Array, view: DataView) => void) => {
      const bytes = good.slice();
      change(bytes, new DataView(bytes.buffer));
      return withChecksum(bytes);
    };
    const cases: [string, Uint8Array, number][] = [
      ['only a header', withChecksum(good.slice(0, 150)), LOAD_RESULT.BAD_LENGTH],
      ['truncated', withChecksum(good.slice(0, good.length - 100)), LOAD_RESULT.BAD_LENGTH],
      ['bytes appended', withChecksum(Uint8Array.from([...good, 0, 0])), LOAD_RESULT.BAD_LENGTH],
      ['another version', edit((_, v) => v.setUint16(4, 2, true)), LOAD_RESULT.BAD_VERSION],
      ['a width the core does not take', edit((_, v) => v.setUint16(8, 24, true)), LOAD_RESULT.BAD_LAYOUT],
      ['a hidden width the core does not take', edit((_, v) => v.setUint16(10, 6, true)), LOAD_RESULT.BAD_LAYOUT],
      ['a table of another size', edit((_, v) => v.setUint32(20, 59048, true)), LOAD_RESULT.BAD_LAYOUT],
      ['no heads', edit((_, v) => v.setUint16(12, 0, true)), LOAD_RESULT.BAD_PHASES],
      ['a head past the count', edit((b) => (b[80 + 7] = 2)), LOAD_RESULT.BAD_PHASES],
      ['a row entry past 600', edit((_, v) => v.setInt16(144 + Math.ceil(ROWS / 32) * 4 + 6, 601, true)), LOAD_RESULT.BAD_LAYOUT],
      ['a bit past the last row', edit((b) => (b[144 + Math.ceil(ROWS / 32) * 4 - 1] = 0x80)), LOAD_RESULT.BAD_BITMAP],
      ['one row changed, checksum not', good.slice().map((x, i) => (i === 20_000 ? x ^ 1 : x)), LOAD_RESULT.BAD_CHECKSUM],
    ];
    for (const [what, bytes, code] of cases) {
      expect({ what, result: loadWeightsInto(core, bytes) }).toEqual({ what, result: code });
      expect(probe.map((s) => core.evaluateFine(s.player, s.opponent))).toEqual(linear);
    }
    expect(loadWeightsInto(core, good)).toBe(LOAD_RESULT.LOADED);
    expect(probe.map((s) => core.evaluateFine(s.player, s.opponent))).toEqual(probe.map((s) => reference(net, s)));
    const before = probe.map((s) => core.evaluateFine(s.player, s.opponent));
    expect(loadWeightsInto(core, edit((_, v) => v.setUint16(8, 24, true)))).toBe(LOAD_RESULT.BAD_LAYOUT);
    expect(probe.map((s) => core.evaluateFine(s.player, s.opponent))).toEqual(before);
    expect(loadWeightsInto(core, readWeightsFile('linear'))).toBe(LOAD_RESULT.LOADED);
    expect(probe.map((s) => core.evaluateFine(s.player, s.opponent))).toEqual(linear);
  });
});
