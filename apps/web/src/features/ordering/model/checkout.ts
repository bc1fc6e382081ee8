import type { OrderMenuResponse } from '@dekka/contracts/order-menu';
import type { OrderCreateRequest } from '@dekka/contracts/orders';
import type { OrderMode } from '@dekka/contracts/restaurant-ordering';
import { type Cart, cartSubtotal } from './cart';

/** What the checkout asks besides the card: the time, who orders, and where a delivery goes. */
export type CheckoutValues = {
  date: string;
  slot: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  postcode: string;
  city: string;
};

export type CheckoutField = keyof CheckoutValues;

export const CHECKOUT_FIELDS: readonly CheckoutField[] = [
  'slot',
  'street',
  'postcode',
  'city',
  'firstName',
  'lastName',
  'email',
  'phone',
];

export type CheckoutProblem = 'required' | 'email' | 'phone' | 'postcode';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// As the orders contract checks it: digits, spaces, brackets and dashes, a + first.
const PHONE = /^\+?[0-9 ()-]{5,40}$/;
const POSTCODE = /^[0-9A-Za-z][0-9A-Za-z -]{1,9}$/;

/** Each field's problem, as the server would refuse it; the address only for delivery. */
export function checkoutProblems(
  values: CheckoutValues,
  mode: OrderMode,
): Partial<Record<CheckoutField, CheckoutProblem>> {
  const problems: Partial<Record<CheckoutField, CheckoutProblem>> = {};
  const need = (field: CheckoutField) => {
    if (values[field].trim() === '') problems[field] = 'required';
  };
  need('slot');
  need('firstName');
  need('lastName');
  if (!EMAIL.test(values.email.trim())) problems.email = values.email.trim() ? 'email' : 'required';
  if (!PHONE.test(values.phone.trim())) problems.phone = values.phone.trim() ? 'phone' : 'required';
  if (mode === 'delivery') {
    need('street');
    if (!POSTCODE.test(values.postcode.trim())) {
      problems.postcode = values.postcode.trim() ? 'postcode' : 'required';
    }
  }
  return problems;
}

/**
 * The create body: ids, quantities and choices only; the server prices every line itself. A
 * delivery carries the diner's position when they shared it, for zones drawn by distance.
 */
export function orderRequest(
  restaurantId: number,
  mode: OrderMode,
  cart: Cart,
  values: CheckoutValues,
  language: string,
  point: { lat: number; lon: number } | null = null,
): OrderCreateRequest {
  return {
    restaurantId,
    mode,
    lines: cart.lines.map((line) => ({
      itemId: line.itemId,
      quantity: line.quantity,
      choiceIds: line.choiceIds,
      note: line.note,
    })),
    catering: mode === 'catering' ? cart.package : null,
    slot: values.slot,
    contact: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
    },
    delivery:
      mode === 'delivery'
        ? {
            street: values.street.trim(),
            postcode: values.postcode.trim(),
            city: values.city.trim(),
            lat: point?.lat ?? null,
            lon: point?.lon ?? null,
          }
        : null,
    language,
  };
}

/** The server's refusals the diner can act on, by the key its message names. */
const REFUSALS = {
  slot_full: 'slotGone',
  slot_not_offered: 'slotGone',
  inside_lead_time: 'slotGone',
  ordering_paused: 'paused',
  outside_zones: 'outsideZones',
  below_zone_minimum: 'belowMinimum',
  below_min_guests: 'belowGuests',
  sold_out: 'menuChanged',
  unknown_item: 'menuChanged',
  unknown_choice: 'menuChanged',
  not_offered_in_mode: 'menuChanged',
  not_offered_at_time: 'notAtTime',
  package_required: 'packageRequired',
  gift_card_not_found: 'giftCardNotFound',
  gift_card_expired: 'giftCardExpired',
  gift_card_insufficient_balance: 'giftCardEmpty',
  gift_card_other_restaurant: 'giftCardOtherRestaurant',
} as const;

/** The refusals of a gift card code when paying: the applied card is dropped with them. */
export const GIFT_CARD_REFUSALS: readonly Refusal[] = [
  'giftCardNotFound',
  'giftCardExpired',
  'giftCardEmpty',
  'giftCardOtherRestaurant',
];

export type Refusal = (typeof REFUSALS)[keyof typeof REFUSALS] | 'failed';

/** Which refusal an error's code or message names; 'failed' for anything else. */
export function refusalOf(code: string, message: string): Refusal {
  for (const [key, refusal] of Object.entries(REFUSALS)) {
    if (code === key || message.includes(key)) return refusal;
  }
  return 'failed';
}

/**
 * What the order will ask to be paid now, as far as the page can tell, for the gift card check:
 * the cart, catering's deposit when it asks one, and for delivery the dearest zone's fee (the
 * server matches the zone). Never below what the server will ask, so a gift card said to pay
 * it all does; the server prices the order again and takes only what it owes.
 */
export function payNowEstimate(cart: Cart, menu: OrderMenuResponse, mode: OrderMode): number {
  const subtotal = cartSubtotal(cart, menu);
  if (mode === 'delivery') {
    return subtotal + Math.max(0, ...menu.zones.map((zone) => zone.fee));
  }
  const deposit = menu.catering?.payment === 'deposit' ? menu.catering.depositPercent : null;
  if (mode === 'catering' && deposit !== null && subtotal > 0) {
    return Math.max(1, Math.round((subtotal * deposit) / 100));
  }
  return subtotal;
}
