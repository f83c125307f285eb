import { readFileSync, readdirSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The folders of src/ import one way (issue 55): two folders that import each other (records/ and
// reversi.ts did, and core/ and openings/) are one layer under two names, and neither says what it
// owns. A file's folder is its first path segment under src/; a file directly in src/ is a layer
// of its own. Tests are left out: each imports what it checks, and nothing imports a test.

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** The layer of a path under src/: `core` for `core/engine.ts`, `reversi.ts` for itself. */
const layerOf = (path: string) => path.split('/')[0]!;

/** The relative specifiers that `text` imports or re-exports from, statically or dynamically. */
function specifiers(text: string): string[] {
  const found = text.matchAll(/(?:^\s*(?:import|export)\b[^;]*?\bfrom\s*|^\s*import\s*|\bimport\s*\(\s*)["'](\.[^"']*)["']/gm);
  return [...found].map((match) => match[1]!);
}

/**
 * The imports (`file imports target`, both paths under src/) that close a circle between layers:
 * those from one layer to another that reaches back to it.
 */
function circularImports(imports: Map<string, string[]>): string[] {
  const next = new Map<string, Set<string>>();
  for (const [file, targets] of imports) {
    for (const target of targets) if (layerOf(file) !== layerOf(target)) next.set(layerOf(file), (next.get(layerOf(file)) ?? new Set()).add(layerOf(target)));
  }
  const reaches = (from: string, to: string) => {
    const seen = new Set([from]);
    for (const layer of seen) {
      if (layer === to) return true;
      for (const after of next.get(layer) ?? []) seen.add(after);
    }
    return false;
  };
  return [...imports].flatMap(([file, targets]) =>
    targets.filter((target) => layerOf(file) !== layerOf(target) && reaches(layerOf(target), layerOf(file))).map((target) => `${file} imports ${target}`),
  );
}

/** Each source under src/ (paths with `/`), with the files under src/ it imports. */
function sourceImports(): Map<string, string[]> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split(sep).join('/'))
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'));
  return new Map(
    files.map((file) => [file, specifiers(readFileSync(join(SRC, file), 'utf8')).map((specifier) => posix.normalize(posix.join(posix.dirname(file), specifier)))]),
  );
}

describe("the wrapper's folders", () => {
  it('finds the imports that close a circle between layers, and only those', () => {
    const imports = new Map([
      ['a/x.ts', ['b/y.ts', 'a/z.ts']],
      ['b/y.ts', ['top.ts', 'c/w.ts']],
      ['top.ts', ['a/z.ts']],
      ['a/z.ts', ['c/w.ts']],
      ['c/w.ts', []],
    ]);
    expect(circularImports(imports)).toEqual(['a/x.ts imports b/y.ts', 'b/y.ts imports top.ts', 'top.ts imports a/z.ts']);
    expect(circularImports(new Map([...imports, ['top.ts', ['c/w.ts']]]))).toEqual([]);
    const text = "import { a } from './a.ts';\nexport { b } from '../b.ts';\nimport type {\n  C,\n} from \"./c.ts\";\nimport './d.ts';\nimport { e } from 'e';\nconst f = await import('../f.ts');";
    expect(specifiers(text)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.ts', '../f.ts']);
  });

  it('form layers: no import circle between them', () => {
    const imports = sourceImports();
    expect(imports.get('reversi.ts')).toContain('core/engine.ts');
    expect(imports.get('core/engine.ts')).toContain('errors.ts');
    expect(circularImports(imports)).toEqual([]);
  });
});
