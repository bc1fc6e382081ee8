import { isValidEmail, isValidFirstName, splitFullName } from '@dekka/validation/contact';
import { callingCodeOfRegion, parsePhoneForCode } from '@dekka/validation/phone';
import { AppError } from '../../errors.ts';

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
 * The complete form's rules (the same functions), applied to what the form sent. bookingName
 * is the client's "first last": the first word is the first name, the rest the last name.
 */
export function validateContact(input: ContactInput): Contact {
  const { firstName, lastName } = splitFullName(input.bookingName);
  if (firstName === '') throw invalid('bookingName', 'pages.complete.firtNameIsRequired');
  if (!isValidFirstName(firstName)) {
    throw invalid('bookingName', 'pages.complete.firstNameNotValid');
  }

  const email = input.bookingEmail.trim();
  if (email === '') throw invalid('bookingEmail', 'pages.complete.emailIsRequired');
  if (!isValidEmail(email)) throw invalid('bookingEmail', 'pages.complete.emailIsNotValid');

  const region = input.phoneNumberRegion?.trim().toUpperCase() || null;
  const callingCode = region === null ? null : callingCodeOfRegion(region);
  if (region !== null && callingCode === null) {
    throw invalid('phoneNumberRegion', 'pages.complete.countryCodeIsRequired');
  }
  if (input.bookingPhone.trim() === '') {
    throw invalid('bookingPhone', 'pages.complete.phoneIsRequired');
  }
  // The form checks the number in the plan of the chosen calling code and sends the region it
  // found. Without one, no number is valid, as in the form (which requires a code).
  const phone = parsePhoneForCode(input.bookingPhone, callingCode);
  if (!phone) throw invalid('bookingPhone', 'pages.complete.phoneNotValid');

  return {
    firstName,
    lastName,
    email,
    phone: phone.number,
    phoneRegion: phone.country ?? region,
  };
}
