import { utcToZoned } from '@dekka/time/local-time';
import type { BoardOrder, OrderActionRequest, OrderBoardResponse } from '@dekka/contracts/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { OrderMessageKind } from '../../db/schema.ts';
import { giftCardPaidForOrder, releaseGiftCardParts } from '../gift-cards/gift-card-ledger.ts';
import { queueOrderMessage } from '../messages/queue-message.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { type PaymentRow, updatePayment } from '../payments/payment-records.ts';
import { allowedActions, boardOrder } from './order-views.ts';
import { createOrdersRepository, type FoodOrderRow } from './orders.repository.ts';

export type OrderBoardService = ReturnType<typeof createOrderBoardService>;

const MINUTE_MS = 60_000;

/** The moves the diner is e-mailed about (docs/decisions/048-order-messages.md); the rest are not. */
const MESSAGE_OF: Partial<Record<OrderActionRequest['action'], OrderMessageKind>> = {
  accept: 'order_accepted',
  reject: 'order_rejected',
  ready: 'order_ready',
  out_for_delivery: 'order_out_for_delivery',
};

/**
 * The kitchen's order board (docs/decisions/045-food-orders.md): a day's paid orders and the
 * staff's moves on them. Each move runs under the order's row lock and is allowed only from the
 * status it follows, so a move made twice (two screens, a double tap) happens once; a
 * rejection marks the order's charged payment for refund in the same transaction and gives the
 * money back after commit, once.
 */
export function createOrderBoardService(deps: {
  db: AppDatabase;
  clock: Clock;
  provider: PaymentProvider;
  logger: FastifyBaseLogger;
}) {
  const orders = createOrdersRepository(deps.db);

  async function restaurantOf(restaurantId: number) {
    const restaurant = await orders.restaurantSummary(restaurantId);
    if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
    return restaurant;
  }

  /** After the rejection commits: the provider gives the money back; a failure stays visible. */
  async function refund(rows: PaymentRow[]): Promise<void> {
    for (const row of rows) {
      if (!row.providerReference) continue;
      try {
        await deps.provider.refund(row.providerReference);
        await updatePayment(deps.db, row.id, {
          status: 'refunded',
          updatedAt: deps.clock.now(),
        });
      } catch (err) {
        // Stays refund_pending, for the staff to see; the rejection itself has happened.
        deps.logger.error({ err, paymentId: row.id }, 'order refund failed');
      }
    }
  }

  async function viewOf(order: FoodOrderRow): Promise<BoardOrder> {
    const restaurant = await restaurantOf(order.restaurantId);
    return boardOrder(
      order,
      await orders.lines([order.id]),
      restaurant,
      await orders.payments(order.id),
      await giftCardPaidForOrder(deps.db, order.id),
      deps.clock.now(),
    );
  }

  return {
    /** The paid orders whose slot falls on a local date (today in the restaurant's zone). */
    async list(restaurantId: number, date: string | undefined): Promise<OrderBoardResponse> {
      const restaurant = await restaurantOf(restaurantId);
      const now = deps.clock.now();
      const day = date ?? utcToZoned(now.getTime(), restaurant.timeZone).date;
      const rows = await orders.boardOrders(restaurantId, day);
      const lines = await orders.lines(rows.map((row) => row.id));
      const views: BoardOrder[] = [];
      for (const row of rows) {
        const own = lines.filter((line) => line.orderId === row.id);
        const payments = await orders.payments(row.id);
        const giftCard = await giftCardPaidForOrder(deps.db, row.id);
        views.push(boardOrder(row, own, restaurant, payments, giftCard, now));
      }
      return { date: day, timeZone: restaurant.timeZone, orders: views };
    },

    /**
     * A move on the board: accept with the kitchen's minutes (ready no sooner than them, and
     * not before the slot the diner chose), reject with a reason (the payment refunded), or the
     * next step. 409 `order_status` when the order's status does not allow it.
     */
    async act(
      restaurantId: number,
      orderId: number,
      request: OrderActionRequest,
    ): Promise<BoardOrder> {
      const now = deps.clock.now();
      const { order, refunds } = await deps.db.transaction(async (tx) => {
        const rows = createOrdersRepository(tx);
        const locked = await rows.lockById(orderId);
        if (!locked || locked.restaurantId !== restaurantId) {
          throw new AppError('not_found', 404, 'No such order');
        }
        if (!allowedActions(locked).includes(request.action)) {
          throw new AppError('order_status', 409, `An order ${locked.status} cannot be moved so`);
        }
        let values: Partial<FoodOrderRow>;
        let refunds: PaymentRow[] = [];
        if (request.action === 'accept') {
          const readyMs = Math.max(
            locked.slotAt.getTime(),
            now.getTime() + request.prepMinutes * MINUTE_MS,
          );
          values = {
            status: 'accepted',
            prepMinutes: request.prepMinutes,
            readyAt: new Date(readyMs),
          };
        } else if (request.action === 'reject') {
          values = { status: 'rejected', rejectReason: request.reason };
          refunds = (await rows.payments(locked.id, { forUpdate: true })).filter(
            (payment) => payment.status === 'captured',
          );
          for (const payment of refunds) {
            await updatePayment(tx, payment.id, { status: 'refund_pending', updatedAt: now });
          }
          // What gift cards paid goes back to them now, under the order's lock: once (ADR 049).
          await releaseGiftCardParts(tx, { foodOrder: locked, now });
        } else {
          values = { status: request.action };
        }
        await rows.updateOrder(locked.id, { ...values, updatedAt: now });
        // A delivery that is ready waits for its driver: the diner hears when it leaves.
        const kind =
          request.action === 'ready' && locked.mode === 'delivery'
            ? undefined
            : MESSAGE_OF[request.action];
        if (kind) await queueOrderMessage(tx, { kind, foodOrderId: locked.id, now });
        return { order: { ...locked, ...values, updatedAt: now }, refunds };
      });
      await refund(refunds);
      return viewOf(order);
    },
  };
}
