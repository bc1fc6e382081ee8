import { utcToZoned } from '@dekka/time/local-time';
import type { BoardOrder, OrderAction, OrderLineView, OrderView } from '@dekka/contracts/orders';
import type { FoodOrderStatus } from '../../db/schema.ts';
import type { PaymentRow } from '../payments/payment-records.ts';
import type { FoodOrderLineRow, FoodOrderRow } from './orders.repository.ts';

type Restaurant = { id: number; name: string; slug: string; timeZone: string };
/** What gift cards paid toward the order, and how much of it went back (ADR 049). */
type GiftCardPaid = { paid: number; returned: number };

/** An unpaid order whose hold ran out has lapsed, whether or not anything has marked it yet. */
export function effectiveStatus(order: FoodOrderRow, now: Date): FoodOrderStatus {
  return order.status === 'pending_payment' && order.expiresAt.getTime() <= now.getTime()
    ? 'lapsed'
    : order.status;
}

/**
 * The board's moves from each status. Takeaway and catering are collected (ready → picked up);
 * a delivery leaves the kitchen (ready → out for delivery → delivered). The kitchen may reject
 * an order until it is ready, its payment then refunded.
 */
export function allowedActions(order: Pick<FoodOrderRow, 'status' | 'mode'>): OrderAction[] {
  switch (order.status) {
    case 'placed':
      return ['accept', 'reject'];
    case 'accepted':
      return ['preparing', 'ready', 'reject'];
    case 'preparing':
      return ['ready', 'reject'];
    case 'ready':
      return order.mode === 'delivery' ? ['out_for_delivery'] : ['picked_up'];
    case 'out_for_delivery':
      return ['delivered'];
    default:
      return [];
  }
}

function lineView(line: FoodOrderLineRow): OrderLineView {
  return {
    kind: line.kind,
    name: line.name,
    quantity: line.quantity,
    choices: line.choices,
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
    note: line.note,
  };
}

function localDateTime(ms: number, timeZone: string): string {
  const zoned = utcToZoned(ms, timeZone);
  return `${zoned.date}T${zoned.time}`;
}

/** The diner's view of an order: what it costs, where it stands, when it will be ready. */
export function orderView(
  order: FoodOrderRow,
  lines: FoodOrderLineRow[],
  restaurant: Restaurant,
  payments: PaymentRow[],
  giftCard: GiftCardPaid,
  now: Date,
): OrderView {
  const status = effectiveStatus(order, now);
  const charged = payments.filter((payment) =>
    ['captured', 'refund_pending', 'refunded'].includes(payment.status),
  );
  const cardsBack = charged.every((payment) =>
    ['refund_pending', 'refunded'].includes(payment.status),
  );
  return {
    token: order.token,
    status,
    mode: order.mode,
    restaurant: { id: restaurant.id, name: restaurant.name, slug: restaurant.slug },
    slot: order.slotLocal,
    timeZone: restaurant.timeZone,
    expiresAt: status === 'pending_payment' ? order.expiresAt.toISOString() : null,
    prepMinutes: order.prepMinutes,
    readyAt: order.readyAt ? localDateTime(order.readyAt.getTime(), restaurant.timeZone) : null,
    rejectReason: order.rejectReason,
    currency: order.currency,
    lines: lines.map(lineView),
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    total: order.total,
    payNow: order.payNow,
    payLater: order.total - order.payNow,
    paid: charged.reduce((sum, payment) => sum + payment.amount, 0),
    giftCardPaid: giftCard.paid,
    refunded:
      (charged.length > 0 || giftCard.paid > 0) && cardsBack && giftCard.returned >= giftCard.paid,
    catering: order.cateringGuests === null ? null : { guests: order.cateringGuests },
    delivery:
      order.deliveryStreet === null
        ? null
        : {
            street: order.deliveryStreet,
            postcode: order.deliveryPostcode ?? '',
            city: order.deliveryCity ?? '',
            zone: order.deliveryZone ?? '',
          },
    firstName: order.firstName,
  };
}

/** The board's view: the diner's, with who they are, their note and the next moves. */
export function boardOrder(
  order: FoodOrderRow,
  lines: FoodOrderLineRow[],
  restaurant: Restaurant,
  payments: PaymentRow[],
  giftCard: GiftCardPaid,
  now: Date,
): BoardOrder {
  const { firstName: _firstName, ...view } = orderView(
    order,
    lines,
    restaurant,
    payments,
    giftCard,
    now,
  );
  return {
    ...view,
    id: order.id,
    contact: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phone: order.phone,
    },
    note: order.note,
    placedAt: order.placedAt?.toISOString() ?? null,
    actions: allowedActions(order),
  };
}
