import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { AppError } from '../../errors.ts';

/** The minimum first-name length (docs/product.md, "Timings and limits"). */
const FIRST_NAME_MIN = 2;

/**
 * The form's e-mail rule (docs/product.md, "The booking flow"): local part, @, a domain whose last label is two or more
 * letters, tested on lowercased text. Deliberately the same loose pattern as the client, so a
 * value the form accepts is never refused here.
 */
const EMAIL = /^[a-z0-9._%+'-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;

export type ContactInput = {
  bookingName: string;
  bookingEmail: string;
  bookingPhone: string;
  phoneNumberRegion?: string | null | undefined;
};

export type Contact = {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, e.g. +3545551234. */
  phone: string;
  phoneRegion: string | null;
};

function invalid(field: string, messageKey: string): AppError {
  return new AppError('validation_failed', 400, `${field}: ${messageKey}`, { field, messageKey });
}

/**
 * Server-side twin of the complete form's rules. bookingName is the client's "first last": the
 * first word is the first name (at least 2 characters), the rest the last name (no rule).
 */
export function validateContact(input: ContactInput): Contact {
  const name = input.bookingName.trim().replace(/\s+/g, ' ');
  if (name === '') throw invalid('bookingName', 'pages.complete.firtNameIsRequired');
  const [firstName = '', ...rest] = name.split(' ');
  if (firstName.length < FIRST_NAME_MIN) {
    throw invalid('bookingName', 'pages.complete.firstNameNotValid');
  }

  const email = input.bookingEmail.trim();
  if (email === '') throw invalid('bookingEmail', 'pages.complete.emailIsRequired');
  if (!EMAIL.test(email.toLowerCase())) {
    throw invalid('bookingEmail', 'pages.complete.emailIsNotValid');
  }

  const rawRegion = input.phoneNumberRegion?.trim().toUpperCase() || null;
  if (rawRegion !== null && !isSupportedCountry(rawRegion)) {
    throw invalid('phoneNumberRegion', 'pages.complete.countryCodeIsRequired');
  }
  const region = rawRegion !== null && isSupportedCountry(rawRegion) ? rawRegion : undefined;
  if (input.bookingPhone.trim() === '') {
    throw invalid('bookingPhone', 'pages.complete.phoneIsRequired');
  }
  const phone = parsePhoneNumberFromString(input.bookingPhone, region);
  // "Valid for the region of the chosen country code": a valid number from another country
  // (say +47 with region IS) is refused, as the form would refuse it.
  if (!phone || !phone.isValid() || (region !== undefined && phone.country !== region)) {
    throw invalid('bookingPhone', 'pages.complete.phoneNotValid');
  }

  return {
    firstName,
    lastName: rest.join(' '),
    email,
    phone: phone.number,
    phoneRegion: phone.country ?? region ?? null,
  };
}
