// The package's sizes as npm would publish it: the tarball `pnpm pack` makes of the built package,
// each engine file raw and gzipped (zlib level 9, as the package's data files are shipped), each
// data file unpacked and as shipped, and the JavaScript. bench/package-size.ts prints them and
// size-figures.test.ts holds the READMEs' figures to them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(PACKAGE_ROOT, 'dist');
const PNPM = (JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { packageManager: string }).packageManager;

/** The engine, and its build for several threads. */
export const ENGINE_FILES = ['flank.wasm', 'flank-threads.wasm'] as const;
/** The package's data files, which ship gzipped: the network, the linear weights, the opening book. */
export const SHIPPED_DATA_FILES = ['flank-network.bin', 'flank-eval.bin', 'flank-book.bin'] as const;

/** A file's size raw (a data file: what it unpacks to) and gzipped (a data file: as it ships). */
export interface Size {
  raw: number;
  gzipped: number;
}

const gzipped = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

/** Every file below a folder, with its path relative to it. */
function filesBelow(folder: string, prefix = ''): string[] {
  return readdirSync(join(folder, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(folder, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );
}

/**
 * The engine and data files of the built package (dist/), by name.
 *
 * @example
 * fileSizes().get('flank.wasm'); // { raw: 85370, gzipped: 26568 }, or so
 */
export function fileSizes(): Map<string, Size> {
  const sizes = new Map<string, Size>();
  for (const file of ENGINE_FILES) {
    const wasm = readFileSync(join(DIST, file));
    sizes.set(file, { raw: wasm.length, gzipped: gzipped(wasm) });
  }
  for (const file of SHIPPED_DATA_FILES) {
    const shipped = readFileSync(join(DIST, file));
    sizes.set(file, { raw: gunzipSync(shipped).length, gzipped: shipped.length });
  }
  return sizes;
}

/**
 * The built package's JavaScript (.js) and types (.d.ts), each all its files together.
 *
 * @example
 * codeSizes().javaScript; // { raw: 244000, gzipped: 70000 }, or so
 */
export function codeSizes(): { javaScript: Size; types: Size } {
  const files = filesBelow(DIST);
  const size = (pattern: RegExp): Size => {
    const bytes = files.filter((file) => pattern.test(file)).map((file) => readFileSync(join(DIST, file)));
    return { raw: bytes.reduce((sum, b) => sum + b.length, 0), gzipped: gzipped(Buffer.concat(bytes)) };
  };
  return { javaScript: size(/\.js$/), types: size(/\.d\.ts$/) };
}

/** The tarball of the built package: its name, bytes packed, files and bytes unpacked. */
export interface Tarball {
  name: string;
  packed: number;
  files: number;
  unpacked: number;
}

/**
 * Packs the built package with `pnpm pack` into a temporary folder, measures the tarball and
 * deletes it (a few seconds; no registry is asked).
 *
 * @example
 * packedTarball(); // { name: 'flank-reversi-0.1.0.tgz', packed: 2857200, files: 120, unpacked: 3200000 }, or so
 */
export function packedTarball(): Tarball {
  const work = mkdtempSync(join(tmpdir(), 'flank-pack-'));
  try {
    execFileSync('npx', ['--yes', PNPM, 'pack', '--pack-destination', work], { cwd: PACKAGE_ROOT, stdio: 'ignore' });
    const [name] = readdirSync(work).filter((file) => file.endsWith('.tgz'));
    const listing = execFileSync('tar', ['-tzvf', join(work, name!)], { encoding: 'utf8' }).trim().split('\n');
    const unpacked = listing.reduce((sum, line) => sum + Number(line.split(/\s+/)[2]), 0);
    return { name: name!, packed: statSync(join(work, name!)).size, files: listing.length, unpacked };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
