// The oldest Node that the package's engines allow, for the package test: 20.19.0, the first Node
// 20 that loads an ES module with require() unflagged, as a CommonJS user's require of the package
// does. The install puts it in place with everything else, so the test reaches no registry: the
// root package.json's optional dependencies node20-linux-x64 and node20-linux-arm64 are the npm
// registry's node-linux-*@20.19.0, whose tarballs hold the binary itself (no install script
// fetches it), and pnpm installs the one of this machine. Their bin, `node`, loses the root's
// node_modules/.bin to Node 24's (pnpm links the higher version of a package where two give the same
// bin), so the test takes the binary by its path.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = new URL('../../../../', import.meta.url);
const ROOT_MANIFEST = JSON.parse(readFileSync(new URL('package.json', REPO_ROOT), 'utf8')) as { optionalDependencies?: Record<string, string> };
/** The dependency that holds this machine's Node 20. */
const DEPENDENCY = `node20-${process.platform}-${process.arch}`;

/** The Node 20 release the package is tested on, as the root package.json pins it. */
export const NODE_20 = /^npm:node-[a-z0-9]+-[a-z0-9]+@(\d+\.\d+\.\d+)$/.exec(ROOT_MANIFEST.optionalDependencies?.['node20-linux-x64'] ?? '')?.[1] ?? 'none pinned';

/**
 * The path of the Node 20 binary that the install put in the repository's node_modules.
 *
 * @example
 * ```ts
 * execFileSync(node20Binary(), ['--version']); // 'v20.19.0\n'
 * ```
 */
export function node20Binary(): string {
  const binary = fileURLToPath(new URL(`node_modules/${DEPENDENCY}/bin/node`, REPO_ROOT));
  if (!existsSync(binary)) {
    throw new Error(`No Node ${NODE_20} at ${binary}: the root package.json installs it (${DEPENDENCY}) for Linux on x64 and arm64 only; run pnpm install`);
  }
  return binary;
}
