import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';

interface Visit {
  query?: string;
  stored?: string;
  browser?: string[];
  htmlLang?: string;
}

function visit({ query = '', stored, browser = ['en-US'], htmlLang = 'is' }: Visit) {
  window.history.replaceState(null, '', `/${query}`);
  window.localStorage.removeItem('i18nextLng');
  if (stored) window.localStorage.setItem('i18nextLng', stored);
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(browser);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(browser[0] ?? '');
  document.documentElement.lang = htmlLang;
  return createI18n();
}

describe('language detection (querystring lng, localStorage, browser, <html lang>)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each<[string, Visit, string]>([
    ['lng in the address wins', { query: '?lng=es', stored: 'nb', browser: ['da'] }, 'es'],
    ['lng=dk means Danish', { query: '?lng=dk' }, 'da'],
    ['lng=no means Bokmål', { query: '?lng=no' }, 'nb'],
    ['lng is case-insensitive', { query: '?lng=IS' }, 'is'],
    ['an unsupported lng falls through to storage', { query: '?lng=fr', stored: 'nb' }, 'nb'],
    ['storage comes before the browser', { stored: 'da', browser: ['es-ES'] }, 'da'],
    ['the browser language, region dropped', { browser: ['is-IS', 'en'] }, 'is'],
    ['the first supported browser language', { browser: ['fr-FR', 'da-DK'] }, 'da'],
    ['<html lang> when nothing else fits', { browser: ['fr-FR'], htmlLang: 'is' }, 'is'],
    ['English when nothing fits at all', { browser: ['fr-FR'], htmlLang: 'de' }, 'en'],
  ])('%s', (_name, setup, expected) => {
    const instance = visit(setup);
    expect(instance.resolvedLanguage).toBe(expected);
    expect(document.documentElement.lang).toBe(expected);
  });

  it('caches the language in localStorage and a cookie', async () => {
    const instance = visit({ query: '?lng=dk' });
    await instance.changeLanguage('en');
    expect(window.localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('i18next=en');
  });
});
