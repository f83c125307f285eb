// The bundle that `wrangler deploy` would upload, built by its dry run, and its size.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { QUIET_ENV, WRANGLER, apiRoot } from './tools.ts';

const KIB = 1024;
/** The Workers plan limits on a Worker's size, gzipped. */
export const PLAN_LIMITS = [
  { plan: 'free', bytes: 3 * KIB * KIB },
  { plan: 'paid', bytes: 10 * KIB * KIB },
];

/** Builds the bundle into `outdir` with `wrangler deploy --dry-run --outdir`. */
export function buildBundle(outdir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(WRANGLER, ['deploy', '--dry-run', '--outdir', outdir], { cwd: apiRoot, env: QUIET_ENV, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`wrangler deploy --dry-run exited with ${code}`))));
  });
}

/** The modules a bundle uploads: the script and the wasm and data it imports (not its source map, nor the config a bare workerd is given beside them). */
export const bundleModules = (outdir: string) => readdirSync(outdir).filter((file) => !file.endsWith('.map') && !file.endsWith('.capnp') && file !== 'README.md');

/** A module of a bundle: its name (less wrangler's content hash), its bytes and its size gzipped (level 9). */
export interface ModuleSize {
  module: string;
  bytes: number;
  gzipped: number;
}

/** Each module a bundle uploads, measured. */
export const bundleSizes = (outdir: string): ModuleSize[] =>
  bundleModules(outdir).map((file) => {
    const bytes = readFileSync(join(outdir, file));
    return { module: file.replace(/^[0-9a-f]{40}-/, ''), bytes: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
  });

/** Prints each module's size and gzipped size, and the total against the plan limits. */
export function printBundleSize(outdir: string): void {
  console.log('bundle (wrangler deploy --dry-run)      bytes    gzipped');
  let total = 0;
  for (const { module, bytes, gzipped } of bundleSizes(outdir)) {
    total += gzipped;
    console.log(`  ${module.padEnd(34)} ${String(bytes).padStart(9)} ${String(gzipped).padStart(10)}`);
  }
  const limits = PLAN_LIMITS.map(({ plan, bytes }) => `${((total / bytes) * 100).toFixed(1)}% of the ${plan} plan's ${bytes / KIB / KIB} MiB`).join(', ');
  console.log(`  total gzipped: ${(total / KIB).toFixed(1)} KiB, ${limits}`);
}
