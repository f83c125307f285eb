// Which language the page speaks: the one the person chose (saved), else the first of the
// browser's languages that the page has, else English.
import type { KeyValueStore } from '../storage/saved-game.ts';
import { LANGUAGES, type Language } from './messages.ts';

const KEY = 'flank.language';

/**
 * The first of the browser's languages (`navigator.languages`) that the page speaks.
 *
 * @example
 * ```ts
 * browserLanguage(['es-AR', 'en']); // 'es'
 * browserLanguage(['fr-FR']); // 'en'
 * ```
 */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] as Language;
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

/** The language chosen before on this browser, else the browser's. */
export function pageLanguage(store: KeyValueStore, preferred: readonly string[]): Language {
  try {
    const saved = store.getItem(KEY) as Language | null;
    if (saved !== null && LANGUAGES.includes(saved)) return saved;
  } catch {
    // Storage refused: follow the browser.
  }
  return browserLanguage(preferred);
}

/** Remembers the person's choice of language. */
export function saveLanguage(store: KeyValueStore, language: Language): void {
  try {
    store.setItem(KEY, language);
  } catch {
    // Storage refused: the choice lasts until the page is closed.
  }
}
