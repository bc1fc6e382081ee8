import { ErrorResponse } from '@dekka/contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { contentLanguage } from '../../content-language.ts';
import { AppError } from '../../errors.ts';
import { requireIdentity } from '../../plugins/auth.ts';
import { authErrorResponses, errorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import type { BookingInfoService } from './booking-info.service.ts';
import type { CancelService } from './cancel.service.ts';
import type { ChangeService } from './change.service.ts';
import type { CompleteService } from './complete.service.ts';
import type { ManageService } from './manage.service.ts';
import type { OfferService } from './offer.service.ts';
import type { ReserveService } from './reserve.service.ts';
import { GiftCardCode } from '@dekka/contracts/gift-card';
import type { GiftCardLookupLimit } from '../gift-cards/gift-card-lookup-limit.ts';
import type { ClientCardAttempts } from '../payments/card-attempts.ts';

export type BookingsRoutesOptions = {
  reserve: ReserveService;
  complete: CompleteService;
  cancel: CancelService;
  change: ChangeService;
  info: BookingInfoService;
  manage: ManageService;
  offers: OfferService;
  reserveRateLimit: Config['reserveRateLimit'];
  /** A complete that names a gift card looks its code up: the same limit as every lookup. */
  giftCardLookups: GiftCardLookupLimit;
  /** A complete that brings a card (or Apple Pay's token) is a card attempt of its client. */
  cardAttempts: ClientCardAttempts;
};

const notFound = { 404: ErrorResponse };

export const bookingsRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (app, opts) => {
  const { max, windowMs } = opts.reserveRateLimit;
  // Per identity, checked after auth (a preHandler) so the key is the verified user, not
  // whatever a bot writes into a token it never signed. The per-IP limit is the route config.
  const identityLimiter = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request: FastifyRequest) => `reserve-user:${request.identity?.userId ?? ''}`,
  });

  defineRoute(
    app,
    'reserve',
    {
      config: {
        rateLimit: {
          max,
          timeWindow: windowMs,
          keyGenerator: (request: FastifyRequest) => `reserve-ip:${request.ip}`,
        },
      },
      preHandler: [
        requireIdentity,
        async (request, reply) => {
          const limit = await identityLimiter(request);
          if (!limit.isAllowed && limit.isExceeded) {
            reply.header('retry-after', String(limit.ttlInSeconds));
            throw new AppError(
              'rate_limited',
              429,
              `Too many reserves, retry in ${limit.ttlInSeconds} s`,
            );
          }
        },
      ],
      errors: { ...notFound, ...authErrorResponses },
    },
    async (request) => {
      // requireIdentity has run, but the compiler cannot know that.
      if (!request.identity) throw new AppError('unauthorized', 401);
      return opts.reserve.reserve({
        userId: request.identity.userId,
        clientAddress: request.ip,
        idempotencyKey: request.headers['idempotency-key'],
        request: request.body,
      });
    },
  );

  defineRoute(
    app,
    'bookingInfoForComplete',
    { errors: { ...notFound, ...errorResponses } },
    // The waiting-list flag is the client's; the booking itself knows whether it is one.
    // Names and policy in the page's language (Accept-Language), where the restaurant has them.
    async (request) =>
      opts.info.forComplete(
        request.params.guid,
        contentLanguage(request.headers['accept-language']),
      ),
  );

  defineRoute(
    app,
    'complete',
    { errors: { ...notFound, 409: ErrorResponse, ...errorResponses } },
    // Accept-Language (docs/product.md, "The API") picks the language of the payment provider's pages.
    async (request) => {
      const { cardNumber, applePayToken } = request.body;
      if (cardNumber?.trim() || applePayToken) await opts.cardAttempts.count(request);
      const options = { language: request.headers['accept-language'] };
      const code = request.body.giftCardCode?.trim();
      if (!code) return opts.complete.complete(request.body, options);
      // A gift card code is a lookup like any other: limited per address, unknown ones counted.
      await opts.giftCardLookups.assertOpen(request);
      const result = await opts.complete.complete(request.body, options);
      if (result.message === 'gift_card_not_found' && GiftCardCode.safeParse(code).success) {
        await opts.giftCardLookups.countUnknown(request);
      }
      return result;
    },
  );

  defineRoute(
    app,
    'bookingInfoForConfirmation',
    { errors: { ...notFound, ...errorResponses } },
    async (request) =>
      opts.info.forConfirmation(
        request.params.guid,
        contentLanguage(request.headers['accept-language']),
      ),
  );

  defineRoute(
    app,
    'manageBooking',
    { errors: { ...notFound, ...errorResponses } },
    // Menus and policy in the page's language (Accept-Language), where the restaurant has them.
    async (request) =>
      opts.manage.forManage(
        request.params.guid,
        contentLanguage(request.headers['accept-language']),
      ),
  );

  defineRoute(app, 'bookingCalendar', { produces: ['text/calendar'] }, async (request, reply) => {
    const calendar = await opts.manage.calendar(request.params.guid);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="booking.ics"')
      .send(calendar);
  });

  defineRoute(
    app,
    'changeOptions',
    { errors: { ...notFound, ...errorResponses } },
    async (request) =>
      opts.change.options(request.params.guid, request.query.date, request.query.guests),
  );

  defineRoute(
    app,
    'change',
    { errors: { ...notFound, 409: ErrorResponse, ...errorResponses } },
    async (request) => {
      // A card sent to pay a change's difference is a card attempt of its client.
      if (request.body.card) await opts.cardAttempts.count(request);
      return opts.change.change(request.body, request.headers['idempotency-key'], {
        language: request.headers['accept-language'],
      });
    },
  );

  defineRoute(
    app,
    'isCancelAllowed',
    { errors: { ...notFound, ...errorResponses } },
    async (request) => opts.cancel.isCancelAllowed(request.params.guid),
  );

  defineRoute(app, 'cancel', { errors: { ...notFound, ...errorResponses } }, async (request) =>
    opts.cancel.cancel(request.params.guid),
  );

  defineRoute(
    app,
    'acceptTableOffer',
    { errors: { ...notFound, ...errorResponses } },
    async (request) => opts.offers.accept(request.params.guid),
  );

  defineRoute(
    app,
    'declineTableOffer',
    { errors: { ...notFound, ...errorResponses } },
    async (request) => opts.offers.decline(request.params.guid),
  );
};
