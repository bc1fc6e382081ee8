import type { BookingInfoForCompleteResponse } from '@dekka/contracts/booking';

type Info = Pick<
  BookingInfoForCompleteResponse,
  'guests' | 'isWaitingList' | 'paymentRequirements' | 'prices'
>;

/** How a pre-ordered menu is paid: now, only if the diner does not come, or at the table. */
export type PaidAs = 'prepaid' | 'guaranteed' | 'atRestaurant';

export interface MenuLine {
  id: number;
  name: string;
  count: number;
  /** Null when the restaurant prices the menu at the table. */
  pricePerGuest: number | null;
  /** count × price; null with the price. */
  total: number | null;
  paidAs: PaidAs;
}

export interface PerGuestLine {
  perGuest: number;
  guests: number;
  total: number;
}

/** One thing a charge is for: a menu line, or the restaurant's amount per guest. */
export type Covered =
  { kind: 'menu'; name: string; count: number } | ({ kind: 'perGuest' } & PerGuestLine);

export interface Charge {
  /** The server's total, in minor units. */
  total: number;
  covers: Covered[];
}

export interface PriceLines {
  menus: MenuLine[];
  /** The event's price per guest, when the booking is for an event that has one. */
  event: { name: string; pricePerGuest: number } | null;
  /** Taken when the booking is confirmed; null when nothing is prepaid. */
  prepayment: Charge | null;
  /** Charged only if the diner does not come; null when nothing is guaranteed. */
  noShowFee: Charge | null;
  /** The priced menus that are not prepaid: paid at the table. */
  atRestaurant: number;
  /** What confirming costs now: the prepayment, or 0. */
  payNow: number;
}

const PAID_AS: Record<0 | 1 | 2, PaidAs> = { 0: 'atRestaurant', 1: 'guaranteed', 2: 'prepaid' };

function perGuest(amount: number, guests: number): PerGuestLine | null {
  return amount > 0 ? { perGuest: amount, guests, total: amount * guests } : null;
}

/**
 * The complete page's price list (docs/product.md, "Complete"): each pre-ordered menu as
 * count × price, the event's price per guest, the prepayment and the no-show fee with what each
 * is made of. The charges' totals are the server's, which the lines add up to. Example: 2 guests,
 * prepayment 12 900 per guest and 2 × a prepaid menu at 14 900 → prepayment 55 600, covering
 * "2 × menu" and "12 900 per guest × 2".
 */
export function priceLines(info: Info): PriceLines {
  const { guests, prices, paymentRequirements } = info;
  const menus = prices.menus
    .filter((menu) => menu.count > 0)
    .map((menu): MenuLine => ({
      id: menu.id,
      name: menu.name,
      count: menu.count,
      pricePerGuest: menu.pricePerGuest,
      total: menu.pricePerGuest === null ? null : menu.pricePerGuest * menu.count,
      paidAs: PAID_AS[menu.paymentType],
    }));
  const coveredMenus = (paidAs: PaidAs): Covered[] =>
    menus
      .filter((menu) => menu.paidAs === paidAs && (menu.total ?? 0) > 0)
      .map((menu) => ({ kind: 'menu', name: menu.name, count: menu.count }));
  const prepaidPerGuest = perGuest(prices.prepaymentPerGuest, guests);
  const feePerGuest = perGuest(prices.noShowFeePerGuest, guests);
  const event =
    prices.event && prices.event.pricePerGuest !== null && prices.event.pricePerGuest > 0
      ? { name: prices.event.name, pricePerGuest: prices.event.pricePerGuest }
      : null;
  return {
    menus,
    event,
    prepayment:
      paymentRequirements.totalPrepaid > 0
        ? {
            total: paymentRequirements.totalPrepaid,
            covers: [
              ...coveredMenus('prepaid'),
              ...(prepaidPerGuest ? [{ kind: 'perGuest' as const, ...prepaidPerGuest }] : []),
            ],
          }
        : null,
    noShowFee:
      paymentRequirements.totalNoShow > 0
        ? {
            total: paymentRequirements.totalNoShow,
            covers: [
              ...coveredMenus('guaranteed'),
              ...(feePerGuest ? [{ kind: 'perGuest' as const, ...feePerGuest }] : []),
            ],
          }
        : null,
    atRestaurant: menus
      .filter((menu) => menu.paidAs !== 'prepaid')
      .reduce((sum, menu) => sum + (menu.total ?? 0), 0),
    payNow: paymentRequirements.totalPrepaid,
  };
}

/** Whether the list has anything to show: a waiting-list entry is charged nothing. */
export function hasPriceLines(info: Info, lines: PriceLines): boolean {
  if (info.isWaitingList) return false;
  return (
    lines.menus.length > 0 ||
    lines.event !== null ||
    lines.prepayment !== null ||
    lines.noShowFee !== null
  );
}
