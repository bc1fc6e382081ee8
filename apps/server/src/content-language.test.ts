import { describe, expect, it } from 'vitest';
import { contentLanguage, localize, TRANSLATED_FIELDS } from './content-language.ts';

describe('contentLanguage', () => {
  it.each([
    ['en', 'en'],
    ['es-ES,es;q=0.9', 'es'],
    ['en-GB,en;q=0.9', 'en'],
    ['is-IS', 'is'],
    ['nb-NO,nb;q=0.9', 'nb'],
    ['no', 'nb'],
    ['nn', 'nb'],
    ['da', 'da'],
    ['dk', 'da'],
    ['DA-dk', 'da'],
    // The most preferred language Dekka speaks, whatever the order it is written in.
    ['fr-FR,fr;q=0.9,en;q=0.8,es;q=0.85', 'es'],
    ['de;q=0.9, da;q=0.5', 'da'],
    ['es;q=0.5,en', 'en'],
    // q=0 means "not this one".
    ['en;q=0,da', 'da'],
  ] as const)('reads %j as %s', (header, language) => {
    expect(contentLanguage(header)).toBe(language);
  });

  it.each([undefined, '', '*', 'fr', 'fr-FR,de;q=0.5', 'en;q=0', 'en;q=abc', ',,;'])(
    'has no language for %j: the rows’ own text is shown',
    (header) => {
      expect(contentLanguage(header)).toBeNull();
    },
  );

  it('reads a repeated header as one list', () => {
    expect(contentLanguage(['fr', 'da'])).toBe('da');
  });
});

describe('localize', () => {
  const menu = {
    id: 7,
    name: 'Smakkseðill',
    shortDescription: 'Sjö réttir.',
    description: '',
    translations: {
      en: { name: 'Tasting menu', shortDescription: 'Seven courses.', id: 'x' },
      es: { name: '' },
    },
  };

  it('replaces the translated fields and nothing else', () => {
    expect(localize(menu, 'en', TRANSLATED_FIELDS.menus)).toEqual({
      ...menu,
      name: 'Tasting menu',
      shortDescription: 'Seven courses.',
    });
    // The row itself is left as it was.
    expect(menu.name).toBe('Smakkseðill');
  });

  it('keeps the own text without a language, a translation or a text', () => {
    expect(localize(menu, null, TRANSLATED_FIELDS.menus)).toBe(menu);
    expect(localize(menu, 'da', TRANSLATED_FIELDS.menus)).toBe(menu);
    // An empty translation is no translation.
    expect(localize(menu, 'es', TRANSLATED_FIELDS.menus)).toBe(menu);
  });

  it('never gives a text to a field that has none', () => {
    const restaurant = {
      description: 'Lýsing',
      policyText: null,
      confirmationNote: '',
      translations: { en: { description: 'About', policyText: '<p>Policy</p>' } },
    };
    expect(localize(restaurant, 'en', TRANSLATED_FIELDS.restaurants)).toEqual({
      ...restaurant,
      description: 'About',
    });
  });

  it('falls back to English where the own text is empty', () => {
    const restaurant = {
      description: '',
      confirmationNote: 'Verið velkomin',
      policyText: null,
      translations: { en: { description: 'About us', confirmationNote: 'Welcome' } },
    };
    const inDanish = localize(restaurant, 'da', TRANSLATED_FIELDS.restaurants);
    expect(inDanish).toEqual({ ...restaurant, description: 'About us' });
    expect(localize(restaurant, null, TRANSLATED_FIELDS.restaurants).description).toBe('About us');
  });

  it('ignores malformed translations written by hand', () => {
    for (const translations of [null, 'en', [], { en: 'Tasting menu' }, { en: { name: 7 } }]) {
      const row = { name: 'Smakkseðill', translations };
      expect(localize(row, 'en', ['name'])).toBe(row);
    }
  });
});
