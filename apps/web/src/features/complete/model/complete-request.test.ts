import metadata from 'libphonenumber-js/min/metadata';
import { describe, expect, it } from 'vitest';
import type { CompleteFormValues } from './complete-form-rules';
import {
  buildCompleteRequest,
  cardFieldsRequired,
  paymentRequired,
  referrerCode,
} from './complete-request';

const NOW = new Date('2026-05-01T18:42:05Z');
const GUID = 'b3f1c2d4-0000-4000-8000-000000000001';

const FORM: CompleteFormValues = {
  firstName: '  Anna ',
  lastName: ' Jónsdóttir ',
  emailAddress: ' anna@dekka.is ',
  countryCode: 354,
  phone: '555 1234',
  specialRequest: '  Window seat, please ',
  cardNumber: '4111 1111 1111 1111',
  cardExpiry: '12/30',
  cardCvc: '012',
  allowDineoutEmails: true,
  allowRestaurantEmails: false,
  acceptTerms: true,
};

const CONTEXT = {
  guid: GUID,
  isWaitingList: false,
  cardRequired: true,
  cookies: '',
  now: NOW,
  phonePlan: metadata,
};

describe('paymentRequired / cardFieldsRequired', () => {
  it.each([
    [0, 0, false, false, false],
    [500000, 0, false, true, true],
    [0, 890000, false, true, true],
    [500000, 890000, true, true, false],
    [0, 0, true, false, false],
  ])(
    'noShow %i, prepaid %i, external form %s → payment %s, card fields %s',
    (totalNoShow, totalPrepaid, isExternalPaymentForm, payment, cardFields) => {
      const info = { paymentRequirements: { totalNoShow, totalPrepaid }, isExternalPaymentForm };
      expect(paymentRequired(info)).toBe(payment);
      expect(cardFieldsRequired(info)).toBe(cardFields);
    },
  );
});

describe('a gift card toward the prepayment', () => {
  const info = (totalPrepaid: number, totalNoShow = 0) => ({
    paymentRequirements: { totalNoShow, totalPrepaid },
    isExternalPaymentForm: false,
  });

  it('needs no card when it pays the whole prepayment and no fee is guaranteed', () => {
    expect(cardFieldsRequired(info(25_800), 25_800)).toBe(false);
    expect(cardFieldsRequired(info(25_800), 10_000)).toBe(true);
    expect(cardFieldsRequired(info(25_800, 10_000), 25_800)).toBe(true);
  });

  it('is sent only when there is one', () => {
    expect(
      buildCompleteRequest(FORM, { ...CONTEXT, giftCardCode: 'ABCDEFGHJKMNPQRS' }),
    ).toMatchObject({ giftCardCode: 'ABCDEFGHJKMNPQRS' });
    expect(buildCompleteRequest(FORM, { ...CONTEXT, giftCardCode: null })).not.toHaveProperty(
      'giftCardCode',
    );
  });
});

describe('referrerCode', () => {
  it.each([
    ['', null],
    ['lng=is', null],
    ['do_referrer=partner42', 'partner42'],
    ['lng=is; do_referrer=partner%2042', 'partner 42'],
    ['rwg_token=abc', 'GOGL_RESRV'],
    ['a=1; rwg_token=abc; b=2', 'GOGL_RESRV'],
    ['rwg_token=abc; do_referrer=partner42', 'partner42'],
    ['do_referrer=; rwg_token=abc', 'GOGL_RESRV'],
    ['not_rwg_token=abc', null],
  ])('%j → %j', (cookies, expected) => {
    expect(referrerCode(cookies)).toBe(expected);
  });
});

describe('buildCompleteRequest', () => {
  it('builds the complete/v2 body for a paid booking', () => {
    expect(buildCompleteRequest(FORM, CONTEXT)).toEqual({
      guid: GUID,
      bookingName: 'Anna Jónsdóttir',
      bookingPhone: '+354 5551234',
      phoneNumberRegion: 'IS',
      bookingEmail: 'anna@dekka.is',
      bookingSpecialRequest: 'Window seat, please',
      cardNumber: '4111111111111111',
      cardExpiryMonth: 12,
      cardExpiryYear: 2030,
      cardCvc: 12,
      allowDineoutEmails: true,
      allowRestaurantEmails: false,
      referrerCode: null,
      isWaitingList: false,
    });
  });

  it.each([
    [
      'no card asked: card fields null',
      FORM,
      { cardRequired: false },
      {
        cardNumber: null,
        cardExpiryMonth: null,
        cardExpiryYear: null,
        cardCvc: null,
      },
    ],
    ['no last name', { ...FORM, lastName: '' }, {}, { bookingName: 'Anna' }],
    [
      'empty special request',
      { ...FORM, specialRequest: '  ' },
      {},
      { bookingSpecialRequest: null },
    ],
    [
      'a UK mobile drops its trunk 0',
      { ...FORM, countryCode: 44, phone: '07911 123456' },
      {},
      { bookingPhone: '+44 7911123456', phoneNumberRegion: 'GG' },
    ],
    [
      'a Canadian number under +1',
      { ...FORM, countryCode: 1, phone: '416 555 0123' },
      {},
      { bookingPhone: '+1 4165550123', phoneNumberRegion: 'CA' },
    ],
    [
      'an unreadable number is sent as typed',
      { ...FORM, phone: ' 12 ' },
      {},
      { bookingPhone: '+354 12', phoneNumberRegion: null },
    ],
    ['amex CVC', { ...FORM, cardCvc: '1234' }, {}, { cardCvc: 1234 }],
    ['a waiting list', FORM, { isWaitingList: true }, { isWaitingList: true }],
    ['Reserve with Google', FORM, { cookies: 'rwg_token=t0k' }, { referrerCode: 'GOGL_RESRV' }],
    [
      'a partner referral',
      FORM,
      { cookies: 'do_referrer=hotel-borg; rwg_token=t0k' },
      { referrerCode: 'hotel-borg' },
    ],
  ])('%s', (_name, form, context, expected) => {
    expect(buildCompleteRequest(form, { ...CONTEXT, ...context })).toMatchObject(expected);
  });
});
