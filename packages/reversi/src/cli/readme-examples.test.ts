// The README's command lines run as written in a clone of the repository, on a machine with only
// Node and npm: each is the quick start's `npx -y pnpm@10.34.9 flank ...` (`--silent` after the
// version where the output is JSON, or pnpm's banner comes first), every one runs here, and every
// file one names is in the repository (not beside it, as the FFO suite once was).
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from './cli.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** The quick start's form, with pnpm's `--silent`: what comes after it is the command line of `flank`. */
const PREFIX = /^npx -y pnpm@10\.34\.9 (--silent )?flank /;

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
    for (const line of examples) expect(line, line).toMatch(PREFIX);
  });

  it('keep pnpm quiet where they print JSON, so that it can be piped on', () => {
    const json = examples.filter((line) => words(line).includes('--json'));
    expect(json.length).toBeGreaterThan(0);
    for (const line of json) expect(PREFIX.exec(line)?.[1], line).toBe('--silent ');
  });

  it.each(examples.map((line) => [line]))('%s', async (line) => {
    const argv = words(line.replace(PREFIX, ''));
    for (const path of argv.filter((word) => /\.(tsv|obf|ggf|wtb)$/.test(word))) {
      expect(relative(ROOT, resolve(ROOT, path)).startsWith('..'), `${path} lies outside the repository`).toBe(false);
      expect(existsSync(resolve(ROOT, path)), path).toBe(true);
    }
    const out: string[] = [];
    const err: string[] = [];
    // pnpm runs the root's `flank` script in the repository's root: paths are read from there.
    const cwd = process.cwd();
    process.chdir(ROOT);
    let code: number;
    try {
      code = await main(argv, (text) => out.push(text), (text) => err.push(text));
    } finally {
      process.chdir(cwd);
    }
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out.length).toBeGreaterThan(0);
    // A comment that starts with a number or a GGF game says what the line prints.
    const said = /#\s+(\d+|\(;GM\[Othello\]TY\[8\]BO\[8)\b/.exec(line)?.[1];
    if (said !== undefined) expect(out.join('\n')).toContain(said);
  }, 120_000);
});

