import type { EventSummary } from '@dekka/contracts/event';
import type { RestaurantResponse } from '@dekka/contracts/restaurant';

/** schema.org's days, by the opening hours' weekday number (0 = Sunday). */
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The sign a price is written with in the restaurant's market, as its page shows the level. */
const SIGNS: Readonly<Record<string, string>> = { ISK: 'kr', NOK: 'kr', DKK: 'kr', EUR: '€' };

/** The published ratings' summary; none is claimed before a rating is published. */
export type RatingSummary = { count: number; average: number | null };

type JsonLd = Record<string, unknown>;

function postalAddress(restaurant: RestaurantResponse): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: restaurant.address,
    addressLocality: restaurant.city,
    // The stored countries ('is', 'es', 'no', 'dk') are ISO 3166 codes in lower case.
    addressCountry: restaurant.country.toUpperCase(),
  };
}

/** "€€" for level 2 in euros, "kr kr kr" for level 3 in krónur: the level in the market's sign. */
function priceRange(restaurant: RestaurantResponse): string {
  const sign = SIGNS[restaurant.currency] ?? restaurant.currency;
  const level = Math.min(4, Math.max(1, restaurant.priceCategoryId));
  return Array.from({ length: level }, () => sign).join(sign.length > 1 ? ' ' : '');
}

/**
 * The restaurant as schema.org's `Restaurant`: what a search engine shows beside the link (address,
 * map pin, cuisine, prices, hours, stars) and a `ReserveAction` whose target is the page the
 * diner books on. `url` is the page's canonical address, `image` an absolute URL or null.
 */
export function restaurantJsonLd(
  restaurant: RestaurantResponse,
  page: { url: string; image: string | null; language: string; ratings: RatingSummary },
): JsonLd {
  const hours = restaurant.openingHours.flatMap((day) =>
    day.services.map((service) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAYS[day.weekday]}`,
      opens: service.opens,
      closes: service.closes,
    })),
  );
  const { ratings } = page;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${page.url}#restaurant`,
    name: restaurant.name,
    url: page.url,
    ...(restaurant.description ? { description: restaurant.description } : {}),
    ...(page.image ? { image: page.image } : {}),
    ...(restaurant.phone ? { telephone: restaurant.phone } : {}),
    address: postalAddress(restaurant),
    geo: { '@type': 'GeoCoordinates', latitude: restaurant.lat, longitude: restaurant.lon },
    ...(restaurant.categories.length > 0
      ? { servesCuisine: restaurant.categories.map((category) => category.name) }
      : {}),
    priceRange: priceRange(restaurant),
    currenciesAccepted: restaurant.currency,
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(ratings.count > 0 && ratings.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: ratings.average,
            ratingCount: ratings.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    acceptsReservations: true,
    potentialAction: {
      '@type': 'ReserveAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: page.url,
        inLanguage: page.language,
        actionPlatform: [
          'https://schema.org/DesktopWebPlatform',
          'https://schema.org/MobileWebPlatform',
        ],
      },
      result: { '@type': 'FoodEstablishmentReservation', name: restaurant.name },
    },
  };
}

/**
 * An event as schema.org's `Event` at its next date still on sale: when, where (the restaurant,
 * with its address), and an `Offer` that says whether tickets are left and where to book them.
 */
export function eventJsonLd(
  restaurant: RestaurantResponse,
  event: EventSummary,
  page: { url: string; restaurantUrl: string; image: string | null },
): JsonLd | null {
  const next = event.occurrences.find((occurrence) => occurrence.ticketsLeft > 0);
  const occurrence = next ?? event.occurrences[0];
  if (!occurrence) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `${page.url}#event`,
    name: event.name,
    url: page.url,
    ...(event.shortDescription ? { description: event.shortDescription } : {}),
    ...(page.image ? { image: page.image } : {}),
    startDate: occurrence.start,
    endDate: occurrence.end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Restaurant',
      name: restaurant.name,
      url: page.restaurantUrl,
      address: postalAddress(restaurant),
      geo: { '@type': 'GeoCoordinates', latitude: restaurant.lat, longitude: restaurant.lon },
    },
    organizer: { '@type': 'Organization', name: restaurant.name, url: page.restaurantUrl },
    offers: {
      '@type': 'Offer',
      url: page.url,
      availability: next ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
  };
}

/**
 * A JSON-LD block for the page's head. JSON never needs `<` raw, so every `<` is written `\u003c`:
 * no stored text (`</script>`, `<!--`) can end the element or open markup.
 */
export function renderJsonLd(data: JsonLd): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
