// pnpm network:round FILE OUT [--rows N] [--phases N]: an engine network file with its embedding
// entries (its stages' sums too) rounded to multiples of N (in 1/512) and its phase weights to multiples of N (in 1/32
// disc), so that it gzips smaller: the package carries the network gzipped, within its 3 MB
// (issue 36). Rounding to a multiple is unbiased where cutting small values to 0 is not: cutting
// the phase weights under half a disc cost 0.5 disc of error on the exact test set, rounding them
// to half a disc 0.01 (docs/benchmarks.md).
//
//   pnpm network:round /tmp/phases12.bin packages/engine/weights/flank-network.bin --rows 2 --phases 8

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type IntegerNetwork, readNetworkFile, writeNetworkFile } from './network-file.ts';

/**
 * `net` with its embedding entries rounded to multiples of `rows` and its phase weights to
 * multiples of `phases` (1: as they are). Ties go to the even multiple: at a step of 2 every odd
 * value is a tie, and rounding them all up (or all away from 0) would shift the sums.
 *
 * @example
 * roundNetwork(net, 2, 8).phases[0]![0]; // a multiple of 8
 */
export function roundNetwork(net: IntegerNetwork, rows: number, phases: number): IntegerNetwork {
  for (const [name, step] of [['rows', rows], ['phases', phases]] as const) {
    if (!Number.isInteger(step) || step < 1 || step > 64) throw new Error(`--${name} must be a whole number from 1 to 64, got ${step}`);
  }
  const round = (step: number) => (v: number) => {
    const low = Math.floor(v / step);
    const rest = v - low * step;
    return step * (2 * rest < step || (2 * rest === step && low % 2 === 0) ? low : low + 1);
  };
  const roundRow = round(rows);
  const rounded = Int16Array.from(net.rows, roundRow);
  return {
    ...net,
    rows: rounded,
    phases: net.phases.map((phase) => Int16Array.from(phase, round(phases))),
    // Each stage's sums rounded as the rows are, so that a residual of 0 stays 0.
    stages: net.stages.map((stage) => Int16Array.from(stage, (x, i) => roundRow(net.rows[i]! + x) - rounded[i]!)),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ options: { rows: { type: 'string', default: '1' }, phases: { type: 'string', default: '1' } }, allowPositionals: true });
  const [from, to] = positionals;
  if (from === undefined || to === undefined) throw new Error('usage: pnpm network:round FILE OUT [--rows N] [--phases N]');
  const before = new Uint8Array(readFileSync(from));
  const after = writeNetworkFile(roundNetwork(readNetworkFile(before), Number(values.rows), Number(values.phases)));
  writeFileSync(to, after);
  const sizes = (bytes: Uint8Array) => `${bytes.length} bytes, ${gzipSync(bytes, { level: 9 }).length} gzipped`;
  console.log(`${from}: ${sizes(before)}`);
  console.log(`${to}: ${sizes(after)}`);
}
