// The README's command lines run as written on a machine with only Node and npm: each is the quick
// start's `npx -y pnpm@10.34.9 flank ...`, names a command and options that exist, and the quick
// ones run here; the long ones (perft 11, the whole FFO suite) are only parsed.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from './cli.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const PREFIX = 'npx -y pnpm@10.34.9 flank ';

/** The words of a shell line, double quotes grouping, the comment left off. */
const words = (line: string) => [...line.replace(/\s+#.*$/, '').matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2]!);

const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
// A line of several commands (the quick start's) counts by its flank command.
const examples = readme
  .split('\n')
  .flatMap((line) => line.split(' && '))
  .map((command) => command.trim())
  .filter((command) => /^(npx |pnpm |node )/.test(command) && /\bflank\b/.test(command) && !command.includes('--filter'));

describe('the README’s command lines', () => {
  it('are all in the quick start’s form', () => {
    expect(examples.length).toBeGreaterThan(5);
    for (const line of examples) expect(line.startsWith(PREFIX), line).toBe(true);
  });

  it.each(examples.map((line) => [line]))('%s', async (line) => {
    const argv = words(line.slice(PREFIX.length));
    const slow = argv.includes('11') || argv.some((word) => word.endsWith('.tsv'));
    for (const path of argv.filter((word) => /\.(tsv|obf)$/.test(word))) expect(existsSync(resolve(ROOT, path)), path).toBe(true);
    const err: string[] = [];
    const code = await main(slow ? [...argv, '--help'] : argv, () => undefined, (text) => err.push(text));
    expect(err).toEqual([]);
    expect(code).toBe(0);
  });
});

