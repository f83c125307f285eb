// What the page loads at once, read from the built chunks' imports: online play's chunk is fetched
// only through `import()`, and what it shares with the page stays in what the page loads at first.
// The page is one script. The second test needs the page built (dist/), as the size budget does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIST, distSizes } from './dist-sizes.ts';
import { chunkImports, pageScript } from './page-script.ts';

describe("the page's script", () => {
  it('reads a chunk’s static and dynamic imports, as paths in dist/', () => {
    const source = 'import{a as b}from"./shared-1.js";import"./styles-2.js";const c=()=>import(`./online-main-3.js`),d=()=>import("./quiz-4.js"),e=()=>import(x);';
    expect(chunkImports('assets/index-0.js', source)).toEqual({
      static: ['assets/shared-1.js', 'assets/styles-2.js'],
      dynamic: ['assets/online-main-3.js', 'assets/quiz-4.js'],
    });
    // A bare name would be a package the browser cannot resolve: never a file of dist/.
    expect(chunkImports('assets/index-0.js', 'import"preact";')).toEqual({ static: [], dynamic: [] });
  });

  it('leaves online play’s chunk to `import()`, and that chunk needs nothing the first load lacks', () => {
    const roles = new Map(distSizes().map((file) => [file.path, file.role]));
    const { entry, files, dynamic } = pageScript();
    expect(entry).toMatch(/^assets\/index-[^/]*\.js$/);
    // One script: what online play shares with the page stays in the page's (a chunk split off it
    // measured 1.1 KB more of first load; a top-level await anywhere makes Rolldown split it).
    expect(files).toEqual([entry]);
    expect(files.map((path) => [path, roles.get(path)])).toEqual(files.map((path) => [path, 'first-load']));
    const online = [...roles].filter(([, role]) => role === 'on-open').map(([path]) => path);
    expect(online).toHaveLength(1);
    const script = online[0]!;
    expect(dynamic).toContain(script);
    // The chunk imports the page's own script back, and nothing else that is not loaded already.
    const imports = chunkImports(script, readFileSync(`${DIST}/${script}`, 'utf8'));
    expect(imports.static.filter((path) => !files.includes(path))).toEqual([]);
  });
});
