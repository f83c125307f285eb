import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, MAX_PLAY_LEVEL, settingsOf } from './settings.ts';

describe('settingsOf', () => {
  it('keeps valid saved settings', () => {
    const saved = { mode: 'computer-computer', humanColor: 'white', level: MAX_PLAY_LEVEL, style: 12, hints: true, playView: false, book: false, sound: true, flipped: true, lines: 5, clock: { minutes: 5, increment: 3 } } as const;
    expect(settingsOf(saved)).toEqual(saved);
  });

  it('loads the settings of older versions, dropping the choice of the strong evaluation they saved', () => {
    const saved = { mode: 'human-computer', humanColor: 'white', level: 6, hints: true, playView: true, book: true, sound: false } as const;
    for (const strongEvaluation of [true, false]) expect(settingsOf({ ...saved, strongEvaluation })).toStrictEqual({ ...saved, style: null, flipped: false, lines: DEFAULT_SETTINGS.lines, clock: null });
  });

  it('reads the modes older versions saved, when the computer player was `engine`', () => {
    expect(settingsOf({ mode: 'human-engine' }).mode).toBe('human-computer');
    expect(settingsOf({ mode: 'engine-engine' }).mode).toBe('computer-computer');
  });

  it('drops the engine’s view of versions before the page’s modes (on by default then): the engine keeps its work to itself while playing', () => {
    expect(settingsOf({ engineView: true }).playView).toBe(false);
  });

  it('replaces each invalid field by its default, and anything else by the defaults', () => {
    expect(settingsOf({ mode: 'chess', humanColor: 'red', level: MAX_PLAY_LEVEL + 1, hints: 'yes', playView: 'on', book: 'no', sound: 'loud', flipped: 1, lines: 6, style: 7, clock: { minutes: 7, increment: 0 } })).toEqual(DEFAULT_SETTINGS);
    expect(settingsOf({ lines: 0 }).lines).toBe(DEFAULT_SETTINGS.lines);
    expect(settingsOf({ level: 2.5 }).level).toBe(DEFAULT_SETTINGS.level);
    expect(settingsOf({ level: 0 }).level).toBe(DEFAULT_SETTINGS.level);
    expect(settingsOf(null)).toEqual(DEFAULT_SETTINGS);
    expect(settingsOf('human-human')).toEqual(DEFAULT_SETTINGS);
  });
});
