import { ErrorResponse } from '@dekka/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { errorResponses, staffErrorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
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
  defineRoute(app, 'giftCardShop', async () => opts.giftCards.shop());

  defineRoute(
    app,
    'buyGiftCard',
    {
      config: {
        rateLimit: { max: opts.purchaseLimit.max, timeWindow: opts.purchaseLimit.windowMs },
      },
      errors: lookupErrors,
    },
    async (request) => opts.giftCards.buy(request.body),
  );

  defineRoute(app, 'giftCardOrder', { errors: lookupErrors }, async (request) =>
    opts.giftCards.order(request.params.orderGuid),
  );

  defineRoute(app, 'giftCardStatus', { errors: lookupErrors }, async (request) =>
    opts.lookups.lookup(request, () => opts.giftCards.status(request.body.code)),
  );

  defineRoute(app, 'checkGiftCard', { errors: lookupErrors }, async (request) =>
    opts.lookups.lookup(request, () => opts.giftCards.check(request.body.code, request.body)),
  );

  defineRoute(app, 'giftCard', { errors: lookupErrors }, async (request) =>
    opts.lookups.lookup(request, () => opts.giftCards.view(request.params.code)),
  );
};

/** The staff take an amount off a gift card at the table, behind the staff guard. */
export const giftCardStaffRoutes: FastifyPluginAsyncZod<{
  giftCards: GiftCardService;
  lookups: GiftCardLookupLimit;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  defineRoute(
    app,
    'redeemGiftCard',
    { preHandler: opts.staffOnly('giftCards.redeem'), errors: staffErrorResponses },
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
