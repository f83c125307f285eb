import { existsSync, readFileSync } from 'node:fs';
import { ReversiError } from '../errors.ts';

/** A position read from a file, with the id it has there and its line. */
export interface FilePosition {
  id: number;
  position: string;
  line: number;
}

/**
 * Whether a position argument names a file of positions rather than being a position: a name
 * ending in .obf or .tsv, or anything that is on disk (a directory or a device is then refused as
 * a file, not misread as a board string).
 */
export function isPositionFile(argument: string): boolean {
  return /\.(obf|tsv)$/i.test(argument.trim()) || existsSync(argument);
}

/**
 * Reads a file of positions: Edax's .obf (a board string and side to move per line, then
 * `;` and optional move scores; `%` starts a comment), or the FFO suite's .tsv (id, empties,
 * board, side, ...). Positions of an .obf are numbered from 1. A file that cannot be read or holds
 * no position is an error naming it.
 */
export function readPositionFile(path: string): FilePosition[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ReversiError('INVALID_RECORD', `Cannot read ${path}: ${(error as Error).message}`);
  }
  const lines = text.split(/\r?\n/).map((content, i) => ({ content, line: i + 1 }));
  const positions = /\.tsv$/i.test(path)
    ? lines
        .filter(({ content }) => content.trim() !== '' && !content.startsWith('#') && !/^id\t/.test(content))
        .map(({ content, line }) => {
          const [id, , board, side] = content.split('\t');
          if (!id || !/^\d+$/.test(id) || !board || !side) {
            throw new ReversiError('INVALID_RECORD', `${path}, line ${line}: expected "id, empties, board, side, ..." separated by tabs`);
          }
          return { id: Number(id), position: `${board} ${side}`, line };
        })
    : lines
        .map(({ content, line }) => ({ position: content.replace(/%.*/, '').split(';')[0]!.trim(), line }))
        .filter(({ position }) => position !== '')
        .map(({ position, line }, i) => ({ id: i + 1, position, line }));
  if (positions.length === 0) throw new ReversiError('INVALID_RECORD', `${path} holds no position: expected ${/\.tsv$/i.test(path) ? 'lines of id, empties, board, side' : 'a board string and side to move a line'}`);
  return positions;
}

/**
 * Reads a line of an input with `read`; a ReversiError it throws comes back naming the input and
 * the line (a rule-set error is the command line's, not the line's, and stays as it is).
 *
 * @example
 * ```ts
 * atLine('two.obf', 3, () => new Reversi(text)); // throws 'two.obf, line 3: Invalid character ...'
 * ```
 */
export function atLine<T>(source: string, line: number, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ReversiError && error.code !== 'INVALID_RULES') throw new ReversiError(error.code, `${source}, line ${line}: ${error.message}`);
    throw error;
  }
}
