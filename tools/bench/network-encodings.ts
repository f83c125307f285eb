// What the embedding rows of a network file (network-file.ts: the bulk of it) gzip to under each
// candidate encoding, at zlib level 9 as the package ships its data files; the measure that chose
// version 2 of the format (docs/benchmarks.md, "The network file's encoding"). Every encoding
// holds the same entries, the stored rows' (the bitmap's), table by table:
//
//   tsx bench/network-encodings.ts [FILE ...]     (in tools; default: both shipped networks)
//
// Row order is the file's (a row's E entries together), column order each table's entry e of
// every stored row together. Planes are every entry's low byte, then every high byte; zigzag maps
// 0, -1, 1, -2 ... to 0, 1, 2, 3 ...; varint is LEB128; escape is one byte below 255, else 255 and
// the u16; split puts the escaped u16s after all the one-byte entries; delta stores each entry less
// the one before it in its column (or the row before's).

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { networkSha256, readNetworkFile, writeNetworkFile } from '../train/network-file.ts';
import { ROWS } from '../train/network.ts';
import { TABLES } from '../train/patterns.ts';

const files = process.argv.length > 2 ? process.argv.slice(2) : ['flank-network.bin', 'flank-network-small.bin'].map((f) => fileURLToPath(new URL(`../../packages/engine/weights/${f}`, import.meta.url)));
const gz = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;
const zigzag = (v: number) => ((v << 1) ^ (v >> 31)) >>> 0;
const i16 = (v: number[]) => {
  const out = new Uint8Array(v.length * 2);
  const view = new DataView(out.buffer);
  v.forEach((x, i) => view.setInt16(i * 2, x, true));
  return out;
};
const planes = (u: number[]) => {
  const out = new Uint8Array(u.length * 2);
  u.forEach((x, i) => ((out[i] = x & 255), (out[u.length + i] = (x >> 8) & 255)));
  return out;
};
const varint = (v: number[]) => {
  const out: number[] = [];
  for (let u of v) {
    for (; u >= 128; u >>>= 7) out.push((u & 127) | 128);
    out.push(u);
  }
  return Uint8Array.from(out);
};
const escape = (v: number[], split: boolean) => {
  const small: number[] = [];
  const large: number[] = [];
  for (const u of v) {
    if (u < 255) small.push(u);
    else (small.push(255), (split ? large : small).push(u & 255, u >> 8));
  }
  return Uint8Array.from([...small, ...large]);
};

for (const file of files) {
  const bytes = new Uint8Array(readFileSync(file));
  const net = readNetworkFile(bytes);
  const e = net.width;
  const bitmap = new Uint8Array(Math.ceil(ROWS / 32) * 4);
  const gaps: number[] = [];
  const byRow: number[] = [];
  const byColumn: number[] = [];
  const columnDelta: number[] = [];
  const rowDelta: number[] = [];
  const counts = new Map<number, number>();
  let first = 0;
  let last = -1;
  for (const size of [...TABLES.map((t) => t.size), 61]) {
    const stored: number[] = [];
    for (let r = first; r < first + size; r++) {
      if (!net.rows.subarray(r * e, (r + 1) * e).some((x) => x !== 0)) continue;
      stored.push(r);
      bitmap[r >> 3]! |= 1 << (r & 7);
      gaps.push(r - last - 1);
      last = r;
    }
    first += size;
    stored.forEach((r, k) => {
      for (let j = 0; j < e; j++) {
        const v = net.rows[r * e + j]!;
        byRow.push(v);
        counts.set(v, (counts.get(v) ?? 0) + 1);
        rowDelta.push(v - (k === 0 ? 0 : net.rows[stored[k - 1]! * e + j]!));
      }
    });
    for (let j = 0; j < e; j++) stored.forEach((r, k) => (byColumn.push(net.rows[r * e + j]!), columnDelta.push(net.rows[r * e + j]! - (k === 0 ? 0 : net.rows[stored[k - 1]! * e + j]!))));
  }
  const n = byRow.length;
  let entropy = 0;
  for (const c of counts.values()) entropy -= c * Math.log2(c / n);
  const v2 = writeNetworkFile(net);
  console.log(`${file}: E = ${e}, ${n / e} rows stored, ${n} entries; content SHA-256 ${networkSha256(net).slice(0, 8)}`);
  console.log(`  whole file, version ${new DataView(bytes.buffer).getUint16(4, true)} as read: ${bytes.length} bytes, ${gz(bytes)} gzipped; written as version 2: ${gz(v2)}`);
  console.log(`  the rest (header, bias, heads, checksum): ${bytes.length - bitmap.length - 2 * n} bytes; bitmap ${bitmap.length} bytes, ${gz(bitmap)} gzipped (gaps between stored rows as varints instead: ${gz(varint(gaps))})`);
  console.log(`  the entries' order-0 entropy: ${Math.round(entropy / 8)} bytes (what a coder of each entry alone could reach)`);
  const candidates: [string, Uint8Array][] = [
    ['rows, i16 (version 1)', i16(byRow)],
    ['rows, byte planes', planes(byRow)],
    ['rows, zigzag, byte planes (version 2)', planes(byRow.map(zigzag))],
    ['rows, sign and magnitude planes', planes(byRow.map((v) => Math.abs(v) | (v < 0 ? 0x8000 : 0)))],
    ['rows, zigzag varint', varint(byRow.map(zigzag))],
    ['rows, zigzag escape', escape(byRow.map(zigzag), false)],
    ['rows, delta from the row before, zigzag planes', planes(rowDelta.map(zigzag))],
    ['columns, i16', i16(byColumn)],
    ['columns, byte planes', planes(byColumn)],
    ['columns, zigzag, byte planes', planes(byColumn.map(zigzag))],
    ['columns, zigzag varint', varint(byColumn.map(zigzag))],
    ['columns, zigzag escape', escape(byColumn.map(zigzag), false)],
    ['columns, zigzag escape split', escape(byColumn.map(zigzag), true)],
    ['columns, delta, byte planes', planes(columnDelta)],
    ['columns, delta, zigzag planes', planes(columnDelta.map(zigzag))],
    ['columns, delta, zigzag varint', varint(columnDelta.map(zigzag))],
  ];
  const base = gz(candidates[0]![1]);
  console.log(`  ${'the entries as'.padEnd(48)} ${'bytes'.padStart(9)} ${'gzipped'.padStart(9)}`);
  for (const [name, encoded] of candidates) {
    const size = gz(encoded);
    console.log(`  ${name.padEnd(48)} ${String(encoded.length).padStart(9)} ${String(size).padStart(9)} ${`${((size / base - 1) * 100).toFixed(1)}%`.padStart(7)}`);
  }
}
