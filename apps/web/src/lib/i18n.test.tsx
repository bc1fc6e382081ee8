import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, i18n } from './i18n';
import type { TranslationKey } from './i18n';
import { Trans, useTranslation } from './translation';

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
    // The server writes English into the page for a language we do not ship: so does the app.
    [
      'English for a German browser, as the page says',
      { browser: ['de-DE', 'de'], htmlLang: 'en' },
      'en',
    ],
    ['Icelandic for an Icelandic browser', { browser: ['is-IS', 'is'], htmlLang: 'is' }, 'is'],
  ])('%s', async (_name, setup, expected) => {
    const instance = visit(setup);
    // Detection is immediate; the language counts as resolved once its strings have loaded.
    expect(instance.language).toBe(expected);
    expect(instance.resolvedLanguage).toBeUndefined();
    await instance.ready;
    expect(instance.resolvedLanguage).toBe(expected);
    expect(document.documentElement.lang).toBe(expected);
  });

  it('keeps to the languages the display country offers when the page carries the settings', async () => {
    const block = document.createElement('script');
    block.id = 'site-settings';
    block.type = 'application/json';
    block.textContent = JSON.stringify({ displayCountry: 'es' });
    document.head.append(block);
    try {
      // Danish is not offered on the Spanish site: the first render is already in Spanish.
      const danish = visit({ browser: ['da-DK'] });
      expect(danish.language).toBe('es');
      await danish.ready;
      expect(danish.resolvedLanguage).toBe('es');
      expect(visit({ browser: ['en-GB', 'es'] }).language).toBe('en');
      // A language Dekka does not ship at all stays English, which every site offers.
      expect(visit({ browser: ['de-DE'], htmlLang: 'en' }).language).toBe('en');
    } finally {
      block.remove();
    }
  });

  it('caches the language in localStorage and a cookie', async () => {
    const instance = visit({ query: '?lng=dk' });
    await instance.ready;
    expect(window.localStorage.getItem('i18nextLng')).toBe('da');
    await instance.changeLanguage('en');
    expect(window.localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('i18next=en');
  });
});

describe('locale chunks', () => {
  it('loads only the language in use', async () => {
    const instance = visit({ query: '?lng=is' });
    await instance.ready;
    expect(instance.t('header.searchPlaceholder')).not.toBe('header.searchPlaceholder');
    expect(instance.getFixedT('en')('header.searchPlaceholder')).toBe('header.searchPlaceholder');
    // The booking pages' strings come later, with the first page that needs them.
    expect(instance.t('upsell.continue')).toBe('upsell.continue');
  });

  it("adds the pages' strings on request, and keeps both parts across a language switch", async () => {
    const { instance, loadPageStrings } = createI18n();
    await instance.ready;
    await instance.changeLanguage('is');
    await loadPageStrings();
    expect(instance.t('upsell.continue')).toBe('Áfram');
    expect(instance.t('homeSearch.eventsEmpty')).not.toBe('homeSearch.eventsEmpty');
    await instance.changeLanguage('da');
    expect(instance.t('upsell.continue')).toBe('Fortsæt');
  });

  it("keeps the staff's strings out of the diner's pages, and adds them for a staff page", async () => {
    const { instance, loadPageStrings } = createI18n();
    await instance.ready;
    await instance.changeLanguage('en');
    await loadPageStrings();
    expect(instance.t('staff.guestList.newBooking')).toBe('staff.guestList.newBooking');
    await loadPageStrings(['pages', 'staff']);
    expect(instance.t('staff.guestList.newBooking')).toBe('New booking');
    await instance.changeLanguage('is');
    expect(instance.t('staff.guestList.newBooking')).toBe('Ný bókun');
  });

  it("keeps the food ordering's strings out of the booking pages, and adds them for an ordering page", async () => {
    const { instance, loadPageStrings } = createI18n();
    await instance.ready;
    await instance.changeLanguage('en');
    await loadPageStrings();
    expect(instance.t('order.listing.title')).toBe('order.listing.title');
    await loadPageStrings(['pages', 'order']);
    expect(instance.t('order.listing.title')).toBe('Order food');
    await instance.changeLanguage('is');
    expect(instance.t('order.listing.title')).toBe('Panta mat');
  });
});

describe('page strings requested before the language has loaded', () => {
  it('are added for the detected language, not the default', async () => {
    window.history.replaceState(null, '', '/?lng=is');
    const { instance, loadPageStrings } = createI18n();
    // As the router does for the first page: before the detected language's strings are in.
    await loadPageStrings();
    window.history.replaceState(null, '', '/');
    expect(instance.resolvedLanguage).toBe('is');
    expect(instance.t('upsell.continue')).toBe('Áfram');
  });
});

describe('t', () => {
  it('fills placeholders as they are (React escapes), and leaves a missing one showing', () => {
    expect(i18n.t('complete.title', { restaurant: 'Tom & <Jerry>' })).toBe(
      'Complete your reservation for Tom & <Jerry>',
    );
    expect(i18n.t('slots.largeParty', { max: 8 })).toBe(
      'More than 8 guests? Call the restaurant on {{phone}}.',
    );
  });

  it("picks the plural form by the language's rules", async () => {
    expect(i18n.t('confirmation.guestCount', { count: 1 })).toBe('1 guest');
    expect(i18n.t('confirmation.guestCount', { count: 21 })).toBe('21 guests');
    await i18n.changeLanguage('is');
    // Icelandic: 21 takes the singular.
    expect(i18n.t('confirmation.guestCount', { count: 21 })).toBe('21 gestur');
    expect(i18n.t('confirmation.guestCount', { count: 11 })).toBe('11 gestir');
  });

  it('prefers a _zero form for 0, and answers a missing key with the key', () => {
    const { instance } = createI18n();
    instance.addStrings('en', { test: { items_zero: 'none', items_other: '{{count}} items' } });
    const t = instance.getFixedT('en');
    const key = 'test.items' as TranslationKey;
    expect(t(key, { count: 0 })).toBe('none');
    expect(t(key, { count: 2 })).toBe('2 items');
    // @ts-expect-error -- a key missing from en.json does not compile.
    expect(t('test.missing')).toBe('test.missing');
  });

  it('switches to English for a language we do not ship; the last of overlapping switches wins', async () => {
    await i18n.changeLanguage('fr-FR');
    expect(i18n.language).toBe('en');
    await Promise.all([i18n.changeLanguage('is'), i18n.changeLanguage('da')]);
    expect(i18n.language).toBe('da');
    expect(document.documentElement.lang).toBe('da');
  });
});

describe('useTranslation and Trans', () => {
  function Terms() {
    const { t } = useTranslation();
    return (
      <p>
        {t('upsell.continue')}:{' '}
        <Trans i18nKey="complete.acceptTerms" components={{ terms: <Link to="/terms" /> }} />
      </p>
    );
  }

  it('render the text with its links, and again in a new language', async () => {
    render(<Terms />, { wrapper: MemoryRouter });
    expect(screen.getByText(/^Continue:/)).toHaveTextContent(
      'Continue: I accept the terms and privacy policy.',
    );
    expect(screen.getByRole('link', { name: 'terms and privacy policy' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await act(() => i18n.changeLanguage('is'));
    expect(screen.getByText(/^Áfram:/)).toHaveTextContent(
      'Áfram: Ég samþykki skilmála og persónuverndarstefnu.',
    );
    expect(screen.getByRole('link', { name: 'skilmála og persónuverndarstefnu' })).toBeVisible();
  });
});
