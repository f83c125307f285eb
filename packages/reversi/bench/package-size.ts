// The package's size as npm would publish it (figures in docs/benchmarks.md and the package's
// README): `pnpm pack` of the built package, the tarball and what it unpacks to, then each engine
// file raw and gzipped (zlib level 9, as the package's data files are shipped), and the JavaScript.
// Exits 1 when the tarball is over its limit, 3 MB (test/package/packed-limit.ts).
//
//   tsx bench/package-size.ts      (after the package's build)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PACKED_LIMIT_BYTES } from '../test/package/packed-limit.ts';

const PACKAGE_ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST = join(PACKAGE_ROOT, 'dist');
const PNPM = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { packageManager: string }).packageManager;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`.padStart(11);
const gzipped = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

/** Every file below a folder, with its path relative to it. */
function filesBelow(folder: string, prefix = ''): string[] {
  return readdirSync(join(folder, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(folder, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );
}

const work = mkdtempSync(join(tmpdir(), 'flank-pack-'));
let packed: number;
try {
  execFileSync('npx', ['--yes', PNPM, 'pack', '--pack-destination', work], { cwd: PACKAGE_ROOT, stdio: 'ignore' });
  const [tarball] = readdirSync(work).filter((file) => file.endsWith('.tgz'));
  const listing = execFileSync('tar', ['-tzvf', join(work, tarball!)], { encoding: 'utf8' }).trim().split('\n');
  const unpacked = listing.reduce((sum, line) => sum + Number(line.split(/\s+/)[2]), 0);
  packed = statSync(join(work, tarball!)).size;
  console.log(`${tarball}: ${kb(packed).trim()}, ${listing.length} files, ${kb(unpacked).trim()} unpacked`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
const within = packed < PACKED_LIMIT_BYTES;
console.log(`  ${within ? 'within' : 'OVER'} the limit of ${kb(PACKED_LIMIT_BYTES).trim()} packed (${((packed / PACKED_LIMIT_BYTES) * 100).toFixed(1)}%)`);

console.log('\nengine files                      raw     gzipped');
for (const file of ['flank.wasm', 'flank-threads.wasm']) {
  const wasm = readFileSync(join(DIST, file));
  console.log(`  ${file.padEnd(23)} ${kb(wasm.length)} ${kb(gzipped(wasm))}`);
}
// The data files ship gzipped: their raw size is what they unpack to.
for (const file of ['flank-network.bin', 'flank-eval.bin', 'flank-book.bin']) {
  const shipped = readFileSync(join(DIST, file));
  console.log(`  ${file.padEnd(23)} ${kb(gunzipSync(shipped).length)} ${kb(shipped.length)}`);
}

const files = filesBelow(DIST);
for (const [label, pattern] of [
  ['JavaScript (.js)', /\.js$/],
  ['types (.d.ts)', /\.d\.ts$/],
] as const) {
  const bytes = files.filter((file) => pattern.test(file)).map((file) => readFileSync(join(DIST, file)));
  const raw = bytes.reduce((sum, b) => sum + b.length, 0);
  const zipped = gzipped(Buffer.concat(bytes));
  console.log(`  ${label.padEnd(23)} ${kb(raw)} ${kb(zipped)}`);
}

if (!within) process.exit(1);
