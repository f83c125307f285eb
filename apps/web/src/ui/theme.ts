// Light or dark: the person's choice (saved), or the system's (`prefers-color-scheme`) when they
// leave it on automatic. The page's colours are CSS variables that `data-theme` on <html> switches.
import type { KeyValueStore } from '../storage/saved-game.ts';

/** What the person chose. */
export type ThemeChoice = 'auto' | 'light' | 'dark';
export const THEME_CHOICES: readonly ThemeChoice[] = ['auto', 'light', 'dark'];

const KEY = 'flank.theme';

/** The theme chosen before on this browser, else automatic. */
export function savedTheme(store: KeyValueStore): ThemeChoice {
  try {
    const saved = store.getItem(KEY) as ThemeChoice | null;
    if (saved !== null && THEME_CHOICES.includes(saved)) return saved;
  } catch {
    // Storage refused: automatic.
  }
  return 'auto';
}

/** Remembers the person's choice of theme. */
export function saveTheme(store: KeyValueStore, choice: ThemeChoice): void {
  try {
    store.setItem(KEY, choice);
  } catch {
    // Storage refused: the choice lasts until the page is closed.
  }
}

/**
 * The theme in effect: the choice, or on automatic the system's.
 *
 * @example
 * ```ts
 * themeOf('auto', true); // 'dark'
 * themeOf('light', true); // 'light'
 * ```
 */
export function themeOf(choice: ThemeChoice, systemPrefersDark: boolean): 'light' | 'dark' {
  return choice === 'auto' ? (systemPrefersDark ? 'dark' : 'light') : choice;
}
