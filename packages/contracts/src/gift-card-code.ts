/**
 * A gift card's code as people type, read and print it (docs/product.md, "Gift cards"). Free of
 * zod, so the web app uses these rules without loading the schemas (ADR 018).
 */

/**
 * The letters a code is made of: no 0/O, no 1/I, so a code read aloud or typed from paper is
 * never ambiguous. 16 of them carry 80 bits: guessing is hopeless even without the lookup limit.
 */
export const GIFT_CARD_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const GIFT_CARD_CODE_LENGTH = 16;

export const GIFT_CARD_CODE_PATTERN = new RegExp(
  `^[${GIFT_CARD_ALPHABET}]{${GIFT_CARD_CODE_LENGTH}}$`,
);

/** A code as people type it (any case, spaces or dashes anywhere), as the server reads it. */
export function normalizeGiftCardCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/** A code as it is shown and printed: XXXX-XXXX-XXXX-XXXX. */
export function formatGiftCardCode(code: string): string {
  return normalizeGiftCardCode(code).replace(/(.{4})(?=.)/g, '$1-');
}

/** Whether the typed text can be a code at all (the server answers 400 to anything else). */
export function isGiftCardCode(input: string): boolean {
  return GIFT_CARD_CODE_PATTERN.test(normalizeGiftCardCode(input));
}
