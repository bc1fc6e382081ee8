import { int, z } from './zod.ts';
import { BookingSource } from './enums.ts';
import { IanaTimeZone } from './params.ts';
import { ApplePayToken } from './apple-pay.ts';

/** Restaurant-local wall-clock time as the product's URLs and bodies use it: `YYYY-MM-DDTHH:mm`. */
export const LocalDateTime = z
  .string()
  .max(16)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'must be YYYY-MM-DDTHH:mm');

const Id = z.number().int().positive().max(2_147_483_647);

export const BookingGuid = z.uuid();

export const MenuSelection = z.object({
  id: Id,
  count: z.number().int().min(0).max(1000),
});
export type MenuSelection = z.infer<typeof MenuSelection>;

/** Only the sources a diner's browser may claim: Web, or Portal in isolated (embedded) mode. */
export const ReserveSource = z.union([
  z.literal(BookingSource.Web),
  z.literal(BookingSource.Portal),
]);

const ReserveFields = z.object({
  date: LocalDateTime.optional(),
  /** The product's other description of the same call names the field dateTime. */
  dateTime: LocalDateTime.optional(),
  guests: z.number().int().min(1).max(500),
  restaurantId: Id,
  eventId: Id.nullable().optional(),
  source: ReserveSource.default(BookingSource.Web),
  menus: z.array(MenuSelection).max(50).default([]),
  isWaitingListWhenFullyBooked: z.boolean().default(false),
  isWaitingList: z.boolean().default(false),
});

/** POST /api/web/booking/reserve. */
export const ReserveRequest = ReserveFields.refine(
  (body) => body.date !== undefined || body.dateTime !== undefined,
  { message: 'date (or dateTime) is required', path: ['date'] },
);
export type ReserveRequest = z.infer<typeof ReserveRequest>;

export const ReserveResponse = z.object({
  success: z.boolean(),
  guid: BookingGuid.nullable(),
});
export type ReserveResponse = z.infer<typeof ReserveResponse>;

/** A retried reserve sends the same key and gets the first answer back (no second hold). */
export const IdempotencyKeyHeader = z.object({
  'idempotency-key': z.string().min(1).max(200).optional(),
});

export const GuidParams = z.object({ guid: BookingGuid });

/** `isWaitingList` in a URL is true only for 'true', case-insensitively (docs/product.md, "The booking flow"). */
export const BookingInfoForCompleteParams = z.object({
  guid: BookingGuid,
  isWaitingList: z.string().max(10),
});

export const Currency = z.object({ code: z.string().max(3) });

/**
 * What the complete page lists line by line before the diner commits (docs/product.md,
 * "Complete"), in minor units. The totals in `paymentRequirements` are made of these: the
 * restaurant's amount per guest by its payment rule, plus each paid menu's price × count.
 */
export const CompletePrices = z.object({
  /** The restaurant's prepayment per guest (0 when it asks for none). */
  prepaymentPerGuest: z.number().int().min(0),
  /** The restaurant's no-show fee per guest (0 when it charges none). */
  noShowFeePerGuest: z.number().int().min(0),
  /** The menus pre-ordered for the booking; a null price is settled at the restaurant. */
  menus: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string().max(200),
        count: z.number().int().min(0),
        pricePerGuest: z.number().int().min(0).nullable(),
        /** 0 paid at the restaurant, 1 guaranteed as a no-show fee, 2 prepaid. */
        paymentType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      }),
    )
    .max(50),
  /** The event booked, with its price per guest when the restaurant has set one. */
  event: z
    .object({ name: z.string().max(200), pricePerGuest: z.number().int().min(0).nullable() })
    .nullable(),
});
export type CompletePrices = z.infer<typeof CompletePrices>;

