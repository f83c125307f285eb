import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage/page-storage.ts';
import { saveTheme, savedTheme, themeOf } from './theme.ts';

describe('theme', () => {
  it('follows the system on automatic, else the choice', () => {
    expect(themeOf('auto', true)).toBe('dark');
    expect(themeOf('auto', false)).toBe('light');
    expect(themeOf('light', true)).toBe('light');
    expect(themeOf('dark', false)).toBe('dark');
  });

  it('keeps the choice, and reads anything else as automatic', () => {
    const store = memoryStore();
    expect(savedTheme(store)).toBe('auto');
    saveTheme(store, 'dark');
    expect(savedTheme(store)).toBe('dark');
    store.setItem('flank.theme', 'purple');
    expect(savedTheme(store)).toBe('auto');
  });
});
