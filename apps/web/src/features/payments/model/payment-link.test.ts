import type { PaymentLinkResponse } from '@dekka/contracts/payments';
import { describe, expect, it } from 'vitest';
import { validateCard } from './card-rules';
import { paymentCard, paymentLinkAction, paymentLinkMode } from './payment-link';

const NOW = new Date('2026-11-23T12:00:00Z');

function link(overrides: Partial<PaymentLinkResponse> = {}): PaymentLinkResponse {
  return {
    guid: '0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10',
    restaurantId: 7,
    restaurantName: 'Lyng',
    start: '2026-12-01T19:00:00.000Z',
    timeZone: 'Atlantic/Reykjavik',
    guests: 4,
    currency: { code: 'ISK' },
    locale: 'is-IS',
    paymentRequirements: { totalNoShow: 20000, totalPrepaid: 0 },
    isActive: true,
    cardRequired: true,
    isExternalPaymentForm: false,
    ...overrides,
  };
}

describe('validateCard', () => {
  it('accepts a good card', () => {
    expect(
      validateCard({ cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' }, NOW),
    ).toEqual({});
  });

  it.each([
    [
      { cardNumber: '', cardExpiry: '', cardCvc: '' },
      {
        cardNumber: 'pages.complete.cardNumberIsRequired',
        cardExpiry: 'pages.complete.cardExpiryDateIsRequired',
        cardCvc: 'pages.complete.cardCvcIsRequired',
      },
    ],
    [
      { cardNumber: '4242 4242 4242 4241', cardExpiry: '10/26', cardCvc: '12' },
      {
        cardNumber: 'pages.complete.cardNumberIsNotValid',
        cardExpiry: 'pages.complete.cardExpiryDateIsNotValid',
        cardCvc: 'pages.complete.cardCvcIsNotValid',
      },
    ],
    [
      { cardNumber: '3782 822463 10005', cardExpiry: '11/26', cardCvc: '123' },
      { cardCvc: 'pages.complete.cardCvcIsNotValid' },
    ],
  ])('%j → %j', (values, errors) => {
    expect(validateCard(values, NOW)).toEqual(errors);
  });
});

describe('paymentCard', () => {
  it('sends digits, a four-digit year and the CVC with its leading zero', () => {
    expect(
      paymentCard({ cardNumber: '4242 4242 4242 4242', cardExpiry: '03/29', cardCvc: '012' }, NOW),
    ).toEqual({ number: '4242424242424242', expiryMonth: 3, expiryYear: 2029, cvc: '012' });
  });

  it.each([
    { cardNumber: '4242424242424242', cardExpiry: '13/29', cardCvc: '123' },
    { cardNumber: '4242424242424242', cardExpiry: '03/29', cardCvc: '12' },
  ])('is null for %j', (values) => {
    expect(paymentCard(values, NOW)).toBeNull();
  });
});

describe('paymentLinkMode', () => {
  it.each([
    [{}, 'card'],
    [{ isExternalPaymentForm: true }, 'hostedCheckout'],
    [{ cardRequired: false }, 'confirmOnly'],
    [{ cardRequired: false, isExternalPaymentForm: true }, 'confirmOnly'],
  ] as const)('%j → %s', (overrides, mode) => {
    expect(paymentLinkMode(link(overrides))).toBe(mode);
  });
});

describe('paymentLinkAction', () => {
  const owing = (totalPrepaid: number, totalNoShow: number) =>
    link({ paymentRequirements: { totalPrepaid, totalNoShow } });

  it('pays a prepayment, and only confirms a guarantee that charges nothing now', () => {
    expect(paymentLinkAction(owing(12_900, 20_000))).toEqual({ kind: 'pay', amount: 12_900 });
    expect(paymentLinkAction(owing(0, 20_000))).toEqual({ kind: 'confirm' });
  });

  it('only confirms once nothing more is owed', () => {
    expect(paymentLinkAction(link({ cardRequired: false }))).toEqual({ kind: 'confirm' });
    expect(
      paymentLinkAction({ ...owing(12_900, 0), cardRequired: false, isExternalPaymentForm: true }),
    ).toEqual({ kind: 'confirm' });
  });
});
