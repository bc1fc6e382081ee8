import { describe, expect, it } from 'vitest';
import {
  type CardMessageKey,
  validateCardCvc,
  validateCardExpiry,
  validateCardNumber,
} from './card-rules';

// TZ=UTC in the unit project: the diner's local month is May 2026.
const NOW = new Date('2026-05-01T18:42:05Z');
type Key = CardMessageKey | null;

describe('cardNumber: required, known brand + length + Luhn', () => {
  it.each<[string, Key]>([
    ['', 'pages.complete.cardNumberIsRequired'],
    ['4111 1111 1111 1111', null],
    ['4111111111111111', null],
    ['3782 822463 10005', null],
    ['6200000000000006', null],
    ['4111 1111 1111 1112', 'pages.complete.cardNumberIsNotValid'],
    ['1234 5678 1234 5678', 'pages.complete.cardNumberIsNotValid'],
    ['4111-1111-1111-1111', 'pages.complete.cardNumberIsNotValid'],
    ['4111', 'pages.complete.cardNumberIsNotValid'],
  ])('%j → %s', (value, expected) => {
    expect(validateCardNumber(value)).toBe(expected);
  });
});

describe('cardExpiry: required, MM/YY, month 1-12, not in the past', () => {
  it.each<[string, Key]>([
    ['', 'pages.complete.cardExpiryDateIsRequired'],
    ['05/26', null],
    ['12/30', null],
    ['04/26', 'pages.complete.cardExpiryDateIsNotValid'],
    ['12/25', 'pages.complete.cardExpiryDateIsNotValid'],
    ['13/30', 'pages.complete.cardExpiryDateIsNotValid'],
    ['00/30', 'pages.complete.cardExpiryDateIsNotValid'],
    ['12', 'pages.complete.cardExpiryDateIsNotValid'],
    ['1230', 'pages.complete.cardExpiryDateIsNotValid'],
  ])('%j → %s', (value, expected) => {
    expect(validateCardExpiry(value, NOW)).toBe(expected);
  });

  it('a card expiring this month is still good on its last day', () => {
    expect(validateCardExpiry('05/26', new Date('2026-05-31T23:59:59Z'))).toBeNull();
    expect(validateCardExpiry('05/26', new Date('2026-06-01T00:00:00Z'))).toBe(
      'pages.complete.cardExpiryDateIsNotValid',
    );
  });
});

describe('cardCvc: required, digits, 4 for amex, 3 for other brands, 3-4 unknown', () => {
  it.each<[string, string, Key]>([
    ['', '4111111111111111', 'pages.complete.cardCvcIsRequired'],
    ['123', '4111 1111 1111 1111', null],
    ['1234', '4111111111111111', 'pages.complete.cardCvcIsNotValid'],
    ['12', '4111111111111111', 'pages.complete.cardCvcIsNotValid'],
    ['1234', '378282246310005', null],
    ['123', '378282246310005', 'pages.complete.cardCvcIsNotValid'],
    ['123', '', null],
    ['1234', '', null],
    ['12', '', 'pages.complete.cardCvcIsNotValid'],
    ['12a', '4111111111111111', 'pages.complete.cardCvcIsNotValid'],
    ['012', '5555555555554444', null],
  ])('%j for card %j → %s', (value, cardNumber, expected) => {
    expect(validateCardCvc(value, cardNumber)).toBe(expected);
  });
});
