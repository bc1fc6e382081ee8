import { utcToZoned } from '@dekka/time/local-time';
import { COUNTRY_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@dekka/contracts/languages';
import type {
  ContentTexts,
  MenusSettingsResponse,
  OccurrenceView,
} from '@dekka/contracts/restaurant-menus';
import type { PaymentRule } from '@dekka/contracts/restaurant-payments';
import type { ContentTranslations } from '../../content-language.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { sanitizeNote } from '../restaurants/sanitize-note.ts';
import {
  createEventsSettingsRepository,
  type OccurrenceRow,
} from './events-settings.repository.ts';
import { createMenusRepository } from './menus.repository.ts';
import {
  type TextsByLanguage,
  textsByLanguage,
  withTextsByLanguage,
} from '../catalogue-changes/texts-by-language.ts';

/** The translated fields of menus and events (ADR 028), as the settings forms show them. */
/**
 * The restaurant's facts a menu's or an ordering item's price is checked against (its currency's
 * ceiling, its country's language); undefined when there is no such restaurant.
 */
export function restaurantFacts(db: AppDatabase, restaurantId: number) {
  return createMenusRepository(db).restaurant(restaurantId);
}

export const CONTENT_FIELDS = ['name', 'shortDescription', 'description'] as const;
type ContentField = (typeof CONTENT_FIELDS)[number];
export type Texts = TextsByLanguage<ContentField>;

/** `menus.payment_type` by index: 0 none, 1 no-show fee, 2 prepayment. */
const PAYMENT_TYPES = ['none', 'no_show_fee', 'prepayment'] as const satisfies PaymentRule[];

/** A stored payment type as the form shows it; an unknown number is read as none, as upsell does. */
export function paymentTypeOf(stored: number): PaymentRule {
  return PAYMENT_TYPES[stored] ?? 'none';
}

export function paymentTypeNumber(rule: PaymentRule): number {
  return PAYMENT_TYPES.indexOf(rule);
}

/** Each language's texts, the description sanitized as the confirmation note is. */
export function cleanTexts(texts: Record<Language, ContentTexts>): Texts {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      {
        name: texts[language].name,
        shortDescription: texts[language].shortDescription,
        description: sanitizeNote(texts[language].description).trim(),
      },
    ]),
  ) as Texts;
}

/** The columns of a row for its texts: the own language's, and the others as translations. */
export function storedTexts(current: ContentTranslations, texts: Texts, own: Language) {
  return {
    name: texts[own].name,
    shortDescription: texts[own].shortDescription,
    description: texts[own].description,
    translations: withTextsByLanguage(current, texts, own, CONTENT_FIELDS),
  };
}

export function textsOf(
  row: Record<ContentField, string> & { translations: ContentTranslations },
  own: Language,
): Texts {
  return textsByLanguage(row, own, CONTENT_FIELDS);
}

/**
 * The texts as the audit log records them, each language a field of its own: `name.en`,
 * `description.is` (the own language's name is the entry's `menu` or `event`). Empty is null, so
 * an added row records only what was written.
 */
export function auditedTexts(texts: Texts, own: Language): Record<string, string | null> {
  const flat: Record<string, string | null> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    for (const field of CONTENT_FIELDS) {
      if (field === 'name' && language === own) continue;
      flat[`${field}.${language}`] = texts[language][field] || null;
    }
  }
  return flat;
}

/** 'YYYY-MM-DD HH:mm' in the zone: how the audit log records an occurrence's times. */
export function localStamp(at: Date, timeZone: string): string {
  const local = utcToZoned(at.getTime(), timeZone);
  return `${local.date} ${local.time}`;
}

function occurrenceView(row: OccurrenceRow, timeZone: string, now: Date): OccurrenceView {
  const start = utcToZoned(row.startsAt.getTime(), timeZone);
  const end = utcToZoned(row.endsAt.getTime(), timeZone);
  return {
    id: row.id,
    date: start.date,
    starts: start.time,
    ends: end.time,
    endsNextDay: end.date !== start.date,
    ticketCapacity: row.ticketCapacity,
    seatsBooked: row.seatsBooked,
    seatsLeft: Math.max(0, row.ticketCapacity - row.seatsBooked),
    started: row.startsAt.getTime() <= now.getTime(),
    withdrawn: row.ticketCapacity === 0,
  };
}

/**
 * The menus and events page: every menu (the events' too) and every event with its occurrences
 * not yet ended, each with what its bookings mean for removing it.
 */
export async function readMenusSettings(
  db: AppDatabase,
  restaurantId: number,
  now: Date,
): Promise<MenusSettingsResponse> {
  const menusRepo = createMenusRepository(db);
  const eventsRepo = createEventsSettingsRepository(db);
  const restaurant = await menusRepo.restaurant(restaurantId);
  if (!restaurant) throw new AppError('not_found', 404);
  const own = COUNTRY_LANGUAGE[restaurant.country];
  const { timeZone } = restaurant;
  const [floorPlans, menus, upcoming, bookedMenus, events, occurrences, past, bookedEvents] = [
    await menusRepo.floorPlans(restaurantId),
    await menusRepo.menus(restaurantId),
    await menusRepo.upcomingBookingsByMenu(restaurantId, now),
    await menusRepo.bookedMenuIds(restaurantId),
    await eventsRepo.events(restaurantId),
    await eventsRepo.comingOccurrences(restaurantId, now),
    await eventsRepo.pastOccurrences(restaurantId, now),
    await eventsRepo.bookedEventIds(restaurantId),
  ];
  return {
    currency: restaurant.currency,
    ownLanguage: own,
    timeZone,
    today: utcToZoned(now.getTime(), timeZone).date,
    floorPlans,
    menus: menus.map((menu) => ({
      id: menu.id,
      eventId: menu.eventId,
      texts: textsOf(menu, own),
      price: menu.price,
      paymentType: paymentTypeOf(menu.paymentType),
      minGuests: menu.minGuests,
      maxGuests: menu.maxGuests,
      isExclusive: menu.isExclusive,
      isAvailable: menu.isAvailable,
      availableFrom: menu.availableFrom,
      availableTo: menu.availableTo,
      floorPlanIds: menu.floorPlanIds,
      upcomingBookings: upcoming.get(menu.id) ?? 0,
      everBooked: bookedMenus.has(menu.id),
    })),
    events: events.map((event) => ({
      id: event.id,
      slug: event.slug,
      texts: textsOf(event, own),
      pricePerGuest: event.pricePerGuest,
      isChristmas: event.isChristmas,
      occurrences: occurrences
        .filter((row) => row.eventId === event.id)
        .map((row) => occurrenceView(row, timeZone, now)),
      pastOccurrences: past.get(event.id) ?? 0,
      everBooked: bookedEvents.has(event.id),
    })),
  };
}
