import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// No import circle anywhere in the package (issue 39): a circle hides which module owns what, and
// in AssemblyScript it makes the order of top-level code (allocations, shared addresses) depend on
// which module the compiler reaches first.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'build']);

/** Every TypeScript file under `dir`, as paths relative to the package. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [relative(ROOT, path)] : [];
  });
}

/** The package's own files that `text` (the file at `file`) imports or re-exports from. */
export function importsOf(file: string, text: string, known: Set<string>): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/gms)) {
    const specifier = match[1]!;
    if (!specifier.startsWith('.')) continue;
    const base = relative(ROOT, resolve(ROOT, dirname(file), specifier));
    const target = [base, `${base}.ts`, join(base, 'index.ts')].find((candidate) => known.has(candidate));
    if (target === undefined) throw new Error(`${file}: cannot resolve ${specifier}`);
    found.add(target);
  }
  return [...found];
}

/** The circles of a graph: each strongly connected component of more than one file, or a file that imports itself. */
export function circles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("the engine's imports", () => {
  it('finds a circle where there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
    expect(importsOf('assembly/search/x.ts', 'import { a } from "./a";\nexport { b } from "../b";\nimport {\n  c,\n} from "./c";', new Set(['assembly/search/a.ts', 'assembly/b.ts', 'assembly/search/c.ts']))).toEqual([
      'assembly/search/a.ts',
      'assembly/b.ts',
      'assembly/search/c.ts',
    ]);
  });

  it('form no circle: the core, its hosts, tests and benches', () => {
    const files = sources(ROOT);
    const known = new Set(files);
    const graph = new Map(files.map((file) => [file, importsOf(file, readFileSync(join(ROOT, file), 'utf8'), known)]));
    expect(graph.get('assembly/search/control.ts')?.length).toBeGreaterThan(10);
    expect(circles(graph)).toEqual([]);
  });
});
