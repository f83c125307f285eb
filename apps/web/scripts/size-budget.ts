// The first-load budget, checked after every build: everything the page fetches before it is
// interactive (the HTML, its JavaScript and CSS, the worker's script, flank.wasm, the light
// evaluation's weights and the opening book: scripts/offline-files.ts says which files those are)
// must stay under 600 KB gzipped. What the page fetches after its first paint, the neural network
// it then plays with, is counted apart and must stay under 1.5 MB gzipped: the page plays the
// light evaluation until it arrives. Exits 1 above either budget, so the build fails. Printed
// apart: online play's chunk, fetched when the player first opens it (most never do), and what
// the browser fetches once the page has opened, to install it and to keep it offline (the service
// worker, the manifest and its icons; the worker's precache revalidates the first-load files,
// which the page has just fetched).
import { type DistSize, distSizes } from './dist-sizes.ts';

/** 600 KB, in bytes (decimal kilobytes: the stricter reading). */
export const BUDGET_BYTES = 600_000;
/** 1.5 MB, in bytes: the network fetched after the first paint (the package's bigger one is over it). */
export const AFTER_PAINT_BUDGET_BYTES = 1_500_000;

/** Prints each file's sizes and returns the gzipped total. */
function list(title: string, chosen: DistSize[]): number {
  console.log(`${title.padEnd(45)} bytes    gzipped`);
  for (const { path, bytes, gzipped } of chosen) console.log(`  ${path.padEnd(40)} ${String(bytes).padStart(9)} ${String(gzipped).padStart(10)}`);
  return chosen.reduce((sum, { gzipped }) => sum + gzipped, 0);
}

const all = distSizes();
/** Prints the total against its budget and returns whether it is within. */
function verdict(total: number, budget: number): boolean {
  const within = total <= budget;
  console.log(`  total gzipped: ${(total / 1000).toFixed(1)} KB, ${within ? 'within' : 'OVER'} the budget of ${budget / 1000} KB (${((total / budget) * 100).toFixed(1)}%)`);
  return within;
}
const firstLoad = verdict(list('first load (apps/web/dist)', all.filter((file) => file.role === 'first-load')), BUDGET_BYTES);
const afterPaint = all.filter((file) => file.role === 'on-demand');
const network = verdict(list('after the first paint: the network', afterPaint), AFTER_PAINT_BUDGET_BYTES);
const onOpen = list('when online play opens', all.filter((file) => file.role === 'on-open'));
console.log(`  total gzipped: ${(onOpen / 1000).toFixed(1)} KB`);
const offline = list('after the first paint, to install, offline', all.filter((file) => ['install', 'service-worker'].includes(file.role)));
console.log(`  total: ${(offline / 1000).toFixed(1)} KB`);
// The page plays the network it fetches: a build without one would play the light evaluation only.
if (afterPaint.length !== 1) console.log(`  expected one network fetched after the first paint, found ${afterPaint.length}`);
if (!firstLoad || !network || afterPaint.length !== 1) process.exit(1);
