/**
 * A gift card's code as people type and read it (packages/contracts gift-card.ts, whose rules
 * these mirror: that module carries zod schemas, which the browser does not load, ADR 018).
 * Sixteen letters and digits without 0/O and 1/I; any case, spaces and dashes are fine when
 * typed; shown and printed as XXXX-XXXX-XXXX-XXXX.
 */

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 16;
const CODE = new RegExp(`^[${ALPHABET}]{${LENGTH}}$`);

/** The code as the server reads it: upper case, no spaces or dashes. */
export function normalizeGiftCardCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/** XXXX-XXXX-XXXX-XXXX. */
export function formatGiftCardCode(code: string): string {
  return normalizeGiftCardCode(code).replace(/(.{4})(?=.)/g, '$1-');
}

/** Whether the typed text can be a code at all (the server answers 400 to anything else). */
export function isGiftCardCode(input: string): boolean {
  return CODE.test(normalizeGiftCardCode(input));
}
