import { describe, expect, it } from 'vitest';
import {
  cvcLengths,
  detectCardBrand,
  isExpiryInPast,
  isValidCardNumber,
  parseCardExpiry,
} from './card';

// The unit project runs with TZ=UTC, so the local calendar below is UTC's.
const NOW = new Date('2026-05-01T18:42:05Z');

describe('detectCardBrand', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['378282246310005', 'american-express'],
    ['6200000000000005', 'unionpay'],
    ['4', null],
    ['', null],
    ['9999', null],
  ])('%s → %s', (digits, brand) => {
    expect(detectCardBrand(digits)?.type ?? null).toBe(brand);
  });
});

describe('isValidCardNumber: known brand, valid length, Luhn (unionpay skips Luhn)', () => {
  it.each([
    ['visa 16', '4111111111111111', true],
    ['visa 16, Luhn off by one', '4111111111111112', false],
    ['visa 13 (docs/product.md, "The booking flow")', '4222222222222', true],
    ['visa 13, bad Luhn', '4222222222223', false],
    ['visa 15 is no visa length', '411111111111116', false],
    ['mastercard', '5555555555554444', true],
    ['mastercard, bad Luhn', '5555555555554445', false],
    ['amex 15', '378282246310005', true],
    ['amex 14', '37828224631000', false],
    ['unionpay passing Luhn', '6200000000000005', true],
    ['unionpay failing Luhn is still valid', '6200000000000006', true],
    ['unionpay of a wrong length', '6200000000005', false],
    ['unknown brand', '1234567812345678', false],
    ['letters', '4111a11111111111', false],
    ['empty', '', false],
  ])('%s (%s) → %s', (_name, digits, expected) => {
    expect(isValidCardNumber(digits)).toBe(expected);
  });
});

describe('parseCardExpiry / isExpiryInPast', () => {
  it.each([
    ['12/30', { month: 12, year: 2030 }],
    ['05/26', { month: 5, year: 2026 }],
    ['1/27', { month: 1, year: 2027 }],
    ['12/2030', { month: 12, year: 2030 }],
    ['13/30', null],
    ['00/30', null],
    ['1230', null],
    ['12/3', null],
    ['ab/cd', null],
  ])('%j → %j', (text, expected) => {
    expect(parseCardExpiry(text, NOW)).toEqual(expected);
  });

  it('puts a two-digit year in the current century of the clock', () => {
    expect(parseCardExpiry('01/05', new Date('2105-06-01T00:00:00Z'))).toEqual({
      month: 1,
      year: 2105,
    });
  });

  it.each([
    [{ month: 5, year: 2026 }, false],
    [{ month: 4, year: 2026 }, true],
    [{ month: 1, year: 2027 }, false],
    [{ month: 12, year: 2025 }, true],
  ])('%j in past → %s', (expiry, expected) => {
    expect(isExpiryInPast(expiry, NOW)).toBe(expected);
  });
});

describe('cvcLengths', () => {
  it.each([
    ['378282246310005', [4]],
    ['4111111111111111', [3]],
    ['5555555555554444', [3]],
    ['', [3, 4]],
    ['9999', [3, 4]],
  ])('%j → %j', (cardNumber, expected) => {
    expect(cvcLengths(cardNumber)).toEqual(expected);
  });
});
