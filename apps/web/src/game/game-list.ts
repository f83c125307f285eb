// The list of a file's games to choose from, searched and shown a page at a time: a GGF archive
// holds 100,000 games, and a list of them all took the page 20 s to draw.

/** How many games a page of the list shows. */
export const PAGE_SIZE = 50;

/** What the list needs of a game: its place in the file, from 1, and the text a search reads. */
export interface ListedGame {
  number: number;
  /** Its players, date and result, lower-cased. */
  search: string;
}

/** One page of the games that match a search. */
export interface GamePage<Game extends ListedGame> {
  games: Game[];
  /** The page shown, from 1 (1 when nothing matches). */
  page: number;
  /** How many pages the matches fill (at least 1). */
  pages: number;
  /** How many games match. */
  matches: number;
}

/**
 * The games that match `query`: every word of it (case aside) must be in the game's players, date
 * or result, or be its number. An empty query matches every game.
 *
 * @example
 * ```ts
 * matchingGames(games, 'ann 2003'); // ann's games of 2003 (and game 2003 if ann played it)
 * ```
 */
export function matchingGames<Game extends ListedGame>(games: readonly Game[], query: string): readonly Game[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return games;
  return games.filter((game) => words.every((word) => game.search.includes(word) || word === String(game.number)));
}

/**
 * Page `page` (from 1) of `games`, moved into the pages there are: past the last, the last.
 *
 * @example
 * ```ts
 * pageOf(games, 2).games; // games 51 to 100
 * ```
 */
export function pageOf<Game extends ListedGame>(games: readonly Game[], page: number, size = PAGE_SIZE): GamePage<Game> {
  const pages = Math.max(1, Math.ceil(games.length / size));
  const shown = Math.min(Math.max(1, Math.floor(page)), pages);
  return { games: games.slice((shown - 1) * size, shown * size), page: shown, pages, matches: games.length };
}
