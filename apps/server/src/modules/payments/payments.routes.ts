import { CompleteResult, GuidParams } from '@dekka/contracts/booking';
import { ErrorResponse } from '@dekka/contracts/errors';
import {
  PaymentLinkConfirmRequest,
  PaymentLinkResponse,
  PaymentStatusResponse,
} from '@dekka/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-schemas.ts';
import type { PaymentLinkService } from './payment-link.service.ts';
import type { PaymentService } from './payment.service.ts';

export type PaymentsRoutesOptions = { payments: PaymentService; paymentLinks: PaymentLinkService };

const notFound = { 404: ErrorResponse };

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, opts) => {
  app.get(
    '/web/booking/paymentstatus/:guid',
    {
      schema: {
        tags: ['payments'],
        summary: 'The payment state of a booking and its latest payment event (after a reconnect)',
        params: GuidParams,
        response: { 200: PaymentStatusResponse, ...notFound, ...errorResponses },
      },
    },
    async (request) => opts.payments.status(request.params.guid),
  );

  app.get(
    '/web/booking/paymentlink/:guid',
    {
      schema: {
        tags: ['payments'],
        summary: 'What a restaurant-made booking still owes, for the payment-link page',
        params: GuidParams,
        response: { 200: PaymentLinkResponse, ...notFound, ...errorResponses },
      },
    },
    async (request) => opts.paymentLinks.get(request.params.guid),
  );

  app.put(
    '/web/booking/paymentlink/confirm',
    {
      schema: {
        tags: ['payments'],
        summary: 'Give the card a payment link asks for (or null when none is owed)',
        body: PaymentLinkConfirmRequest,
        response: { 200: CompleteResult, ...notFound, ...errorResponses },
      },
    },
    async (request) =>
      opts.paymentLinks.confirm(request.body, {
        language: request.headers['accept-language'],
      }),
  );
};
