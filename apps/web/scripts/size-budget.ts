// The first-load budget, checked after every build: everything the page fetches before it is
// interactive (the HTML, its JavaScript and CSS, the worker's script, flank.wasm, the light
// evaluation's weights and the opening book: scripts/offline-files.ts says which files those are)
// must stay under 600 KB gzipped. What the page fetches after its first paint, the neural network
// it then plays with, is counted apart and must stay under 1.5 MB gzipped: the page plays the
// light evaluation until it arrives. Exits 1 above either budget, so the build fails. Printed
// apart too: what the browser fetches once the page has opened, to install it and to keep it
// offline (the service worker, the manifest and its icons; the worker's precache revalidates the
// first-load files, which the page has just fetched).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { fileRole } from './offline-files.ts';

/** 600 KB, in bytes (decimal kilobytes: the stricter reading). */
export const BUDGET_BYTES = 600_000;
/** 1.5 MB, in bytes: the network fetched after the first paint (the package's bigger one, 1.9 MB, is over it). */
export const AFTER_PAINT_BUDGET_BYTES = 1_500_000;

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));

/** Prints each file's sizes and returns the gzipped total. */
function list(title: string, chosen: string[]): number {
  let sum = 0;
  console.log(`${title.padEnd(45)} bytes    gzipped`);
  for (const file of chosen) {
    const bytes = readFileSync(file);
    // Level 6, zlib's default and what servers commonly send; a gzipped file (the package's data
    // files are) travels as it is.
    const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b ? bytes.length : gzipSync(bytes).length;
    sum += gzipped;
    console.log(`  ${relative(dist, file).padEnd(40)} ${String(bytes.length).padStart(9)} ${String(gzipped).padStart(10)}`);
  }
  return sum;
}

const all = files(dist).sort();
const role = (file: string) => fileRole(relative(dist, file).split(sep).join('/'));
/** Prints the total against its budget and returns whether it is within. */
function verdict(total: number, budget: number): boolean {
  const within = total <= budget;
  console.log(`  total gzipped: ${(total / 1000).toFixed(1)} KB, ${within ? 'within' : 'OVER'} the budget of ${budget / 1000} KB (${((total / budget) * 100).toFixed(1)}%)`);
  return within;
}
const firstLoad = verdict(list('first load (apps/web/dist)', all.filter((file) => role(file) === 'first-load')), BUDGET_BYTES);
const afterPaint = all.filter((file) => role(file) === 'on-demand');
const network = verdict(list('after the first paint: the network', afterPaint), AFTER_PAINT_BUDGET_BYTES);
const offline = list('after the first paint, to install, offline', all.filter((file) => ['install', 'service-worker'].includes(role(file))));
console.log(`  total: ${(offline / 1000).toFixed(1)} KB`);
// The page plays the network it fetches: a build without one would play the light evaluation only.
if (afterPaint.length !== 1) console.log(`  expected one network fetched after the first paint, found ${afterPaint.length}`);
if (!firstLoad || !network || afterPaint.length !== 1) process.exit(1);