export const BookingInfoForCompleteResponse = z.object({
  start: z.iso.datetime(),
  timeZone: IanaTimeZone,
  guests: z.number().int(),
  restaurantName: z.string().max(200),
  restaurantId: z.number().int(),
  restaurantCountry: z.string().max(8),
  currency: Currency,
  locale: z.string().max(20),
  paymentRequirements: z.object({
    /** Minor currency units. */
    totalNoShow: z.number().int().min(0),
    totalPrepaid: z.number().int().min(0),
  }),
  isExternalPaymentForm: z.boolean(),
  requirePolicyAccept: z.boolean(),
  policyText: z.string().max(20_000).nullable(),
  gaTrackingId: z.string().max(100).nullable(),
  fbPixelId: z.string().max(100).nullable(),
  /** When the hold lapses (or lapsed); null once the booking is completed or cancelled. */
  holdExpiresAt: z.iso.datetime().nullable(),
  /** The server's own answer: a waiting-list entry, not a held table (whatever the address says). */
  isWaitingList: z.boolean(),
  prices: CompletePrices,
});
export type BookingInfoForCompleteResponse = z.infer<typeof BookingInfoForCompleteResponse>;

/**
 * PUT /api/web/booking/complete/v2 (docs/product.md, "The API"). The card fields are read only when the
 * booking needs a payment; they go to the payment provider and are never stored or logged.
 */
export const CompleteRequest = z.object({
  guid: BookingGuid,
  bookingName: z.string().max(200),
  bookingPhone: z.string().max(40),
  phoneNumberRegion: z.string().max(2).nullable().optional(),
  bookingEmail: z.string().max(254),
  bookingSpecialRequest: z.string().max(2000).nullable().optional(),
  cardNumber: z.string().max(30).nullable().optional(),
  cardExpiryMonth: z
    .union([int(), z.string().max(4)])
    .nullable()
    .optional(),
  cardExpiryYear: z
    .union([int(), z.string().max(4)])
    .nullable()
    .optional(),
  cardCvc: z
    .union([int(), z.string().max(4)])
    .nullable()
    .optional(),
  allowDineoutEmails: z.boolean().default(false),
  allowRestaurantEmails: z.boolean().default(false),
  /** A partner's referrer code, or GOOGLE_REFERRER_CODE (referrer-codes.ts) for a maps reservation. */
  referrerCode: z.string().max(100).nullable().optional(),
  isWaitingList: z.boolean().default(false),
  /**
   * A gift card toward the prepayment: it pays min(balance, prepayment) and the card pays the
   * rest (no card fields needed when it covers all that is owed).
   */
  giftCardCode: z.string().max(40).nullable().optional(),
  /** Paid with Apple Pay: the sheet's token instead of the card fields. */
  applePayToken: ApplePayToken.nullable().optional(),
});
export type CompleteRequest = z.infer<typeof CompleteRequest>;

export const CompleteResult = z.object({
  response: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  redirectHtml: z.string().max(100_000).nullable(),
  paymentId: z.string().max(200).nullable(),
  paymentProviderType: z.number().int().nullable(),
  /** A message key: null on success, e.g. 'hold_expired' on an error result. */
  message: z.string().max(200).nullable(),
  start: z.iso.datetime().nullable(),
  restaurantId: z.number().int().nullable(),
});
export type CompleteResult = z.infer<typeof CompleteResult>;

export const BookingStatus = z.enum([
  'held',
  'confirmed',
  'waitlisted',
  'cancelled',
  'expired',
  'no_show',
]);
export type BookingStatus = z.infer<typeof BookingStatus>;

