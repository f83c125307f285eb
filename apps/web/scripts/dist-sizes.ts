// The built page's files (dist/) as the browser fetches them: each file's bytes and gzipped size
// (zlib's default level, what servers commonly send; a file gzipped already, as the package's data
// files are, travels as it is) and its role (offline-files.ts). The size budget sums them after
// every build, and size-figures.test.ts holds the README's figures to them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type FileRole, fileRole } from './offline-files.ts';

export const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/** A file of dist/: its path there (forward slashes), its role, its size raw and gzipped. */
export interface DistSize {
  path: string;
  role: FileRole;
  bytes: number;
  gzipped: number;
}

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));

/**
 * Every file of the built page, by path.
 *
 * @example
 * distSizes().filter((file) => file.role === 'first-load').reduce((sum, file) => sum + file.gzipped, 0); // the first load
 */
export function distSizes(): DistSize[] {
  return files(DIST)
    .sort()
    .map((file) => {
      const bytes = readFileSync(file);
      const path = relative(DIST, file).split(sep).join('/');
      return { path, role: fileRole(path), bytes: bytes.length, gzipped: bytes[0] === 0x1f && bytes[1] === 0x8b ? bytes.length : gzipSync(bytes).length };
    });
}
