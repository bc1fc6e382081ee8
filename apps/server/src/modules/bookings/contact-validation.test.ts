import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { validateContact, type ContactInput } from './contact-validation.ts';

const VALID: ContactInput = {
  bookingName: 'Jóna Sigríður Jónsdóttir',
  bookingEmail: ' jona@example.is ',
  bookingPhone: '555 1234',
  phoneNumberRegion: 'is',
};

function refusal(input: Partial<ContactInput>): { field: unknown; messageKey: unknown } | null {
  try {
    validateContact({ ...VALID, ...input });
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect([error.code, error.httpStatus]).toEqual(['validation_failed', 400]);
    return { field: error.params.field, messageKey: error.params.messageKey };
  }
}

describe('validateContact', () => {
  it('splits the name, trims the e-mail and writes the phone in E.164', () => {
    expect(validateContact(VALID)).toEqual({
      firstName: 'Jóna',
      lastName: 'Sigríður Jónsdóttir',
      email: 'jona@example.is',
      phone: '+3545551234',
      phoneRegion: 'IS',
    });
  });

  const refused: [string, Partial<ContactInput>, string, string][] = [
    ['no name', { bookingName: '  ' }, 'bookingName', 'pages.complete.firtNameIsRequired'],
    ['a one-letter name', { bookingName: 'J' }, 'bookingName', 'pages.complete.firstNameNotValid'],
    ['no e-mail', { bookingEmail: '' }, 'bookingEmail', 'pages.complete.emailIsRequired'],
    [
      'a broken e-mail',
      { bookingEmail: 'jona@' },
      'bookingEmail',
      'pages.complete.emailIsNotValid',
    ],
    [
      'an unknown region',
      { phoneNumberRegion: 'XX' },
      'phoneNumberRegion',
      'pages.complete.countryCodeIsRequired',
    ],
    ['no phone', { bookingPhone: ' ' }, 'bookingPhone', 'pages.complete.phoneIsRequired'],
    [
      'a number outside the region’s plan',
      { bookingPhone: '12' },
      'bookingPhone',
      'pages.complete.phoneNotValid',
    ],
    [
      'a phone without a region',
      { phoneNumberRegion: null },
      'bookingPhone',
      'pages.complete.phoneNotValid',
    ],
  ];
  for (const [name, input, field, messageKey] of refused) {
    it(`refuses ${name}`, () => {
      expect(refusal(input)).toEqual({ field, messageKey });
    });
  }
});
