import type { BookingInfoForCompleteResponse } from '@dekka/contracts/booking';

/** What the complete page's tests have the server answer for a held booking at Lyng. */
export function completeInfo(
  overrides: Partial<BookingInfoForCompleteResponse> = {},
): BookingInfoForCompleteResponse {
  return {
    start: '2026-12-01T19:00:00.000Z',
    timeZone: 'Atlantic/Reykjavik',
    guests: 4,
    restaurantName: 'Lyng',
    restaurantId: 7,
    restaurantCountry: 'is',
    currency: { code: 'ISK' },
    locale: 'is-IS',
    paymentRequirements: { totalNoShow: 0, totalPrepaid: 0 },
    isExternalPaymentForm: false,
    requirePolicyAccept: false,
    policyText: null,
    gaTrackingId: null,
    fbPixelId: null,
    // Held a little longer than the link counts: the link's five minutes are what shows.
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    isWaitingList: false,
    prices: { prepaymentPerGuest: 0, noShowFeePerGuest: 0, menus: [], event: null },
    ...overrides,
  };
}
