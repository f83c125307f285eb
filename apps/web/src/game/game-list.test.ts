import { describe, expect, it } from 'vitest';
import { matchingGames, PAGE_SIZE, pageOf } from './game-list.ts';

/** 120 games: `ann` plays games 1, 11, 21..., the others `bob`; game n is of year 2000 + n % 3. */
const GAMES = Array.from({ length: 120 }, (_, i) => ({ number: i + 1, search: `${i % 10 === 0 ? 'ann' : 'bob'} – cy, ${2000 + ((i + 1) % 3)}.05.01` }));

describe('matchingGames', () => {
  it('keeps every game for an empty search', () => {
    expect(matchingGames(GAMES, '  ')).toBe(GAMES);
  });

  it('keeps the games whose players or date hold every word, case aside', () => {
    expect(matchingGames(GAMES, 'ANN').map((game) => game.number)).toEqual([1, 11, 21, 31, 41, 51, 61, 71, 81, 91, 101, 111]);
    expect(matchingGames(GAMES, 'ann 2002').map((game) => game.number)).toEqual([11, 41, 71, 101]);
    expect(matchingGames(GAMES, 'zed')).toEqual([]);
  });

  it('finds a game by its number, whole', () => {
    expect(matchingGames(GAMES, '57').map((game) => game.number)).toEqual([57]);
    expect(matchingGames(GAMES, 'bob 11')).toEqual([]);
  });
});

describe('pageOf', () => {
  it('shows a page of the games, and the count of pages and games', () => {
    const page = pageOf(GAMES, 2);
    expect(page.games.map((game) => game.number)).toEqual(GAMES.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((game) => game.number));
    expect([page.page, page.pages, page.matches]).toEqual([2, 3, 120]);
    expect(pageOf(GAMES, 3).games.length).toBe(120 - 2 * PAGE_SIZE);
  });

  it('keeps the page asked for among the pages there are', () => {
    expect(pageOf(GAMES, 9).page).toBe(3);
    expect(pageOf(GAMES, 0).page).toBe(1);
    expect(pageOf(GAMES.slice(0, 3), 1, 2).games.map((game) => game.number)).toEqual([1, 2]);
    expect(pageOf([], 4)).toEqual({ games: [], page: 1, pages: 1, matches: 0 });
  });
});
