// Compiles an extra AssemblyScript entry beside the core, with the release options of
// asconfig.json: instruments that must run inside wasm, such as the evaluation bench's timing loop
// and the tests' checks of functions the core does not export.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** asc's command-line flags for the release target of asconfig.json, with its shared options. */
function releaseFlags(): string[] {
  const config = JSON.parse(readFileSync(new URL('../asconfig.json', import.meta.url), 'utf8')) as {
    targets: { release: { optimizeLevel: number; shrinkLevel: number; converge: boolean; noAssert: boolean } };
    options: { runtime: string; use: string[]; disable: string[]; enable: string[] };
  };
  const { release } = config.targets;
  const { runtime, use, disable, enable } = config.options;
  return [
    '--optimizeLevel', `${release.optimizeLevel}`,
    '--shrinkLevel', `${release.shrinkLevel}`,
    ...(release.converge ? ['--converge'] : []),
    ...(release.noAssert ? ['--noAssert'] : []),
    '--runtime', runtime,
    ...use.flatMap((u) => ['--use', u]),
    ...disable.flatMap((d) => ['--disable', d]),
    ...enable.flatMap((e) => ['--enable', e]),
  ];
}

/**
 * Compiles the AssemblyScript file at `entry` (a URL or path) and instantiates it with no imports.
 * Its folder needs a tsconfig.json of its own, as bench/assembly has.
 *
 * @example
 * const loop = compileEntry<{ evaluateAll(n: number, rounds: number): bigint }>(new URL('./assembly/eval-loop.ts', import.meta.url));
 */
export function compileEntry<T>(entry: URL | string): T {
  const path = entry instanceof URL ? fileURLToPath(entry) : entry;
  const dir = mkdtempSync(join(tmpdir(), 'flank-entry-'));
  try {
    const out = join(dir, 'entry.wasm');
    const asc = fileURLToPath(new URL('../node_modules/.bin/asc', import.meta.url));
    // Run from the entry's folder, so that asc does not pick up the engine's asconfig.json and
    // compile its entries too: its release options are passed instead.
    execFileSync(asc, [basename(path), '-o', out, ...releaseFlags()], {
      cwd: dirname(path),
      stdio: 'pipe', // asc's notes stay quiet; a failure throws with them
    });
    return new WebAssembly.Instance(new WebAssembly.Module(readFileSync(out)), {}).exports as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
