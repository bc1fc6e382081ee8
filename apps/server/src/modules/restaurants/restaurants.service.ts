import { addDays, utcToZoned } from '@dekka/time/local-time';
import type { Language } from '@dekka/contracts/languages';
import type { RestaurantResponse } from '@dekka/contracts/restaurant';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { localize, TRANSLATED_FIELDS } from '../../content-language.ts';
import { AppError } from '../../errors.ts';
import { type DinerPhotoSource, dinerPhotos, singleUrl } from '../media/photo-views.ts';
import { createRestaurantsRepository } from './restaurants.repository.ts';

export type RestaurantsService = ReturnType<typeof createRestaurantsService>;

/** Digits are an id; anything else is a slug (slugs never are all digits, see RestaurantSlug). */
const ID = /^[1-9]\d{0,9}$/;
/** Anything else cannot be a slug, so it is not looked up (and NUL bytes never reach SQL). */
const SLUG = /^[a-z0-9-]{1,100}$/;
/** How far ahead the page learns of special days: a year, as far as anyone books. */
const SPECIAL_DAYS_AHEAD = 366;

export function createRestaurantsService(deps: {
  db: AppDatabase;
  clock: Clock;
  photos: DinerPhotoSource;
}) {
  const restaurants = createRestaurantsRepository(deps.db);
  async function find(idOrSlug: string) {
    if (ID.test(idOrSlug)) {
      const id = Number(idOrSlug);
      // Beyond PostgreSQL's integer range no restaurant can have it.
      return id <= 2_147_483_647 ? restaurants.findById(id) : undefined;
    }
    const slug = idOrSlug.toLowerCase();
    return SLUG.test(slug) ? restaurants.findBySlug(slug) : undefined;
  }

  return {
    /** A published restaurant's stored theme, by id or slug, for its embedded pages' shell. */
    themeOf: (key: { id: number } | { slug: string }) => restaurants.themeOf(key),

    /** The time zones of the published restaurants, each once, for the pages' clocks. */
    timeZones: () => restaurants.timeZones(),

    /** The restaurant page; its texts in `language` where it has them (null: as stored). */
    async get(idOrSlug: string, language: Language | null = null): Promise<RestaurantResponse> {
      const found = await find(idOrSlug);
      if (!found) throw new AppError('not_found', 404, 'Restaurant not found');
      const r = localize(found.restaurant, language, TRANSLATED_FIELDS.restaurants);
      const now = deps.clock.now();
      // The restaurant's own date: a special day is a wall-clock date in its zone.
      const today = utcToZoned(now.getTime(), r.timeZone).date;
      const [categories, hours, special, upcoming, photoRows] = [
        await restaurants.categories(r.id),
        await restaurants.openingHours(r.id),
        await restaurants.specialDays(r.id, today, addDays(today, SPECIAL_DAYS_AHEAD)),
        await restaurants.upcomingEvents(r.id, now),
        await deps.photos.rows([r.id], true),
      ];
      const photos = dinerPhotos(photoRows, deps.photos.store, language, r.locale);
      return {
        id: r.id,
        name: r.name,
        slug: r.slug,
        address: r.address,
        city: found.city,
        area: found.area,
        lat: r.lat,
        lon: r.lon,
        website: r.website,
        phone: r.phone,
        description: r.description,
        categories: categories.map((row) => {
          const { id, name } = localize(row, language, TRANSLATED_FIELDS.categories);
          return { id, name };
        }),
        priceCategoryId: r.priceCategory,
        imageUrl: singleUrl(photos.cover, 640) ?? r.imageUrl,
        logoUrl: singleUrl(photos.logo, 192) ?? r.logoUrl,
        photos,
        country: r.country,
        currency: r.currency,
        locale: r.locale,
        timeZone: r.timeZone,
        maxOnlinePartySize: r.maxOnlinePartySize,
        theme: r.theme ?? null,
        openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          services: hours
            .filter((row) => row.weekday === weekday)
            .map((row) => localize(row, language, TRANSLATED_FIELDS.openingHours))
            .map(({ name, opens, closes, lastSeating }) => ({ name, opens, closes, lastSeating })),
        })),
        specialDays: special.map(({ date, closed, services }) => ({
          date,
          closed,
          services: services.map(({ opens, closes, lastSeating }) => ({
            opens,
            closes,
            lastSeating,
          })),
        })),
        policies: {
          policyText: r.policyText,
          requirePolicyAccept: r.requirePolicyAccept,
          cancellationDeadlineHours: r.cancellationDeadlineHours,
          paymentRule: r.paymentRule,
          paymentAmountPerGuest: r.paymentAmountPerGuest,
        },
        waitingListEnabled: r.waitingListEnabled,
        upcomingEvents: upcoming.flatMap((row) => {
          const { translations: _translations, ...event } = localize(
            row,
            language,
            TRANSLATED_FIELDS.events,
          );
          return event.nextOccurrence
            ? [{ ...event, nextOccurrence: event.nextOccurrence.toISOString() }]
            : [];
        }),
      };
    },
  };
}
