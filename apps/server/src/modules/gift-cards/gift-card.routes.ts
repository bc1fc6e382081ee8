import { ErrorResponse } from '@dekka/contracts/errors';
import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { errorResponses, staffErrorResponses } from '../../plugins/error-schemas.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import type { GiftCardLookupLimit } from './gift-card-lookup-limit.ts';
import type { GiftCardService } from './gift-card.service.ts';

export type GiftCardRoutesOptions = {
  giftCards: GiftCardService;
  /** Every lookup of a typed code goes through it: unknown codes count per client address. */
  lookups: GiftCardLookupLimit;
  /** Purchases per client address per window: card testing must not find a cheap oracle here. */
  purchaseLimit: { max: number; windowMs: number };
};

const lookupErrors = { ...errorResponses, 404: ErrorResponse };

/** The gift card shop, the buyer's receipt, and a card's page, balance and check (diners). */
export const giftCardRoutes: FastifyPluginAsyncZod<GiftCardRoutesOptions> = async (app, opts) => {
  const schema = (summary: string) => ({ tags: ['gift-cards'], summary });

  app.get(
    API_ROUTES.giftCardShop.path,
    {
      schema: {
        ...schema('What the gift card shop offers: amounts, validity, restaurants'),
        response: { 200: ROUTE_SCHEMAS.giftCardShop.response, ...errorResponses },
      },
    },
    async () => opts.giftCards.shop(),
  );

  app.post(
    API_ROUTES.buyGiftCard.path,
    {
      config: {
        rateLimit: { max: opts.purchaseLimit.max, timeWindow: opts.purchaseLimit.windowMs },
      },
      schema: {
        ...schema('Buy a gift card with a card: paid, not paid, or a 3-D Secure challenge'),
        body: ROUTE_SCHEMAS.buyGiftCard.body,
        response: { 200: ROUTE_SCHEMAS.buyGiftCard.response, ...lookupErrors },
      },
    },
    async (request) => opts.giftCards.buy(request.body),
  );

  app.get(
    API_ROUTES.giftCardOrder.path,
    {
      schema: {
        ...schema("The buyer's receipt: the order's state, and the card's code once paid"),
        params: ROUTE_SCHEMAS.giftCardOrder.params,
        response: { 200: ROUTE_SCHEMAS.giftCardOrder.response, ...lookupErrors },
      },
    },
    async (request) => opts.giftCards.order(request.params.orderGuid),
  );

  app.post(
    API_ROUTES.giftCardStatus.path,
    {
      schema: {
        ...schema("A typed code's balance, expiry and history (unknown codes are limited)"),
        body: ROUTE_SCHEMAS.giftCardStatus.body,
        response: { 200: ROUTE_SCHEMAS.giftCardStatus.response, ...lookupErrors },
      },
    },
    async (request) => opts.lookups.lookup(request, () => opts.giftCards.status(request.body.code)),
  );

  app.post(
    API_ROUTES.checkGiftCard.path,
    {
      schema: {
        ...schema(
          "What a code would pay toward a held booking's prepayment or an order, and why not",
        ),
        body: ROUTE_SCHEMAS.checkGiftCard.body,
        response: { 200: ROUTE_SCHEMAS.checkGiftCard.response, ...lookupErrors },
      },
    },
    async (request) =>
      opts.lookups.lookup(request, () => opts.giftCards.check(request.body.code, request.body)),
  );

  app.get(
    API_ROUTES.giftCard.path,
    {
      schema: {
        ...schema("The gift card's page: amount, balance, message, expiry"),
        params: ROUTE_SCHEMAS.giftCard.params,
        response: { 200: ROUTE_SCHEMAS.giftCard.response, ...lookupErrors },
      },
    },
    async (request) => opts.lookups.lookup(request, () => opts.giftCards.view(request.params.code)),
  );
};

/** The staff take an amount off a gift card at the table, behind the staff guard. */
export const giftCardStaffRoutes: FastifyPluginAsyncZod<{
  giftCards: GiftCardService;
  lookups: GiftCardLookupLimit;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  app.post(
    API_ROUTES.redeemGiftCard.path,
    {
      preHandler: opts.staffOnly('giftCards.redeem'),
      schema: {
        tags: ['staff'],
        summary: 'Take an amount off a gift card valid at the restaurant (not past its balance)',
        security: [{ bearerAuth: [] }],
        params: ROUTE_SCHEMAS.redeemGiftCard.params,
        body: ROUTE_SCHEMAS.redeemGiftCard.body,
        response: { 200: ROUTE_SCHEMAS.redeemGiftCard.response, ...staffErrorResponses },
      },
    },
    async (request) =>
      opts.lookups.lookup(request, () =>
        opts.giftCards.redeem(
          identityOf(request),
          request.params.restaurantId,
          request.body.code,
          request.body.amount,
        ),
      ),
  );
};
