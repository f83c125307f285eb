import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { type CoreExports, LOAD_RESULT } from '@flank/engine/host/core-interface';
import { loadWeightsInto, readWeightsFile } from '@flank/engine/host/eval-weights';
import { loadCore } from '@flank/engine/host/load-core';
import { type Sample, randomBoards } from '@flank/engine/host/random-positions';
import { type IntegerNetwork, networkScoreFine, networkSha256, readNetworkFile, writeNetworkFile } from '../train/network-file.ts';
import { roundNetwork } from '../train/round-network.ts';
import { ROWS } from '../train/network.ts';
import { SYMMETRIES } from '../train/patterns.ts';
import { gamePositions, popcount, randomNetwork, referenceFeatures, symmetric, withChecksum } from './positions.ts';
import { expectSameContents, sameBytes } from './same-contents.ts';

function withNetwork(net: IntegerNetwork | Uint8Array): CoreExports {
  const core = loadCore('flank.wasm', { weights: false });
  expect(loadWeightsInto(core, net instanceof Uint8Array ? net : writeNetworkFile(net))).toBe(LOAD_RESULT.LOADED);
  return core;
}

/** `bytes` changed by `change`, its checksum mended. */
function edited(bytes: Uint8Array, change: (bytes: Uint8Array, view: DataView) => void): Uint8Array {
  const out = bytes.slice();
  change(out, new DataView(out.buffer));
  return withChecksum(out);
}

const ROWS_AT = 144 + Math.ceil(ROWS / 32) * 4;

/** Entries of the rows a file stores (its bitmap's bits times E). */
function storedEntries(bytes: Uint8Array): number {
  let stored = 0;
  for (let i = 144; i < ROWS_AT; i++) stored += popcount(BigInt(bytes[i]!));
  return stored * new DataView(bytes.buffer, bytes.byteOffset).getUint16(8, true);
}

/** A version-2 file in version 1, as the trainer wrote before: each entry an i16 again, in row order. */
function versionOne(bytes: Uint8Array): Uint8Array {
  const out = bytes.slice();
  const view = new DataView(out.buffer);
  const n = storedEntries(bytes);
  for (let i = 0; i < n; i++) {
    const u = bytes[ROWS_AT + i]! | (bytes[ROWS_AT + n + i]! << 8);
    view.setInt16(ROWS_AT + i * 2, (u >>> 1) ^ -(u & 1), true);
  }
  view.setUint16(4, 1, true);
  return withChecksum(out);
}

/** A file with entry `i` of its stored rows set to `value` (zigzagged into the two planes), checksum mended. */
function withEntry(bytes: Uint8Array, i: number, value: number): Uint8Array {
  const out = bytes.slice();
  const u = ((value << 1) ^ (value >> 31)) & 0xffff;
  out[ROWS_AT + i] = u & 0xff;
  out[ROWS_AT + storedEntries(bytes) + i] = u >> 8;
  return withChecksum(out);
}

const plain = loadCore('flank.wasm', { weights: false });
const samples: Sample[] = [...gamePositions(plain, 40), ...randomBoards(1500, 3)];
const reference = (net: IntegerNetwork, s: Sample) => networkScoreFine(net, referenceFeatures(plain, s), 0, 64 - popcount(s.player | s.opponent));

