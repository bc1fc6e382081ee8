import {
  cardDigits,
  cvcLengths,
  isExpiryInPast,
  isValidCardNumber,
  parseCardExpiry,
} from '@dekka/validation/card';

/** The card fields' message keys, shared by the complete form and the payment link page. */
export const CARD_MESSAGES = {
  cardNumberRequired: 'pages.complete.cardNumberIsRequired',
  cardNumberNotValid: 'pages.complete.cardNumberIsNotValid',
  cardExpiryRequired: 'pages.complete.cardExpiryDateIsRequired',
  cardExpiryNotValid: 'pages.complete.cardExpiryDateIsNotValid',
  cardCvcRequired: 'pages.complete.cardCvcIsRequired',
  cardCvcNotValid: 'pages.complete.cardCvcIsNotValid',
} as const;

export type CardMessageKey = (typeof CARD_MESSAGES)[keyof typeof CARD_MESSAGES];

export interface CardValues {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

export type CardField = keyof CardValues;
export type CardErrors = Partial<Record<CardField, CardMessageKey>>;

/** Spaces from the grouped display are ignored; any other non-digit makes the number invalid. */
export function validateCardNumber(value: string): CardMessageKey | null {
  const compact = value.replace(/\s/g, '');
  if (compact === '') return CARD_MESSAGES.cardNumberRequired;
  return isValidCardNumber(compact) ? null : CARD_MESSAGES.cardNumberNotValid;
}

export function validateCardExpiry(value: string, now: Date): CardMessageKey | null {
  if (value.trim() === '') return CARD_MESSAGES.cardExpiryRequired;
  const expiry = parseCardExpiry(value, now);
  return expiry && !isExpiryInPast(expiry, now) ? null : CARD_MESSAGES.cardExpiryNotValid;
}

/** Length follows the brand detected from the card number typed so far. */
export function validateCardCvc(value: string, cardNumber: string): CardMessageKey | null {
  const cvc = value.trim();
  if (cvc === '') return CARD_MESSAGES.cardCvcRequired;
  const fits = /^\d+$/.test(cvc) && cvcLengths(cardDigits(cardNumber)).includes(cvc.length);
  return fits ? null : CARD_MESSAGES.cardCvcNotValid;
}

/** The card rules field by field, in form order. */
export function validateCard(values: CardValues, now: Date): CardErrors {
  const errors: CardErrors = {};
  const number = validateCardNumber(values.cardNumber);
  const expiry = validateCardExpiry(values.cardExpiry, now);
  const cvc = validateCardCvc(values.cardCvc, values.cardNumber);
  if (number) errors.cardNumber = number;
  if (expiry) errors.cardExpiry = expiry;
  if (cvc) errors.cardCvc = cvc;
  return errors;
}
