import { TABLE_SHAPES } from './floor-plan-grid.ts';
import { GuestsParam, IdParam, LocalDate, LocalDateTime } from './params.ts';
import { RestaurantIdParams } from './staff.ts';
import { int, z } from './zod.ts';

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

/** How the booking reached the restaurant; a walk-in is a party the staff seated at the door. */
export const GuestSource = z.enum(['web', 'embed', 'app', 'phone', 'walk_in', 'other']);
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
  /** The same tables' ids, in the same order (the timeline's rows). */
  tableIds: z.array(z.number().int()),
  menus: z.array(z.object({ name: z.string(), count: z.number().int() })),
  eventName: z.string().nullable(),
  payment: GuestPayment,
  specialRequest: z.string().nullable(),
  source: GuestSource,
  /** Earlier visits to this restaurant by the same diner (e-mail or account), not counting this one. */
  visits: z.number().int(),
  /**
   * The restaurant's guest the booking is matched to (docs/product.md, "Guest profiles"): what
   * the row shows at a glance, and the profile it opens. Null for a party with no contact.
   */
  guest: z
    .object({ id: z.number().int(), tags: z.array(z.string()), allergies: z.string() })
    .nullable()
    .optional(),
  /** Why the restaurant cancelled, when it did. */
  cancelReason: z.string().nullable(),
  /**
   * When a seated party sat down (an ISO instant, "2026-12-24T19:20:00.000Z"): its turn and
   * "overdue" count from here. Null for every other status, and for a seated party with no
   * recorded seating (a walk-in, seated as it was taken): the turn then counts from `startsAt`.
   */
  seatedAt: z.string().datetime().nullable(),
  /** The staff's own note on the booking; never shown to the diner. */
  internalNote: z.string().nullable(),
  /**
   * The no-show fee the diner accepted (minor units of `currency`), when their card is kept for
   * it (`payment` guaranteed) or it was charged (`payment` charged); otherwise null.
   */
  noShowFee: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
  /**
   * A waiting-list entry's latest table offer (docs/decisions/063-waiting-list-offers.md): the
   * table, until when it is held (local "2026-12-24T18:45"), and how it stands; null when the
   * entry was never offered one. While `live`, `tables` already names the held table.
   */
  offer: z
    .object({
      table: z.string(),
      expiresAt: z.string(),
      status: z.enum(['live', 'accepted', 'declined', 'lapsed', 'withdrawn']),
      byHand: z.boolean(),
    })
    .nullable(),
});
export type GuestListEntry = z.infer<typeof GuestListEntry>;

/** A table on the restaurant's floor plans, as the guest list's timeline and pickers show it. */
export const GuestListTable = z.object({
  id: z.number().int(),
  name: z.string(),
  minGuests: z.number().int(),
  maxGuests: z.number().int(),
  /** The floor plan (room) the table stands in, and that room's name: the floor plan's tabs. */
  floorPlanId: z.number().int(),
  floorPlan: z.string(),
  /** How the floor plan draws it; a 'long' table covers two cells side by side. */
  shape: z.enum(TABLE_SHAPES),
  /**
   * Its cell on the room's grid (FLOOR_GRID), column x and row y from the top left; null when the
   * owner has not placed it yet (the floor plan then places it after the placed ones).
   */
  layout: z.object({ x: z.number().int(), y: z.number().int() }).nullable(),
});
export type GuestListTable = z.infer<typeof GuestListTable>;

/** A period the staff closed tables for (a private party's corner, a broken chair). */
export const TableBlock = z.object({
  id: z.number().int(),
  tableIds: z.array(z.number().int()),
  tables: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  reason: z.string().nullable(),
});
export type TableBlock = z.infer<typeof TableBlock>;

export const GuestListParams = RestaurantIdParams.extend({ date: LocalDate });

/** GET /api/restaurant/{restaurantId}/guestlist/{date}: every booking and waiting-list entry of a day. */
export const GuestListResponse = z.object({
  restaurant: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    timeZone: z.string(),
    /**
     * Minutes after a booking's start before it may be marked a no-show (and its fee charged):
     * the guest-status rules (guest-status-rules.ts) read it on both sides.
     */
    noShowGraceMinutes: z.number().int(),
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
  /** Every table, bookable online or not, ordered by floor plan, then as entered. */
  tables: z.array(GuestListTable),
  /** Blocks overlapping the day, by start. */
  blocks: z.array(TableBlock),
});
export type GuestListResponse = z.infer<typeof GuestListResponse>;

