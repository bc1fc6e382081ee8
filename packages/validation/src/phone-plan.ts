import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import type { MetadataJson, PhoneNumber } from 'libphonenumber-js/core';

/**
 * The phone rules of one calling code: libphonenumber's metadata cut down to that code's regions
 * (Iceland's is under 200 bytes). The server holds the whole table (phone.ts); the browser fetches
 * the plan of the code the diner picked instead of carrying every country's rules in its
 * JavaScript (docs/decisions/018).
 */
export type PhonePlan = MetadataJson;

/** docs/product.md, "Timings and limits": Iceland's calling code, the selector's default. */
export const DEFAULT_COUNTRY_CODE = 354;

/**
 * docs/product.md, "Timings and limits": "a fallback of 365 is used when checking the phone". 365 is no country's
 * calling code (it is unassigned), so checking a number without a country code always fails:
 * a phone is only valid together with a chosen code. The countryCode field has its own
 * 'required' message for that case.
 */
export const PHONE_CHECK_FALLBACK_CODE = 365;

/** The plan of `callingCode` out of a whole metadata table; null for a code it does not know. */
export function planOfCallingCode(metadata: MetadataJson, callingCode: number): PhonePlan | null {
  const code = String(callingCode);
  const regions = metadata.country_calling_codes[code];
  if (!regions) return null;
  // Only codes of regions: the form's selector offers regions, not the non-geographic codes.
  return {
    version: metadata.version,
    country_calling_codes: { [code]: regions },
    countries: Object.fromEntries(regions.map((region) => [region, metadata.countries[region]])),
  } as PhonePlan;
}

/**
 * The number read in the numbering plan of `countryCode`, or null when it is not a valid number
 * there (or `plan` is not that code's). Several regions can share a calling code (+1: US,
 * Canada, ...; +44: UK, Guernsey, ...), and a number valid in any of them is accepted: the diner
 * picked the code, not the region. A number typed with its own `+` prefix must carry the same
 * code ('+44…' with 354 chosen fails).
 */
export function parsePhoneInPlan(
  phone: string,
  countryCode: number | null,
  plan: PhonePlan,
): PhoneNumber | null {
  const code = String(countryCode ?? PHONE_CHECK_FALLBACK_CODE);
  // libphonenumber-js throws on a calling code it has no metadata for, so ask first.
  if (!plan.country_calling_codes[code]) return null;
  const parsed = parsePhoneNumberFromString(phone, { defaultCallingCode: code }, plan);
  return parsed?.isValid() && parsed.countryCallingCode === code ? parsed : null;
}
