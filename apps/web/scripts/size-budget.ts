// The first-load budget, checked after every build: everything the page fetches when it opens
// (the HTML, its JavaScript and CSS, the worker's script, flank.wasm, the light evaluation's
// weights and the opening book: all of dist/ but the strong evaluation, fetched after the first paint and only when
// the player asks for it) must stay under 600 KB gzipped. Exits 1 above the budget, so the build
// fails. The strong evaluation's size is printed too.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** 600 KB, in bytes (decimal kilobytes: the stricter reading). */
export const BUDGET_BYTES = 600_000;

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));

/** Fetched on demand after the first paint (src/engine/files.ts): the strong evaluation. */
const later = (file: string) => /flank-network\.bin-[^/]*\.gz$/.test(file);

/** Prints each file's sizes and returns the gzipped total. */
function list(title: string, chosen: string[]): number {
  let sum = 0;
  console.log(`${title.padEnd(45)} bytes    gzipped`);
  for (const file of chosen) {
    const bytes = readFileSync(file);
    // Level 6, zlib's default and what servers commonly send (a .gz file travels as it is).
    const gzipped = file.endsWith('.gz') ? bytes.length : gzipSync(bytes).length;
    sum += gzipped;
    console.log(`  ${relative(dist, file).padEnd(40)} ${String(bytes.length).padStart(9)} ${String(gzipped).padStart(10)}`);
  }
  return sum;
}

const all = files(dist).sort();
const total = list('first load (apps/web/dist)', all.filter((file) => !later(file)));
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(`  total gzipped: ${(total / 1000).toFixed(1)} KB, ${verdict} the budget of ${BUDGET_BYTES / 1000} KB (${((total / BUDGET_BYTES) * 100).toFixed(1)}%)`);
const strong = list('after the first paint, when asked', all.filter(later));
console.log(`  total: ${(strong / 1000).toFixed(1)} KB`);
if (total > BUDGET_BYTES) process.exit(1);
