// The READMEs' code runs as written: each TypeScript block that imports @flank/reversi is run by
// Node, in a process of its own, against the built package, and must end within the guard (a
// search with no budget cannot be interrupted in-process: `solve({ wld: true })` five moves in once
// ran for hours). The guard is generous; speed is the benches'.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ENTRY = new URL('../dist/node.js', import.meta.url).href;
const GUARD_MS = 120_000;

const READMES = ['../../../README.md', '../README.md'];

/** The README's ```ts blocks that import the package, as modules that import the built one. */
function blocks(path: string): string[] {
  const text = readFileSync(new URL(path, import.meta.url), 'utf8');
  return [...text.matchAll(/```ts\n([\s\S]*?)```/g)]
    .map((match) => match[1]!)
    .flatMap((code) => {
      const imported = /^import \{[^}]*\} from '@flank\/reversi';$/m.exec(code);
      return imported === null ? [] : [code.replace("'@flank/reversi'", `'${ENTRY}'`)];
    });
}

describe.each(READMES)('the code of %s', (path) => {
  const found = blocks(path);

  it('is there', () => {
    expect(found.length).toBeGreaterThan(0);
  });

  it.each(found.map((code, i) => [i + 1, code] as const))('block %i runs to its end', (_, code) => {
    // Throws (the test fails) on an error, or when the guard kills it.
    execFileSync(process.execPath, ['--input-type=module', '-e', code], { timeout: GUARD_MS, stdio: 'pipe' });
  }, GUARD_MS + 10_000);
});
