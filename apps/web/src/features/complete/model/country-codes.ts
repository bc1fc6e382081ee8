import { REGION_CALLING_CODES } from '@dekka/validation/calling-codes';
import type { CountryCode } from 'libphonenumber-js/core';

const REGIONS = Object.keys(REGION_CALLING_CODES) as CountryCode[];

export interface CallingCodeOption {
  region: CountryCode;
  code: number;
  label: string;
}

/** Iceland: the region of DEFAULT_COUNTRY_CODE 354 (docs/product.md, "Timings and limits"). */
export const DEFAULT_REGION: CountryCode = 'IS';

/**
 * One option per region ("Iceland +354"), sorted by the region's name in the diner's language.
 * Regions sharing a code (+1, +44, ...) are separate options, so a diner finds their own
 * country; the form keeps the calling code.
 */
export function callingCodeOptions(language: string): CallingCodeOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return REGIONS.map((region) => {
    const code = callingCodeOf(region);
    const name = names?.of(region) ?? region;
    return { region, code, label: `${name} +${code}` };
  }).sort((a, b) => a.label.localeCompare(b.label, language));
}

/**
 * The selector's starting region from the restaurant's country (docs/product.md, "Timings and limits": the country
 * code is set from the restaurant's country; 'nb' is treated as 'no'). Unknown countries keep
 * Iceland.
 */
export function regionForRestaurantCountry(country: string): CountryCode {
  const wanted = (country.toLowerCase() === 'nb' ? 'no' : country).toUpperCase();
  return REGIONS.find((region) => region === wanted) ?? DEFAULT_REGION;
}

export function callingCodeOf(region: CountryCode): number {
  return REGION_CALLING_CODES[region] ?? 0;
}
