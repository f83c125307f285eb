import { describe, expect, it } from 'vitest';
import { ABOUT_MAX_LENGTH, aboutOf, keptAbout } from './game-about.ts';

describe('a game’s players, date and place', () => {
  it('reads back what the page keeps, leaving out empty fields, and names what is wrong', () => {
    expect(aboutOf({ black: 'ann', date: '2003.12.15', place: '' }, "The link's")).toEqual({ black: 'ann', date: '2003.12.15' });
    expect(aboutOf(undefined, "The link's")).toBeUndefined();
    expect(aboutOf({}, "The link's")).toBeUndefined();
    expect(() => aboutOf({ white: ['bob'] }, "The link's")).toThrow(`The link's white player's name must be text of at most ${ABOUT_MAX_LENGTH} characters on one line, got ["bob"]`);
    expect(() => aboutOf(null, "The link's")).toThrow("The link's players, date and place must be an object, got null");
  });

  it('makes a loaded record’s fields fit to keep: one line each, cut to the longest kept', () => {
    const kept = keptAbout({ black: ' ann\r\nsmith ', white: '', place: 'p'.repeat(ABOUT_MAX_LENGTH + 5) });
    expect(kept).toEqual({ black: 'ann smith', place: 'p'.repeat(ABOUT_MAX_LENGTH) });
    expect(aboutOf(kept, "The saved game's")).toEqual(kept);
    expect(keptAbout({})).toBeUndefined();
  });
});
