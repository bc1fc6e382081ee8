import { describe, expect, it } from 'vitest';
import {
  languageForCountry,
  normalizeLanguageCode,
  offeredLanguages,
  pathLanguage,
} from './languages.ts';

describe('normalizeLanguageCode', () => {
  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['en_GB', 'en'],
    ['IS', 'is'],
    ['is-IS', 'is'],
    ['dk', 'da'],
    ['da-DK', 'da'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['nb-NO', 'nb'],
    ['es-419', 'es'],
    ['fr-FR', 'fr'],
    [' es ', 'es'],
  ])('%j → %s', (code, expected) => {
    expect(normalizeLanguageCode(code)).toBe(expected);
  });
});

describe('offeredLanguages', () => {
  it.each([
    ['is', ['is', 'en']],
    ['es', ['es', 'en']],
    ['no', ['nb', 'en']],
    ['dk', ['da', 'en']],
  ] as const)('display country %s offers %j', (country, expected) => {
    expect(offeredLanguages(country)).toEqual(expected);
  });
});

describe('languageForCountry', () => {
  it.each([
    ['is', 'is', 'is'],
    ['en', 'is', 'en'],
    ['es', 'is', 'is'],
    ['da', 'is', 'is'],
    ['en', 'dk', 'en'],
    ['da', 'dk', 'da'],
    ['dk', 'dk', 'da'],
    ['is', 'dk', 'da'],
    ['nb', 'no', 'nb'],
    ['no', 'no', 'nb'],
    ['es', 'no', 'nb'],
    ['es', 'es', 'es'],
    ['nb', 'es', 'es'],
    ['fr', 'es', 'es'],
  ] as const)('detected %s on display country %s → %s', (detected, country, expected) => {
    expect(languageForCountry(detected, country)).toBe(expected);
  });
});

describe('pathLanguage', () => {
  it.each([
    ['/nearby/64.142/-21.927/20/is', 'is'],
    ['/nearby/64.142/-21.927/20/true/en', 'en'],
    ['/nearby/64.142/-21.927/20/harpa/da/', 'da'],
    ['/nearby/64.142/-21.927/20', null],
    ['/nearby/a/b/c/d/e/f', null],
    ['/hafnarljos', null],
    ['/results/is', null],
  ])('%s → %s', (path, expected) => {
    expect(pathLanguage(path)).toBe(expected);
  });
});
