import type { RestaurantRow } from '../restaurants/restaurant-row.ts';

/** Menu payment types (docs/product.md, "The API"): 0 none, 1 no-show fee, 2 prepayment. */
const MenuPayment = { NoShow: 1, Prepayment: 2 } as const;

export type PaymentTotals = { totalNoShow: number; totalPrepaid: number };

/**
 * What a booking would have to guarantee or prepay, in minor units: the restaurant's amount per
 * guest by its payment rule, plus each paid menu's price × count by the menu's payment type.
 * Example: no-show fee 2 000 ISK per guest, 4 guests, 2 × prepaid menu at 9 900 →
 * { totalNoShow: 8 000, totalPrepaid: 19 800 }.
 */
export function paymentTotals(
  restaurant: Pick<RestaurantRow, 'paymentRule' | 'paymentAmountPerGuest'>,
  guests: number,
  menus: { count: number; price: number | null; paymentType: number }[],
): PaymentTotals {
  const perParty = restaurant.paymentAmountPerGuest * guests;
  let totalNoShow = restaurant.paymentRule === 'no_show_fee' ? perParty : 0;
  let totalPrepaid = restaurant.paymentRule === 'prepayment' ? perParty : 0;
  for (const menu of menus) {
    const amount = (menu.price ?? 0) * menu.count;
    if (menu.paymentType === MenuPayment.NoShow) totalNoShow += amount;
    if (menu.paymentType === MenuPayment.Prepayment) totalPrepaid += amount;
  }
  return { totalNoShow, totalPrepaid };
}
