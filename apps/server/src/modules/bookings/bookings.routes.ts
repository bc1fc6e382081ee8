import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import { ErrorResponse } from '@dekka/contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { contentLanguage } from '../../content-language.ts';
import { AppError } from '../../errors.ts';
import { requireIdentity } from '../../plugins/auth.ts';
import { authErrorResponses, errorResponses } from '../../plugins/error-schemas.ts';
import type { BookingInfoService } from './booking-info.service.ts';
import type { CancelService } from './cancel.service.ts';
import type { ChangeService } from './change.service.ts';
import type { CompleteService } from './complete.service.ts';
import type { ManageService } from './manage.service.ts';
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

  app.post(
    API_ROUTES.reserve.path,
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
      schema: {
        tags: ['bookings'],
        summary: 'Hold the best free table for 5 minutes (or join the waiting list)',
        security: [{ bearerAuth: [] }],
        headers: ROUTE_SCHEMAS.reserve.headers,
        body: ROUTE_SCHEMAS.reserve.body,
        response: { 200: ROUTE_SCHEMAS.reserve.response, ...notFound, ...authErrorResponses },
      },
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

  app.get(
    API_ROUTES.bookingInfoForComplete.path,
    {
      schema: {
        tags: ['bookings'],
        summary: 'What the complete page shows: time, party, restaurant, payment totals',
        params: ROUTE_SCHEMAS.bookingInfoForComplete.params,
        response: {
          200: ROUTE_SCHEMAS.bookingInfoForComplete.response,
          ...notFound,
          ...errorResponses,
        },
      },
    },
    // The waiting-list flag is the client's; the booking itself knows whether it is one.
    // Names and policy in the page's language (Accept-Language), where the restaurant has them.
    async (request) =>
      opts.info.forComplete(
        request.params.guid,
        contentLanguage(request.headers['accept-language']),
      ),
  );

  app.put(
    API_ROUTES.complete.path,
    {
      schema: {
        tags: ['bookings'],
        summary: 'Confirm a held booking with contact details (and card, when payment is required)',
        body: ROUTE_SCHEMAS.complete.body,
        response: {
          200: ROUTE_SCHEMAS.complete.response,
          ...notFound,
          409: ErrorResponse,
          ...errorResponses,
        },
      },
    },
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

  app.get(
    API_ROUTES.bookingInfoForConfirmation.path,
    {
      schema: {
        tags: ['bookings'],
        summary: 'A confirmed booking or waiting-list entry, for the confirmation page',
        params: ROUTE_SCHEMAS.bookingInfoForConfirmation.params,
        response: {
          200: ROUTE_SCHEMAS.bookingInfoForConfirmation.response,
          ...notFound,
          ...errorResponses,
        },
      },
    },
    async (request) =>
      opts.info.forConfirmation(
        request.params.guid,
        contentLanguage(request.headers['accept-language']),
      ),
  );

  app.get(
    API_ROUTES.manageBooking.path,
    {
      schema: {
        tags: ['bookings'],
        summary: 'A completed booking for the manage page: times, menus, payment, cancel rule',
        params: ROUTE_SCHEMAS.manageBooking.params,
        response: { 200: ROUTE_SCHEMAS.manageBooking.response, ...notFound, ...errorResponses },
      },
    },
    // Menus and policy in the page's language (Accept-Language), where the restaurant has them.
    async (request) =>
      opts.manage.forManage(
        request.params.guid,
        contentLanguage(request.headers['accept-language']),
      ),
  );

  app.get(
    API_ROUTES.bookingCalendar.path,
    {
      schema: {
        tags: ['bookings'],
        summary: 'The booking as an iCalendar file (text/calendar), for Add to calendar',
        params: ROUTE_SCHEMAS.bookingCalendar.params,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const calendar = await opts.manage.calendar(request.params.guid);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="booking.ics"')
        .send(calendar);
    },
  );

  app.get(
    API_ROUTES.changeOptions.path,
    {
      schema: {
        tags: ['bookings'],
        summary: 'Whether the booking may be changed, and the times it could move to on a day',
        params: ROUTE_SCHEMAS.changeOptions.params,
        querystring: ROUTE_SCHEMAS.changeOptions.querystring,
        response: { 200: ROUTE_SCHEMAS.changeOptions.response, ...notFound, ...errorResponses },
      },
    },
    async (request) =>
      opts.change.options(request.params.guid, request.query.date, request.query.guests),
  );

  app.put(
    API_ROUTES.change.path,
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Move the booking to another time or party size (the new table is taken and the old one freed together)',
        headers: ROUTE_SCHEMAS.change.headers,
        body: ROUTE_SCHEMAS.change.body,
        response: {
          200: ROUTE_SCHEMAS.change.response,
          ...notFound,
          409: ErrorResponse,
          ...errorResponses,
        },
      },
    },
    async (request) => opts.change.change(request.body, request.headers['idempotency-key']),
  );

  app.get(
    API_ROUTES.isCancelAllowed.path,
    {
      schema: {
        tags: ['bookings'],
        summary: 'Whether the booking may be cancelled now',
        params: ROUTE_SCHEMAS.isCancelAllowed.params,
        response: { 200: ROUTE_SCHEMAS.isCancelAllowed.response, ...notFound, ...errorResponses },
      },
    },
    async (request) => opts.cancel.isCancelAllowed(request.params.guid),
  );

  app.put(
    API_ROUTES.cancel.path,
    {
      schema: {
        tags: ['bookings'],
        summary: 'Cancel the booking and free its tables',
        params: ROUTE_SCHEMAS.cancel.params,
        response: { 200: ROUTE_SCHEMAS.cancel.response, ...notFound, ...errorResponses },
      },
    },
    async (request) => opts.cancel.cancel(request.params.guid),
  );
};
