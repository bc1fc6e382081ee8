import type { CompleteRequest } from '@dekka/contracts/booking';
import type { CustomerDetails, UserCustomer } from '@dekka/contracts/auth';
import { isLanguage } from '@dekka/contracts/languages';
import type { CountryCode } from 'libphonenumber-js/core';
import { REGION_CALLING_CODES } from '@dekka/validation/calling-codes';
import type { CompleteFormValues } from './complete-form-rules';

/** A saved phone split for the form: the selector's region and code, and the number itself. */
export interface SavedPhone {
  region: CountryCode;
  callingCode: number;
  national: string;
}

/** What the complete form can take from the diner's saved details. */
export type SavedContact = Pick<
  CompleteFormValues,
  'firstName' | 'lastName' | 'emailAddress' | 'allowDineoutEmails' | 'allowRestaurantEmails'
> & { phone: SavedPhone | null };

function isRegion(value: string | null): value is CountryCode {
  return value !== null && REGION_CALLING_CODES[value] !== undefined;
}

/**
 * "+354 5551234" (the saved, international form) → Iceland, 354, "5551234". The saved region
 * picks among the regions sharing a code (+1, +44); without one, the form's current region if
 * it has the code, else the first that does. Null for anything not in that form.
 */
export function splitSavedPhone(
  phone: string | null,
  phoneRegion: string | null,
  currentRegion: CountryCode,
): SavedPhone | null {
  const match = phone ? /^\+(\d{1,4})\s+(\d[\d\s-]*)$/.exec(phone.trim()) : null;
  if (!match) return null;
  const callingCode = Number(match[1]);
  const national = (match[2] ?? '').trim();
  const sharing = (region: string | null): region is CountryCode =>
    isRegion(region) && REGION_CALLING_CODES[region] === callingCode;
  const region = [phoneRegion, currentRegion, ...Object.keys(REGION_CALLING_CODES)].find(sharing);
  return region ? { region, callingCode, national } : null;
}

/** The saved details as the form's values; the e-mail is the account's own address. */
export function savedContact(customer: UserCustomer, currentRegion: CountryCode): SavedContact {
  return {
    firstName: customer.firstName?.trim() ?? '',
    lastName: customer.lastName?.trim() ?? '',
    emailAddress: customer.email,
    phone: splitSavedPhone(customer.phone, customer.phoneRegion, currentRegion),
    allowDineoutEmails: customer.allowDineoutEmails,
    allowRestaurantEmails: customer.allowRestaurantEmails,
  };
}

/**
 * The PUT /web/usercustomer body after a completed booking: the name as typed, the phone as it
 * was sent with the booking, the e-mail choices and the page's language. Each field is picked
 * by name, so nothing else of the booking request (the card least of all) can come along.
 */
export function customerDetailsFor(
  values: Pick<CompleteFormValues, 'firstName' | 'lastName'>,
  request: Pick<
    CompleteRequest,
    'bookingPhone' | 'phoneNumberRegion' | 'allowDineoutEmails' | 'allowRestaurantEmails'
  >,
  language: string,
): CustomerDetails {
  const region = request.phoneNumberRegion ?? null;
  return {
    firstName: values.firstName.trim() || null,
    lastName: values.lastName.trim() || null,
    phone: request.bookingPhone.trim() || null,
    phoneRegion: region !== null && /^[A-Z]{2}$/.test(region) ? region : null,
    language: isLanguage(language) ? language : null,
    allowDineoutEmails: request.allowDineoutEmails,
    allowRestaurantEmails: request.allowRestaurantEmails,
  };
}
