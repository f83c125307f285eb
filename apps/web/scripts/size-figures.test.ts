// The sizes the root README and DEVELOPERS.md give of the page's first load are the build's (the
// size budget's sums of dist/, within a unit of their last digit), so that none goes stale when a
// file grows. Needs the page built (dist/), as the size budget does. The page's script is its entry
// and the chunks that imports statically (page-script.ts), online play's chunk not among them.
import { readFileSync } from 'node:fs';
import { SIZE, staleFigures } from '@flank/engine/host/stated-figures';
import { expect, it } from 'vitest';
import { distSizes } from './dist-sizes.ts';
import { pageScript } from './page-script.ts';

const doc = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

it("the docs' figures of the first load are the build's", () => {
  const files = distSizes();
  /** The one built file a pattern names (its name less the build's hash), gzipped. */
  const one = (pattern: RegExp) => {
    const found = files.filter((file) => pattern.test(file.path));
    expect(found.map((file) => file.path), pattern.source).toHaveLength(1);
    return found[0]!.gzipped;
  };
  const firstLoad = files.filter((file) => file.role === 'first-load').reduce((sum, file) => sum + file.gzipped, 0);
  const gzipped = (path: string) => files.find((file) => file.path === path)!.gzipped;
  const scriptFiles = pageScript().files;
  expect(scriptFiles.map((path) => files.find((file) => file.path === path)?.role)).toEqual(scriptFiles.map(() => 'first-load'));
  const script = scriptFiles.reduce((sum, path) => sum + gzipped(path), 0);
  const online = one(/^assets\/online-main-[^/]*\.js$/);
  const quizzes = one(/^assets\/endgame-quizzes-[^/]*\.js$/);
  const says = [
    firstLoad,
    one(/^assets\/flank-eval-[^/]*\.bin$/),
    one(/^assets\/flank-book-[^/]*\.bin$/),
    one(/^assets\/flank-(?!threads-)[^/]*\.wasm$/), // a hash may hold a '-'
    one(/^assets\/flank-threads-[^/]*\.wasm$/),
    script,
    one(/^assets\/search-worker-[^/]*\.js$/),
    quizzes,
  ];
  const readme = new RegExp(
    `Everything the page loads at first, gzipped, is about ${SIZE} \\(the light evaluation's weights ${SIZE}, the opening book ${SIZE}, ` +
      `the wasm engine ${SIZE} and its threaded build ${SIZE}, the page's script ${SIZE}, the worker's ${SIZE}; the quizzes' ${SIZE} come only when opened`,
  );
  expect([
    ...staleFigures('README.md', doc('README.md'), [{ words: readme, says }]),
    ...staleFigures('DEVELOPERS.md', doc('DEVELOPERS.md'), [
      { words: new RegExp(`keep the page's script small \\(${SIZE} gzipped today\\)`), says: [script] },
      { words: new RegExp(`with the first load \\(${SIZE} gzipped\\)`), says: [quizzes] },
      { words: new RegExp(`online play's chunk \\(${SIZE} gzipped\\)`), says: [online] },
    ]),
  ]).toEqual([]);
});
