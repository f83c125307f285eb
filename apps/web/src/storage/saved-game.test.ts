import { init } from '@flank/reversi';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryStore } from './page-storage.ts';
import { newRecord } from '../game/record.ts';
import { DEFAULT_SETTINGS } from '../play/settings.ts';
import type { MoveReview } from '../review/review.ts';
import { restoreGame, saveGame } from './saved-game.ts';

beforeAll(() => init());

describe('the saved game', () => {
  it('comes back as it was saved: rules, start, moves, the redo line and the settings', () => {
    const store = memoryStore();
    const record = { ...newRecord({ name: 'free-placement', mustCapture: true, voluntaryPass: false }), moves: ['f5', 'd6'], undone: ['c3'] };
    const settings = { ...DEFAULT_SETTINGS, mode: 'human-human' as const, level: 9 };
    saveGame(store, { record, settings });
    const restored = restoreGame(store);
    if (restored.status !== 'restored') throw new Error(`not restored: ${restored.status}`);
    expect(restored.playedLine.record).toEqual(record);
    expect(restored.playedLine.game.turn()).toBe('black');
    expect(restored.settings).toEqual(settings);
    expect(restored.variations).toBeUndefined(); // an older save: the game's one line
  });

  it('keeps the game’s lines, and drops them (keeping the game) when they are damaged or not of this game', () => {
    const store = memoryStore();
    const record = { ...newRecord({ name: 'othello' }), moves: ['f5', 'f6'] };
    const variations = { lines: [['f5', 'd6', 'c3'], ['f5', 'f6']], line: 1 };
    saveGame(store, { record, settings: DEFAULT_SETTINGS, variations });
    const restored = restoreGame(store);
    expect(restored).toMatchObject({ status: 'restored', variations });
    for (const bad of [{ lines: [['f5', 'a1'], ['f5', 'f6']], line: 1 }, { lines: [['f5', 'd6']], line: 0 }, { lines: 'f5', line: 0 }, { lines: [['f5', 'f6']] }]) {
      saveGame(store, { record, settings: DEFAULT_SETTINGS, variations: bad as never });
      const again = restoreGame(store);
      expect(again, JSON.stringify(bad)).toMatchObject({ status: 'restored', variations: undefined });
      if (again.status === 'restored') expect(again.playedLine.record.moves).toEqual(['f5', 'f6']);
    }
  });

  it('keeps the review saved with the game, and drops it (keeping the game) when it is damaged; an older save has none', () => {
    const store = memoryStore();
    const record = { ...newRecord({ name: 'othello' }), moves: ['f5'] };
    const move: MoveReview = { ply: 0, color: 'black', move: 'f5', best: ['f5', 'd3'], bestScore: 0, score: 0, loss: 0, exact: false, mark: null };
    const review = { key: '{"name":"othello"}||f5', evaluation: '0.1.0/light', level: 10, moves: [move] };
    saveGame(store, { record, settings: DEFAULT_SETTINGS, review });
    expect(restoreGame(store)).toMatchObject({ status: 'restored', review });
    for (const bad of ['review', { ...review, moves: [{ ...move, loss: 3 }] }, { ...review, level: '10' }]) {
      saveGame(store, { record, settings: DEFAULT_SETTINGS, review: bad as never });
      const again = restoreGame(store);
      expect(again, JSON.stringify(bad)).toMatchObject({ status: 'restored', review: undefined });
      if (again.status === 'restored') expect(again.playedLine.record.moves).toEqual(['f5']);
    }
    saveGame(store, { record, settings: DEFAULT_SETTINGS });
    expect(restoreGame(store)).toMatchObject({ status: 'restored', review: undefined });
  });

  it('keeps a loaded game’s players, date and place, and is unreadable, saying why, when they are damaged', () => {
    const store = memoryStore();
    const about = { black: 'ann', white: 'bob', date: '2003.12.15', place: 'GGS/os' };
    const record = { ...newRecord({ name: 'othello' }), moves: ['f5'], about };
    saveGame(store, { record, settings: DEFAULT_SETTINGS });
    expect(restoreGame(store)).toMatchObject({ status: 'restored', playedLine: { record: { about } } });
    const reasons: [unknown, string][] = [
      [{ black: 7 }, "The saved game's black player's name must be text of at most 100 characters on one line, got 7"],
      [{ place: 'x'.repeat(101) }, "The saved game's place must be text"],
      [{ date: '2003\n12' }, "The saved game's date must be text"],
      [{ elo: '2000' }, 'The saved game\'s players, date and place have no field "elo"'],
      ['ann', "The saved game's players, date and place must be an object, got \"ann\""],
    ];
    for (const [bad, reason] of reasons) {
      store.setItem('flank.game', JSON.stringify({ record: { ...record, about: bad }, settings: DEFAULT_SETTINGS }));
      expect(restoreGame(store), JSON.stringify(bad)).toEqual({ status: 'unreadable', reason: expect.stringContaining(reason) });
    }
  });

  it('is none when nothing was saved, and unreadable, with the reason, when the save no longer replays', () => {
    const store = memoryStore();
    expect(restoreGame(store)).toEqual({ status: 'none' });
    for (const bad of [
      'not json',
      '{}',
      JSON.stringify({ record: { ...newRecord({ name: 'othello' }), moves: ['f5', 'a1'] } }),
      JSON.stringify({ record: { ...newRecord({ name: 'othello' }), moves: 'f5' } }),
      JSON.stringify({ record: { ...newRecord({ name: 'othello' }), start: 7 } }),
      JSON.stringify({ record: { ...newRecord({ name: 'othello' }), rules: { name: 'go' } } }),
    ]) {
      store.setItem('flank.game', bad);
      expect(restoreGame(store), bad).toEqual({ status: 'unreadable', reason: expect.any(String) });
    }
    store.setItem('flank.game', JSON.stringify({ record: { ...newRecord({ name: 'othello' }), moves: ['f5', 'a1'] } }));
    expect(restoreGame(store)).toEqual({ status: 'unreadable', reason: expect.stringContaining('a1') });
  });

  it('is unreadable, saying it is no game record, when the store holds JSON of another shape (null, a number, a list)', () => {
    const store = memoryStore();
    for (const bad of ['null', '5', '"text"', '[]', 'true', '{"record":null}', '{"record":5}']) {
      store.setItem('flank.game', bad);
      expect(restoreGame(store), bad).toEqual({ status: 'unreadable', reason: 'it is not a game record' });
    }
  });

  it('is unreadable, with the reason, when its redo line or its start does not replay: every part of the record is checked', () => {
    const store = memoryStore();
    const redo = (undone: string[]) => {
      store.setItem('flank.game', JSON.stringify({ record: { ...newRecord({ name: 'othello' }), moves: ['f5', 'd6'], undone }, settings: DEFAULT_SETTINGS }));
      return restoreGame(store);
    };
    // The redo line holds the next move last: c3, then the move after it.
    expect(redo(['c3', 'zz'])).toEqual({ status: 'unreadable', reason: 'The redo line: Invalid square "zz": expected a column a-h then a row 1-8, like "d3"' });
    expect(redo(['a1', 'c3'])).toEqual({ status: 'unreadable', reason: 'The redo line: Illegal move a1: it flanks no black disc' });
    expect(redo(['d3', 'c3'])).toMatchObject({ status: 'restored' });
    store.setItem('flank.game', JSON.stringify({ record: { ...newRecord({ name: 'othello' }), start: `${'-'.repeat(64)} X` } }));
    expect(restoreGame(store)).toEqual({ status: 'unreadable', reason: expect.stringContaining('No othello game reaches this board') });
  });

  it('goes on without saving when the storage refuses', () => {
    const refusing = { getItem: () => null, setItem: () => {
      throw new Error('QuotaExceededError');
    } };
    expect(() => saveGame(refusing, { record: newRecord({ name: 'othello' }), settings: DEFAULT_SETTINGS })).not.toThrow();
  });
});
