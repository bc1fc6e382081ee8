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
  return createI18n().instance;
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
  ])('%s', async (_name, setup, expected) => {
    const instance = visit(setup);
    // Detection is immediate; the language counts as resolved once its strings have loaded.
    expect(instance.language).toBe(expected);
    await vi.waitFor(() => expect(instance.isInitialized).toBe(true));
    expect(instance.resolvedLanguage).toBe(expected);
    expect(document.documentElement.lang).toBe(expected);
  });

  it('caches the language in localStorage and a cookie', async () => {
    const instance = visit({ query: '?lng=dk' });
    await vi.waitFor(() => expect(instance.isInitialized).toBe(true));
    await instance.changeLanguage('en');
    expect(window.localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('i18next=en');
  });
});

describe('locale chunks', () => {
  it('loads only the language in use', async () => {
    const instance = visit({ query: '?lng=is' });
    await vi.waitFor(() => expect(instance.isInitialized).toBe(true));
    expect(instance.hasResourceBundle('is', 'translation')).toBe(true);
    expect(instance.hasResourceBundle('en', 'translation')).toBe(false);
    expect(instance.t('header.searchPlaceholder')).not.toBe('header.searchPlaceholder');
    // The booking pages' strings come later, with the first page that needs them.
    expect(instance.exists('upsell.continue')).toBe(false);
  });

  it("adds the pages' strings on request, and keeps both parts across a language switch", async () => {
    const { instance, loadPageStrings } = createI18n();
    await vi.waitFor(() => expect(instance.isInitialized).toBe(true));
    await instance.changeLanguage('is');
    await loadPageStrings();
    expect(instance.t('upsell.continue')).toBe('Áfram');
    expect(instance.t('homeSearch.eventsEmpty')).not.toBe('homeSearch.eventsEmpty');
    await instance.changeLanguage('da');
    expect(instance.t('upsell.continue')).toBe('Fortsæt');
  });
});

describe('page strings requested before the language has loaded', () => {
  it('are added for the detected language, not the default', async () => {
    window.history.replaceState(null, '', '/?lng=is');
    const { instance, loadPageStrings } = createI18n();
    // As the router does for the first page: before i18next has finished initialising.
    await loadPageStrings();
    window.history.replaceState(null, '', '/');
    expect(instance.resolvedLanguage).toBe('is');
    expect(instance.t('upsell.continue')).toBe('Áfram');
  });
});