export const BookingInfoForConfirmationResponse = z.object({
  /** The numeric confirmation number diners quote. */
  bookingId: z.number().int(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  timeZone: IanaTimeZone,
  guests: z.number().int(),
  restaurantName: z.string().max(200),
  restaurantLat: z.number().nullable(),
  restaurantLon: z.number().nullable(),
  restaurantAddress: z.string().max(500).nullable(),
  restaurantWebsite: z.string().max(2000).nullable(),
  /** Sanitized HTML. */
  restaurantNote: z.string().max(20_000).nullable(),
  logoUrl: z.string().max(2000).nullable(),
  redirectUrl: z.string().max(2000).nullable(),
  gaTrackingId: z.string().max(100).nullable(),
  fbPixelId: z.string().max(100).nullable(),
  isWaitingList: z.boolean(),
  status: BookingStatus,
  /** Where the confirmation e-mail went, partly hidden (gu•••@example.is). */
  emailHint: z.string().max(320).nullable(),
});
export type BookingInfoForConfirmationResponse = z.infer<typeof BookingInfoForConfirmationResponse>;

/** Message keys the cancel calls answer with. */
export const CancelMessage = z.enum([
  'cancel_allowed',
  'cancelled',
  'cancel_deadline_passed',
  'booking_not_active',
]);
export type CancelMessage = z.infer<typeof CancelMessage>;

export const CancelAllowedResponse = z.object({
  success: z.boolean(),
  isWaitingList: z.boolean(),
  message: CancelMessage,
});
export type CancelAllowedResponse = z.infer<typeof CancelAllowedResponse>;

export const CancelResponse = z.object({
  success: z.boolean(),
  message: CancelMessage,
});
export type CancelResponse = z.infer<typeof CancelResponse>;

/** A settled payment as the diner sees it: never a card number, only brand and last four. */
export const ManagedPayment = z.object({
  /** A no_show_fee was charged by the restaurant after the diner did not come. */
  kind: z.enum(['prepayment', 'no_show_guarantee', 'no_show_fee']),
  status: z.enum(['captured', 'verified', 'refund_pending', 'refunded']),
  /** Minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string().max(3),
  cardBrand: z.string().max(40).nullable(),
  cardLast4: z.string().max(4).nullable(),
});
export type ManagedPayment = z.infer<typeof ManagedPayment>;

/** What the manage-booking page shows: the booking, what was paid, and whether it can be cancelled. */
/**
 * Where a waiting-list entry stands (docs/decisions/063-waiting-list-offers.md): waiting; offered
 * a table held until `offerExpiresAt`; booked (it accepted an offer and is the booking now);
 * lapsed (its last offer went unanswered, and it is still waiting); declined (it turned an offer
 * down and left the list).
 */
export const WaitingListState = z.object({
  state: z.enum(['waiting', 'offered', 'booked', 'lapsed', 'declined']),
  offerExpiresAt: z.iso.datetime().nullable(),
  /** The restaurant needs a card (a prepayment or a guarantee): accepting goes to the complete step. */
  offerNeedsCard: z.boolean(),
});
export type WaitingListState = z.infer<typeof WaitingListState>;

/** PUT /web/booking/offer/{guid}/accept and …/decline: the diner's answer to a table offer. */
export const TableOfferAnswer = z.object({
  /**
   * booked: confirmed now; complete: the restaurant needs a card, so the diner completes the held
   * table (until `holdExpiresAt`); declined: off the list; lapsed: the offer is no longer open
   * (answered late, or taken back); not_offered: the entry has no table offered.
   */
  outcome: z.enum(['booked', 'complete', 'declined', 'lapsed', 'not_offered']),
  holdExpiresAt: z.iso.datetime().nullable(),
  restaurantId: z.number().int(),
  start: z.iso.datetime(),
});
export type TableOfferAnswer = z.infer<typeof TableOfferAnswer>;

export const ManageBookingResponse = z.object({
  bookingId: z.number().int(),
  status: BookingStatus,
  isWaitingList: z.boolean(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  timeZone: IanaTimeZone,
  guests: z.number().int(),
  restaurant: z.object({
    id: z.number().int(),
    slug: z.string().max(200),
    name: z.string().max(200),
    address: z.string().max(500).nullable(),
    phone: z.string().max(50).nullable(),
    website: z.string().max(2000).nullable(),
  }),
  menus: z.array(z.object({ name: z.string().max(200), count: z.number().int() })).max(50),
  payment: ManagedPayment.nullable(),
  cancel: z.object({
    allowed: z.boolean(),
    message: CancelMessage,
    /** Until when cancelling online is free; null for a waiting-list entry (always free). */
    deadline: z.iso.datetime().nullable(),
  }),
  /** The restaurant's policy, sanitized HTML. */
  policyText: z.string().max(20_000).nullable(),
  /** For a waiting-list entry (or one that became a booking through an offer); else null. */
  waitingList: WaitingListState.nullable(),
});
export type ManageBookingResponse = z.infer<typeof ManageBookingResponse>;
