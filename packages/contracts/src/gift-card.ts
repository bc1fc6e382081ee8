import { int, z } from './zod.ts';
import { PaymentCard } from './payments.ts';
import { GIFT_CARD_CODE_PATTERN, normalizeGiftCardCode } from './gift-card-code.ts';

/**
 * Gift cards (docs/product.md, "Gift cards"). Every amount is in minor units of the card's
 * currency, as everywhere else in the API (9 900 ISK is 9900; 99,00 EUR is 9900).
 */

/** A code in any typed form, normalized; anything else is a 400 (not a lookup that counts). */
export const GiftCardCode = z
  .string()
  .max(40)
  .transform(normalizeGiftCardCode)
  .pipe(z.string().regex(GIFT_CARD_CODE_PATTERN, 'not a gift card code'));

export const GiftCardCodeParams = z.object({ code: GiftCardCode });

const Email = z.string().trim().max(254).email();
const Name = z.string().trim().min(1).max(100);
/** Plain text, shown as text (never HTML). */
const Message = z.string().trim().max(500);

export const GiftCardRestaurant = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type GiftCardRestaurant = z.infer<typeof GiftCardRestaurant>;

/** GET /api/web/giftcards/shop: what the shop offers. */
export const GiftCardShopResponse = z.object({
  /** Cards for any Dekka restaurant are sold in this currency. */
  currency: z.string().max(3),
  /** Amount presets in minor units, smallest first. */
  presets: z.array(z.number().int().positive()).max(10),
  /** Custom amounts: inclusive bounds in minor units. */
  minAmount: z.number().int().positive(),
  maxAmount: z.number().int().positive(),
  /** How long a card is valid, in years from purchase. */
  validityYears: z.number().int().positive(),
  /** Restaurants a card can be bought for; a restaurant's card is in its currency. */
  restaurants: z.array(GiftCardRestaurant.extend({ currency: z.string().max(3) })),
  /**
   * Presets and bounds in every currency a card is sold in (the top-level ones are this list's
   * entry for `currency`): a restaurant's card uses its currency's entry.
   */
  currencies: z
    .array(
      z.object({
        currency: z.string().max(3),
        presets: z.array(z.number().int().positive()).max(10),
        minAmount: z.number().int().positive(),
        maxAmount: z.number().int().positive(),
      }),
    )
    .max(10)
    .optional(),
});
export type GiftCardShopResponse = z.infer<typeof GiftCardShopResponse>;

/**
 * POST /api/web/giftcards: buy a card. The card details go to the payment provider and are never
 * stored or logged. `deliverOn` null sends the card now; a date (YYYY-MM-DD, today or later,
 * within a year) sends it that morning, Iceland time.
 */
export const GiftCardPurchaseRequest = z.object({
  amount: int().positive(),
  /** Null: valid at any Dekka restaurant. */
  restaurantId: int().positive().nullable(),
  buyerName: Name,
  buyerEmail: Email,
  recipientName: Name,
  recipientEmail: Email,
  message: Message.default(''),
  deliverOn: z.iso.date().nullable(),
  /** The language of the e-mails and the payment pages. */
  language: z.string().max(10),
  card: PaymentCard,
});
export type GiftCardPurchaseRequest = z.input<typeof GiftCardPurchaseRequest>;

/**
 * The answer to a purchase, shaped like the booking's complete result: 1 paid, 2 not paid
 * (`message` a payment failure key such as 'payment_declined' or 'invalid_card'), 3 the diner
 * must pass 3-D Secure: `redirectHtml` goes in the payment dialog, and the outcome arrives on the
 * payment hub in the room of `orderGuid` (a PaymentEvent whose title is `orderGuid`).
 */
export const GiftCardPurchaseResult = z.object({
  response: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  orderGuid: z.uuid(),
  redirectHtml: z.string().max(100_000).nullable(),
  message: z.string().max(200).nullable(),
});
export type GiftCardPurchaseResult = z.infer<typeof GiftCardPurchaseResult>;

export const GiftCardOrderParams = z.object({ orderGuid: z.uuid() });

