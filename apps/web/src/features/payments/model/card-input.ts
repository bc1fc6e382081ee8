import { cardDigits, detectCardBrand } from '@dekka/validation/card';

const MAX_CARD_DIGITS = 19;

/** CVC input max length (docs/product.md, "Timings and limits"): four, for amex. */
export const CVC_MAX_LENGTH = 4;

/**
 * The number as typed into the field: digits only, at most the brand's longest length, grouped
 * the brand's way. Brands grouped in fours (visa, mastercard, ...) and unknown numbers keep
 * grouping in fours to the end (19-digit visa: 4-4-4-4-3); amex keeps its 4-6-5 and diners its
 * 4-6-4, where the gaps are the card's own print layout.
 */
export function formatCardNumber(input: string): string {
  const brand = detectCardBrand(cardDigits(input));
  const digits = cardDigits(input).slice(0, brand ? Math.max(...brand.lengths) : MAX_CARD_DIGITS);
  const inFours = !brand || brand.gaps.every((gap) => gap % 4 === 0);
  const gaps = inFours ? [4, 8, 12, 16] : brand.gaps;
  let formatted = '';
  for (const [index, digit] of Array.from(digits).entries()) {
    if (gaps.includes(index)) formatted += ' ';
    formatted += digit;
  }
  return formatted;
}

/** Typing into the expiry field: digits only, at most four, shown as `MM/YY`. */
export function maskExpiry(input: string): string {
  const digits = cardDigits(input).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
