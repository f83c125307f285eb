// Node 20, the oldest Node that package.json's engines allow, for the package test. It comes from
// the npm registry as the `node` package, the way the repository gets Node 24 (the root
// devDependency), and is kept under node_modules/.cache: npm fetches it on a fresh clone (about
// 30 MB, from its own cache when it has it) and later runs find it there.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The Node 20 release the package is tested on. */
export const NODE_20 = '20.20.2';

const CACHE = fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url));
const HOME = join(CACHE, `node-${NODE_20}`);

/**
 * The path of a Node 20 binary, installed on the first call.
 *
 * @example
 * ```ts
 * const node20 = await node20Binary();
 * execFileSync(node20, ['--version']); // 'v20.20.2\n'
 * ```
 */
export async function node20Binary(): Promise<string> {
  const binary = join(HOME, 'node_modules', 'node', 'bin', 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(CACHE, { recursive: true });
  // Installed beside the cache and moved into place whole, so that a run stopped halfway, or two
  // runs at once, never leave a half-installed Node where the next run would take it.
  const staging = mkdtempSync(join(CACHE, `node-${NODE_20}-`));
  try {
    // The `node` package's preinstall script fetches the binary for this platform; npm runs
    // install scripts quietly only for the packages that allowScripts names.
    writeFileSync(join(staging, 'package.json'), JSON.stringify({ private: true, dependencies: { node: NODE_20 }, allowScripts: { node: true } }));
    await promisify(execFile)('npm', ['install', '--no-package-lock', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: staging });
    if (!existsSync(join(staging, 'node_modules', 'node', 'bin', 'node'))) throw new Error(`npm installed node@${NODE_20} without its binary`);
    if (!existsSync(HOME)) renameSync(staging, HOME);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return binary;
}
