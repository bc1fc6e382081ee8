import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [12900, 'ISK', 'is', '12.900\u00a0kr.'],
    [12900, 'ISK', 'en', 'ISK\u00a012,900'],
    [12950, 'EUR', 'es', '129,50\u00a0€'],
    [12950, 'EUR', 'en', '€129.50'],
    [12950, 'NOK', 'nb', '129,50\u00a0kr'],
    [12950, 'DKK', 'da', '129,50\u00a0kr.'],
    [12950, 'USD', 'en', '$129.50'],
    [5, 'USD', 'en', '$0.05'],
    [0, 'ISK', 'is', '0\u00a0kr.'],
    [12950, 'eur', 'en', '€129.50'],
  ])('%i %s in %s → %j', (minor, currency, locale, expected) => {
    expect(formatMoney(minor, currency, locale)).toBe(expected);
  });

  it.each(['GBP', 'SEK', ''])('%j throws', (currency) => {
    expect(() => formatMoney(100, currency, 'en')).toThrow(
      new Error('Currency not found, Please contact Dekka support.'),
    );
  });
});
