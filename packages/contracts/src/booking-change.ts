import { z } from './zod.ts';
import { BookingGuid } from './booking.ts';
import { GuestsParam, LocalDate, LocalDateTime } from './params.ts';
import { TimeSuggestion } from './suggestion.ts';

/**
 * Why a booking can or cannot be changed, and how a change ended. The cancellation deadline
 * rules changes as it rules cancelling; a change that would move money the diner has already
 * paid or guaranteed is made by the restaurant for now.
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
});
export type ChangeRequest = z.infer<typeof ChangeRequest>;

export const ChangeResponse = z.object({
  success: z.boolean(),
  message: ChangeMessage,
});
export type ChangeResponse = z.infer<typeof ChangeResponse>;
