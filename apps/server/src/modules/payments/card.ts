import { detectCardBrand, isExpiryInPast, isValidCardNumber } from '@dekka/validation/card';

/**
 * A card as it travels from the request to the provider, in memory only. `brand` and `last4` are
 * the only parts that may be stored or logged; the number and CVC are never written anywhere.
 */
export type Card = {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  brand: string;
  last4: string;
};

export type CardInput = {
  number: string | null | undefined;
  expiryMonth: number | string | null | undefined;
  expiryYear: number | string | null | undefined;
  cvc: number | string | null | undefined;
};

/**
 * The complete call sends cardCvc as a number, so '012' arrives as 12: pad it back with leading zeros to
 * the brand's CVC length (3, or 4 for amex). A string CVC keeps the digits the diner typed.
 */
export function padCvc(cvc: number | string, size: number): string {
  const digits = typeof cvc === 'number' ? String(Math.trunc(cvc)) : cvc.trim();
  return typeof cvc === 'number' ? digits.padStart(size, '0') : digits;
}

/** '27' → 2027, 2027 → 2027: a two-digit year gets the current century (docs/product.md, "The booking flow"). */
function fullYear(year: number, now: Date): number {
  return year < 100 ? Math.floor(now.getUTCFullYear() / 100) * 100 + year : year;
}

/**
 * Validates a card with the complete form's rules, the same functions (docs/product.md, "The
 * booking flow": known brand, length, Luhn with unionpay exempt, expiry not past, CVC size per
 * brand). Returns null when anything is wrong, without saying which part, so no error message
 * can echo card data.
 */
export function parseCard(input: CardInput, now: Date): Card | null {
  const number = (input.number ?? '').replace(/[\s-]/g, '');
  const type = detectCardBrand(number);
  if (!type || !isValidCardNumber(number)) return null;

  const month = Number(input.expiryMonth);
  const rawYear = Number(input.expiryYear);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(rawYear)) {
    return null;
  }
  const year = fullYear(rawYear, now);
  if (isExpiryInPast({ month, year }, now, 'utc')) return null;

  if (input.cvc === null || input.cvc === undefined || input.cvc === '') return null;
  const cvc = padCvc(input.cvc, type.code.size);
  if (!/^\d+$/.test(cvc) || cvc.length !== type.code.size) return null;

  return {
    number,
    expiryMonth: month,
    expiryYear: year,
    cvc,
    brand: type.type,
    last4: number.slice(-4),
  };
}
