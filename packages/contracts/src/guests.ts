import { IanaTimeZone, IdParam } from './params.ts';
import { int, z } from './zod.ts';

/*
 * A restaurant's guests (docs/product.md, "Guest profiles"): one record per person the
 * restaurant has met, matched from its bookings and food orders by e-mail or phone. Only that
 * restaurant's staff ever receive these answers.
 */

/** Tags Dekka names in every language; a restaurant's own tags are free text beside them. */
export const BUILT_IN_GUEST_TAGS = ['vip', 'regular', 'allergy', 'dietary'] as const;

/** A tag: a built-in one or the restaurant's own (letters, digits, spaces, dashes). */
export const GuestTag = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, 'letters, digits, spaces and dashes');

export const GuestParams = z.object({ restaurantId: IdParam, guestId: IdParam });

/** GET /api/restaurant/{restaurantId}/guests: search (name, e-mail or phone), tag, sort. */
export const GuestSearchQuery = z.object({
  q: z.string().trim().max(100).optional(),
  tag: GuestTag.optional(),
  sort: z.enum(['visits', 'lastVisit', 'name']).default('lastVisit'),
  /** The page after the first: how many rows to skip. */
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type GuestSearchQuery = z.infer<typeof GuestSearchQuery>;

/** What every guest row and profile shows at a glance. */
export const GuestSummary = z.object({
  id: int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  tags: z.array(z.string()),
  allergies: z.string(),
  /** Completed visits: confirmed bookings whose time has come, not no-shows or cancellations. */
  visits: int(),
  /** The latest completed visit (ISO instant), null before the first. */
  lastVisit: z.string().datetime().nullable(),
});
export type GuestSummary = z.infer<typeof GuestSummary>;

export const GuestSearchResponse = z.object({
  guests: z.array(GuestSummary),
  /** The restaurant's time zone, which the page shows visit days in. */
  timeZone: IanaTimeZone,
  /** The offset of the next page; null on the last. */
  nextOffset: int().nullable(),
});
export type GuestSearchResponse = z.infer<typeof GuestSearchResponse>;

/** A visit or booking on a profile, in the restaurant's wall-clock time. */
export const GuestVisit = z.object({
  bookingId: int(),
  /** 'YYYY-MM-DDTHH:mm' at the restaurant. */
  startsAt: z.string(),
  guests: int(),
  status: z.enum(['confirmed', 'waitlisted', 'cancelled', 'no_show', 'held', 'expired']),
  isWaitingList: z.boolean(),
  specialRequest: z.string().nullable(),
  internalNote: z.string().nullable(),
  /**
   * The name, e-mail and phone the booking was made with: what tells staff which of a record's
   * bookings were someone else's (a shared phone) before they split them off.
   */
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type GuestVisit = z.infer<typeof GuestVisit>;

/** GET /api/restaurant/{restaurantId}/guests/{guestId}: the whole profile. */
export const GuestProfile = GuestSummary.extend({
  language: z.string().nullable(),
  preferences: z.string(),
  notes: z.string(),
  covers: int(),
  noShows: int(),
  /** Cancelled by the diner less than a day before the time. */
  lateCancellations: int(),
  firstVisit: z.string().datetime().nullable(),
  /**
   * What Dekka knows the guest spent here, in the restaurant's currency's minor units:
   * prepayments and no-show fees kept, food orders paid, gift cards redeemed on their bookings.
   */
  spend: z.object({ amount: int(), currency: z.string() }),
  upcoming: z.array(GuestVisit),
  /** The latest 100 past bookings, newest first. */
  history: z.array(GuestVisit),
  foodOrders: int(),
});
export type GuestProfile = z.infer<typeof GuestProfile>;

/** PATCH /api/restaurant/{restaurantId}/guests/{guestId}: what the staff keep about the guest. */
export const GuestUpdate = z
  .object({
    tags: z.array(GuestTag).max(20).optional(),
    allergies: z.string().trim().max(1000).optional(),
    preferences: z.string().trim().max(1000).optional(),
    notes: z.string().trim().max(4000).optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'nothing to change',
  });
export type GuestUpdate = z.infer<typeof GuestUpdate>;

/** POST …/guests/{guestId}/merge: the other record's bookings, orders and keys join this one. */
export const GuestMergeRequest = z.object({ otherGuestId: int().min(1) });
export type GuestMergeRequest = z.infer<typeof GuestMergeRequest>;

/** POST …/guests/{guestId}/split: these bookings (and orders) were someone else's. */
export const GuestSplitRequest = z
  .object({
    bookingIds: z.array(int().min(1)).max(500).default([]),
    foodOrderIds: z.array(int().min(1)).max(500).default([]),
  })
  .refine((split) => split.bookingIds.length + split.foodOrderIds.length > 0, {
    message: 'nothing to split off',
  });
export type GuestSplitRequest = z.infer<typeof GuestSplitRequest>;

/** GET …/guests/lookup?phone=: the guests whose number begins with what staff typed so far. */
export const GuestLookupQuery = z.object({
  /** As typed: '+354 555 12', '00354…' or a national number in the restaurant's country. */
  phone: z.string().trim().min(3).max(50),
});
export const GuestLookupResponse = z.object({ guests: z.array(GuestSummary) });
export type GuestLookupResponse = z.infer<typeof GuestLookupResponse>;

/** What the diner's data download says each restaurant holds about them. */
export const HeldGuestRecord = z.object({
  restaurantName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  tags: z.array(z.string()),
  allergies: z.string(),
  preferences: z.string(),
  notes: z.string(),
});
export type HeldGuestRecord = z.infer<typeof HeldGuestRecord>;
