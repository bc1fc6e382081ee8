import { ErrorResponse } from '@dekka/contracts/errors';
import { ProcessStepsParams, ProcessStepsResponse } from '@dekka/contracts/process-steps';
import { UpsellParams, UpsellResponse } from '@dekka/contracts/upsell';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-schemas.ts';
import type { UpsellService } from './upsell.service.ts';

const readErrors = { ...errorResponses, 404: ErrorResponse };

export const upsellRoutes: FastifyPluginAsyncZod<{ upsell: UpsellService }> = async (app, opts) => {
  app.get(
    '/web/upsell/:restaurantId/:dateTime/:guests/:eventId',
    {
      schema: {
        tags: ['upsell'],
        summary: 'Set menus offered for a booking, grouped by floor plan',
        params: UpsellParams,
        response: { 200: UpsellResponse, ...readErrors },
      },
    },
    async (request) => {
      const { restaurantId, dateTime, guests, eventId } = request.params;
      return opts.upsell.upsell(restaurantId, dateTime, guests, eventId);
    },
  );

  app.get(
    '/web/booking/v4/processsteps/:restaurantId/:eventId/:isWaitingList/:dateTime',
    {
      schema: {
        tags: ['upsell'],
        summary: 'The booking steps: upsell first when menus are offered at that time',
        params: ProcessStepsParams,
        response: { 200: ProcessStepsResponse, ...readErrors },
      },
    },
    async (request) => {
      const { restaurantId, eventId, isWaitingList, dateTime } = request.params;
      return opts.upsell.processSteps(restaurantId, eventId, isWaitingList, dateTime);
    },
  );
};
