// The repository needs nothing beside it: a clone of it alone builds and passes its tests. No
// tracked file reads a path that leaves it (the data files once lay in a `shared/` folder beside
// the checkout, and every test that read them failed with ENOENT in a plain clone), and the data
// files they read are tracked (data/, whose README says where each comes from).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_FILES, dataPath } from '@flank/engine/host/data-files';
import { describe, expect, it } from 'vitest';

const ROOT = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: fileURLToPath(new URL('.', import.meta.url)), encoding: 'utf8' }).trim();
const TRACKED = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);

/**
 * Files that may name the old place: the benchmarks' history says what each run read then. Spelled
 * in parts, so that this file's own text does not match.
 */
const HISTORY = new Set(['docs/benchmarks.md']);
const OUTSIDE_NAMES = [['..', 'shared'].join('/'), ['/work', 'shared'].join('/'), ['shared', 'data', ''].join('/')];

/** A tracked file's text, or null for one that is not text (a gzipped or binary file). */
function text(file: string): string | null {
  const bytes = readFileSync(join(ROOT, file));
  return bytes.includes(0) || (bytes[0] === 0x1f && bytes[1] === 0x8b) ? null : bytes.toString('utf8');
}

/** Code, whose relative paths are read relative to its own file; docs are read by their links alone. */
const CODE = /\.(?:[cm]?js|tsx?|jsonc?|sh)$|^\.ci\/run$/;

/**
 * The relative paths a file reads that resolve outside the repository: in code every `../x` (a
 * `new URL('../x', import.meta.url)`, an import, a config's path), in Markdown every link's target.
 */
function escapingPaths(file: string, body: string): string[] {
  const from = dirname(join(ROOT, file));
  const named = CODE.test(file)
    ? [...body.matchAll(/(?<![\w./-])(?:\.\.\/)+[\w${}-][\w.${}/-]*/g)].map((match) => match[0])
    : file.endsWith('.md')
      ? [...body.matchAll(/\]\(((?:\.\.\/)+[^)\s#]*)/g)].map((match) => match[1]!)
      : [];
  return named.filter((path) => {
    const inside = relative(ROOT, resolve(from, path));
    return inside === '..' || inside.startsWith(`..${sep}`);
  });
}

describe('the repository on its own', () => {
  const texts = TRACKED.filter((file) => !file.startsWith('tools/train/corpus/')).flatMap((file) => {
    const body = text(file);
    return body === null ? [] : [{ file, body }];
  });

  it('has its text files to look at', () => {
    // The walk covers the sources and docs (hundreds of them); a broken listing would pass the rest.
    expect(texts.map(({ file }) => file)).toEqual(expect.arrayContaining(['README.md', 'packages/engine/host/load-core.ts', 'data/README.md']));
  });

  it('has no file that names the old shared folder beside it', () => {
    const naming = texts.filter(({ file, body }) => !HISTORY.has(file) && OUTSIDE_NAMES.some((name) => body.includes(name))).map(({ file }) => file);
    expect(naming).toEqual([]);
  });

  it('has no file that reads a relative path leaving it', () => {
    const leaving = texts.flatMap(({ file, body }) => (HISTORY.has(file) ? [] : escapingPaths(file, body).map((path) => `${file}: ${path}`)));
    expect(leaving).toEqual([]);
  });

  it('tracks every data file that the tests, benches and tools read', () => {
    for (const file of DATA_FILES) expect(TRACKED).toContain(relative(ROOT, dataPath(file)).split(sep).join('/'));
    expect(TRACKED).toContain('data/README.md');
  });
});

describe('escapingPaths', () => {
  // Built at run time, so that the walk does not find them in this file.
  const up = (count: number) => '../'.repeat(count);

  it('finds a path in code that climbs above the root, and only that', () => {
    const deep = 'packages/reversi/src/search/search.test.ts';
    expect(escapingPaths(deep, `new URL('${up(5)}elsewhere/ffo.tsv', import.meta.url)`)).toEqual([`${up(5)}elsewhere/ffo.tsv`]);
    expect(escapingPaths(deep, `new URL('${up(4)}data/ffo.tsv', import.meta.url)`)).toEqual([]);
  });

  it('finds a Markdown link that climbs above the root, not the prose', () => {
    expect(escapingPaths('tools/train/README.md', `see [the data](${up(3)}data/README.md)`)).toEqual([`${up(3)}data/README.md`]);
    expect(escapingPaths('tools/train/README.md', `see [the data](${up(2)}data/README.md), or ${up(3)}prose`)).toEqual([]);
  });
});
