// The repository's WTHOR games (data/wthor-games.tsv.gz: year, discs, the
// transcript with passes left out), which the review bench picks its games from. The trainer reads
// the same file its own way (tools/train/games.ts): the page's benches do not import tools/.
import { readDataText } from '@flank/engine/host/data-files';


/** A game of the file: its year and its moves (a1..h8 coordinates, no passes). */
export interface WthorGame {
  year: number;
  moves: string;
}

/**
 * Every game of the file, in file order.
 *
 * @example
 * readWthorGames().filter((game) => game.moves.length === 120); // the games of 60 moves
 */
export function readWthorGames(): WthorGame[] {
  return readDataText('wthor-games.tsv.gz')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [year, , , moves] = line.split('\t');
      return { year: Number(year), moves: moves ?? '' };
    });
}
