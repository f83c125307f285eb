import { readFileSync } from 'node:fs';
import { ReversiError } from '../errors.ts';

/** A position read from a file, with the id it has there. */
export interface FilePosition {
  id: number;
  position: string;
}

/** Whether a position argument names a file of positions rather than being a position. */
export function isPositionFile(argument: string): boolean {
  return /\.(obf|tsv)$/i.test(argument.trim());
}

/**
 * Reads a file of positions: Edax's .obf (a board string and side to move per line, then
 * `;` and optional move scores; `%` starts a comment), or the FFO suite's .tsv (id, empties,
 * board, side, ...). Positions of an .obf are numbered from 1.
 */
export function readPositionFile(path: string): FilePosition[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ReversiError('INVALID_ARGUMENT', `Cannot read ${path}: ${(error as Error).message}`);
  }
  const lines = text.split(/\r?\n/);
  if (/\.tsv$/i.test(path)) {
    return lines
      .filter((line) => line.trim() !== '' && !line.startsWith('#') && !/^id\t/.test(line))
      .map((line, i) => {
        const [id, , board, side] = line.split('\t');
        if (!id || !/^\d+$/.test(id) || !board || !side) {
          throw new ReversiError('INVALID_ARGUMENT', `${path}: line ${i + 1} is not "id, empties, board, side, ..." separated by tabs`);
        }
        return { id: Number(id), position: `${board} ${side}` };
      });
  }
  return lines
    .map((line) => line.replace(/%.*/, '').split(';')[0]!.trim())
    .filter((line) => line !== '')
    .map((position, i) => ({ id: i + 1, position }));
}
