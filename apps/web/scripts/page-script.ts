// The page's own script as the browser loads it at once: the module index.html names, and every
// chunk it imports statically, however deep (Rolldown may split code that a lazily loaded chunk
// shares with the page into a chunk of its own, which the page then needs at once too). A chunk
// imported only by `import()` (online play's, the quizzes') is not part of it.
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { ImportType, initSync, parse } from 'es-module-lexer';
import { DIST } from './dist-sizes.ts';

/** What one chunk of dist/ imports: statically, and through `import()`. */
export interface ChunkImports {
  static: string[];
  dynamic: string[];
}

/**
 * The chunks a built script imports, as paths in dist/ (only the relative ones: the page imports
 * nothing from elsewhere). A dynamic import whose specifier is not a string literal is left out.
 *
 * @example
 * chunkImports('assets/index-Deo5kui5.js', source); // { static: [], dynamic: ['assets/online-main-jlP3ZIXr.js', 'assets/endgame-quizzes-fFcbatqq.js'] }
 */
export function chunkImports(path: string, source: string): ChunkImports {
  initSync();
  const [imports] = parse(source, path);
  const local = (type: ImportType) =>
    imports
      .filter((specifier) => specifier.t === type && specifier.n?.startsWith('.'))
      .map((specifier) => posix.join(posix.dirname(path), specifier.n!));
  return { static: local(ImportType.Static), dynamic: local(ImportType.Dynamic) };
}

/**
 * The page's script in a built dist/: its entry first, then what it imports statically.
 *
 * @example
 * pageScript(); // { entry: 'assets/index-Deo5kui5.js', files: ['assets/index-Deo5kui5.js'], dynamic: ['assets/online-main-jlP3ZIXr.js', …] }
 */
export function pageScript(dist = DIST): { entry: string; files: string[]; dynamic: string[] } {
  const html = readFileSync(`${dist}/index.html`, 'utf8');
  const entries = [...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`index.html should name one module script, it names ${entries.length}: ${entries.join(', ')}`);
  const entry = entries[0]!;
  const files: string[] = [];
  const dynamic = new Set<string>();
  const visit = (path: string) => {
    if (files.includes(path)) return;
    files.push(path);
    const imports = chunkImports(path, readFileSync(`${dist}/${path}`, 'utf8'));
    for (const chunk of imports.dynamic) dynamic.add(chunk);
    for (const chunk of imports.static) visit(chunk);
  };
  visit(entry);
  return { entry, files, dynamic: [...dynamic].filter((path) => !files.includes(path)) };
}
