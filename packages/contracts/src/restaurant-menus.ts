import { type Language, SUPPORTED_LANGUAGES } from './languages.ts';
import { IdParam, LocalDate } from './params.ts';
import {
  MAX_AMOUNT_PER_GUEST,
  PAYMENT_CURRENCIES,
  PAYMENT_RULES,
  type PaymentCurrency,
} from './restaurant-payments.ts';
import { ClockTime } from './restaurant-settings.ts';
import { RestaurantIdParams } from './staff.ts';
import { int, z } from './zod.ts';

/*
 * The "Menus and events" settings (docs/decisions/042-menus-and-events-settings.md): the set
 * menus diners choose before they book, and the events with their dated occurrences and
 * tickets. The server validates every change with these schemas, and the forms run the same
 * parse before sending.
 */

/** Most guests a menu's fewest or most may be: the largest party bookable online. */
export const MENU_GUESTS_MAX = 100;
/** Tickets one occurrence of an event may sell. */
export const TICKETS_MAX = 1000;
export const EVENT_SLUG_MAX = 60;

/** A menu's or an event's texts in one language: the description is HTML, sanitized on save. */
const ContentTexts = z.object({
  name: z.string().trim().max(100),
  /** Plain text; the upsell step shows up to 200 characters of it, so no more is taken. */
  shortDescription: z.string().trim().max(200),
  description: z.string().trim().max(10_000),
});
export type ContentTexts = z.infer<typeof ContentTexts>;

const TextsByLanguage = z.object(
  Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, ContentTexts])) as Record<
    Language,
    typeof ContentTexts
  >,
);

/** The largest ceiling of any currency: the schema's own bound, the currency's is checked apart. */
const AMOUNT_CEILING = Math.max(...Object.values(MAX_AMOUNT_PER_GUEST));

/** Per guest in minor units of the restaurant's currency; null when the price is not set. */
const PricePerGuest = z.number().int().min(1).max(AMOUNT_CEILING).nullable();

const distinct = (ids: readonly number[]) => new Set(ids).size === ids.length;

/**
 * POST/PUT …/settings/menus: a set menu. `price` is per guest in minor units (null: "price
 * varies", paid at the restaurant); `paymentType` says how it is paid when booking (none, a
 * no-show fee or a prepayment), which needs a price. `maxGuests` 0 means no maximum. The serving
 * window is wall-clock times in the restaurant's zone: the menu is offered for starts from
 * `availableFrom` (inclusive) to `availableTo` (exclusive), either end open when null. No floor
 * plans means every floor plan. `eventId` ties it to an event: offered only for that event.
 */
export const MenuRequest = z
  .object({
    eventId: int().positive().nullable(),
    texts: TextsByLanguage,
    price: PricePerGuest,
    paymentType: z.enum(PAYMENT_RULES),
    minGuests: z.number().int().min(1).max(MENU_GUESTS_MAX),
    maxGuests: z.number().int().min(0).max(MENU_GUESTS_MAX),
    isExclusive: z.boolean(),
    isAvailable: z.boolean(),
    availableFrom: ClockTime.nullable(),
    availableTo: ClockTime.nullable(),
    floorPlanIds: z.array(int().positive()).max(50).refine(distinct, 'duplicate'),
  })
  .superRefine((value, ctx) => {
    if (value.maxGuests !== 0 && value.maxGuests < value.minGuests) {
      ctx.addIssue({ code: 'custom', path: ['maxGuests'], message: 'max_below_min' });
    }
    if (value.paymentType !== 'none' && value.price === null) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'price_required' });
    }
    // The upsell compares the start's wall-clock time with both ends as text, so a window that
    // runs past midnight would offer the menu at no time at all.
    if (value.availableFrom && value.availableTo && value.availableFrom >= value.availableTo) {
      ctx.addIssue({ code: 'custom', path: ['availableTo'], message: 'window_order' });
    }
  });
export type MenuRequest = z.input<typeof MenuRequest>;

/** An event's slug: its address `/{restaurant}/event/{slug}`, lower-case words and dashes. */
const EVENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * POST/PUT …/settings/events: an event. An empty slug is made from the own language's name
 * (`eventSlugFrom`); one typed must be free in the restaurant. The price per guest is shown to
 * diners (null: none set).
 */
export const EventRequest = z.object({
  slug: z
    .string()
    .trim()
    .max(EVENT_SLUG_MAX)
    .refine((slug) => slug === '' || EVENT_SLUG.test(slug), 'slug_format'),
  texts: TextsByLanguage,
  pricePerGuest: PricePerGuest,
  /** Listed on the Christmas page. */
  isChristmas: z.boolean(),
});
export type EventRequest = z.input<typeof EventRequest>;

/**
 * POST/PUT …/settings/events/{id}/occurrences: one date of an event, wall-clock times in the
 * restaurant's zone. An end at or before the start means the next day (18:00 to 01:00), as for
 * opening hours; the same time at both ends is refused. `keepBookings` saves a change of times
 * that leaves booked guests outside the new times (they keep theirs).
 */
export const OccurrenceRequest = z
  .object({
    date: LocalDate,
    starts: ClockTime,
    ends: ClockTime,
    ticketCapacity: z.number().int().min(1).max(TICKETS_MAX),
    keepBookings: z.boolean().default(false),
  })
  .refine((value) => value.starts !== value.ends, { path: ['ends'], message: 'ends_at_start' });
export type OccurrenceRequest = z.input<typeof OccurrenceRequest>;

type Issue = { field: string; message: string };

