import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import type { PhoneNumber } from 'libphonenumber-js';

/** docs/product.md, "Timings and limits": Iceland's calling code, the selector's default. */
export const DEFAULT_COUNTRY_CODE = 354;

/**
 * docs/product.md, "Timings and limits": "a fallback of 365 is used when checking the phone". 365 is no country's
 * calling code (it is unassigned), so checking a number without a country code always fails:
 * a phone is only valid together with a chosen code. The countryCode field has its own
 * 'required' message for that case.
 */
export const PHONE_CHECK_FALLBACK_CODE = 365;

let callingCodes: Set<string> | null = null;

/** libphonenumber-js throws on a calling code it has no metadata for, so ask first. */
function isKnownCallingCode(code: string): boolean {
  callingCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country)));
  return callingCodes.has(code);
}

/**
 * The number read in the numbering plan of `countryCode`, or null when it is not a valid number
 * there. Several regions can share a calling code (+1: US, Canada, ...; +44: UK, Guernsey, ...),
 * and a number valid in any of them is accepted: the diner picked the code, not the region. A
 * number typed with its own `+` prefix must carry the same code ('+44…' with 354 chosen fails).
 */
export function parsePhoneForCode(phone: string, countryCode: number | null): PhoneNumber | null {
  const code = String(countryCode ?? PHONE_CHECK_FALLBACK_CODE);
  if (!isKnownCallingCode(code)) return null;
  const parsed = parsePhoneNumberFromString(phone, { defaultCallingCode: code });
  return parsed?.isValid() && parsed.countryCallingCode === code ? parsed : null;
}

/** The calling code of an ISO region ('IS' → 354), or null for a region libphonenumber lacks. */
export function callingCodeOfRegion(region: string): number | null {
  const upper = region.trim().toUpperCase();
  return isSupportedCountry(upper) ? Number(getCountryCallingCode(upper)) : null;
}
