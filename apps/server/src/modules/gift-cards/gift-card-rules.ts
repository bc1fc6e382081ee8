import { randomBytes } from 'node:crypto';
import { addDays, utcToZoned, zonedToUtc } from '@dekka/time/local-time';
import type { GiftCardView } from '@dekka/contracts/gift-card';
import { GIFT_CARD_ALPHABET, GIFT_CARD_CODE_LENGTH } from '@dekka/contracts/gift-card-code';

/** Cards for any Dekka restaurant are sold in krónur (docs/product.md, "Gift cards"). */
export const ANY_RESTAURANT_CURRENCY = 'ISK';

export type GiftCardAmounts = { presets: number[]; minAmount: number; maxAmount: number };

/**
 * What the shop offers per currency, in minor units (krónur for ISK, cents and øre otherwise).
 * The presets are about the same money in each: 5 000 ISK is near 35 EUR, 400 NOK or 250 DKK.
 */
export const GIFT_CARD_AMOUNTS: Readonly<Record<string, GiftCardAmounts>> = {
  ISK: { presets: [5_000, 10_000, 15_000, 25_000], minAmount: 1_000, maxAmount: 500_000 },
  EUR: { presets: [2_500, 5_000, 10_000, 15_000], minAmount: 1_000, maxAmount: 350_000 },
  NOK: { presets: [30_000, 60_000, 100_000, 180_000], minAmount: 10_000, maxAmount: 4_000_000 },
  DKK: { presets: [25_000, 50_000, 75_000, 125_000], minAmount: 7_500, maxAmount: 2_500_000 },
};

export function amountsFor(currency: string): GiftCardAmounts | undefined {
  return GIFT_CARD_AMOUNTS[currency];
}

/** Deliveries, "today" and "within a year" are reckoned in Iceland's calendar. */
export const DELIVERY_TIME_ZONE = 'Atlantic/Reykjavik';
/** A card sent on a later day arrives that morning. */
const DELIVERY_TIME = '09:00';
/** The latest delivery day: a year from today. */
const DELIVERY_WINDOW_DAYS = 365;

/**
 * A fresh code: GIFT_CARD_CODE_LENGTH letters of GIFT_CARD_ALPHABET from crypto randomness. The
 * alphabet has 32 letters, so a byte's low 5 bits pick one without bias (80 bits in all).
 */
export function newGiftCardCode(): string {
  const bytes = randomBytes(GIFT_CARD_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += GIFT_CARD_ALPHABET[byte % GIFT_CARD_ALPHABET.length];
  return code;
}

/** The card's expiry: `years` after the purchase, to the millisecond (29 Feb → 1 Mar). */
export function expiryFrom(purchasedAt: Date, years: number): Date {
  const expiry = new Date(purchasedAt);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + years);
  return expiry;
}

/**
 * Whether `deliverOn` may be asked for at `now`: today (Iceland) or a later day within a year.
 * Null (send at once) always may.
 */
export function isDeliveryDateAllowed(deliverOn: string | null, now: Date): boolean {
  if (deliverOn === null) return true;
  const today = utcToZoned(now.getTime(), DELIVERY_TIME_ZONE).date;
  return deliverOn >= today && deliverOn <= addDays(today, DELIVERY_WINDOW_DAYS);
}

/**
 * When the recipient's e-mail goes out: at once, or at 09:00 Iceland time on `deliverOn` (at
 * once when that morning has passed, e.g. a card bought in the afternoon for today).
 */
export function deliveryTime(deliverOn: string | null, now: Date): Date {
  if (deliverOn === null) return now;
  const morning = zonedToUtc(deliverOn, DELIVERY_TIME, DELIVERY_TIME_ZONE);
  return morning === null || morning <= now.getTime() ? now : new Date(morning);
}

/** What the card is to its holder: nothing left (used), past its expiry, or good to use. */
export function giftCardState(
  card: { balance: number; expiresAt: Date },
  now: Date,
): GiftCardView['state'] {
  if (card.balance <= 0) return 'used';
  if (card.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/**
 * Whether a card may pay at a restaurant: a restaurant's own card there only; a card for any
 * restaurant wherever the money is the card's (an ISK card is no use at a restaurant in euros).
 */
export function acceptedAt(
  card: { restaurantId: number | null; currency: string },
  restaurant: { id: number; currency: string },
): 'ok' | 'other_restaurant' | 'other_currency' {
  if (card.restaurantId !== null && card.restaurantId !== restaurant.id) return 'other_restaurant';
  if (card.currency !== restaurant.currency) return 'other_currency';
  return 'ok';
}
