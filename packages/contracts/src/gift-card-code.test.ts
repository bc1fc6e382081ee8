import { describe, expect, it } from 'vitest';
import { formatGiftCardCode, isGiftCardCode, normalizeGiftCardCode } from './gift-card-code.ts';

describe('gift card codes as typed and printed', () => {
  it.each([
    ['abcd-efgh-jkmn-pqrs', 'ABCDEFGHJKMNPQRS'],
    [' ABCD EFGH  JKMN PQRS ', 'ABCDEFGHJKMNPQRS'],
    ['abcd\tefgh-\njkmn--pqrs', 'ABCDEFGHJKMNPQRS'],
  ])('reads %j as %s', (typed, code) => {
    expect(normalizeGiftCardCode(typed)).toBe(code);
    expect(isGiftCardCode(typed)).toBe(true);
  });

  it('prints a code in four groups of four', () => {
    expect(formatGiftCardCode('abcdefghjkmnpqrs')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(formatGiftCardCode('ABCD-EFGH-JKMN-PQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
  });

  it.each([
    ['', 'empty'],
    ['ABCD-EFGH-JKMN-PQR', 'one letter short'],
    ['ABCD-EFGH-JKMN-PQRST', 'one letter long'],
    ['ABCD-EFGH-JKMN-PQR0', 'a zero, which codes never use'],
    ['ABCD-EFGH-JKMN-PQRI', 'an I, which codes never use'],
    ['ABCD-EFGH-JKMN-PQR!', 'punctuation'],
  ])('refuses %j (%s)', (typed) => {
    expect(isGiftCardCode(typed)).toBe(false);
  });
});
