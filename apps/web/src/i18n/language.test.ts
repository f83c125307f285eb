import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage/page-storage.ts';
import { browserLanguage, pageLanguage, saveLanguage } from './language.ts';

describe('the page’s language', () => {
  it('follows the first of the browser’s languages that the page speaks', () => {
    expect(browserLanguage(['es-AR', 'en-US'])).toBe('es');
    expect(browserLanguage(['fr-FR', 'ES'])).toBe('es');
    expect(browserLanguage(['en-GB', 'es'])).toBe('en');
    expect(browserLanguage(['fr', 'de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('keeps the person’s choice over the browser’s', () => {
    const store = memoryStore();
    expect(pageLanguage(store, ['es-ES'])).toBe('es');
    saveLanguage(store, 'en');
    expect(pageLanguage(store, ['es-ES'])).toBe('en');
    store.setItem('flank.language', 'fr');
    expect(pageLanguage(store, ['es-ES'])).toBe('es');
  });
});
