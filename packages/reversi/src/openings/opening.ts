import { parseBoardString } from '../notation/board-string.ts';
import { OPENING_NAMES_TSV } from './opening-names.ts';
import { canonical } from './symmetry.ts';

/** A named opening: its name, and how many moves from the standard start make it. */
export interface Opening {
  name: string;
  plies: number;
}

/** Positions relative to the side to move: its discs, then the opponent's. */
export interface RelativeDiscs {
  player: bigint;
  opponent: bigint;
}

let named: Map<bigint, Opening> | undefined;
/** The most moves a named opening has. */
let longest = 0;

/** The named openings by canonical position (symmetry.ts), read from the data once. */
export function namedOpenings(): Map<bigint, Opening> {
  if (named) return named;
  const table = new Map<bigint, Opening>();
  for (const line of OPENING_NAMES_TSV.split('\n')) {
    if (line === '') continue;
    const [board, side, plies, name] = line.split('\t') as [string, string, string, string];
    const { black, white } = parseBoardString(board);
    const { key } = side === 'X' ? canonical(black, white) : canonical(white, black);
    table.set(key, { name, plies: Number(plies) });
    longest = Math.max(longest, Number(plies));
  }
  named = table;
  return table;
}

/**
 * The opening of a game played from the standard start, given its positions in order (the start
 * first): the longest named opening it passes through, under any of the board's 8 symmetries, or
 * null when it passes through none.
 *
 * @example
 * ```ts
 * openingOf(positionsOf('f5d6c3d3c4')); // { name: 'Tiger', plies: 5 }
 * ```
 */
export function openingOf(positions: readonly RelativeDiscs[]): Opening | null {
  const table = namedOpenings();
  let found: Opening | null = null;
  for (let ply = 1; ply < positions.length && ply <= longest; ply++) {
    const { player, opponent } = positions[ply]!;
    const opening = table.get(canonical(player, opponent).key);
    if (opening !== undefined && opening.plies === ply) found = opening;
  }
  return found === null ? null : { ...found };
}
