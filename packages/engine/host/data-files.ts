import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/**
 * The repository's data files (`data/` at its root; its README says where each comes from): the
 * FFO endgame suite, the named openings, the XOT openings and the WTHOR games.
 */
export const DATA_FILES = ['ffo.tsv', 'opening-names.tsv', 'xot-openings.txt', 'wthor-games.tsv.gz'] as const;

/** One of the repository's data files, by name. */
export type DataFile = (typeof DATA_FILES)[number];

/**
 * The absolute path of a data file of the repository.
 *
 * @example
 * readFileSync(dataPath('wthor-games.tsv.gz')); // the gzipped WTHOR games
 */
export function dataPath(file: DataFile): string {
  // Named at run time too: a caller in plain JavaScript (a script, a bench) has no type check.
  if (!(DATA_FILES as readonly string[]).includes(file)) throw new Error(`no data file "${file}": the data files are ${DATA_FILES.join(', ')}`);
  return fileURLToPath(new URL(`../../../data/${file}`, import.meta.url));
}

/**
 * A data file of the repository as text, whole (a `.gz` one unpacked).
 *
 * @example
 * readDataText('xot-openings.txt').split('\n')[0]; // 'f5d6c4d3c2b3b4b5', the first opening
 * readDataText('wthor-games.tsv.gz').split('\n')[1]; // '1977\t34\t30\tf5d6c3f3...', the first game (after the header)
 */
export function readDataText(file: DataFile): string {
  const bytes = readFileSync(dataPath(file));
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}
