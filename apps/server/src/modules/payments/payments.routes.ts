import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import { ErrorResponse } from '@dekka/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-schemas.ts';
import type { ApplePayService } from './apple-pay.service.ts';
import type { ClientCardAttempts } from './card-attempts.ts';
import type { PaymentLinkService } from './payment-link.service.ts';
import type { PaymentService } from './payment.service.ts';

export type PaymentsRoutesOptions = {
  payments: PaymentService;
  paymentLinks: PaymentLinkService;
  applePay: ApplePayService;
  /** A payment link paid with a card is a card attempt of its client, as a complete is. */
  cardAttempts: ClientCardAttempts;
};

const notFound = { 404: ErrorResponse };

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, opts) => {
  app.get(
    API_ROUTES.paymentStatus.path,
    {
      schema: {
        tags: ['payments'],
        summary: 'The payment state of a booking and its latest payment event (after a reconnect)',
        params: ROUTE_SCHEMAS.paymentStatus.params,
        response: { 200: ROUTE_SCHEMAS.paymentStatus.response, ...notFound, ...errorResponses },
      },
    },
    async (request) => opts.payments.status(request.params.guid),
  );

  app.get(
    API_ROUTES.paymentLink.path,
    {
      schema: {
        tags: ['payments'],
        summary: 'What a restaurant-made booking still owes, for the payment-link page',
        params: ROUTE_SCHEMAS.paymentLink.params,
        response: { 200: ROUTE_SCHEMAS.paymentLink.response, ...notFound, ...errorResponses },
      },
    },
    async (request) => opts.paymentLinks.get(request.params.guid),
  );

  app.put(
    API_ROUTES.confirmPaymentLink.path,
    {
      schema: {
        tags: ['payments'],
        summary: 'Give the card a payment link asks for (or null when none is owed)',
        body: ROUTE_SCHEMAS.confirmPaymentLink.body,
        response: {
          200: ROUTE_SCHEMAS.confirmPaymentLink.response,
          ...notFound,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      if (request.body.card) await opts.cardAttempts.count(request);
      return opts.paymentLinks.confirm(request.body, {
        language: request.headers['accept-language'],
      });
    },
  );

  app.post(
    API_ROUTES.applePaySession.path,
    {
      schema: {
        tags: ['payments'],
        summary: "Apple Pay's merchant validation for a held booking (when Apple Pay is offered)",
        body: ROUTE_SCHEMAS.applePaySession.body,
        response: {
          200: ROUTE_SCHEMAS.applePaySession.response,
          ...notFound,
          409: ErrorResponse,
          ...errorResponses,
        },
      },
    },
    async (request) => opts.applePay.startSession(request.body),
  );
};
