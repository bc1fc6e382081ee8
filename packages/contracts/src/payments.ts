import { int, z } from './zod.ts';
import { IanaTimeZone } from './params.ts';
import { BookingGuid, Currency } from './booking.ts';
import { NotificationType } from './enums.ts';

/** Minor-unit exponent per currency (docs/product.md, "The API" and "Timings and limits"): 9 900 ISK is 9900; 99,00 EUR is 9900. */
export const CurrencyExponent = { ISK: 0, NOK: 2, USD: 2, DKK: 2, EUR: 2 } as const;
export type CurrencyCode = keyof typeof CurrencyExponent;

/**
 * A payment outcome as the hub sends it (docs/product.md, "The API"). Success is `type` 5 (PaymentEvent)
 * with `title` equal to the booking guid. A declined or failed payment is sent to the same room
 * as `type` 4 (Warning) with `title` set to a message key such as 'payment_declined', so it
 * never matches "a PaymentEvent for this guid" and the client shows its failure alert.
 */
export const PaymentEvent = z.object({
  type: z.union([z.literal(NotificationType.PaymentEvent), z.literal(NotificationType.Warning)]),
  id: z.uuid(),
  title: z.string().max(100),
  sentDate: z.iso.datetime(),
});
export type PaymentEvent = z.infer<typeof PaymentEvent>;

/** Message keys a failure event's `title` (and a complete result's `message`) may carry. */
export const PaymentFailure = z.enum([
  'payment_declined',
  'payment_authentication_failed',
  'hold_expired',
  'booking_not_active',
]);
export type PaymentFailure = z.infer<typeof PaymentFailure>;

/**
 * GET /api/web/booking/paymentstatus/{guid}: what a client asks after a hub reconnect, so an
 * event missed while offline is never lost. `latestEvent` is the same event the hub replays.
 */
export const PaymentStatusResponse = z.object({
  status: z.enum(['none', 'pending', 'succeeded', 'failed']),
  latestEvent: PaymentEvent.nullable(),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponse>;

const Digits = (max: number) => z.string().max(max).regex(/^\d+$/, 'digits only');

/** A card as the payment link sends it; never stored or logged (brand and last 4 only are kept). */
export const PaymentCard = z.object({
  number: z.string().max(30),
  expiryMonth: z.union([int(), Digits(2)]),
  expiryYear: z.union([int(), Digits(4)]),
  /** A number in the complete call: '012' arrives as 12 and is padded to the brand's CVC length. */
  cvc: z.union([z.number().int().min(0).max(9999), Digits(4)]),
});
export type PaymentCard = z.infer<typeof PaymentCard>;

/** GET /api/web/booking/paymentlink/{guid}: what a restaurant-made booking still owes. */
export const PaymentLinkResponse = z.object({
  guid: BookingGuid,
  restaurantId: z.number().int(),
  restaurantName: z.string().max(200),
  start: z.iso.datetime(),
  timeZone: IanaTimeZone,
  guests: z.number().int(),
  currency: Currency,
  locale: z.string().max(20),
  paymentRequirements: z.object({
    totalNoShow: z.number().int().min(0),
    totalPrepaid: z.number().int().min(0),
  }),
  /**
   * False once the booking is cancelled, its hold has lapsed or it was never completed: the page
   * then says so instead of asking for a card, and confirm answers 409 booking_not_active.
   */
  isActive: z.boolean(),
  /** True while a card is still needed; false once paid or when nothing is owed. */
  cardRequired: z.boolean(),
  isExternalPaymentForm: z.boolean(),
});
export type PaymentLinkResponse = z.infer<typeof PaymentLinkResponse>;

/** PUT /api/web/booking/paymentlink/confirm (docs/product.md, "The API"); answers a complete result. */
export const PaymentLinkConfirmRequest = z.object({
  guid: BookingGuid,
  card: PaymentCard.nullable(),
});
export type PaymentLinkConfirmRequest = z.infer<typeof PaymentLinkConfirmRequest>;

/** The sandbox challenge page's form post: the diner approved or declined the 3-D Secure step. */
export const SandboxCallbackBody = z.object({
  reference: z.string().min(1).max(100),
  action: z.enum(['approve', 'decline']),
  lng: z.string().max(10).optional(),
  /** Only from the hosted checkout (external payment form), which collects the card itself. */
  cardNumber: z.string().max(30).optional(),
  /** MM/YY as typed. */
  cardExpiry: z.string().max(7).optional(),
  cardCvc: z.string().max(4).optional(),
});
export type SandboxCallbackBody = z.infer<typeof SandboxCallbackBody>;
