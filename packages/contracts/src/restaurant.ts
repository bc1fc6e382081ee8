import { z } from './zod.ts';
import { IanaTimeZone, LocalDate } from './params.ts';
import { DinerPhotos } from './restaurant-photos.ts';
import { Theme } from './settings.ts';

export const Country = z.enum(['is', 'es', 'no', 'dk']);
export const Currency = z.enum(['ISK', 'NOK', 'DKK', 'EUR']);
export const PaymentRule = z.enum(['none', 'no_show_fee', 'prepayment']);
export type PaymentRule = z.infer<typeof PaymentRule>;

/**
 * Slugs are routed at the web app's top level (`/{restaurantSlug}`), so none may shadow a route
 * of the route table in docs/product.md, "Routes", or a prefix the server owns.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'api',
  'assets',
  'download-app',
  'results',
  'bookatable',
  'bokabord',
  'delivery',
  'takeaway',
  'pantamat',
  'order',
  'orderfood',
  'parties',
  'party',
  'veislur',
  'harpa',
  'konukvold',
  'restaurant',
  'terms',
  'styleguide',
  'paymentlink',
  'additionalinfo',
  'cancelbooking',
  'booking',
  'checkout',
  'book',
  'complete',
  'confirmation',
  'signup',
  'survey',
  'login',
  'logout',
  'jol',
  'jolahladbord',
  'christmas',
  'xmas',
  'vidburdir',
  'giftcard',
  'gjafabref',
  'nearby',
  'event',
  'events',
  'guestlist',
  // Joining Dekka, its administration, and the account's pages.
  'join',
  'admin',
  'my-bookings',
  'invitation',
  'media',
]);

export const RestaurantSlug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .refine((slug) => !RESERVED_SLUGS.has(slug), 'reserved slug');

/** An id (digits) or a slug. */
export const RestaurantParams = z.object({ idOrSlug: z.string().min(1).max(100) });

const Service = z.object({
  name: z.string().max(100),
  opens: z.string().max(5),
  closes: z.string().max(5),
  lastSeating: z.string().max(5),
});

/** Hours that replace a weekday's on one date; special days have no service names. */
const SpecialDayService = Service.omit({ name: true });

/**
 * A date whose hours differ from the week's: closed (Christmas Day), or other hours (Christmas
 * Eve's lunch only). The restaurant page reads them to say a day is closed and to find the next
 * open one (docs/product.md, "Choosing a time on the restaurant page").
 */
const SpecialDay = z.object({
  date: LocalDate,
  closed: z.boolean(),
  services: z.array(SpecialDayService).max(20),
});

export const RestaurantResponse = z.object({
  id: z.number().int(),
  name: z.string().max(200),
  slug: z.string().max(100),
  address: z.string().max(500),
  city: z.string().max(200),
  area: z.string().max(200).nullable(),
  lat: z.number(),
  lon: z.number(),
  website: z.string().max(2000),
  phone: z.string().max(50),
  description: z.string().max(10_000),
  categories: z.array(z.object({ id: z.number().int(), name: z.string().max(200) })),
  priceCategoryId: z.number().int().min(1).max(4),
  /** The cover's 640 px WebP when it has one (else as stored: empty, or an older address). */
  imageUrl: z.string().max(20_000),
  /** The logo's 192 px WebP when it has one (else as stored). */
  logoUrl: z.string().max(20_000),
  /** Cover, logo and gallery in sizes and formats, alt text in the page's language (ADR 038). */
  photos: DinerPhotos,
  country: Country,
  currency: Currency,
  locale: z.string().max(20),
  timeZone: IanaTimeZone,
  maxOnlinePartySize: z.number().int(),
  theme: Theme.partial().nullable(),
  /** 0 = Sunday … 6 = Saturday; a closed weekday has no services. */
  openingHours: z.array(
    z.object({ weekday: z.number().int().min(0).max(6), services: z.array(Service) }),
  ),
  /** From today (the restaurant's date) on, by date; at most the coming year's. */
  specialDays: z.array(SpecialDay).max(400),
  policies: z.object({
    policyText: z.string().max(20_000).nullable(),
    requirePolicyAccept: z.boolean(),
    cancellationDeadlineHours: z.number().int(),
    paymentRule: PaymentRule,
    paymentAmountPerGuest: z.number().int(),
  }),
  waitingListEnabled: z.boolean(),
  upcomingEvents: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().max(200),
      shortDescription: z.string().max(1000),
      slug: z.string().max(100),
      /** EventStatusLabel (enums.ts): FewTicketsLeft = 1, SoldOut = 2; null for none. */
      statusLabel: z.number().int().nullable(),
      /** UTC ISO start of the next occurrence. */
      nextOccurrence: z.string().max(40),
    }),
  ),
});
export type RestaurantResponse = z.infer<typeof RestaurantResponse>;
