import { z } from './zod.ts';
import { BookingGuid } from './booking.ts';
import { PaymentCard } from './payments.ts';
import { GuestsParam, LocalDate, LocalDateTime } from './params.ts';
import { TimeSuggestion } from './suggestion.ts';

/**
 * Why a booking can or cannot be changed, and how a change ended. The cancellation deadline
 * rules changes as it rules cancelling. A change that raises a prepayment charges the difference
 * and one that grows a guarantee checks a card (`payment_required` until a card is sent,
 * `payment_pending` while the bank's 3-D Secure page is open, `payment_declined`); one that
 * lowers a prepayment gives the difference back. `payment_change_required`: the rest (a gift card
 * paid what would go back, or a prepayment that shrinks while a guarantee grows), which the
 * restaurant makes.
 */
export const ChangeMessage = z.enum([
  'change_allowed',
  'changed',
  'unchanged',
  'unavailable',
  'change_deadline_passed',
  'booking_not_active',
  'waiting_list_not_changeable',
  'payment_change_required',
  'payment_required',
  'payment_pending',
  'payment_declined',
]);
export type ChangeMessage = z.infer<typeof ChangeMessage>;

/** GET /web/booking/change/options/:guid?date=YYYY-MM-DD&guests=N */
export const ChangeOptionsQuery = z.object({ date: LocalDate, guests: GuestsParam });

export const ChangeOptionsResponse = z.object({
  allowed: z.boolean(),
  message: ChangeMessage,
  /** The largest party the restaurant takes online. */
  maxGuests: z.number().int(),
  /**
   * The day's times for the party, judged as if this booking were not there (its own table is
   * free to move to); an event booking sees only its event's occurrences.
   */
  slots: z.array(TimeSuggestion).max(200),
});
export type ChangeOptionsResponse = z.infer<typeof ChangeOptionsResponse>;

/** PUT /web/booking/change, with an Idempotency-Key header so a retried change is one change. */
export const ChangeRequest = z.object({
  guid: BookingGuid,
  dateTime: LocalDateTime,
  guests: z.number().int().min(1).max(100),
  /** The card that pays the difference (or is checked for a guarantee), once one is asked for. */
  card: PaymentCard.nullable().optional(),
});
export type ChangeRequest = z.infer<typeof ChangeRequest>;

/** The money a change moves: charged or given back, or a card checked (amount: the guarantee). */
export const ChangeMoney = z.object({
  kind: z.enum(['charge', 'refund', 'card_check']),
  /** Minor units of `currency`. */
  amount: z.number().int().min(0),
  currency: z.string().max(3),
});
export type ChangeMoney = z.infer<typeof ChangeMoney>;

export const ChangeResponse = z.object({
  success: z.boolean(),
  message: ChangeMessage,
  /** What the change charges, checks or gives back (with payment_required, changed, ...). */
  money: ChangeMoney.optional(),
  /** With payment_pending: the bank's page for the payment dialog, as the complete result has it. */
  redirect: z
    .object({
      redirectHtml: z.string().max(100_000).nullable(),
      paymentId: z.string().max(200).nullable(),
      paymentProviderType: z.number().int().nullable(),
    })
    .optional(),
});
export type ChangeResponse = z.infer<typeof ChangeResponse>;
