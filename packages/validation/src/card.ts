import cardValidator from 'card-validator';
import creditCardType from 'credit-card-type';

/**
 * Brand rules (prefixes, lengths, gaps, CVC size) come from credit-card-type, the same module
 * card-validator validates with (one copy in the lockfile, so one brand table for detection,
 * grouping and validation). The product (docs/product.md) gives visa "13 or 16" digits; the library has
 * dropped 13, so it is added back once here. Idempotent: it sets the whole list.
 */
creditCardType.updateCard('visa', { lengths: [13, 16, 18, 19] });

export type CardBrand = ReturnType<typeof creditCardType>[number];

export function cardDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** The brand when the digits so far fit exactly one, else null (too short, or unknown). */
export function detectCardBrand(digits: string): CardBrand | null {
  const matches = digits === '' ? [] : creditCardType(digits);
  const [only] = matches;
  return matches.length === 1 && only ? only : null;
}

/**
 * docs/product.md, "The booking flow": a known brand, one of its lengths, and the Luhn check, except for unionpay,
 * whose numbers need not pass Luhn (card-validator's default for unionpay).
 */
export function isValidCardNumber(digits: string): boolean {
  return /^\d+$/.test(digits) && cardValidator.number(digits).isValid;
}

/**
 * `MM/YY` (or `MM/YYYY`) → month 1-12 and a four-digit year; a two-digit year is put in the
 * current century of `now` ('12/30' in 2026 → 2030). Null when the text is not an expiry.
 */
export function parseCardExpiry(text: string, now: Date): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  const month = Number(match[1]);
  const written = Number(match[2]);
  const year =
    match[2].length === 2 ? Math.floor(now.getFullYear() / 100) * 100 + written : written;
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * A card is good through the last day of its expiry month, so only months before the current
 * one are past. The form reads `now` in the diner's local calendar (the month they see on their
 * card and their calendar); the server, which cannot know it, in UTC's.
 */
export function isExpiryInPast(
  expiry: { month: number; year: number },
  now: Date,
  calendar: 'local' | 'utc' = 'local',
): boolean {
  const current =
    calendar === 'utc'
      ? now.getUTCFullYear() * 12 + now.getUTCMonth()
      : now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) < current;
}

/** Accepted CVC lengths: the brand's (amex 4, the rest 3), 3 or 4 while the brand is unknown. */
export function cvcLengths(cardNumber: string): number[] {
  const brand = detectCardBrand(cardDigits(cardNumber));
  return brand ? [brand.code.size] : [3, 4];
}
