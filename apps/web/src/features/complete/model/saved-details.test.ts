import type { UserCustomer } from '@dekka/contracts/auth';
import { describe, expect, it } from 'vitest';
import { customerDetailsFor, savedContact, splitSavedPhone } from './saved-details';

describe('splitSavedPhone', () => {
  it('splits the international form into the selector and the number', () => {
    expect(splitSavedPhone('+354 5551234', 'IS', 'NO')).toEqual({
      region: 'IS',
      callingCode: 354,
      national: '5551234',
    });
  });

  it('picks the saved region among those sharing a code', () => {
    expect(splitSavedPhone('+1 4155550123', 'CA', 'IS')?.region).toBe('CA');
    expect(splitSavedPhone('+44 7911123456', 'GB', 'IS')?.region).toBe('GB');
  });

  it('without a saved region, keeps the form’s region when it has the code', () => {
    expect(splitSavedPhone('+47 41234567', null, 'NO')?.region).toBe('NO');
    expect(splitSavedPhone('+47 41234567', null, 'IS')).toMatchObject({ callingCode: 47 });
  });

  it('ignores a saved region of another code, and anything not in the saved form', () => {
    expect(splitSavedPhone('+354 5551234', 'NO', 'DK')?.region).toBe('IS');
    expect(splitSavedPhone(null, 'IS', 'IS')).toBeNull();
    expect(splitSavedPhone('5551234', 'IS', 'IS')).toBeNull();
    expect(splitSavedPhone('+354', 'IS', 'IS')).toBeNull();
    expect(splitSavedPhone('+9999 123', null, 'IS')).toBeNull();
  });
});

describe('savedContact', () => {
  const customer: UserCustomer = {
    created: '2026-11-01T10:00:00.000Z',
    updated: null,
    email: 'anna@dekka.is',
    firstName: 'Anna',
    lastName: null,
    phone: '+354 5551234',
    phoneRegion: 'IS',
    language: 'is',
    allowDineoutEmails: true,
    allowRestaurantEmails: false,
  };

  it('gives the form’s values, the account’s address as the e-mail', () => {
    expect(savedContact(customer, 'IS')).toEqual({
      firstName: 'Anna',
      lastName: '',
      emailAddress: 'anna@dekka.is',
      phone: { region: 'IS', callingCode: 354, national: '5551234' },
      allowDineoutEmails: true,
      allowRestaurantEmails: false,
    });
  });
});

describe('customerDetailsFor', () => {
  it('takes the contact fields only, never the card', () => {
    const request = {
      guid: '0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10',
      bookingName: 'Anna Jónsdóttir',
      bookingPhone: '+354 6111234',
      phoneNumberRegion: 'IS',
      bookingEmail: 'anna@dekka.is',
      cardNumber: '4242424242424242',
      cardExpiryMonth: 12,
      cardExpiryYear: 2030,
      cardCvc: 123,
      allowDineoutEmails: false,
      allowRestaurantEmails: true,
      isWaitingList: false,
    };
    expect(
      customerDetailsFor({ firstName: ' Anna ', lastName: 'Jónsdóttir' }, request, 'is'),
    ).toEqual({
      firstName: 'Anna',
      lastName: 'Jónsdóttir',
      phone: '+354 6111234',
      phoneRegion: 'IS',
      language: 'is',
      allowDineoutEmails: false,
      allowRestaurantEmails: true,
    });
  });

  it('sends empty names and an unknown language as null', () => {
    const details = customerDetailsFor(
      { firstName: 'Jo', lastName: '  ' },
      {
        bookingPhone: '+47 41234567',
        phoneNumberRegion: null,
        allowDineoutEmails: true,
        allowRestaurantEmails: false,
      },
      'fr',
    );
    expect(details).toMatchObject({ lastName: null, phoneRegion: null, language: null });
  });
});
