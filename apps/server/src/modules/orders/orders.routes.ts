import { ErrorResponse } from '@dekka/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf, requireAccount } from '../../plugins/auth.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import {
  authErrorResponses,
  errorResponses,
  staffErrorResponses,
} from '../../plugins/error-schemas.ts';
import { GiftCardCode } from '@dekka/contracts/gift-card';
import { AppError } from '../../errors.ts';
import type { GiftCardLookupLimit } from '../gift-cards/gift-card-lookup-limit.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import type { OrderBoardService } from './order-board.service.ts';
import type { OrdersService } from './orders.service.ts';

const orderErrors = { ...errorResponses, 404: ErrorResponse, 409: ErrorResponse };

/** The diner's food orders: slots, creating, paying, and the order's page. */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  /** Card payments per client address per window (as gift card purchases): no card-testing oracle. */
  payLimit: { max: number; windowMs: number };
  /**
   * New orders per client address per window, as reserves: an unpaid order holds its slot's
   * capacity for minutes, so a script must not be able to fill a kitchen's evening.
   */
  createLimit: { max: number; windowMs: number };
  /** A gift card code paying an order is a lookup like any other (ADR 032's guessing limit). */
  giftCardLookups: GiftCardLookupLimit;
}> = async (app, opts) => {
  const payLimit = { rateLimit: { max: opts.payLimit.max, timeWindow: opts.payLimit.windowMs } };
  const createLimit = {
    rateLimit: { max: opts.createLimit.max, timeWindow: opts.createLimit.windowMs },
  };

  defineRoute(app, 'orderSlots', { errors: orderErrors }, async (request) =>
    opts.orders.slots(request.query.restaurantId, request.query.mode, request.query.date),
  );

  defineRoute(
    app,
    'createOrder',
    { config: createLimit, errors: orderErrors },
    // A signed-in diner's order is theirs ("My bookings" lists it); an anonymous one is no one's.
    async (request) =>
      opts.orders.create(
        request.body,
        request.identity && !request.identity.isAnonymous ? request.identity.userId : null,
      ),
  );

  defineRoute(
    app,
    'myOrders',
    { preHandler: requireAccount, errors: authErrorResponses },
    async (request) => opts.orders.mine(identityOf(request).userId),
  );

  defineRoute(app, 'order', { errors: orderErrors }, async (request) =>
    opts.orders.view(request.params.token),
  );

  defineRoute(app, 'payOrder', { config: payLimit, errors: orderErrors }, async (request) => {
    const code = request.body.giftCardCode?.trim();
    if (!code) return opts.orders.pay(request.params.token, request.body);
    // Limited per address; an unknown code counts, a malformed one (never looked up) not.
    await opts.giftCardLookups.assertOpen(request);
    try {
      return await opts.orders.pay(request.params.token, request.body);
    } catch (error) {
      if (
        error instanceof AppError &&
        error.code === 'gift_card_not_found' &&
        GiftCardCode.safeParse(code).success
      ) {
        await opts.giftCardLookups.countUnknown(request);
      }
      throw error;
    }
  });
};

/** The kitchen's order board, behind the staff guard: every role of the restaurant's staff. */
export const orderBoardRoutes: FastifyPluginAsyncZod<{
  board: OrderBoardService;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  defineRoute(
    app,
    'orderBoard',
    { preHandler: opts.staffOnly('orders.view'), errors: staffErrorResponses },
    async (request) => opts.board.list(request.params.restaurantId, request.query.date),
  );

  defineRoute(
    app,
    'changeOrder',
    { preHandler: opts.staffOnly('orders.change'), errors: staffErrorResponses },
    async (request) =>
      opts.board.act(request.params.restaurantId, request.params.orderId, request.body),
  );
};
