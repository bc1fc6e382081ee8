import type { GiftCardPurchaseRequest } from '@dekka/contracts/gift-card';
import type { PaymentCard } from '@dekka/contracts/payments';
import { isValidEmail } from '@dekka/validation/contact';
import { parseAmount } from '../../../lib/money-input';

/**
 * The gift card shop's form (docs/product.md, "Gift cards"): what is bought, for whom, from whom
 * and when it is sent. The rules are the purchase contract's (GiftCardPurchaseRequest); the
 * server checks them again.
 */

/** The server's limits (gift-card.ts): names up to 100 characters, the message up to 500. */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const MESSAGE_MAX = 500;

/** Cards are sent on the morning of their day, Iceland time; a day at most a year ahead. */
export const DELIVERY_ZONE = 'Atlantic/Reykjavik';
const DELIVERY_DAYS = 365;

export interface ShopValues {
  /** A preset (minor units) or 'custom'; null before a choice. */
  preset: number | 'custom' | null;
  /** The custom amount as typed, in major units ("15000", "49,50"). */
  customAmount: string;
  /** A restaurant's id, or '' for any Dekka restaurant. */
  restaurantId: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  delivery: 'now' | 'date';
  /** YYYY-MM-DD. */
  deliverOn: string;
  buyerName: string;
  buyerEmail: string;
}

export type ShopField =
  'amount' | 'recipientName' | 'recipientEmail' | 'deliverOn' | 'buyerName' | 'buyerEmail';

/** The messages, as keys of the giftCard namespace (locales, giftCard.shop.errors). */
export type ShopProblem =
  | 'amountRequired'
  | 'amountRange'
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'dateRequired'
  | 'dateRange';

export type ShopErrors = Partial<Record<ShopField, ShopProblem>>;

/** The form's fields in page order, so submit can focus the first to fix. */
export const SHOP_FIELDS: readonly ShopField[] = [
  'amount',
  'recipientName',
  'recipientEmail',
  'deliverOn',
  'buyerName',
  'buyerEmail',
];

export function emptyShop(): ShopValues {
  return {
    preset: null,
    customAmount: '',
    restaurantId: '',
    recipientName: '',
    recipientEmail: '',
    message: '',
    delivery: 'now',
    deliverOn: '',
    buyerName: '',
    buyerEmail: '',
  };
}

/** The amount chosen, in minor units; null when none (or an unreadable one) is. */
export function chosenAmount(values: ShopValues, exponent: number): number | null {
  if (values.preset === null) return null;
  if (values.preset === 'custom') return parseAmount(values.customAmount, exponent);
  return values.preset;
}

/** YYYY-MM-DD of an instant in the delivery zone. */
export function dayIn(instant: Date, timeZone = DELIVERY_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
}

/** The days a card can be sent on: today (Iceland time) to 365 days on, as the server counts. */
export function deliveryWindow(now: Date): { first: string; last: string } {
  const first = dayIn(now);
  const [year = 1970, month = 1, day = 1] = first.split('-').map(Number);
  const last = new Date(Date.UTC(year, month - 1, day + DELIVERY_DAYS)).toISOString().slice(0, 10);
  return { first, last };
}

export interface ShopLimits {
  /** Decimals of the card's currency (lib/locale-format CURRENCY_EXPONENTS). */
  exponent: number;
  minAmount: number;
  maxAmount: number;
}

function nameProblem(name: string): ShopProblem | null {
  return name.trim() === '' ? 'nameRequired' : null;
}

function emailProblem(email: string): ShopProblem | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'emailRequired';
  return isValidEmail(trimmed) && trimmed.length <= EMAIL_MAX ? null : 'emailInvalid';
}

/** Every rule, field by field in page order; empty when the form may be sent. */
export function validateShop(values: ShopValues, limits: ShopLimits, now: Date): ShopErrors {
  const errors: ShopErrors = {};
  const amount = chosenAmount(values, limits.exponent);
  if (values.preset === null || (values.preset === 'custom' && values.customAmount.trim() === '')) {
    errors.amount = 'amountRequired';
  } else if (amount === null || amount < limits.minAmount || amount > limits.maxAmount) {
    errors.amount = 'amountRange';
  }
  const checks: [ShopField, ShopProblem | null][] = [
    ['recipientName', nameProblem(values.recipientName)],
    ['recipientEmail', emailProblem(values.recipientEmail)],
    ['buyerName', nameProblem(values.buyerName)],
    ['buyerEmail', emailProblem(values.buyerEmail)],
  ];
  for (const [field, problem] of checks) if (problem) errors[field] = problem;
  if (values.delivery === 'date') {
    const { first, last } = deliveryWindow(now);
    if (values.deliverOn === '') errors.deliverOn = 'dateRequired';
    else if (values.deliverOn < first || values.deliverOn > last) errors.deliverOn = 'dateRange';
  }
  return errors;
}

/** The POST /web/giftcards body from a form that passed its rules. */
export function purchaseRequest(
  values: ShopValues,
  context: { amount: number; language: string; card: PaymentCard },
): GiftCardPurchaseRequest {
  return {
    amount: context.amount,
    restaurantId: values.restaurantId === '' ? null : Number(values.restaurantId),
    buyerName: values.buyerName.trim(),
    buyerEmail: values.buyerEmail.trim(),
    recipientName: values.recipientName.trim(),
    recipientEmail: values.recipientEmail.trim(),
    message: values.message.trim(),
    deliverOn: values.delivery === 'date' ? values.deliverOn : null,
    language: context.language,
    card: context.card,
  };
}
