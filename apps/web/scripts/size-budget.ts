// The first-load budget, checked after every build: everything the page fetches before it is
// interactive (the HTML, its JavaScript and CSS, the worker's script, flank.wasm, the light
// evaluation's weights and the opening book: scripts/offline-files.ts says which files those are)
// must stay under 600 KB gzipped. Exits 1 above the budget, so the build fails. What comes later is
// printed apart: the strong evaluation (only when the player asks for it), and what the browser
// fetches once the page has opened, to install it and to keep it offline (the service worker, the
// manifest and its icons; the worker's precache revalidates the files above, which the page has
// just fetched).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { fileRole } from './offline-files.ts';

/** 600 KB, in bytes (decimal kilobytes: the stricter reading). */
export const BUDGET_BYTES = 600_000;

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));

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
const role = (file: string) => fileRole(relative(dist, file).split(sep).join('/'));
const total = list('first load (apps/web/dist)', all.filter((file) => role(file) === 'first-load'));
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(`  total gzipped: ${(total / 1000).toFixed(1)} KB, ${verdict} the budget of ${BUDGET_BYTES / 1000} KB (${((total / BUDGET_BYTES) * 100).toFixed(1)}%)`);
const strong = list('after the first paint, when asked', all.filter((file) => role(file) === 'on-demand'));
console.log(`  total: ${(strong / 1000).toFixed(1)} KB`);
const offline = list('after the first paint, to install, offline', all.filter((file) => ['install', 'service-worker'].includes(role(file))));
console.log(`  total: ${(offline / 1000).toFixed(1)} KB`);
if (total > BUDGET_BYTES) process.exit(1);