/**
 * What a schema alone cannot know, shared by the forms and the server: a price within the
 * restaurant's currency's ceiling, and a name in the restaurant's own language (the text every
 * other language falls back to).
 */
export function contentIssues(
  value: { texts: Record<Language, ContentTexts>; price: number | null },
  context: { currency: PaymentCurrency; ownLanguage: Language; priceField: string },
): Issue[] {
  const issues: Issue[] = [];
  if (value.texts[context.ownLanguage].name === '') {
    issues.push({ field: `texts.${context.ownLanguage}.name`, message: 'name_required' });
  }
  if (value.price !== null && value.price > MAX_AMOUNT_PER_GUEST[context.currency]) {
    issues.push({ field: context.priceField, message: 'amount_too_high' });
  }
  return issues;
}

/** Fewer tickets than the seats already booked would sell seats twice. */
export function occurrenceIssues(
  value: { ticketCapacity: number },
  context: { seatsBooked: number },
): Issue[] {
  return value.ticketCapacity < context.seatsBooked
    ? [{ field: 'ticketCapacity', message: 'below_booked' }]
    : [];
}

/** Letters a slug spells out rather than drops (Icelandic, Danish and Norwegian ones). */
const SPELLED: Record<string, string> = { þ: 'th', ð: 'd', æ: 'ae', ø: 'o', œ: 'oe', ß: 'ss' };

/**
 * A slug made from a name, as the demo's are: "Jólahlaðborð" → "jolahladbord", "Noche de
 * jazz" → "noche-de-jazz". Accents go, other characters become dashes; "event" when nothing is
 * left (a name of symbols only).
 */
export function eventSlugFrom(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[þðæøœß]/g, (letter) => SPELLED[letter] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, EVENT_SLUG_MAX)
    .replace(/-+$/, '');
  return slug === '' ? 'event' : slug;
}

const LooseTexts = z.object({
  name: z.string().max(20_000),
  shortDescription: z.string().max(20_000),
  description: z.string().max(50_000),
});

const LooseTextsByLanguage = z.object(
  Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, LooseTexts])) as Record<
    Language,
    typeof LooseTexts
  >,
);

/**
 * A menu as stored. Reading is looser than saving: a row written before this page (a serving
 * window of '9:00', an unknown payment type, read as none) is shown as it is, to be corrected.
 */
export const MenuView = z.object({
  id: z.number().int(),
  eventId: z.number().int().nullable(),
  texts: LooseTextsByLanguage,
  price: z.number().int().nullable(),
  paymentType: z.enum(PAYMENT_RULES),
  minGuests: z.number().int(),
  maxGuests: z.number().int(),
  isExclusive: z.boolean(),
  isAvailable: z.boolean(),
  availableFrom: z.string().max(20).nullable(),
  availableTo: z.string().max(20).nullable(),
  floorPlanIds: z.array(z.number().int()),
  /** Confirmed bookings and live holds, not yet ended, that chose it. */
  upcomingBookings: z.number().int(),
  /** Any booking ever chose it: removing it then takes it off the menu instead of deleting it. */
  everBooked: z.boolean(),
});
export type MenuView = z.infer<typeof MenuView>;

/** One date of an event, in the restaurant's zone, with its tickets. */
export const OccurrenceView = z.object({
  id: z.number().int(),
  date: LocalDate,
  starts: z.string(),
  ends: z.string(),
  /** Ends on the day after `date`. */
  endsNextDay: z.boolean(),
  ticketCapacity: z.number().int(),
  /** Guests of confirmed bookings and live holds, as the diner's event page counts them. */
  seatsBooked: z.number().int(),
  seatsLeft: z.number().int(),
  /** Started already: it is no longer changed or removed here. */
  started: z.boolean(),
  /** Taken off sale (no tickets; hidden from diners), kept for the bookings it has. */
  withdrawn: z.boolean(),
});
export type OccurrenceView = z.infer<typeof OccurrenceView>;

export const EventView = z.object({
  id: z.number().int(),
  slug: z.string(),
  texts: LooseTextsByLanguage,
  pricePerGuest: z.number().int().nullable(),
  isChristmas: z.boolean(),
  /** Those not yet ended, by start. */
  occurrences: z.array(OccurrenceView),
  /** Occurrences that have ended. */
  pastOccurrences: z.number().int(),
  /** Any booking ever chose it: removing it then withdraws its dates instead of deleting it. */
  everBooked: z.boolean(),
});
export type EventView = z.infer<typeof EventView>;

/** GET …/settings/menus, and the answer to every change but a removal. */
export const MenusSettingsResponse = z.object({
  currency: z.enum(PAYMENT_CURRENCIES),
  ownLanguage: z.enum(SUPPORTED_LANGUAGES),
  timeZone: z.string(),
  /** The restaurant's date today: occurrences are added from it on. */
  today: LocalDate,
  floorPlans: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Every menu, the events' too (by `eventId`), in the order they were added. */
  menus: z.array(MenuView),
  events: z.array(EventView),
});
export type MenusSettingsResponse = z.infer<typeof MenusSettingsResponse>;

export const MenuParams = RestaurantIdParams.extend({
  menuId: IdParam,
});
export const EventParams = RestaurantIdParams.extend({
  eventId: IdParam,
});
export const OccurrenceParams = EventParams.extend({
  occurrenceId: IdParam,
});

/**
 * DELETE of a menu, an event or an occurrence: `deleted` when no booking ever chose it;
 * otherwise it stays for its bookings and is taken off sale (`withdrawn`).
 */
export const RemovalResponse = z.object({ outcome: z.enum(['deleted', 'withdrawn']) });
export type RemovalResponse = z.infer<typeof RemovalResponse>;
