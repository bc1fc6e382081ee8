import { SUPPORTED_LANGUAGES } from '@dekka/contracts/languages';
import { describe, expect, it } from 'vitest';
import { pluralCategory } from './plural';

/** Whole counts, tenths, hundredths, and the large round numbers Spanish treats apart. */
const COUNTS = [
  ...Array.from({ length: 2_500 }, (_, index) => index),
  ...Array.from({ length: 400 }, (_, index) => index / 10),
  ...Array.from({ length: 300 }, (_, index) => index / 100 + 1),
  ...Array.from({ length: 300 }, (_, index) => index / 1000 + 20),
  0.0004,
  1.0004,
  21.00049,
  1_000_000,
  2_000_000,
  1_500_000,
  1_000_001,
  -1,
  -21,
];

describe('pluralCategory', () => {
  it.each(SUPPORTED_LANGUAGES)('gives every count the form Intl gives it in %s', (language) => {
    const intl = new Intl.PluralRules(language);
    const differing = COUNTS.filter(
      (count) => pluralCategory(language, count) !== intl.select(count),
    );
    expect(differing).toEqual([]);
  });

  it('asks Intl for a language it has no rule of, and for a number written with an exponent', () => {
    expect(pluralCategory('pl', 2)).toBe('few');
    expect(pluralCategory('es', 1e21)).toBe(new Intl.PluralRules('es').select(1e21));
  });
});
