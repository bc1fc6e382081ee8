import { ErrorResponse } from '@dekka/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
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
  defineRoute(
    app,
    'paymentStatus',
    { errors: { ...notFound, ...errorResponses } },
    async (request) => opts.payments.status(request.params.guid),
  );

  defineRoute(app, 'paymentLink', { errors: { ...notFound, ...errorResponses } }, async (request) =>
    opts.paymentLinks.get(request.params.guid),
  );

  defineRoute(
    app,
    'confirmPaymentLink',
    { errors: { ...notFound, ...errorResponses } },
    async (request) => {
      if (request.body.card) await opts.cardAttempts.count(request);
      return opts.paymentLinks.confirm(request.body, {
        language: request.headers['accept-language'],
      });
    },
  );

  defineRoute(
    app,
    'applePaySession',
    { errors: { ...notFound, 409: ErrorResponse, ...errorResponses } },
    async (request) => opts.applePay.startSession(request.body),
  );
};
