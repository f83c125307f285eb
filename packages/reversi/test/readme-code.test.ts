// The READMEs' code runs as written: each TypeScript block that imports @flank/reversi is run by
// Node, in a process of its own, against the built package, and must end within the guard (a
// search with no budget cannot be interrupted in-process: `solve({ wld: true })` five moves in once
// ran for hours). The guard is generous; speed is the benches'.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENTRY = new URL('../dist/node.js', import.meta.url).href;
const GUARD_MS = 120_000;

const READMES = ['../../../README.md', '../README.md'];

/**
 * A block whose lines promise a solve (`call; // { solved: true, ...`) throws when the call does not
 * keep the promise: an example that blocks for seconds and answers `solved: false` is no example.
 */
const promisesKept = (code: string) =>
  code.replace(/^(.*\S)\s*;\s*\/\/\s*\{ solved: true\b.*$/gm, (_, call: string) => `if ((${call}).solved !== true) throw new Error(${JSON.stringify(`${call} did not solve`)});`);

/**
 * The README's ```ts blocks that import the package, as modules that import the built one. A block
 * tagged after its language (```ts bot.ts, the root README's bot) needs more than the package, a
 * server: it is left out here, and run where that is (apps/api/test/node/readme-bot.test.ts).
 */
function blocks(path: string): string[] {
  const text = readFileSync(new URL(path, import.meta.url), 'utf8');
  return [...text.matchAll(/```ts\n([\s\S]*?)```/g)]
    .map((match) => match[1]!)
    .flatMap((code) => {
      const imported = /^import \{[^}]*\} from '@flank\/reversi';$/m.exec(code);
      return imported === null ? [] : [promisesKept(code).replace("'@flank/reversi'", `'${ENTRY}'`)];
    });
}

describe.each(READMES)('the code of %s', (path) => {
  const found = blocks(path);

  it('is there', () => {
    expect(found.length).toBeGreaterThan(0);
  });

  it.each(found.map((code, i) => [i + 1, code] as const))('block %i runs to its end', (_, code) => {
    // Throws (the test fails) on an error, or when the guard kills it.
    // In a folder of its own: a block may write a file (board.svg).
    const cwd = mkdtempSync(join(tmpdir(), 'flank-readme-'));
    execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd, timeout: GUARD_MS, stdio: 'pipe' });
  }, GUARD_MS + 10_000);
});
