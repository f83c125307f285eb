// The sizes the READMEs and DEVELOPERS.md give of the package and its files are the built
// package's (within a unit of their last digit), so that none goes stale when a file grows: the
// Size table of the package's README, the network's and the weights' sizes in the root README, the
// tarball's in DEVELOPERS.md. Each figure is found by the words around it: a rewording that loses
// one fails too, and says which.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type FigureClaim, SIZE, staleFigures } from '@flank/engine/host/stated-figures';
import { describe, expect, it } from 'vitest';
import { PACKED_LIMIT_BYTES } from './packed-limit.ts';
import { PACKAGE_ROOT, codeSizes, fileSizes, packedTarball } from './package-sizes.ts';

/** The claims each doc (a path from the package) fails: see staleFigures. */
const failed = (claims: (FigureClaim & { doc: string })[]) => claims.flatMap(({ doc, ...claim }) => staleFigures(doc, readFileSync(join(PACKAGE_ROOT, doc), 'utf8'), [claim]));

const words = (...parts: string[]) => new RegExp(parts.join(''));

describe('the docs\' figures of the package', () => {
  const files = fileSizes();
  const file = (name: string) => files.get(name)!;
  const { javaScript } = codeSizes();
  const smallNetwork = gzipSync(readFileSync(createRequire(import.meta.url).resolve('@flank/engine/flank-network-small.bin')), { level: 9 }).length;
  const network = file('flank-network.bin');
  const linear = file('flank-eval.bin');
  const book = file('flank-book.bin');
  const engine = file('flank.wasm');

  it('are the files\' sizes', () => {
    const row = (label: string) => words(`\\| ${label} \\| ${SIZE} \\| ${SIZE} \\|`);
    expect(
      failed([
        { doc: 'README.md', words: row('`flank.wasm`, the engine'), says: [engine.raw, engine.gzipped] },
        { doc: 'README.md', words: row('`flank-threads.wasm`, the engine for several threads'), says: [file('flank-threads.wasm').raw, file('flank-threads.wasm').gzipped] },
        { doc: 'README.md', words: row('`flank-network.bin`, the pattern network and its phase weights \\(Node, Workers\\)'), says: [network.raw, network.gzipped] },
        { doc: 'README.md', words: row('`flank-eval.bin`, the linear weights \\(browsers; beside the network, the solver\'s order\\)'), says: [linear.raw, linear.gzipped] },
        { doc: 'README.md', words: row('`flank-book.bin`, the opening book'), says: [book.raw, book.gzipped] },
        { doc: 'README.md', words: row('the JavaScript'), says: [javaScript.raw, javaScript.gzipped] },
        { doc: 'README.md', words: words('The package ships one network, `flank-network.bin` \\(', SIZE, ' gzipped\\)'), says: [network.gzipped] },
        { doc: 'README.md', words: words('half as wide, ', SIZE, ' gzipped'), says: [smallNetwork] },
        // What a page loads of them: the engine, the linear weights and the book.
        { doc: 'README.md', words: words('A page loads ', SIZE, ' of them gzipped'), says: [engine.gzipped + linear.gzipped + book.gzipped] },
        { doc: 'README.md', words: words('a Worker\'s bundle holds the engine, the network, the linear weights and the book: ', SIZE, ' gzipped'), says: [engine.gzipped + network.gzipped + linear.gzipped + book.gzipped] },
        { doc: '../../README.md', words: words('\\(`flank-network.bin`, ', SIZE, ', ', SIZE, ' gzipped\\)'), says: [network.raw, network.gzipped] },
        { doc: '../../README.md', words: words('\\(`flank-eval.bin`, ', SIZE, ' gzipped\\)'), says: [linear.gzipped] },
        { doc: '../../README.md', words: words('\\(`packages/engine/weights/flank-network-small.bin`, ', SIZE, ' gzipped\\)'), says: [smallNetwork] },
        { doc: '../../DEVELOPERS.md', words: words('The engine\'s smaller network \\(', SIZE, ' gzipped\\)'), says: [smallNetwork] },
        { doc: '../../DEVELOPERS.md', words: words('package\'s big network \\(`flank-network.bin`, ', SIZE, '\\)'), says: [network.gzipped] },
        { doc: '../../DEVELOPERS.md', words: words('they travel compressed \\(', SIZE, ' for the linear weights, not ', SIZE, '\\)'), says: [linear.gzipped, linear.raw] },
      ]),
    ).toEqual([]);
  });

  it('are the tarball\'s', () => {
    const tarball = packedTarball();
    const shipped = [...files.values()].reduce((sum, { gzipped }) => sum + gzipped, 0);
    expect(
      failed([
        { doc: 'README.md', words: words('\\| the tarball \\(`pnpm pack`\\) \\| ', SIZE, ' unpacked, (\\d+) files \\| ', SIZE, ' \\(under 3,000,000 bytes\\) \\|'), says: [tarball.unpacked, { count: tarball.files }, tarball.packed] },
        // The packed tarball, the data files and engine within it (they compress no further), the network, and what is left under the limit.
        { doc: '../../DEVELOPERS.md', words: words('hold\\): ', SIZE, ' today, ', SIZE, ' of it the network \\(', SIZE, '\\), the linear weights, the book and the engine'), says: [tarball.packed, shipped, network.gzipped] },
        { doc: '../../DEVELOPERS.md', words: words('issue 36\\): ', SIZE, ' is left'), says: [PACKED_LIMIT_BYTES - tarball.packed] },
      ]),
    ).toEqual([]);
  });
});
