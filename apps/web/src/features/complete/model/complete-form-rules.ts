import { isValidEmail, isValidFirstName } from '@dekka/validation/contact';
import { parsePhoneInPlan } from '@dekka/validation/phone-plan';
import type { PhonePlan } from '@dekka/validation/phone-plan';
import {
  CARD_MESSAGES,
  validateCardCvc,
  validateCardExpiry,
  validateCardNumber,
} from '../../payments/model/card-rules';

/**
 * The complete form's message keys, verbatim: 'firtNameIsRequired' is misspelt, but it is the
 * key the product has always used and the one in the locale files, so it must not be "fixed".
 */
export const COMPLETE_MESSAGES = {
  firstNameRequired: 'pages.complete.firtNameIsRequired',
  firstNameNotValid: 'pages.complete.firstNameNotValid',
  emailRequired: 'pages.complete.emailIsRequired',
  emailNotValid: 'pages.complete.emailIsNotValid',
  countryCodeRequired: 'pages.complete.countryCodeIsRequired',
  phoneRequired: 'pages.complete.phoneIsRequired',
  phoneNotValid: 'pages.complete.phoneNotValid',
  ...CARD_MESSAGES,
  acceptTerms: 'pages.complete.acceptTermsError',
} as const;

export type CompleteMessageKey = (typeof COMPLETE_MESSAGES)[keyof typeof COMPLETE_MESSAGES];

export interface CompleteFormValues {
  firstName: string;
  lastName: string;
  emailAddress: string;
  /** The selector's calling code (354 by default); null when none is chosen. */
  countryCode: number | null;
  phone: string;
  specialRequest: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  allowDineoutEmails: boolean;
  allowRestaurantEmails: boolean;
  acceptTerms: boolean;
}

export type CompleteField = keyof CompleteFormValues;
export type CompleteErrors = Partial<Record<CompleteField, CompleteMessageKey>>;

// Each rule returns the first failing key or null. Surrounding spaces (autofill, a stray tap)
// never count: '  ' is an empty field, ' Jo ' is a two-letter name.

export function validateFirstName(value: string): CompleteMessageKey | null {
  const name = value.trim();
  if (name === '') return COMPLETE_MESSAGES.firstNameRequired;
  return isValidFirstName(name) ? null : COMPLETE_MESSAGES.firstNameNotValid;
}

export function validateEmail(value: string): CompleteMessageKey | null {
  if (value.trim() === '') return COMPLETE_MESSAGES.emailRequired;
  return isValidEmail(value) ? null : COMPLETE_MESSAGES.emailNotValid;
}

export function validateCountryCode(value: number | null): CompleteMessageKey | null {
  return value === null || !Number.isInteger(value) || value <= 0
    ? COMPLETE_MESSAGES.countryCodeRequired
    : null;
}

/**
 * Valid in the numbering plan of the chosen code; see parsePhoneInPlan for the 365 fallback.
 * While the code's plan is still on its way (`plan` undefined) a typed number is not judged yet:
 * its message appears when the plan arrives, and submit waits for it.
 */
export function validatePhone(
  value: string,
  countryCode: number | null,
  plan: PhonePlan | undefined,
): CompleteMessageKey | null {
  if (value.trim() === '') return COMPLETE_MESSAGES.phoneRequired;
  if (!plan) return null;
  return parsePhoneInPlan(value, countryCode, plan) ? null : COMPLETE_MESSAGES.phoneNotValid;
}

export function validateTerms(accepted: boolean): CompleteMessageKey | null {
  return accepted ? null : COMPLETE_MESSAGES.acceptTerms;
}

export interface CompleteRulesContext {
  /** Card fields are shown, so checked: payment required and no external payment form. */
  cardRequired: boolean;
  now: Date;
  /** The numbering plan of the chosen calling code (fetched; see validatePhone). */
  phonePlan: PhonePlan | undefined;
}

/** Every field's first failing rule; an empty object means the form may be sent. */
export function validateCompleteForm(
  values: CompleteFormValues,
  context: CompleteRulesContext,
): CompleteErrors {
  const checks: [CompleteField, CompleteMessageKey | null][] = [
    ['firstName', validateFirstName(values.firstName)],
    ['emailAddress', validateEmail(values.emailAddress)],
    ['countryCode', validateCountryCode(values.countryCode)],
    ['phone', validatePhone(values.phone, values.countryCode, context.phonePlan)],
    ['acceptTerms', validateTerms(values.acceptTerms)],
  ];
  if (context.cardRequired) {
    checks.push(
      ['cardNumber', validateCardNumber(values.cardNumber)],
      ['cardExpiry', validateCardExpiry(values.cardExpiry, context.now)],
      ['cardCvc', validateCardCvc(values.cardCvc, values.cardNumber)],
    );
  }
  const errors: CompleteErrors = {};
  for (const [field, key] of checks) if (key) errors[field] = key;
  return errors;
}
