import type { BookingInfoForCompleteResponse, CompleteRequest } from '@dekka/contracts/booking';
import { GOOGLE_REFERRER_CODE } from '@dekka/contracts/referrer-codes';
import { readReferrer, RWG_TOKEN_COOKIE } from '../../../lib/referrer-cookie';
import { cardDigits, parseCardExpiry } from '@dekka/validation/card';
import type { CompleteFormValues } from './complete-form-rules';
import { parsePhoneInPlan } from '@dekka/validation/phone-plan';
import type { PhonePlan } from '@dekka/validation/phone-plan';

type PaymentInfo = Pick<BookingInfoForCompleteResponse, 'paymentRequirements'>;

/**
 * docs/product.md, "The API": the booking asks for a card when either total is above 0, the
 * prepayment less what a gift card pays toward it.
 */
export function paymentRequired(info: PaymentInfo, giftCardPays = 0): boolean {
  const { totalNoShow, totalPrepaid } = info.paymentRequirements;
  return totalNoShow > 0 || totalPrepaid > giftCardPays;
}

/** Card fields show (and are sent) only when paying here, not on the provider's own form. */
export function cardFieldsRequired(
  info: PaymentInfo & Pick<BookingInfoForCompleteResponse, 'isExternalPaymentForm'>,
  giftCardPays = 0,
): boolean {
  return paymentRequired(info, giftCardPays) && !info.isExternalPaymentForm;
}

function hasCookie(cookies: string, name: string): boolean {
  return cookies.split(';').some((part) => part.trim().split('=')[0] === name);
}

/** The Reserve with Google token for the conversion report, or null when none was left. */
export function rwgToken(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === RWG_TOKEN_COOKIE) {
      const token = decodeURIComponent(value.join('='));
      return token === '' ? null : token;
    }
  }
  return null;
}

/**
 * Who gets credit for the booking: a partner's do_referrer code first, else the Google marker
 * when the diner came through Reserve with Google, else nobody. `cookies` is a
 * `document.cookie` string, passed in so this stays testable.
 */
export function referrerCode(cookies: string): string | null {
  const partner = readReferrer(cookies);
  if (partner) return partner;
  return hasCookie(cookies, RWG_TOKEN_COOKIE) ? GOOGLE_REFERRER_CODE : null;
}

export interface CompleteRequestContext {
  guid: string;
  isWaitingList: boolean;
  cardRequired: boolean;
  cookies: string;
  now: Date;
  /** The plan the phone was checked in: the number is sent as it reads there. */
  phonePlan: PhonePlan;
  /** A gift card toward the prepayment, as checked; sent only when there is one. */
  giftCardCode?: string | null;
}

/**
 * The PUT /web/booking/complete/v2 body (docs/product.md, "The API") from a form that passed validation.
 * - bookingPhone is '+<code> <national number>', the number as libphonenumber reads it in the
 *   chosen plan (a UK '07911 123456' becomes '+44 7911123456'); the typed text if it cannot.
 * - cardCvc is a number as the product description says. That drops leading zeros ('012' → 12), so the payment
 *   side must pad it back to the brand's CVC length before passing it on.
 * - Card fields are null unless the card was asked for; the year is four digits.
 * - giftCardCode only when a gift card pays toward the prepayment.
 */
export function buildCompleteRequest(
  form: CompleteFormValues,
  context: CompleteRequestContext,
): CompleteRequest {
  const phone = parsePhoneInPlan(form.phone, form.countryCode, context.phonePlan);
  const expiry = context.cardRequired ? parseCardExpiry(form.cardExpiry, context.now) : null;
  const cvc = form.cardCvc.trim();
  const specialRequest = form.specialRequest.trim();
  return {
    guid: context.guid,
    bookingName: `${form.firstName.trim()} ${form.lastName.trim()}`.trim(),
    bookingPhone: `+${form.countryCode ?? ''} ${phone?.nationalNumber ?? form.phone.trim()}`,
    phoneNumberRegion: phone?.country ?? null,
    bookingEmail: form.emailAddress.trim(),
    bookingSpecialRequest: specialRequest === '' ? null : specialRequest,
    cardNumber: context.cardRequired ? cardDigits(form.cardNumber) : null,
    cardExpiryMonth: expiry?.month ?? null,
    cardExpiryYear: expiry?.year ?? null,
    cardCvc: context.cardRequired && /^\d+$/.test(cvc) ? Number(cvc) : null,
    allowDineoutEmails: form.allowDineoutEmails,
    allowRestaurantEmails: form.allowRestaurantEmails,
    referrerCode: referrerCode(context.cookies),
    isWaitingList: context.isWaitingList,
    ...(context.giftCardCode ? { giftCardCode: context.giftCardCode } : {}),
  };
}
