import { LocalDate } from './params.ts';
import { RestaurantIdParams } from './staff.ts';
import { z } from './zod.ts';

/*
 * The guest list (docs/product.md, "The guest list"): a restaurant's day as its staff run it.
 * Only that restaurant's staff ever receive these answers.
 */

/**
 * Where a booking stands on the evening, as the staff see it. A confirmed booking moves on as the
 * party arrives, sits down and leaves; the diner's own pages still call all three "confirmed".
 */
export const GuestStatus = z.enum([
  'confirmed',
  'arrived',
  'seated',
  'finished',
  'no_show',
  'cancelled',
  'waitlisted',
]);
export type GuestStatus = z.infer<typeof GuestStatus>;

/** How the booking reached the restaurant. */
export const GuestSource = z.enum(['web', 'embed', 'app', 'phone', 'other']);
export type GuestSource = z.infer<typeof GuestSource>;

/**
 * The money on a booking: nothing, a card kept for a no-show fee (guaranteed), a prepayment
 * (prepaid), a fee charged after a no-show (charged), money given back (refunded), or a payment
 * still waiting for the diner's bank (pending).
 */
export const GuestPayment = z.enum([
  'none',
  'pending',
  'guaranteed',
  'prepaid',
  'charged',
  'refunded',
]);
export type GuestPayment = z.infer<typeof GuestPayment>;

export const GuestListEntry = z.object({
  /** The booking's confirmation number. */
  id: z.number().int(),
  /** Local date and time at the restaurant, "2026-12-24T19:00"; the end likewise. */
  startsAt: z.string(),
  endsAt: z.string(),
  guests: z.number().int(),
  /** Null for a walk-in or phone booking taken without a name. */
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: GuestStatus,
  isWaitingList: z.boolean(),
  /** Table names, e.g. ["4", "5"] for two joined tables; empty on the waiting list. */
  tables: z.array(z.string()),
  menus: z.array(z.object({ name: z.string(), count: z.number().int() })),
  eventName: z.string().nullable(),
  payment: GuestPayment,
  specialRequest: z.string().nullable(),
  source: GuestSource,
  /** Earlier visits to this restaurant by the same diner (e-mail or account), not counting this one. */
  visits: z.number().int(),
  /** Why the restaurant cancelled, when it did. */
  cancelReason: z.string().nullable(),
});
export type GuestListEntry = z.infer<typeof GuestListEntry>;

export const GuestListParams = RestaurantIdParams.extend({ date: LocalDate });

/** GET /api/restaurant/{restaurantId}/guestlist/{date}: every booking and waiting-list entry of a day. */
export const GuestListResponse = z.object({
  restaurant: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    timeZone: z.string(),
  }),
  date: z.string(),
  /** The restaurant's own date today, so the page can offer "Today". */
  today: z.string(),
  /**
   * The day's service periods (special days included), "HH:mm" local; the page counts covers per
   * period. Empty on a closed day. `name` is the restaurant's own ("Lunch"), possibly empty.
   */
  services: z.array(z.object({ name: z.string(), opens: z.string(), closes: z.string() })),
  /** Sorted by start time, then confirmation number. Lapsed and unfinished holds are left out. */
  entries: z.array(GuestListEntry),
});
export type GuestListResponse = z.infer<typeof GuestListResponse>;

export const GuestStatusParams = RestaurantIdParams.extend({
  bookingId: z.coerce.number().int().positive(),
});

/**
 * PUT /api/restaurant/{restaurantId}/guestlist/bookings/{bookingId}/status: moves a booking on
 * (or back, to undo a mistake). Cancelling needs a reason, which the diner's e-mail quotes.
 */
export const GuestStatusRequest = z.object({
  status: GuestStatus.exclude(['waitlisted']),
  reason: z.string().trim().min(1).max(300).optional(),
});
export type GuestStatusRequest = z.infer<typeof GuestStatusRequest>;
