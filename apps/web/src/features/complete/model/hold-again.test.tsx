import { describe, expect, it } from 'vitest';
import { holdAgainRequest } from './hold-again';

describe('holdAgainRequest', () => {
  const info = {
    start: '2026-07-01T17:30:00.000Z',
    timeZone: 'Europe/Oslo',
    guests: 4,
    restaurantId: 12,
    prices: {
      prepaymentPerGuest: 0,
      noShowFeePerGuest: 0,
      menus: [
        { id: 3, name: 'Tasting', count: 4, pricePerGuest: 9_900, paymentType: 2 as const },
        { id: 5, name: 'Bar', count: 0, pricePerGuest: 4_900, paymentType: 0 as const },
      ],
      event: null,
    },
  };

  it('asks for the same table at the restaurant’s wall-clock time, with the same menus', () => {
    expect(holdAgainRequest(info, { eventId: null, isolation: false })).toEqual({
      date: '2026-07-01T19:30',
      guests: 4,
      restaurantId: 12,
      eventId: null,
      source: 2,
      menus: [{ id: 3, count: 4 }],
      isWaitingListWhenFullyBooked: false,
      isWaitingList: false,
    });
  });

  it('keeps the event and counts an embedded booking as the portal’s', () => {
    expect(holdAgainRequest(info, { eventId: 8, isolation: true })).toMatchObject({
      eventId: 8,
      source: 5,
    });
  });
});
