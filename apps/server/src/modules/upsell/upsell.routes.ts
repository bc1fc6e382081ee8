import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import { ErrorResponse } from '@dekka/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentLanguage } from '../../content-language.ts';
import { errorResponses } from '../../plugins/error-schemas.ts';
import type { UpsellService } from './upsell.service.ts';

const readErrors = { ...errorResponses, 404: ErrorResponse };

export const upsellRoutes: FastifyPluginAsyncZod<{ upsell: UpsellService }> = async (app, opts) => {
  app.get(
    API_ROUTES.upsell.path,
    {
      schema: {
        tags: ['upsell'],
        summary: 'Set menus offered for a booking, grouped by floor plan',
        params: ROUTE_SCHEMAS.upsell.params,
        response: { 200: ROUTE_SCHEMAS.upsell.response, ...readErrors },
      },
    },
    async (request) => {
      const { restaurantId, dateTime, guests, eventId } = request.params;
      // Menus and floor plans in the diner's language (Accept-Language), where they have it.
      const language = contentLanguage(request.headers['accept-language']);
      return opts.upsell.upsell(restaurantId, dateTime, guests, eventId, language);
    },
  );

  app.get(
    API_ROUTES.processSteps.path,
    {
      schema: {
        tags: ['upsell'],
        summary: 'The booking steps: upsell first when menus are offered at that time',
        params: ROUTE_SCHEMAS.processSteps.params,
        response: { 200: ROUTE_SCHEMAS.processSteps.response, ...readErrors },
      },
    },
    async (request) => {
      const { restaurantId, eventId, isWaitingList, dateTime } = request.params;
      return opts.upsell.processSteps(restaurantId, eventId, isWaitingList, dateTime);
    },
  );
};
