import { z } from './zod.ts';

/** Error codes are snake_case strings that double as translation keys (errors.<code>). */
export const ErrorCode = z.enum([
  'bad_request',
  'invalid_json',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  // One identity or client address already holds as many live holds as allowed.
  'too_many_holds',
  'internal_error',
  'service_unavailable',
  // Booking lifecycle.
  'invalid_menu_selection',
  'payment_required_unavailable',
  // Card payments.
  'card_required',
  'invalid_card',
  'booking_not_active',
  'contact_details_missing',
  'payment_in_progress',
  // Sign-in with a one-time e-mail code.
  'invalid_code',
  'code_expired',
  'too_many_attempts',
  // Passkeys: the ceremony's challenge was used or ran out; the answer did not verify; the
  // passkey is not (or no longer) registered with Dekka.
  'passkey_expired',
  'passkey_failed',
  'passkey_unknown',
  // The guest list: a table taken at that time (by a booking or a block); a no-show fee that
  // cannot be charged (no card kept, not a no-show) or was charged already; the bank said no.
  'table_taken',
  'fee_not_chargeable',
  'fee_already_charged',
  'payment_declined',
  // A no-show (or its fee) before the booking's start plus the restaurant's grace period.
  'no_show_too_early',
  // Gift cards: an unknown code (counts toward the lookup limit); not enough left; past its
  // expiry; a card for another restaurant.
  'gift_card_not_found',
  'gift_card_insufficient_balance',
  'gift_card_expired',
  'gift_card_other_restaurant',
  // The post-visit survey: answered once per booking; its link lapses 30 days after the visit.
  'survey_already_answered',
  'survey_expired',
  // Restaurant settings: the change would leave future bookings outside the opening hours
  // (the answer lists them; sending it again with keepBookings saves it).
  'bookings_affected',
  // Restaurant photos: a file over the size limit, HEIC/HEIF (export as JPEG), not a JPEG, PNG
  // or WebP at all, more pixels than allowed; the gallery already holds as many as it may.
  'photo_too_large',
  'photo_heic',
  'photo_unsupported_type',
  'photo_too_many_pixels',
  'gallery_full',
  // Food orders: the restaurant paused online orders; the chosen slot's capacity is taken; the
  // order cannot be paid (already ended or lapsed); a board move its status does not allow.
  'ordering_paused',
  'slot_full',
  'order_not_payable',
  'order_status',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Every error response: `{ code, message, requestId }`; 5xx messages never carry details. */
export const ErrorResponse = z.object({
  code: ErrorCode,
  message: z.string().max(1000),
  requestId: z.string().max(200),
  /** For validation errors: the failing field paths. */
  fields: z.array(z.string().max(200)).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
