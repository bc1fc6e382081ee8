import { planOfCallingCode } from '@dekka/validation/phone-plan';
import metadata from 'libphonenumber-js/min/metadata';
import { describe, expect, it } from 'vitest';
import {
  type CompleteFormValues,
  type CompleteMessageKey,
  validateCompleteForm,
  validateCountryCode,
  validateEmail,
  validateFirstName,
  validatePhone,
  validateTerms,
} from './complete-form-rules';

// TZ=UTC in the unit project: the diner's local month is May 2026.
const NOW = new Date('2026-05-01T18:42:05Z');
type Key = CompleteMessageKey | null;

describe('firstName: required, at least 2 characters', () => {
  it.each<[string, Key]>([
    ['', 'pages.complete.firtNameIsRequired'],
    ['   ', 'pages.complete.firtNameIsRequired'],
    ['A', 'pages.complete.firstNameNotValid'],
    [' A ', 'pages.complete.firstNameNotValid'],
    ['Jo', null],
    ['Þóra', null],
  ])('%j → %s', (value, expected) => {
    expect(validateFirstName(value)).toBe(expected);
  });
});

describe('emailAddress: required, pattern on lowercased text', () => {
  it.each<[string, Key]>([
    ['', 'pages.complete.emailIsRequired'],
    ['anna@dekka.is', null],
    ['Anna.Jons+book@Dekka.IS', null],
    [' anna@dekka.is ', null],
    ['anna@mail.dekka.co.uk', null],
    ['anna@dekka', 'pages.complete.emailIsNotValid'],
    ['anna@dekka.i', 'pages.complete.emailIsNotValid'],
    ['anna@dekka.i5', 'pages.complete.emailIsNotValid'],
    ['anna.dekka.is', 'pages.complete.emailIsNotValid'],
    ['@dekka.is', 'pages.complete.emailIsNotValid'],
    ['anna @dekka.is', 'pages.complete.emailIsNotValid'],
    ['anna@@dekka.is', 'pages.complete.emailIsNotValid'],
    // The server has always refused these; the form now shares its rule.
    ['a@b..is', 'pages.complete.emailIsNotValid'],
    ["o'brien@dekka.ie", null],
  ])('%j → %s', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });
});

describe('countryCode: required', () => {
  it.each<[number | null, Key]>([
    [354, null],
    [1, null],
    [null, 'pages.complete.countryCodeIsRequired'],
    [0, 'pages.complete.countryCodeIsRequired'],
    [Number.NaN, 'pages.complete.countryCodeIsRequired'],
  ])('%j → %s', (value, expected) => {
    expect(validateCountryCode(value)).toBe(expected);
  });
});

describe('phone: required, valid for the region of the country code', () => {
  it.each<[string, number | null, Key]>([
    ['', 354, 'pages.complete.phoneIsRequired'],
    ['  ', 354, 'pages.complete.phoneIsRequired'],
    ['5551234', 354, null],
    ['555 1234', 354, null],
    ['695-1234', 354, null],
    ['+354 695 1234', 354, null],
    ['555123', 354, 'pages.complete.phoneNotValid'],
    ['55512345', 354, 'pages.complete.phoneNotValid'],
    ['1234567', 354, 'pages.complete.phoneNotValid'],
    ['abc', 354, 'pages.complete.phoneNotValid'],
    // A number with its own prefix must match the chosen code.
    ['+47 41 23 45 67', 354, 'pages.complete.phoneNotValid'],
    ['41 23 45 67', 47, null],
    ['20 12 34 56', 45, null],
    ['600 12 34 56', 34, null],
    ['2133734253', 1, null],
    // +1 is shared: a Canadian number is valid for the chosen code too.
    ['416 555 0123', 1, null],
    ['07911 123456', 44, null],
    // The product's fallback: without a code the number is checked against 365, which no
    // country has, so it never passes.
    ['5551234', null, 'pages.complete.phoneNotValid'],
    ['5551234', 365, 'pages.complete.phoneNotValid'],
    ['5551234', 999, 'pages.complete.phoneNotValid'],
  ])('%j with +%s → %s', (value, code, expected) => {
    expect(validatePhone(value, code, metadata)).toBe(expected);
  });
});

describe('phone while its plan is on its way', () => {
  it('is required, but a typed number is not judged until the plan is in', () => {
    expect(validatePhone('', 354, undefined)).toBe('pages.complete.phoneIsRequired');
    expect(validatePhone('12', 354, undefined)).toBeNull();
  });

  it('is judged in the plan of its own code only', () => {
    const iceland = planOfCallingCode(metadata, 354);
    expect(iceland && validatePhone('555 1234', 354, iceland)).toBeNull();
    expect(iceland && validatePhone('412 34 567', 47, iceland)).toBe(
      'pages.complete.phoneNotValid',
    );
  });
});

describe('terms: must be ticked', () => {
  it.each<[boolean, Key]>([
    [true, null],
    [false, 'pages.complete.acceptTermsError'],
  ])('%s → %s', (value, expected) => {
    expect(validateTerms(value)).toBe(expected);
  });
});

describe('validateCompleteForm', () => {
  const valid: CompleteFormValues = {
    firstName: 'Anna',
    lastName: 'Jónsdóttir',
    emailAddress: 'anna@dekka.is',
    countryCode: 354,
    phone: '5551234',
    specialRequest: '',
    cardNumber: '',
    cardExpiry: '',
    cardCvc: '',
    allowDineoutEmails: false,
    allowRestaurantEmails: false,
    acceptTerms: true,
  };

  it.each<[string, Partial<CompleteFormValues>, boolean, Record<string, string>]>([
    ['a valid form without payment', {}, false, {}],
    ['lastName has no rule', { lastName: '' }, false, {}],
    [
      'card fields are not checked without payment',
      { cardNumber: 'x', cardExpiry: 'y', cardCvc: 'z' },
      false,
      {},
    ],
    [
      'card fields are required with payment',
      {},
      true,
      {
        cardNumber: 'pages.complete.cardNumberIsRequired',
        cardExpiry: 'pages.complete.cardExpiryDateIsRequired',
        cardCvc: 'pages.complete.cardCvcIsRequired',
      },
    ],
    [
      'a valid card',
      { cardNumber: '4111 1111 1111 1111', cardExpiry: '12/30', cardCvc: '123' },
      true,
      {},
    ],
    [
      'every field wrong',
      {
        firstName: '',
        emailAddress: 'x',
        countryCode: null,
        phone: '',
        acceptTerms: false,
        cardNumber: '4111 1111 1111 1112',
        cardExpiry: '01/20',
        cardCvc: '12',
      },
      true,
      {
        firstName: 'pages.complete.firtNameIsRequired',
        emailAddress: 'pages.complete.emailIsNotValid',
        countryCode: 'pages.complete.countryCodeIsRequired',
        phone: 'pages.complete.phoneIsRequired',
        acceptTerms: 'pages.complete.acceptTermsError',
        cardNumber: 'pages.complete.cardNumberIsNotValid',
        cardExpiry: 'pages.complete.cardExpiryDateIsNotValid',
        cardCvc: 'pages.complete.cardCvcIsNotValid',
      },
    ],
  ])('%s', (_name, overrides, cardRequired, expected) => {
    expect(
      validateCompleteForm(
        { ...valid, ...overrides },
        { cardRequired, now: NOW, phonePlan: metadata },
      ),
    ).toEqual(expected);
  });
});
