import { describe, expect, it } from 'vitest';
import { currencyExponent, formatMinorUnits } from '@dekka/contracts/money';
import { padCvc, parseCard } from './card.ts';

const now = new Date('2030-03-15T12:00:00Z');
const card = (overrides: Partial<Parameters<typeof parseCard>[0]> = {}) =>
  parseCard(
    { number: '4242 4242 4242 4242', expiryMonth: 3, expiryYear: 30, cvc: '123', ...overrides },
    now,
  );

describe('padCvc', () => {
  it.each([
    [12, 3, '012'],
    [7, 3, '007'],
    [123, 4, '0123'],
    [737, 3, '737'],
    ['012', 3, '012'],
  ])('%s with size %i → %s', (cvc, size, expected) => {
    expect(padCvc(cvc, size)).toBe(expected);
  });
});

describe('parseCard', () => {
  it('keeps brand and last four, strips spaces, gives a two-digit year its century', () => {
    expect(card()).toEqual({
      number: '4242424242424242',
      expiryMonth: 3,
      expiryYear: 2030,
      cvc: '123',
      brand: 'visa',
      last4: '4242',
    });
  });

  it('takes a 13-digit visa, as the complete form does (one set of rules)', () => {
    expect(card({ number: '4222222222222' })).toMatchObject({ brand: 'visa', last4: '2222' });
  });

  it.each([
    ['a Luhn failure', { number: '4242424242424241' }],
    ['an unknown brand', { number: '9999999999999999' }],
    ['a wrong length for visa', { number: '42424242424242' }],
    ['last month', { expiryMonth: 2 }],
    ['month 13', { expiryMonth: 13 }],
    ['a 4-digit CVC on visa', { cvc: '1234' }],
    ['a 3-digit CVC on amex', { number: '378282246310005', cvc: '123' }],
    ['letters in the CVC', { cvc: '12a' }],
    ['no CVC', { cvc: null }],
    ['no number', { number: null }],
  ])('refuses %s', (_name, overrides) => {
    expect(card(overrides)).toBeNull();
  });

  it('accepts this month, amex with 4 digits, and unionpay without Luhn', () => {
    expect(card({ expiryMonth: 3, expiryYear: 2030 })).not.toBeNull();
    expect(card({ number: '378282246310005', cvc: 123 })?.cvc).toBe('0123');
    expect(card({ number: '6200000000000001' })?.brand).toBe('unionpay');
  });
});

describe('money', () => {
  it('uses each currency’s minor-unit exponent', () => {
    expect(['ISK', 'EUR', 'NOK', 'DKK', 'USD'].map(currencyExponent)).toEqual([0, 2, 2, 2, 2]);
    const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');
    expect(plain(formatMinorUnits(9900, 'ISK', 'is'))).toBe('9.900 kr.');
    expect(plain(formatMinorUnits(9900, 'EUR', 'es'))).toBe('99,00 €');
  });
});
