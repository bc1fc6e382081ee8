import type { RestaurantResponse } from '@dekka/contracts/restaurant';
import type { TimeSuggestion } from '@dekka/contracts/suggestion';

/*
 * The restaurant page's tests' restaurant: Lyng (restaurant 7) in Reykjavík, dinner from
 * Tuesday to Sunday (17:00–23:00, last seating 21:30), closed on Mondays, at most 8 guests
 * online; closed on Christmas Day and open for lunch only on Christmas Eve.
 */

export const SLUG = 'lyng';

const DINNER = { name: 'Kvöld', opens: '17:00', closes: '23:00', lastSeating: '21:30' };

export function restaurant(overrides: Partial<RestaurantResponse> = {}): RestaurantResponse {
  return {
    id: 7,
    name: 'Lyng',
    slug: SLUG,
    address: 'Laugavegur 20, 101 Reykjavík',
    city: 'Reykjavík',
    area: 'Miðborg',
    lat: 64.14,
    lon: -21.94,
    website: 'https://lyng.test',
    phone: '+354 555 0100',
    description: 'Nordic food by the harbour.',
    categories: [{ id: 1, name: 'Nordic' }],
    priceCategoryId: 3,
    imageUrl: '',
    logoUrl: '',
    photos: { cover: null, logo: null, gallery: [] },
    country: 'is',
    currency: 'ISK',
    locale: 'is-IS',
    timeZone: 'Atlantic/Reykjavik',
    maxOnlinePartySize: 8,
    theme: null,
    openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      services: weekday === 1 ? [] : [DINNER],
    })),
    specialDays: [
      {
        date: '2026-12-24',
        closed: false,
        services: [{ opens: '11:30', closes: '15:00', lastSeating: '14:00' }],
      },
      { date: '2026-12-25', closed: true, services: [] },
    ],
    policies: {
      policyText: null,
      requirePolicyAccept: false,
      cancellationDeadlineHours: 24,
      paymentRule: 'no_show_fee',
      paymentAmountPerGuest: 5000,
    },
    waitingListEnabled: false,
    upcomingEvents: [],
    ...overrides,
  };
}

/** A free table at `localTime` (Reykjavík: the same wall clock as UTC) unless overridden. */
export function slot(localTime: string, overrides: Partial<TimeSuggestion> = {}): TimeSuggestion {
  return {
    date: `${localTime}:00.000Z`,
    localTime,
    isAvailable: true,
    isTableAvailable: true,
    isEventAvailable: false,
    isWaitingListAvailable: false,
    eventIds: [],
    ...overrides,
  };
}

/** The stub key of the suggestions around `dateTime` for a party of `guests`. */
export const suggestionsPath = (dateTime: string, guests: number) =>
  `GET /api/web/suggestion/restaurant/7/${dateTime}/${guests}`;