/** GET /api/web/giftcards/orders/{orderGuid}: the buyer's receipt page after paying. */
export const GiftCardOrderResponse = z.object({
  status: z.enum(['pending', 'paid', 'failed']),
  amount: z.number().int(),
  currency: z.string().max(3),
  restaurant: GiftCardRestaurant.nullable(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  /** Null: sent at payment. */
  deliverOn: z.iso.date().nullable(),
  /** The card's code once paid (the buyer owns the card), else null. */
  code: z.string().nullable(),
});
export type GiftCardOrderResponse = z.infer<typeof GiftCardOrderResponse>;

export const GiftCardState = z.enum(['active', 'used', 'expired']);

/** GET /api/web/giftcards/{code}: the card as `/giftcard/view/{code}` shows and prints it. */
export const GiftCardView = z.object({
  code: z.string(),
  amount: z.number().int(),
  balance: z.number().int(),
  currency: z.string().max(3),
  /** Null: any Dekka restaurant. */
  restaurant: GiftCardRestaurant.nullable(),
  buyerName: z.string(),
  recipientName: z.string(),
  message: z.string(),
  issuedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  state: GiftCardState,
});
export type GiftCardView = z.infer<typeof GiftCardView>;

export const GiftCardLedgerEntry = z.object({
  at: z.iso.datetime(),
  kind: z.enum(['issued', 'redeemed', 'refunded']),
  /** Positive for issued and refunded, negative for redeemed. */
  amount: z.number().int(),
  /** Where it was redeemed (or refunded), when at a restaurant. */
  restaurantName: z.string().nullable(),
});

/** POST /api/web/giftcards/status: a typed code's balance, expiry and history. */
export const GiftCardStatusRequest = z.object({ code: GiftCardCode });
export const GiftCardStatusResponse = z.object({
  code: z.string(),
  amount: z.number().int(),
  balance: z.number().int(),
  currency: z.string().max(3),
  restaurant: GiftCardRestaurant.nullable(),
  expiresAt: z.iso.datetime(),
  state: GiftCardState,
  history: z.array(GiftCardLedgerEntry),
});
export type GiftCardStatusResponse = z.infer<typeof GiftCardStatusResponse>;

/**
 * POST /api/web/giftcards/check: what a code would pay toward a held booking's prepayment, before
 * the diner completes. `applies` is min(balance, the prepayment); 0 with a `reason` when the card
 * cannot be used for this booking.
 */
/**
 * What a code would pay: toward a held booking's prepayment (`bookingGuid`), or toward a food
 * order not yet made (`order`: the restaurant and the cart's amount as the browser sums it; the
 * server prices the order again when it is paid).
 */
export const GiftCardCheckRequest = z.object({
  code: GiftCardCode,
  bookingGuid: z.uuid().optional(),
  order: z.object({ restaurantId: int().positive(), amount: int().min(0) }).optional(),
});
export const GiftCardCheckResponse = z.object({
  applies: z.number().int().min(0),
  balance: z.number().int().min(0),
  currency: z.string().max(3),
  reason: z
    .enum(['used', 'expired', 'other_restaurant', 'other_currency', 'nothing_to_pay'])
    .nullable(),
});
export type GiftCardCheckResponse = z.infer<typeof GiftCardCheckResponse>;

/** POST /api/restaurant/{restaurantId}/giftcards/redeem: staff take an amount at the table. */
export const GiftCardRedeemRequest = z.object({
  code: GiftCardCode,
  amount: int().positive(),
});
export const GiftCardRedeemResponse = z.object({
  redeemed: z.number().int(),
  balance: z.number().int(),
  currency: z.string().max(3),
});
export type GiftCardRedeemResponse = z.infer<typeof GiftCardRedeemResponse>;

// Error keys (errors.ts, the error body's `code`): 404 `gift_card_not_found` (an unknown code;
// counts toward the lookup limit), 409 `gift_card_insufficient_balance`, `gift_card_expired`,
// `gift_card_other_restaurant`; 429 `rate_limited` once an address has tried too many unknown
// codes.
