// The package's size as npm would publish it (figures in docs/benchmarks.md and the package's
// README, which test/package/size-figures.test.ts holds to them): `pnpm pack` of the built package,
// the tarball and what it unpacks to, then each engine file raw and gzipped (zlib level 9, as the
// package's data files are shipped), and the JavaScript (test/package/package-sizes.ts measures).
// Exits 1 when the tarball is over its limit, 3 MB (test/package/packed-limit.ts).
//
//   tsx bench/package-size.ts      (after the package's build)
import { PACKED_LIMIT_BYTES } from '../test/package/packed-limit.ts';
import { codeSizes, fileSizes, packedTarball } from '../test/package/package-sizes.ts';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`.padStart(11);

const tarball = packedTarball();
console.log(`${tarball.name}: ${kb(tarball.packed).trim()}, ${tarball.files} files, ${kb(tarball.unpacked).trim()} unpacked`);
const within = tarball.packed < PACKED_LIMIT_BYTES;
console.log(`  ${within ? 'within' : 'OVER'} the limit of ${kb(PACKED_LIMIT_BYTES).trim()} packed (${((tarball.packed / PACKED_LIMIT_BYTES) * 100).toFixed(1)}%)`);

console.log('\nengine files                      raw     gzipped');
// The data files ship gzipped: their raw size is what they unpack to.
for (const [file, { raw, gzipped }] of fileSizes()) console.log(`  ${file.padEnd(23)} ${kb(raw)} ${kb(gzipped)}`);
const { javaScript, types } = codeSizes();
console.log(`  ${'JavaScript (.js)'.padEnd(23)} ${kb(javaScript.raw)} ${kb(javaScript.gzipped)}`);
console.log(`  ${'types (.d.ts)'.padEnd(23)} ${kb(types.raw)} ${kb(types.gzipped)}`);

if (!within) process.exit(1);
