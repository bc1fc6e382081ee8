import { describe, expect, it } from 'vitest';
import {
  chosenAmount,
  deliveryWindow,
  emptyShop,
  purchaseRequest,
  validateShop,
} from './shop-rules';
import type { ShopValues } from './shop-rules';

const NOW = new Date('2026-12-02T12:00:00Z');
const LIMITS = { exponent: 0, minAmount: 2_000, maxAmount: 200_000 };

function filled(overrides: Partial<ShopValues> = {}): ShopValues {
  return {
    ...emptyShop(),
    preset: 10_000,
    recipientName: 'Sigga',
    recipientEmail: 'sigga@example.is',
    buyerName: 'Jón',
    buyerEmail: 'jon@example.is',
    ...overrides,
  };
}

describe('the amount chosen', () => {
  it('takes a preset as it is and a custom amount as typed', () => {
    expect(chosenAmount(filled(), 0)).toBe(10_000);
    expect(chosenAmount(filled({ preset: 'custom', customAmount: '7.500' }), 0)).toBe(7_500);
    expect(chosenAmount(filled({ preset: null }), 0)).toBeNull();
  });
});

describe('the shop’s rules', () => {
  it('accepts a filled form', () => {
    expect(validateShop(filled(), LIMITS, NOW)).toEqual({});
  });

  it('asks for an amount, names and addresses', () => {
    expect(validateShop(emptyShop(), LIMITS, NOW)).toEqual({
      amount: 'amountRequired',
      recipientName: 'nameRequired',
      recipientEmail: 'emailRequired',
      buyerName: 'nameRequired',
      buyerEmail: 'emailRequired',
    });
  });

  it.each([
    ['1999', 'amountRange'],
    ['200001', 'amountRange'],
    ['lots', 'amountRange'],
    ['  ', 'amountRequired'],
  ])('refuses a custom amount of %j', (customAmount, problem) => {
    expect(validateShop(filled({ preset: 'custom', customAmount }), LIMITS, NOW)).toEqual({
      amount: problem,
    });
  });

  it('takes the bounds themselves', () => {
    for (const customAmount of ['2000', '200000']) {
      expect(validateShop(filled({ preset: 'custom', customAmount }), LIMITS, NOW)).toEqual({});
    }
  });

  it('checks the e-mail addresses', () => {
    expect(
      validateShop(filled({ recipientEmail: 'sigga@', buyerEmail: 'jon' }), LIMITS, NOW),
    ).toEqual({ recipientEmail: 'emailInvalid', buyerEmail: 'emailInvalid' });
  });

  it('sends on a day from today (Iceland) to a year ahead', () => {
    expect(deliveryWindow(NOW)).toEqual({ first: '2026-12-02', last: '2027-12-02' });
    const on = (deliverOn: string) =>
      validateShop(filled({ delivery: 'date', deliverOn }), LIMITS, NOW);
    expect(on('')).toEqual({ deliverOn: 'dateRequired' });
    expect(on('2026-12-01')).toEqual({ deliverOn: 'dateRange' });
    expect(on('2027-12-03')).toEqual({ deliverOn: 'dateRange' });
    expect(on('2026-12-02')).toEqual({});
    expect(on('2027-12-02')).toEqual({});
    // A date typed but then "now" chosen counts for nothing.
    expect(validateShop(filled({ delivery: 'now', deliverOn: '1999-01-01' }), LIMITS, NOW)).toEqual(
      {},
    );
  });

  it('ends 365 days on, as the server counts, across a leap day too', () => {
    expect(deliveryWindow(new Date('2027-03-01T10:00:00Z')).last).toBe('2028-02-29');
    // Late in the evening in Reykjavík is still that day there.
    expect(deliveryWindow(new Date('2026-12-31T23:30:00Z')).first).toBe('2026-12-31');
  });
});

describe('the purchase request', () => {
  it('trims what was typed and says null for "any restaurant" and "now"', () => {
    const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' };
    expect(
      purchaseRequest(filled({ recipientName: ' Sigga ', message: ' Til hamingju! ' }), {
        amount: 10_000,
        language: 'is',
        card,
      }),
    ).toEqual({
      amount: 10_000,
      restaurantId: null,
      buyerName: 'Jón',
      buyerEmail: 'jon@example.is',
      recipientName: 'Sigga',
      recipientEmail: 'sigga@example.is',
      message: 'Til hamingju!',
      deliverOn: null,
      language: 'is',
      card,
    });
    expect(
      purchaseRequest(filled({ restaurantId: '12', delivery: 'date', deliverOn: '2026-12-24' }), {
        amount: 10_000,
        language: 'en',
        card,
      }),
    ).toMatchObject({ restaurantId: 12, deliverOn: '2026-12-24' });
  });
});