describe('the pattern network in the core (eval/network.ts)', () => {
  it('computes what the plain integer reference computes, at every width it takes', () => {
    expect(samples.length).toBeGreaterThan(3500);
    for (const [width, hiddenWidth, heads] of [[16, 4, 1], [32, 32, 4], [16, 64, 3], [32, 12, 61], [64, 16, 4], [64, 4, 2]] as const) {
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
    expectSameContents(readNetworkFile(bytes), net);
    let stored = 0;
    for (let r = 0; r < ROWS; r++) if (net.rows.subarray(r * 16, r * 16 + 16).some((x) => x !== 0)) stored++;
    expect(stored).toBeLessThan(ROWS * 0.8);
    expect(bytes.length).toBe(144 + Math.ceil(ROWS / 32) * 4 + stored * 16 * 2 + 16 * 2 + 3 * (4 * 16 * 2 + 4 * 4 + 4 * 2 + 4) + 4);
    expect(new DataView(bytes.buffer).getUint16(4, true)).toBe(2);
  });

  it('stores the rows as two byte planes of zigzagged entries, which hold ±600 and refuse ±601', () => {
    const net = randomNetwork(10, 16, 4, 1, 48, 700);
    const first = net.rows.findIndex((x) => x !== 0) - (net.rows.findIndex((x) => x !== 0) % 16);
    net.rows.set([0, -1, 1, -2, 255, -256, 600, -600], first);
    const bytes = writeNetworkFile(net);
    const n = storedEntries(bytes);
    expect([...bytes.subarray(ROWS_AT, ROWS_AT + 8)]).toEqual([0, 1, 2, 3, 254, 255, 1200 & 0xff, 1199 & 0xff]);
    expect([...bytes.subarray(ROWS_AT + n, ROWS_AT + n + 8)]).toEqual([0, 0, 0, 0, 1, 1, 1200 >> 8, 1199 >> 8]);
    const core = withNetwork(bytes);
    for (const s of samples.slice(0, 300)) expect(core.evaluateFine(s.player, s.opponent)).toBe(reference(net, s));
    const cases: [number, number][] = [[600, LOAD_RESULT.LOADED], [-600, LOAD_RESULT.LOADED], [601, LOAD_RESULT.BAD_LAYOUT], [-601, LOAD_RESULT.BAD_LAYOUT], [-32768, LOAD_RESULT.BAD_LAYOUT]];
    for (const [value, code] of cases) {
      expect({ value, result: loadWeightsInto(loadCore('flank.wasm', { weights: false }), withEntry(bytes, n - 1, value)) }).toEqual({ value, result: code });
    }
  });

  it('reads a version-1 file as the same network, which the core refuses; the content has one SHA-256 in both', () => {
    const net = randomNetwork(11, 32, 8, 2, 600, 1500);
    const bytes = writeNetworkFile(net);
    const old = versionOne(bytes);
    expect(old.length).toBe(bytes.length);
    expectSameContents(readNetworkFile(old), net);
    expect(sameBytes(writeNetworkFile(readNetworkFile(old)), bytes)).toBe(true);
    expect(networkSha256(readNetworkFile(old))).toBe(createHash('sha256').update(old).digest('hex'));
    expect(networkSha256(readNetworkFile(bytes))).toBe(networkSha256(net));
    expect(loadWeightsInto(loadCore('flank.wasm', { weights: false }), old)).toBe(LOAD_RESULT.BAD_VERSION);
  });

  it('replaces linear weights and is replaced by them; a bad network file changes nothing', () => {
    const core = loadCore('flank.wasm', { weights: 'linear' });
    const probe = samples.slice(0, 400);
    const linear = probe.map((s) => core.evaluateFine(s.player, s.opponent));
    const net = randomNetwork(6, 32, 8, 2, 48, 700);
    const good = writeNetworkFile(net);
    const edit = (change: (bytes: Uint8Array, view: DataView) => void) => edited(good, change);
    const cases: [string, Uint8Array, number][] = [
      ['only a header', withChecksum(good.slice(0, 150)), LOAD_RESULT.BAD_LENGTH],
      ['truncated', withChecksum(good.slice(0, good.length - 100)), LOAD_RESULT.BAD_LENGTH],
      ['bytes appended', withChecksum(Uint8Array.from([...good, 0, 0])), LOAD_RESULT.BAD_LENGTH],
      ['version 1', versionOne(good), LOAD_RESULT.BAD_VERSION],
      ['version 5', edit((_, v) => v.setUint16(4, 5, true)), LOAD_RESULT.BAD_VERSION],
      ['version 4 without stages', edit((_, v) => v.setUint16(4, 4, true)), LOAD_RESULT.BAD_LAYOUT],
      ['stages in version 2', edit((_, v) => v.setUint16(14, 1, true)), LOAD_RESULT.BAD_LAYOUT],
      ['version 3 without phase weights', edit((_, v) => v.setUint16(4, 3, true)), LOAD_RESULT.BAD_LENGTH],
      ['a width the core does not take', edit((_, v) => v.setUint16(8, 24, true)), LOAD_RESULT.BAD_LAYOUT],
      ['a hidden width the core does not take', edit((_, v) => v.setUint16(10, 6, true)), LOAD_RESULT.BAD_LAYOUT],
      ['a table of another size', edit((_, v) => v.setUint32(20, 59048, true)), LOAD_RESULT.BAD_LAYOUT],
      ['no heads', edit((_, v) => v.setUint16(12, 0, true)), LOAD_RESULT.BAD_PHASES],
      ['a head past the count', edit((b) => (b[80 + 7] = 2)), LOAD_RESULT.BAD_PHASES],
      ['a row entry past 600', withEntry(good, 3, 601), LOAD_RESULT.BAD_LAYOUT],
      ['a row entry below -600', withEntry(good, storedEntries(good) - 1, -601), LOAD_RESULT.BAD_LAYOUT],
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

  describe('with phase weights (version 3)', () => {
    const phased = randomNetwork(12, 32, 8, 2, 48, 700, 5);
    const bytes = writeNetworkFile(phased);
    /** The byte where the phase weights' header starts. */
    const phasesAt = bytes.length - 4 - phased.phases.reduce((n, phase) => n + Math.ceil(phase.length / 32) * 4 + 2 * phase.filter((w) => w !== 0).length, 0) - 68;

    it('adds the weights of its phase to the network, as the plain reference does, and round-trips through its file', () => {
      expect(new DataView(bytes.buffer).getUint16(4, true)).toBe(3);
      expectSameContents(readNetworkFile(bytes), phased);
      const core = withNetwork(bytes);
      const mismatches = samples.filter((s) => core.evaluateFine(s.player, s.opponent) !== reference(phased, s));
      expect(mismatches.length).toBe(0);
      const unphased = withNetwork({ ...phased, phaseOf: new Array<number>(61).fill(0), phases: [] });
      expect(samples.filter((s) => unphased.evaluateFine(s.player, s.opponent) !== core.evaluateFine(s.player, s.opponent)).length).toBeGreaterThan(samples.length / 2);
      for (const s of samples.filter((_, i) => i % 7 === 0)) {
        const value = core.evaluateFine(s.player, s.opponent);
        for (const symmetry of SYMMETRIES) expect(core.evaluateFine(symmetric(s.player, symmetry), symmetric(s.opponent, symmetry))).toBe(value);
      }
    });

    it('names its content by its phase weights too, which version 1 cannot hold', () => {
      const other = { ...phased, phases: phased.phases.map((phase, q) => (q === 0 ? phase.map((w, i) => (i === 0 ? w + 1 : w)) : phase)) };
      expect(networkSha256(other)).not.toBe(networkSha256(phased));
      expect(networkSha256(readNetworkFile(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
    });

    it('rounds to multiples (network:round), symmetric about 0, and the core reads the result', () => {
      const rounded = roundNetwork(phased, 2, 8);
      expect(rounded.rows.every((v) => v % 2 === 0)).toBe(true);
      expect(rounded.phases.every((phase) => phase.every((w) => w % 8 === 0))).toBe(true);
      const flip = (net: IntegerNetwork): IntegerNetwork => ({ ...net, rows: net.rows.map((v) => -v), phases: net.phases.map((phase) => phase.map((w) => -w)) });
      expectSameContents(roundNetwork(flip(phased), 2, 8), flip(rounded));
      expect(phased.rows.every((v, i) => Math.abs(v - rounded.rows[i]!) <= 1)).toBe(true);
      expect(phased.phases.every((phase, q) => phase.every((w, i) => Math.abs(w - rounded.phases[q]![i]!) <= 4))).toBe(true);
      expectSameContents(roundNetwork(phased, 1, 1), phased);
      const ties = roundNetwork({ ...phased, phases: [Int16Array.from([1, 3, 5, -1, -3, -5, 12, -12, 0], (w) => w * 4)] }, 2, 8).phases[0];
      expect([...ties!]).toEqual([0, 16, 16, 0, -16, -16, 48, -48, 0]);
      expect(() => roundNetwork(phased, 0, 8)).toThrow('--rows must be a whole number from 1 to 64, got 0');
      expect(() => roundNetwork(phased, 2, 2.5)).toThrow('--phases must be a whole number from 1 to 64, got 2.5');
      const core = withNetwork(rounded);
      expect(samples.filter((s, i) => i % 5 === 0 && core.evaluateFine(s.player, s.opponent) !== reference(rounded, s))).toEqual([]);
    });

    it('refuses bad phase weights and keeps the network it had; a network without them then drops them', () => {
      const core = withNetwork(bytes);
      const probe = samples.slice(0, 400);
      const before = probe.map((s) => core.evaluateFine(s.player, s.opponent));
      const edit = (change: (bytes: Uint8Array, view: DataView) => void) => edited(bytes, change);
      const cases: [string, Uint8Array, number][] = [
        ['no phases', edit((_, v) => v.setUint16(phasesAt, 0, true)), LOAD_RESULT.BAD_PHASES],
        ['62 phases', edit((_, v) => v.setUint16(phasesAt, 62, true)), LOAD_RESULT.BAD_PHASES],
        ['padding not 0', edit((_, v) => v.setUint16(phasesAt + 2, 1, true)), LOAD_RESULT.BAD_PHASES],
        ['a phase past the count', edit((b) => (b[phasesAt + 4 + 30] = 5)), LOAD_RESULT.BAD_PHASES],
        ['the phase map not ended by zeros', edit((b) => (b[phasesAt + 4 + 62] = 1)), LOAD_RESULT.BAD_PHASES],
        ['one more phase than stored', edit((_, v) => v.setUint16(phasesAt, 6, true)), LOAD_RESULT.BAD_LENGTH],
        ['truncated', withChecksum(bytes.slice(0, bytes.length - 40)), LOAD_RESULT.BAD_LENGTH],
        ['bytes appended', withChecksum(Uint8Array.from([...bytes, 0, 0])), LOAD_RESULT.BAD_LENGTH],
      ];
      for (const [what, file, code] of cases) {
        expect({ what, result: loadWeightsInto(core, file) }).toEqual({ what, result: code });
        expect(probe.map((s) => core.evaluateFine(s.player, s.opponent))).toEqual(before);
      }
      const plainNet = randomNetwork(13, 32, 8, 2, 48, 700);
      expect(loadWeightsInto(core, writeNetworkFile(plainNet))).toBe(LOAD_RESULT.LOADED);
      expect(probe.map((s) => core.evaluateFine(s.player, s.opponent))).toEqual(probe.map((s) => reference(plainNet, s)));
    });
  });

  describe('with stages (version 4)', () => {
    const staged = randomNetwork(14, 32, 8, 2, 600, 700, 0, 3);
    const bytes = writeNetworkFile(staged);
    const e = 32;
    /** Where the stage map starts: after the shared table. */
    const mapAt = ROWS_AT + storedEntries(bytes) * 2;
    const residualAt = mapAt + 64;

    it("sums each stage's rows with the shared ones, as the plain reference does, with phase weights or without", () => {
      expect(new DataView(bytes.buffer).getUint16(4, true)).toBe(4);
      expectSameContents(readNetworkFile(bytes), staged);
      const core = withNetwork(bytes);
      expect(samples.filter((s) => core.evaluateFine(s.player, s.opponent) !== reference(staged, s))).toEqual([]);
      const shared = withNetwork({ ...staged, stageOf: new Array<number>(61).fill(0), stages: [] });
      expect(samples.filter((s) => shared.evaluateFine(s.player, s.opponent) !== core.evaluateFine(s.player, s.opponent)).length).toBeGreaterThan(samples.length / 2);
      for (const s of samples.filter((_, i) => i % 7 === 0)) {
        const value = core.evaluateFine(s.player, s.opponent);
        for (const symmetry of SYMMETRIES) expect(core.evaluateFine(symmetric(s.player, symmetry), symmetric(s.opponent, symmetry))).toBe(value);
      }
      const both = randomNetwork(15, 16, 4, 3, 48, 700, 4, 8);
      expectSameContents(readNetworkFile(writeNetworkFile(both)), both);
      const bothCore = withNetwork(both);
      expect(samples.filter((s) => bothCore.evaluateFine(s.player, s.opponent) !== reference(both, s))).toEqual([]);
      expect(networkSha256(both)).toBe(createHash('sha256').update(writeNetworkFile(both)).digest('hex'));
    });

    it('rounds each stage as a sum, so that a residual of 0 stays 0', () => {
      const rounded = roundNetwork(staged, 2, 8);
      rounded.stages.forEach((stage) => expect(stage.every((v, i) => (v + rounded.rows[i]!) % 2 === 0)).toBe(true));
      rounded.stages.forEach((stage, k) => expect(stage.every((v, i) => (v === 0) === (staged.stages[k]![i] === 0) || Math.abs(staged.stages[k]![i]!) <= 2)).toBe(true));
      const core = withNetwork(rounded);
      expect(samples.filter((s, i) => i % 5 === 0 && core.evaluateFine(s.player, s.opponent) !== reference(rounded, s))).toEqual([]);
    });

    it('refuses bad stages and keeps the network it had', () => {
      const core = withNetwork(bytes);
      const probe = samples.slice(0, 400);
      const before = probe.map((s) => core.evaluateFine(s.player, s.opponent));
      const edit = (change: (bytes: Uint8Array, view: DataView) => void) => edited(bytes, change);
      const residualEntries = [...bytes.subarray(residualAt, residualAt + (ROWS_AT - 144))].reduce((n, b) => n + popcount(BigInt(b)), 0) * e;
      /** The first residual entry of stage 0 set to `value`, zigzagged into its planes. */
      const residual = (value: number) =>
        edit((b) => {
          const u = ((value << 1) ^ (value >> 31)) & 0xffff;
          const low = residualAt + (ROWS_AT - 144);
          [b[low], b[low + residualEntries]] = [u & 0xff, u >> 8];
        });
      const cases: [string, Uint8Array, number][] = [
        ['no stages', edit((_, v) => v.setUint16(14, 0, true)), LOAD_RESULT.BAD_LAYOUT],
        ['9 stages', edit((_, v) => v.setUint16(14, 9, true)), LOAD_RESULT.BAD_LAYOUT],
        ['a stage past the count', edit((b) => (b[mapAt + 30] = 3)), LOAD_RESULT.BAD_PHASES],
        ['the stage map not ended by zeros', edit((b) => (b[mapAt + 62] = 1)), LOAD_RESULT.BAD_PHASES],
        ['a residual past 1200', residual(1201), LOAD_RESULT.BAD_LAYOUT],
        ['a sum past 600', residual(1200), LOAD_RESULT.BAD_LAYOUT],
        ['a bit past the last row of a stage', edit((b) => (b[residualAt + (ROWS_AT - 144) - 1]! |= 0x80)), LOAD_RESULT.BAD_BITMAP],
        ['one more stage than stored', edit((_, v) => v.setUint16(14, 4, true)), LOAD_RESULT.BAD_LENGTH],
        ['truncated', withChecksum(bytes.slice(0, bytes.length - 40)), LOAD_RESULT.BAD_LENGTH],
      ];
      for (const [what, file, code] of cases) {
        expect({ what, result: loadWeightsInto(core, file) }).toEqual({ what, result: code });
        expect(probe.map((s) => core.evaluateFine(s.player, s.opponent))).toEqual(before);
      }
      expect(loadWeightsInto(core, residual(0))).toBe(LOAD_RESULT.LOADED);
    });
  });
});
