/** Minor-unit exponents of the currencies Dekka charges in (spec sections 3 and 9). */
export const CURRENCY_EXPONENTS: Readonly<Record<string, number>> = {
  ISK: 0,
  NOK: 2,
  USD: 2,
  DKK: 2,
  EUR: 2,
};

/**
 * An amount in minor units shown in the booking's currency and the diner's language
 * (ISK 12900 → "12.900 kr." in Icelandic; EUR 12950 → "129,50 €" in Spanish). The digits are
 * pinned to the exponent rather than left to Intl, whose data for ISK has varied between ICU
 * releases. A currency outside the table would be shown at the wrong scale, so it throws with
 * the spec's message (section 8, product name replaced).
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const exponent = CURRENCY_EXPONENTS[currency.toUpperCase()];
  if (exponent === undefined) throw new Error('Currency not found, Please contact Dekka support.');
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(minor / 10 ** exponent);
}
