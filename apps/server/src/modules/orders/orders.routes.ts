import { ErrorResponse } from '@dekka/contracts/errors';
import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf, requireAccount } from '../../plugins/auth.ts';
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
  const schema = (summary: string) => ({ tags: ['orders'], summary });
  const payLimit = { rateLimit: { max: opts.payLimit.max, timeWindow: opts.payLimit.windowMs } };
  const createLimit = {
    rateLimit: { max: opts.createLimit.max, timeWindow: opts.createLimit.windowMs },
  };

  app.get(
    API_ROUTES.orderSlots.path,
    {
      schema: {
        ...schema('The pickup or delivery times a mode can still take on a local date'),
        querystring: ROUTE_SCHEMAS.orderSlots.querystring,
        response: { 200: ROUTE_SCHEMAS.orderSlots.response, ...orderErrors },
      },
    },
    async (request) =>
      opts.orders.slots(request.query.restaurantId, request.query.mode, request.query.date),
  );

  app.post(
    API_ROUTES.createOrder.path,
    {
      config: createLimit,
      schema: {
        ...schema('Create an order for a slot, priced by the server; its slot is held unpaid'),
        body: ROUTE_SCHEMAS.createOrder.body,
        response: { 200: ROUTE_SCHEMAS.createOrder.response, ...orderErrors },
      },
    },
    // A signed-in diner's order is theirs ("My bookings" lists it); an anonymous one is no one's.
    async (request) =>
      opts.orders.create(
        request.body,
        request.identity && !request.identity.isAnonymous ? request.identity.userId : null,
      ),
  );

  app.get(
    API_ROUTES.myOrders.path,
    {
      preHandler: requireAccount,
      schema: {
        tags: ['users'],
        summary: "The signed-in diner's paid food orders, the latest first",
        security: [{ bearerAuth: [] }],
        response: { 200: ROUTE_SCHEMAS.myOrders.response, ...authErrorResponses },
      },
    },
    async (request) => opts.orders.mine(identityOf(request).userId),
  );

  app.get(
    API_ROUTES.order.path,
    {
      schema: {
        ...schema("The diner's order: status, lines, totals and time"),
        params: ROUTE_SCHEMAS.order.params,
        response: { 200: ROUTE_SCHEMAS.order.response, ...orderErrors },
      },
    },
    async (request) => opts.orders.view(request.params.token),
  );

  app.post(
    API_ROUTES.payOrder.path,
    {
      config: payLimit,
      schema: {
        ...schema(
          'Pay an order with a card and/or a gift card: paid, not paid, or a 3-D Secure challenge',
        ),
        params: ROUTE_SCHEMAS.payOrder.params,
        body: ROUTE_SCHEMAS.payOrder.body,
        response: { 200: ROUTE_SCHEMAS.payOrder.response, ...orderErrors },
      },
    },
    async (request) => {
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
    },
  );
};

/** The kitchen's order board, behind the staff guard: every role of the restaurant's staff. */
export const orderBoardRoutes: FastifyPluginAsyncZod<{
  board: OrderBoardService;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  app.get(
    API_ROUTES.orderBoard.path,
    {
      preHandler: opts.staffOnly('orders.view'),
      schema: {
        tags: ['staff'],
        summary: "A day's paid food orders for the kitchen's board",
        security: [{ bearerAuth: [] }],
        params: ROUTE_SCHEMAS.orderBoard.params,
        querystring: ROUTE_SCHEMAS.orderBoard.querystring,
        response: { 200: ROUTE_SCHEMAS.orderBoard.response, ...staffErrorResponses },
      },
    },
    async (request) => opts.board.list(request.params.restaurantId, request.query.date),
  );

  app.patch(
    API_ROUTES.changeOrder.path,
    {
      preHandler: opts.staffOnly('orders.change'),
      schema: {
        tags: ['staff'],
        summary: 'Accept, reject (refunded) or move a food order to its next step',
        security: [{ bearerAuth: [] }],
        params: ROUTE_SCHEMAS.changeOrder.params,
        body: ROUTE_SCHEMAS.changeOrder.body,
        response: { 200: ROUTE_SCHEMAS.changeOrder.response, ...staffErrorResponses },
      },
    },
    async (request) =>
      opts.board.act(request.params.restaurantId, request.params.orderId, request.body),
  );
};