export const GuestStatusParams = RestaurantIdParams.extend({
  bookingId: IdParam,
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

const TableIds = z.array(int().positive()).min(1).max(8);
const Note = z.string().trim().max(500);

/**
 * POST /api/restaurant/{restaurantId}/guestlist/bookings: a booking the staff take by phone, or a
 * walk-in party seated now. Contact details are optional (a walk-in rarely gives any); without
 * `tableIds` the best free tables for the party are chosen. Staff may book past the online rules
 * (party size, tables not bookable online, pacing), never onto a table that is taken.
 */
export const StaffBookingRequest = z.object({
  kind: z.enum(['phone', 'walk_in']),
  /** Local start; a walk-in starts now when it is left out, a phone booking needs it. */
  startsAt: LocalDateTime.optional(),
  guests: z.number().int().min(1).max(100),
  tableIds: TableIds.optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  phone: z.string().trim().max(50).optional(),
  email: z.string().trim().email().max(320).optional(),
  specialRequest: z.string().trim().max(500).optional(),
  internalNote: Note.optional(),
  /** The diner's language for the confirmation e-mail (when an e-mail is given). */
  language: z.enum(['is', 'en', 'es', 'nb', 'da']).optional(),
});
export type StaffBookingRequest = z.infer<typeof StaffBookingRequest>;

/**
 * PUT /api/restaurant/{restaurantId}/guestlist/bookings/{bookingId}: move a booking to other
 * tables or another time, change its party size, or write the internal note (null clears it).
 * A move that would overlap another booking or a block is refused (409) and changes nothing.
 */
export const StaffBookingChange = z
  .object({
    startsAt: LocalDateTime.optional(),
    tableIds: TableIds.optional(),
    guests: z.number().int().min(1).max(100).optional(),
    internalNote: Note.nullable().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'nothing to change',
  });
export type StaffBookingChange = z.infer<typeof StaffBookingChange>;

/**
 * POST /api/restaurant/{restaurantId}/guestlist/bookings/{bookingId}/seat: a waiting-list party
 * is given tables now and seated.
 */
export const SeatWaitingRequest = z.object({ tableIds: TableIds });
export type SeatWaitingRequest = z.infer<typeof SeatWaitingRequest>;

/**
 * POST /api/restaurant/{restaurantId}/guestlist/bookings/{bookingId}/offer: offer a table to a
 * waiting-list entry by hand (also when automatic offers are off): the given table, or without
 * one the smallest free table that seats the party. The diner is e-mailed as for an automatic
 * offer; a table that is taken then answers 409 `table_taken`.
 */
export const OfferTableRequest = z.object({ tableId: int().positive().optional() });
export type OfferTableRequest = z.infer<typeof OfferTableRequest>;

/** POST /api/restaurant/{restaurantId}/guestlist/blocks: close tables for a period. */
export const TableBlockRequest = z
  .object({
    tableIds: TableIds,
    startsAt: LocalDateTime,
    endsAt: LocalDateTime,
    reason: z.string().trim().max(200).optional(),
  })
  .refine((block) => block.endsAt > block.startsAt, {
    message: 'a block ends after it starts',
    path: ['endsAt'],
  });
export type TableBlockRequest = z.infer<typeof TableBlockRequest>;

export const TableBlockParams = RestaurantIdParams.extend({
  blockId: IdParam,
});

/**
 * GET /api/restaurant/{restaurantId}/guestlist/tables?guests=4&startsAt=2026-12-04T19:00: which
 * tables are free for a party's sitting (its length from the booking rules), for the staff's
 * table pickers. Without `startsAt` the sitting starts now (a walk-in, a waiting-list party
 * seated); with `bookingId` that booking's own tables count as free (it is being moved).
 */
export const TableOptionsQuery = z.object({
  guests: GuestsParam,
  startsAt: LocalDateTime.optional(),
  bookingId: IdParam.optional(),
});
export type TableOptionsQuery = z.input<typeof TableOptionsQuery>;

export const TableOption = z.object({
  id: z.number().int(),
  /** Nothing (a booking, a walk-in, a block) has it for any part of the sitting. */
  free: z.boolean(),
  /** Free, and seats the party on its own (minGuests ≤ guests ≤ maxGuests). */
  fits: z.boolean(),
});
export type TableOption = z.infer<typeof TableOption>;

export const TableOptionsResponse = z.object({
  /** The sitting judged, local "2026-12-04T19:00" to "…T21:00". */
  startsAt: z.string(),
  endsAt: z.string(),
  /** Every table, in the guest list's order. */
  tables: z.array(TableOption),
  /**
   * The best free table or joined tables for the party, as the server would choose them with
   * none ticked (tables bookable online first, then those the staff keep back); null when no
   * free table or combination seats the party.
   */
  suggestion: z.array(z.number().int()).nullable(),
});
export type TableOptionsResponse = z.infer<typeof TableOptionsResponse>;
