import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';
import type { CountryCode, PhoneNumber } from 'libphonenumber-js/core';
import { parsePhoneInPlan, planOfCallingCode } from './phone-plan.ts';
import type { PhonePlan } from './phone-plan.ts';

// Every country's phone rules: for the server, which checks what the form sent and hands the
// browser the plan of one calling code at a time.

/** parsePhoneInPlan with every country's rules. */
export function parsePhoneForCode(phone: string, countryCode: number | null): PhoneNumber | null {
  return parsePhoneInPlan(phone, countryCode, metadata);
}

/** The plan of one calling code, for the browser; null for a code no country uses. */
export function phonePlanOf(callingCode: number): PhonePlan | null {
  return planOfCallingCode(metadata, callingCode);
}

/** The calling code of an ISO region ('IS' → 354), or null for a region libphonenumber lacks. */
export function callingCodeOfRegion(region: string): number | null {
  // Any text: isSupportedCountry is the check that it is a CountryCode.
  const upper = region.trim().toUpperCase() as CountryCode;
  return isSupportedCountry(upper, metadata)
    ? Number(getCountryCallingCode(upper, metadata))
    : null;
}
