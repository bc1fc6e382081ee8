import { CurrencyExponent } from './payments.ts';

/** The currency's minor-unit exponent (ISK 0; EUR, NOK, DKK, USD 2); unknown codes count as 2. */
export function currencyExponent(code: string): number {
  return code in CurrencyExponent ? CurrencyExponent[code as keyof typeof CurrencyExponent] : 2;
}

/** 9900 ISK → "9.900 kr." in Icelandic; 9900 EUR → "99,00 €" in Spanish. */
export function formatMinorUnits(amount: number, currency: string, language: string): string {
  const exponent = currencyExponent(currency);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(amount / 10 ** exponent);
}
