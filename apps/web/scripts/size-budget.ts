// The first-load budget, checked after every build: everything the page fetches when it opens
// (the HTML, its JavaScript and CSS, the worker's script, flank.wasm and the evaluation weights:
// the whole of dist/, since nothing in it is loaded later) must stay under 600 KB gzipped.
// Exits 1 above the budget, so the build fails.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** 600 KB, in bytes (decimal kilobytes: the stricter reading). */
export const BUDGET_BYTES = 600_000;

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));

let total = 0;
console.log('first load (apps/web/dist)                    bytes    gzipped');
for (const file of files(dist).sort()) {
  const bytes = readFileSync(file);
  // Level 6, zlib's default and what servers commonly send.
  const gzipped = gzipSync(bytes).length;
  total += gzipped;
  console.log(`  ${relative(dist, file).padEnd(40)} ${String(bytes.length).padStart(9)} ${String(gzipped).padStart(10)}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(`  total gzipped: ${(total / 1000).toFixed(1)} KB, ${verdict} the budget of ${BUDGET_BYTES / 1000} KB (${((total / BUDGET_BYTES) * 100).toFixed(1)}%)`);
if (total > BUDGET_BYTES) process.exit(1);
