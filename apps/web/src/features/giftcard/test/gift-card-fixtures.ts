import type {
  GiftCardOrderResponse,
  GiftCardShopResponse,
  GiftCardStatusResponse,
  GiftCardView,
} from '@dekka/contracts/gift-card';

/* What the gift card pages' tests have the server answer: the shop, an order, a card. */

export const CODE = 'ABCDEFGHJKMNPQRS';
export const ORDER_GUID = '3f8e2a10-6b4c-4d2e-9f1a-7c5b3e9d1a20';

export const SHOP: GiftCardShopResponse = {
  currency: 'ISK',
  presets: [5_000, 10_000, 15_000, 25_000],
  minAmount: 1_000,
  maxAmount: 500_000,
  validityYears: 4,
  restaurants: [
    { id: 3, name: 'Hafnarljós', slug: 'hafnarljos', currency: 'ISK' },
    { id: 41, name: 'Taberna del Prado', slug: 'taberna-del-prado', currency: 'EUR' },
  ],
  currencies: [
    {
      currency: 'ISK',
      presets: [5_000, 10_000, 15_000, 25_000],
      minAmount: 1_000,
      maxAmount: 500_000,
    },
    {
      currency: 'EUR',
      presets: [2_500, 5_000, 10_000, 15_000],
      minAmount: 1_000,
      maxAmount: 350_000,
    },
  ],
};

export function order(overrides: Partial<GiftCardOrderResponse> = {}): GiftCardOrderResponse {
  return {
    status: 'paid',
    amount: 10_000,
    currency: 'ISK',
    restaurant: null,
    recipientName: 'Sigga',
    recipientEmail: 'sigga@example.is',
    deliverOn: null,
    code: CODE,
    ...overrides,
  };
}

export function card(overrides: Partial<GiftCardView> = {}): GiftCardView {
  return {
    code: CODE,
    amount: 15_000,
    balance: 15_000,
    currency: 'ISK',
    restaurant: { id: 3, name: 'Hafnarljós', slug: 'hafnarljos' },
    buyerName: 'Jón',
    recipientName: 'Sigga',
    message: 'Til hamingju með afmælið!',
    issuedAt: '2026-12-02T12:00:00.000Z',
    expiresAt: '2030-12-02T12:00:00.000Z',
    state: 'active',
    ...overrides,
  };
}

export function status(overrides: Partial<GiftCardStatusResponse> = {}): GiftCardStatusResponse {
  return {
    code: CODE,
    amount: 15_000,
    balance: 9_000,
    currency: 'ISK',
    restaurant: null,
    expiresAt: '2030-12-02T12:00:00.000Z',
    state: 'active',
    history: [
      { at: '2026-12-02T12:00:00.000Z', kind: 'issued', amount: 15_000, restaurantName: null },
      { at: '2026-12-10T20:30:00.000Z', kind: 'redeemed', amount: -6_000, restaurantName: 'Lyng' },
    ],
    ...overrides,
  };
}
